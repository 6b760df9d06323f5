// Finding the open element a mismatched end tag leaves: start tags pushed, end tags popped, up
// to the parser's stopping point, with the pre-scan's rules for comments, CDATA and quotes.
#include "engine/tiled/tmx/unclosed_element.h"

#include <algorithm>
#include <vector>

#include "engine/tiled/tmx/xml_markup.h"

namespace hp::tiled {
namespace {

using xml_markup::kNone;

// The tag name starting at from: up to whitespace, '/' or '>'.
std::string_view name_at(std::string_view text, std::size_t from) {
  std::size_t end = from;
  while (end < text.size() && !xml_markup::is_space(text[end]) && text[end] != '/' &&
         text[end] != '>') {
    ++end;
  }
  return text.substr(from, end - from);
}

}  // namespace

std::optional<OpenElement> innermost_open_element(std::string_view text, std::size_t stop) {
  std::vector<OpenElement> open;
  std::size_t at = 0;
  while (true) {
    const std::size_t lt = text.find('<', at);
    if (lt == kNone || lt >= stop) break;
    std::size_t name = kNone;
    bool self_closing = false;
    const std::size_t next = xml_markup::past_markup(text, lt, name, self_closing);
    // The markup the parser stopped in (the offending end tag) is not taken.
    if (next == kNone || next > stop) break;
    at = next;
    if (name != kNone) {
      if (!self_closing) open.push_back({name_at(text, name), lt});
    } else if (lt + 1 < text.size() && text[lt + 1] == '/') {
      if (open.empty() || open.back().name != name_at(text, lt + 2)) return std::nullopt;
      open.pop_back();
    }
  }
  if (open.empty()) return std::nullopt;
  return open.back();
}

std::string_view end_tag_at(std::string_view text, std::size_t stop) {
  if (text.empty()) return {};
  const std::size_t lt = text.rfind('<', std::min(stop, text.size() - 1));
  if (lt == kNone || lt + 2 > text.size() || text[lt + 1] != '/') return {};
  return name_at(text, lt + 2);
}

}  // namespace hp::tiled
