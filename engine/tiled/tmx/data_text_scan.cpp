// The <data> pre-scan: a skip over markup to each start tag, then one vector pass over each
// tile data text (where its '<' or '&' is, and how many newlines it has).
#include "engine/tiled/tmx/data_text_scan.h"

#include "engine/tiled/tmx/xml_markup.h"

#include <cstring>

#if defined(__SSE2__)
#include <emmintrin.h>
#endif
#if defined(__x86_64__) && (defined(__GNUC__) || defined(__clang__))
#include <immintrin.h>
#define HP_DATA_SCAN_AVX2 1
#endif

namespace hp::tiled {
namespace {

using xml_markup::is_space;
using xml_markup::kNone;
using xml_markup::past_markup;
using xml_markup::starts_with;

// What lies in a tile data text up to its first '<' or '&'.
struct TextRun {
  std::size_t end = kNone;   // offset of that '<' or '&', or kNone when there is none
  std::size_t newlines = 0;  // '\n's before it
};

// The bits set in mask (the newlines of a 16-byte block): there are few, and a popcount
// instruction cannot be assumed (without -mpopcnt it is a library call).
std::size_t count_bits(unsigned mask) {
  std::size_t count = 0;
  for (; mask != 0; mask &= mask - 1) ++count;
  return count;
}

#if defined(HP_DATA_SCAN_AVX2)
// The AVX2 part of scan_text, 128 bytes a loop; returns where it stopped (a multiple of 32 from
// i), with run.end set if it found the stop. One signed compare passes a block of tile data:
// base64 and CSV text is letters, digits, '+', '/', '=' and ',', all at or above '+' (0x2B),
// while '&', '\n' and other whitespace are below it (and bytes above 0x7F are negative); '<'
// is the one stop above it. Only a block that fails (a CSV row's newline, the text's end) is
// looked at closely. It took a third of the instructions of the SSE2 loop below, and the
// uncompressed base64 map's text is 22 MB.
__attribute__((target("avx2,popcnt"))) std::size_t scan_text_avx2(const char* p, std::size_t i,
                                                                  std::size_t n, TextRun& run) {
  const __m256i low = _mm256_set1_epi8('+'), lt = _mm256_set1_epi8('<');
  const __m256i amp = _mm256_set1_epi8('&'), nl = _mm256_set1_epi8('\n');
  while (i + 128 <= n) {
    __m256i flagged = _mm256_setzero_si256();
    for (std::size_t k = 0; k < 128; k += 32) {
      const __m256i block = _mm256_loadu_si256(reinterpret_cast<const __m256i*>(p + i + k));
      flagged = _mm256_or_si256(
          flagged, _mm256_or_si256(_mm256_cmpgt_epi8(low, block), _mm256_cmpeq_epi8(block, lt)));
    }
    if (_mm256_testz_si256(flagged, flagged)) {
      i += 128;
      continue;
    }
    for (const std::size_t end = i + 128; i < end; i += 32) {
      const __m256i block = _mm256_loadu_si256(reinterpret_cast<const __m256i*>(p + i));
      const auto stop = static_cast<unsigned>(_mm256_movemask_epi8(
          _mm256_or_si256(_mm256_cmpeq_epi8(block, lt), _mm256_cmpeq_epi8(block, amp))));
      const auto lines = static_cast<unsigned>(_mm256_movemask_epi8(_mm256_cmpeq_epi8(block, nl)));
      if (stop != 0) {
        const unsigned at = static_cast<unsigned>(__builtin_ctz(stop));
        run.newlines += static_cast<std::size_t>(__builtin_popcount(lines & ((1u << at) - 1)));
        run.end = i + at;
        return i;
      }
      run.newlines += static_cast<std::size_t>(__builtin_popcount(lines));
    }
  }
  return i;
}

bool has_avx2() {
  static const bool supported = __builtin_cpu_supports("avx2") && __builtin_cpu_supports("popcnt");
  return supported;
}
#endif

// Finds the first '<' or '&' from i, counting newlines on the way, in one vector pass: the tile
// data texts are megabytes, and this is the only time they are walked before the decoder.
TextRun scan_text(std::string_view s, std::size_t i) {
  TextRun run;
  const char* p = s.data();
  const std::size_t n = s.size();
#if defined(HP_DATA_SCAN_AVX2)
  if (has_avx2()) {
    i = scan_text_avx2(p, i, n, run);
    if (run.end != kNone) return run;
  }
#endif
#if defined(__SSE2__)
  const __m128i lt = _mm_set1_epi8('<'), amp = _mm_set1_epi8('&'), nl = _mm_set1_epi8('\n');
  const auto load = [&](std::size_t at) {
    return _mm_loadu_si128(reinterpret_cast<const __m128i*>(p + at));
  };
  const auto stops = [&](__m128i block) {
    return _mm_or_si128(_mm_cmpeq_epi8(block, lt), _mm_cmpeq_epi8(block, amp));
  };
  // 64 bytes at a time while they hold neither a stop nor a newline; a block that does is
  // looked at 16 bytes at a time (CSV has a newline a row, base64 none).
  while (i + 64 <= n) {
    const __m128i a = load(i), b = load(i + 16), c = load(i + 32), d = load(i + 48);
    const __m128i any_stop =
        _mm_or_si128(_mm_or_si128(stops(a), stops(b)), _mm_or_si128(stops(c), stops(d)));
    const __m128i any_newline =
        _mm_or_si128(_mm_or_si128(_mm_cmpeq_epi8(a, nl), _mm_cmpeq_epi8(b, nl)),
                     _mm_or_si128(_mm_cmpeq_epi8(c, nl), _mm_cmpeq_epi8(d, nl)));
    if (_mm_movemask_epi8(_mm_or_si128(any_stop, any_newline)) == 0) {
      i += 64;
      continue;
    }
    for (const std::size_t block_end = i + 64; i < block_end; i += 16) {
      const __m128i block = load(i);
      const unsigned stop = static_cast<unsigned>(_mm_movemask_epi8(stops(block)));
      const unsigned lines = static_cast<unsigned>(_mm_movemask_epi8(_mm_cmpeq_epi8(block, nl)));
      if (stop != 0) {
        const unsigned at = static_cast<unsigned>(__builtin_ctz(stop));
        run.newlines += count_bits(lines & ((1u << at) - 1));
        run.end = i + at;
        return run;
      }
      run.newlines += count_bits(lines);
    }
  }
#endif
  for (; i < n; ++i) {
    if (p[i] == '<' || p[i] == '&') {
      run.end = i;
      return run;
    }
    run.newlines += p[i] == '\n';
  }
  return run;
}

// Whether the start tag whose name is at name is <data ...>.
bool is_data_tag(std::string_view s, std::size_t name) {
  if (!starts_with(s, name, "data") || name + 4 >= s.size()) return false;
  const char after = s[name + 4];
  return is_space(after) || after == '>' || after == '/';
}

// Whether an end tag </data> (with optional spaces before '>') starts at lt.
bool is_data_end_tag(std::string_view s, std::size_t lt) {
  if (!starts_with(s, lt, "</data")) return false;
  std::size_t i = lt + 6;
  while (i < s.size() && is_space(s[i])) ++i;
  return i < s.size() && s[i] == '>';
}

}  // namespace

DataTextScan strip_data_texts(std::string_view contents) {
  DataTextScan scan;
  const std::string_view s = contents;
  std::size_t copied = 0;  // contents before this are in scan.buffer
  std::size_t at = 0;
  while (true) {
    const void* found = at < s.size() ? std::memchr(s.data() + at, '<', s.size() - at) : nullptr;
    if (!found) break;
    const std::size_t lt = static_cast<std::size_t>(static_cast<const char*>(found) - s.data());
    std::size_t name = kNone;
    bool closed = false;
    const std::size_t next = past_markup(s, lt, name, closed);
    if (next == kNone) break;
    at = next;
    if (name == kNone || closed || !is_data_tag(s, name)) continue;
    const TextRun run = scan_text(s, next);
    if (run.end == kNone) break;
    at = run.end;
    if (s[run.end] != '<' || !is_data_end_tag(s, run.end)) continue;
    scan.buffer.append(s, copied, next - copied);
    scan.texts.push_back({scan.buffer.size() - (next - name), s.substr(next, run.end - next)});
    scan.buffer.append(run.newlines, '\n');
    copied = run.end;
  }
  scan.buffer.append(s, copied);
  return scan;
}

}  // namespace hp::tiled
