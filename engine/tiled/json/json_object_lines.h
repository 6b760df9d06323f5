// JsonObjectLines: the line of each JSON object in a text, found by one scan for the '{' that
// open objects (skipping strings), since simdjson's tree keeps no positions.
#pragma once

#include <cstddef>
#include <string_view>
#include <vector>

namespace hp::tiled {

class JsonObjectLines {
 public:
  // Scans text, which should be valid JSON (for other text the lines are meaningless).
  explicit JsonObjectLines(std::string_view text);

  // How many objects the text holds.
  std::size_t count() const { return starts_.size(); }
  // The line (1-based) of the index-th object in the order their '{' appear, which is the
  // order a depth-first walk of the tree meets them (parents before children, members and
  // elements in file order). Calls must come in increasing index, as such a walk makes them.
  int line_of(std::size_t index);

 private:
  std::string_view text_;
  std::vector<std::size_t> starts_;  // offsets of the opening braces, increasing
  std::size_t counted_ = 0;          // newlines before this offset are in line_
  int line_ = 1;
};

}  // namespace hp::tiled
