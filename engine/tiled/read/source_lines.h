// SourceLines: where the lines of a file's text start, to turn a parser's byte offset into the
// line a message names.
#pragma once

#include <cstdint>
#include <string_view>
#include <vector>

namespace hp::tiled {

// The offsets of the '\n's of one text (the line count tinyxml2 and text editors agree on).
// A reader asks for lines in file order, so each answer is looked for first just after the last
// one; that remembered place makes a SourceLines unfit to share between threads (each file read
// has its own).
class SourceLines {
 public:
  SourceLines() = default;
  explicit SourceLines(std::string_view text);

  // The 1-based line of the byte at offset; 0 for a negative offset (no position known).
  int line_at(std::ptrdiff_t offset) const;

 private:
  std::vector<std::uint32_t> newlines_;  // byte offsets, ascending
  mutable std::size_t last_ = 0;         // the index into newlines_ of the last answer
};

}  // namespace hp::tiled
