// XmlMarkup: skipping over one piece of XML markup (a tag, comment, CDATA section, processing
// instruction or DOCTYPE) without parsing it: what the wording of a mismatched end tag needs
// (unclosed_element), once pugixml has refused a file.
#pragma once

#include <cstddef>
#include <string_view>

namespace hp::tiled::xml_markup {

inline constexpr std::size_t kNone = std::string_view::npos;

inline bool starts_with(std::string_view s, std::size_t at, std::string_view prefix) {
  return s.compare(at, prefix.size(), prefix) == 0;
}

inline bool is_space(char c) {
  return c == ' ' || c == '\t' || c == '\r' || c == '\n';
}

// The offset just past the first `terminator` at or after from, or kNone.
inline std::size_t past(std::string_view s, std::size_t from, std::string_view terminator) {
  const std::size_t at = s.find(terminator, from);
  return at == kNone ? kNone : at + terminator.size();
}

// The '>' closing a tag whose name starts at from, skipping quoted attribute values.
inline std::size_t tag_end(std::string_view s, std::size_t from) {
  char quote = 0;  // the quote of the attribute value we are in, or 0
  for (std::size_t i = from; i < s.size(); ++i) {
    const char c = s[i];
    if (quote != 0) {
      if (c == quote) quote = 0;
    } else if (c == '>') {
      return i;
    } else if (c == '"' || c == '\'') {
      quote = c;
    }
  }
  return kNone;
}

// Just past a DOCTYPE's closing '>', skipping its internal subset and quoted literals.
inline std::size_t past_doctype(std::string_view s, std::size_t from) {
  int brackets = 0;
  for (std::size_t i = from; i < s.size(); ++i) {
    const char c = s[i];
    if (c == '"' || c == '\'') {
      i = s.find(c, i + 1);
      if (i == kNone) return kNone;
    } else if (c == '[') {
      ++brackets;
    } else if (c == ']') {
      --brackets;
    } else if (c == '>' && brackets <= 0) {
      return i + 1;
    }
  }
  return kNone;
}

// Just past the markup that starts with the '<' at lt, or kNone when it is unterminated. Sets
// name to the offset of a start tag's name (kNone for other markup) and self_closing.
inline std::size_t past_markup(std::string_view s, std::size_t lt, std::size_t& name,
                               bool& closed) {
  name = kNone;
  closed = false;
  const std::size_t p = lt + 1;
  const char first = p < s.size() ? s[p] : '\0';
  // Most markup is a start or end tag: one test of the first character tells.
  if (first == '!') {
    if (starts_with(s, p, "!--")) return past(s, p + 3, "-->");
    if (starts_with(s, p, "![CDATA[")) return past(s, p + 8, "]]>");
    return past_doctype(s, p + 1);
  }
  if (first == '?') return past(s, p + 1, "?>");
  const std::size_t end = tag_end(s, p);
  if (end == kNone) return kNone;
  if (first != '/') {
    name = p;
    closed = s[end - 1] == '/';
  }
  return end + 1;
}

}  // namespace hp::tiled::xml_markup
