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
  std::size_t count() const { return lines_.size(); }
  // The line (1-based) of the index-th object in the order their '{' appear, which is the
  // order a depth-first walk of the tree meets them (parents before children, members and
  // elements in file order); 0 past the last.
  int line_of(std::size_t index) const { return index < lines_.size() ? lines_[index] : 0; }

 private:
  std::vector<int> lines_;  // of each opening brace, in text order
};

}  // namespace hp::tiled
