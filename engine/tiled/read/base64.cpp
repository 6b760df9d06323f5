// Base64 decoding: one scanner that validates, counts and (when given a buffer) writes bytes.
#include "engine/tiled/read/base64.h"

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
  const std::optional<std::size_t> size = base64_decoded_size(text, error);
  if (!size) return false;
  out.resize(*size);
  return decode_base64_into(text, out, error);
}

}  // namespace hp::tiled
