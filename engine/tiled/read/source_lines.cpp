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
  const auto before =
      std::lower_bound(newlines_.begin(), newlines_.end(), static_cast<std::uint64_t>(offset),
                       [](std::uint32_t a, std::uint64_t b) { return a < b; });
  return static_cast<int>(before - newlines_.begin()) + 1;
}

}  // namespace hp::tiled
