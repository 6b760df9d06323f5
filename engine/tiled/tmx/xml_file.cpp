// XML parsing: the tile data texts are taken out, pugixml parses the rest in place, and its
// syntax errors are reworded with a line and a fix.
#include "engine/tiled/tmx/xml_file.h"

#include <algorithm>
#include <optional>
#include <string>

#include "engine/tiled/tmx/unclosed_element.h"

namespace hp::tiled {
namespace {

// Entities (&amp; in names and values) and CDATA are decoded and line ends normalised to '\n',
// as Tiled's writer expects; comments, processing instructions and the DOCTYPE are skipped.
// Attribute whitespace is kept as written (no parse_wconv_attribute), as tinyxml2 kept it.
constexpr unsigned kParseOptions = pugi::parse_escapes | pugi::parse_eol | pugi::parse_cdata;

// Whether contents hold nothing but whitespace, after an optional UTF-8 byte order mark.
bool is_blank(std::string_view contents) {
  if (contents.substr(0, 3) == "\xEF\xBB\xBF") contents.remove_prefix(3);
  return contents.find_first_not_of(" \t\n\r\v\f") == std::string_view::npos;
}

// What went wrong, in the parser's words, except for a mismatched or missing end tag: then the
// element left open and the line it was opened on, which is where the fix usually goes. text is
// the parse buffer as it was before parsing (offsets and lines as the parser saw them).
std::string describe_syntax_error(const pugi::xml_parse_result& result, std::string_view text,
                                  const SourceLines& lines) {
  std::string what = result.description();
  if (result.status == pugi::status_end_element_mismatch) {
    const auto stop = static_cast<std::size_t>(result.offset);
    const std::optional<OpenElement> open = innermost_open_element(text, stop);
    const std::string_view end_tag = end_tag_at(text, stop);
    const std::string opened =
        open ? "<" + std::string(open->name) + "> from line " +
                   std::to_string(lines.line_at(static_cast<std::ptrdiff_t>(open->offset)))
             : std::string();
    if (open && !end_tag.empty()) {
      what = "</" + std::string(end_tag) + "> here, but " + opened + " is still open; close <" +
             std::string(open->name) + "> before it";
    } else if (open) {
      what = "the file ends with " + opened + " still open";
    } else if (!end_tag.empty()) {
      what = "</" + std::string(end_tag) + "> closes no open element";
    }
  }
  return "malformed XML (" + what + "); fix the file in a text editor or re-save it from Tiled";
}

}  // namespace

bool XmlFile::parse(std::string_view contents, const std::string& path, Diagnostics& diagnostics) {
  if (is_blank(contents)) {
    diagnostics.error(path, 0, "the file is empty; re-save it from Tiled");
    return false;
  }
  scan_ = strip_data_texts(contents);
  // Counted before parsing: parsing in place writes over the newlines that end names.
  lines_ = SourceLines(scan_.buffer);
  const pugi::xml_parse_result result = document_.load_buffer_inplace(
      scan_.buffer.data(), scan_.buffer.size(), kParseOptions, pugi::encoding_utf8);
  if (result) return true;
  // The parse buffer was written over in place; the same scan gives it back as it was.
  const DataTextScan unparsed = strip_data_texts(contents);
  diagnostics.error(path, lines_.line_at(result.offset),
                    describe_syntax_error(result, unparsed.buffer, lines_));
  return false;
}

std::string_view XmlFile::data_text(const pugi::xml_node& element) const {
  const std::ptrdiff_t offset = element.offset_debug();
  const auto taken = std::lower_bound(scan_.texts.begin(), scan_.texts.end(), offset,
                                      [](const StrippedDataText& t, std::ptrdiff_t o) {
                                        return static_cast<std::ptrdiff_t>(t.name_offset) < o;
                                      });
  if (taken != scan_.texts.end() && static_cast<std::ptrdiff_t>(taken->name_offset) == offset) {
    return taken->text;
  }
  return element.child_value();
}

}  // namespace hp::tiled
