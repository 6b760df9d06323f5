// Printable: showing a byte from a file in a message without writing raw bytes into it.
#pragma once

#include <string>

namespace hp::tiled {

// 'x' for printable ASCII, otherwise "byte 0xNN" (a stray byte may be half of a UTF-8 letter).
inline std::string printable_char(char c) {
  const auto u = static_cast<unsigned char>(c);
  if (u >= 0x20 && u < 0x7f) return std::string("'") + c + "'";
  static const char* kHex = "0123456789abcdef";
  return std::string("byte 0x") + kHex[u >> 4] + kHex[u & 15];
}

}  // namespace hp::tiled
