// Finding object lines: '{' and newlines outside strings. Where AVX2 is there, 32 bytes at a
// time: a block is looked at only where it holds a quote, a backslash, a brace or a newline, and
// then only at those; elsewhere one byte at a time, with the same rules.
#include "engine/tiled/json/json_object_lines.h"

#include <cstdint>

#if defined(__x86_64__) && (defined(__GNUC__) || defined(__clang__))
#include <immintrin.h>
#define HP_JSON_LINES_AVX2 1
#endif

namespace hp::tiled {
namespace {

// Where the scan is: JSON strings cannot hold a raw newline (simdjson refuses one), so every
// newline is outside them and the lines can be counted in the same scan.
struct ScanState {
  int line = 1;
  bool in_string = false;
  bool escaped = false;  // in a string, the next character is escaped by a backslash
};

// One character; the rules both scans follow.
inline void step(char c, ScanState& state, std::vector<int>& lines) {
  if (state.escaped) {
    state.escaped = false;
  } else if (state.in_string) {
    if (c == '\\') state.escaped = true;
    if (c == '"') state.in_string = false;
  } else if (c == '"') {
    state.in_string = true;
  } else if (c == '{') {
    lines.push_back(state.line);
  } else if (c == '\n') {
    ++state.line;
  }
}

#if defined(HP_JSON_LINES_AVX2)
// The bits of mask at or after pos.
inline std::uint32_t from(std::uint32_t mask, unsigned pos) {
  return pos >= 32 ? 0 : mask & (~0u << pos);
}

// The whole 32-byte blocks of text, as step would go through them; returns where it stopped.
// The long base64 strings of tile data pass a block at a time, as do runs of spaces.
__attribute__((target("avx2"))) std::size_t scan_avx2(std::string_view text, ScanState& state,
                                                      std::vector<int>& lines) {
  const char* p = text.data();
  const __m256i quote = _mm256_set1_epi8('"'), backslash = _mm256_set1_epi8('\\');
  const __m256i brace = _mm256_set1_epi8('{'), newline = _mm256_set1_epi8('\n');
  std::size_t i = 0;
  for (; i + 32 <= text.size(); i += 32) {
    const __m256i block = _mm256_loadu_si256(reinterpret_cast<const __m256i*>(p + i));
    const auto quotes =
        static_cast<std::uint32_t>(_mm256_movemask_epi8(_mm256_cmpeq_epi8(block, quote)));
    const auto escapes =
        static_cast<std::uint32_t>(_mm256_movemask_epi8(_mm256_cmpeq_epi8(block, backslash)));
    unsigned pos = 0;
    if (state.escaped) {  // the block's first character is escaped
      state.escaped = false;
      pos = 1;
    }
    if (state.in_string && from(quotes | escapes, pos) == 0) continue;
    const std::uint32_t marks =
        quotes | static_cast<std::uint32_t>(_mm256_movemask_epi8(_mm256_or_si256(
                     _mm256_cmpeq_epi8(block, brace), _mm256_cmpeq_epi8(block, newline))));
    while (true) {
      if (state.in_string) {
        const std::uint32_t next = from(quotes | escapes, pos);
        if (next == 0) break;
        const unsigned at = static_cast<unsigned>(__builtin_ctz(next));
        if ((escapes >> at) & 1u) {
          pos = at + 2;
          if (pos > 32) state.escaped = true;  // the escaped character is in the next block
        } else {
          state.in_string = false;
          pos = at + 1;
        }
      } else {
        const std::uint32_t next = from(marks, pos);
        if (next == 0) break;
        const unsigned at = static_cast<unsigned>(__builtin_ctz(next));
        step(p[i + at], state, lines);
        pos = at + 1;
      }
    }
  }
  return i;
}

bool has_avx2() {
  static const bool supported = __builtin_cpu_supports("avx2");
  return supported;
}
#endif

}  // namespace

JsonObjectLines::JsonObjectLines(std::string_view text) {
  ScanState state;
  std::size_t i = 0;
#if defined(HP_JSON_LINES_AVX2)
  if (has_avx2()) i = scan_avx2(text, state, lines_);
#endif
  for (; i < text.size(); ++i) step(text[i], state, lines_);
}

}  // namespace hp::tiled
