// UnclosedElement: the element a mismatched end tag (or the end of the file) leaves open, found
// by skipping markup up to where the parser stopped, so that the message can name it and the
// line it was opened on; pugixml says only "Start-end tags mismatch".
#pragma once

#include <cstddef>
#include <optional>
#include <string_view>

namespace hp::tiled {

// An element whose start tag was read and whose end tag was not.
struct OpenElement {
  std::string_view name;
  std::size_t offset = 0;  // of its '<' in the text
};

// The innermost element open where the parser stopped, at stop (an offset into text, as
// pugixml reports it: inside the offending end tag, or the text's size at its end); nullopt when
// none is, or when markup before stop cannot be skipped.
std::optional<OpenElement> innermost_open_element(std::string_view text, std::size_t stop);

// The name of the end tag whose '<' is the last one at or before stop, or empty when that
// markup is not an end tag.
std::string_view end_tag_at(std::string_view text, std::size_t stop);

}  // namespace hp::tiled
