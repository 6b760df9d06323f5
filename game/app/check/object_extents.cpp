// object_spans: one forward scan of the text, tags for TMX, braces and keys for JSON; no parser.
#include "game/app/check/object_extents.h"

#include <algorithm>
#include <cctype>

namespace hp::app {
namespace {

constexpr std::size_t npos = std::string_view::npos;

// Counts lines while a scan moves forward through the text.
class LineCounter {
 public:
  explicit LineCounter(std::string_view text) : text_(text) {}
  int line_at(std::size_t offset) {
    line_ +=
        static_cast<int>(std::count(text_.begin() + static_cast<std::ptrdiff_t>(at_),
                                    text_.begin() + static_cast<std::ptrdiff_t>(offset), '\n'));
    at_ = offset;
    return line_;
  }

 private:
  std::string_view text_;
  std::size_t at_ = 0;
  int line_ = 1;
};

// The whole number at text[at] (after spaces), or 0.
int number_at(std::string_view text, std::size_t at) {
  while (at < text.size() && std::isspace(static_cast<unsigned char>(text[at]))) ++at;
  int value = 0;
  bool any = false;
  for (; at < text.size() && std::isdigit(static_cast<unsigned char>(text[at])) && value < 1e8;
       ++at) {
    value = value * 10 + (text[at] - '0');
    any = true;
  }
  return any ? value : 0;
}

std::vector<ObjectSpan> tmx_spans(std::string_view text) {
  std::vector<ObjectSpan> spans;
  LineCounter lines(text);
  for (std::size_t at = text.find('<'); at != npos; at = text.find('<', at + 1)) {
    if (text.compare(at, 8, "<tileset") == 0) {  // an embedded tileset: its objects are tiles'
      const std::size_t close = text.find('>', at);
      if (close == npos) break;
      if (text[close - 1] != '/') at = std::min(text.find("</tileset>", close), text.size() - 1);
      continue;
    }
    if (text.compare(at, 7, "<object") != 0 || at + 7 >= text.size()) continue;
    const char after = text[at + 7];
    if (!std::isspace(static_cast<unsigned char>(after)) && after != '>' && after != '/') continue;
    const std::size_t close = text.find('>', at);
    if (close == npos) break;
    const std::string_view tag = text.substr(at, close - at);
    std::size_t id_at = tag.find(" id=\"");
    if (id_at == npos) id_at = tag.find("\tid=\"");
    if (id_at == npos) id_at = tag.find("\nid=\"");
    const int id = id_at == npos ? 0 : number_at(tag, id_at + 5);
    const std::size_t end = text[close - 1] == '/' ? close : text.find("</object>", close);
    ObjectSpan span{id, lines.line_at(at), 0};
    span.last_line = lines.line_at(end == npos ? close : end);
    if (id > 0) spans.push_back(span);
    if (end == npos) break;
    at = end;
  }
  return spans;
}

// Scans JSON text: strings skipped, depth counted, keys seen.
class JsonScan {
 public:
  explicit JsonScan(std::string_view text) : text_(text), lines_(text) {}

  std::vector<ObjectSpan> spans() {
    for (; at_ < text_.size(); ++at_) {
      const char c = text_[at_];
      if (c == '"') {
        const std::string_view key = string_here();
        if (!is_key()) continue;
        if (key == "tilesets" && depth_ == 1) skip_value();  // the map's own key only
        if (key == "objects") read_objects();
        continue;
      }
      if (c == '{' || c == '[') ++depth_;
      if (c == '}' || c == ']') --depth_;
    }
    return spans_;
  }

 private:
  // The string starting at at_ (a quote); leaves at_ on its closing quote.
  std::string_view string_here() {
    const std::size_t start = ++at_;
    for (; at_ < text_.size() && text_[at_] != '"'; ++at_) {
      if (text_[at_] == '\\') ++at_;
    }
    return text_.substr(start, std::min(at_, text_.size()) - start);
  }
  // Whether the string just read is a key (a ':' follows); leaves at_ before the value.
  bool is_key() {
    std::size_t next = at_ + 1;
    while (next < text_.size() && std::isspace(static_cast<unsigned char>(text_[next]))) ++next;
    if (next >= text_.size() || text_[next] != ':') return false;
    at_ = next;
    return true;
  }
  void skip_spaces() {
    ++at_;
    while (at_ < text_.size() && std::isspace(static_cast<unsigned char>(text_[at_]))) ++at_;
  }
  // Skips the value after a key; leaves at_ on its last character.
  void skip_value() {
    skip_spaces();
    if (at_ >= text_.size() || (text_[at_] != '[' && text_[at_] != '{')) return;
    int depth = 0;
    for (; at_ < text_.size(); ++at_) {
      const char c = text_[at_];
      if (c == '"') {
        string_here();
      } else if (c == '[' || c == '{') {
        ++depth;
      } else if ((c == ']' || c == '}') && --depth == 0) {
        return;
      }
    }
  }
  // The elements of an "objects" array: each one's span and its own "id" key.
  void read_objects() {
    skip_spaces();
    if (at_ >= text_.size() || text_[at_] != '[') return;
    int depth = 0;  // inside the array: 1; inside an element: 2; deeper: its members
    ObjectSpan span;
    for (; at_ < text_.size(); ++at_) {
      const char c = text_[at_];
      if (c == '"') {
        const std::string_view key = string_here();
        if (depth == 2 && is_key() && key == "id") span.id = number_at(text_, at_ + 1);
      } else if (c == '[' || c == '{') {
        if (++depth == 2) span = {0, lines_.line_at(at_), 0};
      } else if (c == ']' || c == '}') {
        if (depth == 2) {
          span.last_line = lines_.line_at(at_);
          if (span.id > 0) spans_.push_back(span);
        }
        if (--depth == 0) return;
      }
    }
  }

  std::string_view text_;
  LineCounter lines_;
  std::size_t at_ = 0;
  int depth_ = 0;
  std::vector<ObjectSpan> spans_;
};

}  // namespace

std::vector<ObjectSpan> object_spans(std::string_view text, bool json) {
  return json ? JsonScan(text).spans() : tmx_spans(text);
}

}  // namespace hp::app
