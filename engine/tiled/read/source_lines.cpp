// SourceLines: one memchr pass records the newlines; a line is a binary search.
#include "engine/tiled/read/source_lines.h"

#include <algorithm>
#include <cstring>

namespace hp::tiled {

SourceLines::SourceLines(std::string_view text) {
  const char* begin = text.data();
  const char* end = begin + text.size();
  for (const char* p = begin; p < end;) {
    const void* found = std::memchr(p, '\n', static_cast<std::size_t>(end - p));
    if (!found) break;
    const char* newline = static_cast<const char*>(found);
    newlines_.push_back(static_cast<std::uint32_t>(newline - begin));
    p = newline + 1;
  }
}

int SourceLines::line_at(std::ptrdiff_t offset) const {
  if (offset < 0) return 0;
  const auto at = static_cast<std::uint64_t>(offset);
  // The answer is the number of newlines before offset. Readers go forward through the file, an
  // element or two per line, so a few steps on from the last answer usually find it, for less
  // than a binary search over every line costs.
  constexpr std::size_t kSteps = 8;
  std::size_t i = last_;
  if (i <= newlines_.size() && (i == 0 || newlines_[i - 1] < at)) {
    const std::size_t stop = std::min(newlines_.size(), i + kSteps);
    while (i < stop && newlines_[i] < at) ++i;
    if (i == newlines_.size() || newlines_[i] >= at) {
      last_ = i;
      return static_cast<int>(i) + 1;
    }
  }
  const auto before = std::lower_bound(newlines_.begin(), newlines_.end(), at,
                                       [](std::uint32_t a, std::uint64_t b) { return a < b; });
  last_ = static_cast<std::size_t>(before - newlines_.begin());
  return static_cast<int>(last_) + 1;
}

}  // namespace hp::tiled
