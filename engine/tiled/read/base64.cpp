// Base64 decoding: one scanner that validates, counts and (when given a buffer) writes bytes.
#include "engine/tiled/read/base64.h"

#include <algorithm>
#include <array>

#include "engine/tiled/read/printable.h"

namespace hp::tiled {
namespace {

constexpr std::uint8_t kInvalid = 0xff;
constexpr std::uint8_t kSkip = 0xfe;  // whitespace
constexpr std::uint8_t kPad = 0xfd;   // '='

constexpr std::array<std::uint8_t, 256> make_table() {
  std::array<std::uint8_t, 256> table{};
  table.fill(kInvalid);
  const char* alphabet = "ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789+/";
  for (std::uint8_t i = 0; i < 64; ++i) table[static_cast<unsigned char>(alphabet[i])] = i;
  for (char c : {' ', '\t', '\r', '\n'}) table[static_cast<unsigned char>(c)] = kSkip;
  table['='] = kPad;
  return table;
}

constexpr std::array<std::uint8_t, 256> kTable = make_table();

// The fast path for the usual unbroken runs of symbols: decodes whole groups of four alphabet
// symbols from text[i] on (writing like scan below) and stops before the first group holding
// anything else (whitespace, padding, a bad character), which scan then reads one at a time.
// Returns the index it stopped at.
std::size_t decode_groups(std::string_view text, std::size_t i, std::uint8_t* out,
                          std::size_t capacity, std::size_t& written_so_far) {
  // A local count: through the reference it would be loaded and stored for every group.
  std::size_t written = written_so_far;
  const auto* p = reinterpret_cast<const unsigned char*>(text.data());
  for (; i + 4 <= text.size(); i += 4) {
    const std::uint32_t a = kTable[p[i]], b = kTable[p[i + 1]], c = kTable[p[i + 2]],
                        d = kTable[p[i + 3]];
    if (((a | b | c | d) & 0xc0) != 0) break;  // kSkip, kPad and kInvalid all have the top bits
    const std::uint32_t group = (a << 18) | (b << 12) | (c << 6) | d;
    if (out && written + 3 <= capacity) {
      out[written] = static_cast<std::uint8_t>(group >> 16);
      out[written + 1] = static_cast<std::uint8_t>(group >> 8);
      out[written + 2] = static_cast<std::uint8_t>(group);
    } else if (out) {  // the end of the buffer: write what fits
      for (std::size_t k = 0; k < 3 && written + k < capacity; ++k) {
        out[written + k] = static_cast<std::uint8_t>(group >> (16 - 8 * k));
      }
    }
    written += 3;
  }
  written_so_far = written;
  return i;
}

// Walks text once. With out == nullptr it only validates and counts; otherwise it also writes
// up to capacity bytes. Returns the decoded size, or nullopt with error set.
std::optional<std::size_t> scan(std::string_view text, std::uint8_t* out, std::size_t capacity,
                                std::string& error) {
  std::size_t written = 0;
  std::uint32_t group = 0;  // bits of the symbols seen in the current group of four
  int symbols = 0;          // symbols in the current group
  int padding = 0;
  auto emit = [&](std::uint8_t byte) {
    if (out && written < capacity) out[written] = byte;
    ++written;
  };
  for (std::size_t i = 0; i < text.size(); ++i) {
    if (symbols == 0 && padding == 0) {
      i = decode_groups(text, i, out, capacity, written);
      if (i == text.size()) break;
    }
    const std::uint8_t v = kTable[static_cast<unsigned char>(text[i])];
    if (v == kSkip) continue;
    if (v == kInvalid) {
      error =
          "invalid base64 character " + printable_char(text[i]) + " at offset " + std::to_string(i);
      return std::nullopt;
    }
    if (v == kPad) {
      ++padding;
      continue;
    }
    if (padding > 0) {
      error = "base64 data continues after its '=' padding (offset " + std::to_string(i) + ")";
      return std::nullopt;
    }
    group = (group << 6) | v;
    if (++symbols == 4) {
      emit(static_cast<std::uint8_t>(group >> 16));
      emit(static_cast<std::uint8_t>(group >> 8));
      emit(static_cast<std::uint8_t>(group));
      group = 0;
      symbols = 0;
    }
  }
  if (symbols == 1) {
    error = "base64 data ends with a lone character (the data is truncated)";
    return std::nullopt;
  }
  if (padding > 0 && (symbols == 0 || symbols + padding != 4)) {
    error = "base64 data has misplaced '=' padding";
    return std::nullopt;
  }
  if (symbols == 2) {
    emit(static_cast<std::uint8_t>(group >> 4));
  } else if (symbols == 3) {
    emit(static_cast<std::uint8_t>(group >> 10));
    emit(static_cast<std::uint8_t>(group >> 2));
  }
  return written;
}

}  // namespace

std::optional<std::size_t> base64_decoded_size(std::string_view text, std::string& error) {
  return scan(text, nullptr, 0, error);
}

std::optional<std::size_t> decode_base64_up_to(std::string_view text, std::span<std::uint8_t> out,
                                               std::string& error) {
  return scan(text, out.data(), out.size(), error);
}

std::size_t base64_decoded_size_bound(std::string_view text) {
  return text.size() / 4 * 3 + 2;
}

bool decode_base64_into(std::string_view text, std::span<std::uint8_t> out, std::string& error) {
  const std::optional<std::size_t> size = scan(text, out.data(), out.size(), error);
  if (!size) return false;
  if (*size != out.size()) {
    error = "base64 data decodes to " + std::to_string(*size) + " bytes, expected " +
            std::to_string(out.size());
    return false;
  }
  return true;
}

bool decode_base64(std::string_view text, std::vector<std::uint8_t>& out, std::string& error) {
  out.resize(base64_decoded_size_bound(text));
  const std::optional<std::size_t> size = decode_base64_up_to(text, out, error);
  out.resize(size.value_or(0));
  return size.has_value();
}

}  // namespace hp::tiled
