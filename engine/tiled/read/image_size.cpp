// Image headers: where PNG, GIF, BMP and JPEG keep their width and height.
#include "engine/tiled/read/image_size.h"

#include <cstdint>
#include <cstdio>
#include <cstring>
#include <fstream>
#include <vector>

namespace hp::tiled {
namespace {

using Bytes = std::vector<std::uint8_t>;

// A JPEG's size may sit after large metadata segments; this much covers real files.
constexpr std::size_t kMaxHeaderBytes = 256 * 1024;

std::uint32_t big_endian(const Bytes& b, std::size_t at, int bytes) {
  std::uint32_t value = 0;
  for (int i = 0; i < bytes; ++i) value = (value << 8) | b[at + i];
  return value;
}

std::uint32_t little_endian(const Bytes& b, std::size_t at, int bytes) {
  std::uint32_t value = 0;
  for (int i = bytes - 1; i >= 0; --i) value = (value << 8) | b[at + i];
  return value;
}

bool starts_with(const Bytes& b, const char* magic) {
  const std::size_t n = std::strlen(magic);
  return b.size() >= n && std::memcmp(b.data(), magic, n) == 0;
}

std::optional<PixelSize> checked(std::int64_t width, std::int64_t height) {
  if (width <= 0 || height <= 0 || width > 0x7fffffff || height > 0x7fffffff) return std::nullopt;
  return PixelSize{static_cast<int>(width), static_cast<int>(height)};
}

std::optional<PixelSize> png_size(const Bytes& b) {
  // Signature (8), IHDR length (4) and type (4), then width and height.
  if (b.size() < 24 || std::memcmp(b.data() + 12, "IHDR", 4) != 0) return std::nullopt;
  return checked(big_endian(b, 16, 4), big_endian(b, 20, 4));
}

std::optional<PixelSize> gif_size(const Bytes& b) {
  if (b.size() < 10) return std::nullopt;
  return checked(little_endian(b, 6, 2), little_endian(b, 8, 2));
}

std::optional<PixelSize> bmp_size(const Bytes& b) {
  if (b.size() < 26) return std::nullopt;
  const auto width = static_cast<std::int32_t>(little_endian(b, 18, 4));
  const auto height = static_cast<std::int32_t>(little_endian(b, 22, 4));
  return checked(width, height < 0 ? -static_cast<std::int64_t>(height) : height);  // top-down
}

// Walks the segments to the first start-of-frame marker (C0-CF except C4, C8 and CC).
std::optional<PixelSize> jpeg_size(const Bytes& b) {
  std::size_t at = 2;
  while (at + 9 < b.size()) {
    if (b[at] != 0xff) return std::nullopt;
    const std::uint8_t marker = b[at + 1];
    const bool frame =
        marker >= 0xc0 && marker <= 0xcf && marker != 0xc4 && marker != 0xc8 && marker != 0xcc;
    if (frame) return checked(big_endian(b, at + 7, 2), big_endian(b, at + 5, 2));
    at += 2 + big_endian(b, at + 2, 2);
  }
  return std::nullopt;
}

constexpr const char* kPngSignature = "\x89PNG\r\n\x1a\n";

// Whether the PNG in file runs to its IEND chunk: follows the chunk lengths from the signature
// (reading 8 bytes a chunk), so a file cut short, which no decoder draws whole, is found without
// decoding it. Bytes after IEND are allowed, as decoders ignore them.
bool png_is_whole(std::ifstream& file) {
  file.clear();
  file.seekg(0, std::ios::end);
  const std::streamoff size = file.tellg();
  std::streamoff at = 8;
  while (at + 12 <= size) {
    std::uint8_t head[8];
    file.seekg(at);
    if (!file.read(reinterpret_cast<char*>(head), 8)) return false;
    const Bytes chunk(head, head + 8);
    if (std::memcmp(head + 4, "IEND", 4) == 0) return true;
    at += 12 + static_cast<std::streamoff>(big_endian(chunk, 0, 4));
  }
  return false;
}

Bytes read_head(std::ifstream& in) {
  Bytes bytes(kMaxHeaderBytes);
  in.read(reinterpret_cast<char*>(bytes.data()), static_cast<std::streamsize>(bytes.size()));
  bytes.resize(static_cast<std::size_t>(in.gcount()));
  return bytes;
}

std::string first_bytes(const Bytes& b) {
  std::string text;
  for (std::size_t i = 0; i < b.size() && i < 8; ++i) {
    char hex[4];
    std::snprintf(hex, sizeof hex, "%s%02x", i == 0 ? "" : " ", b[i]);
    text += hex;
  }
  return text;
}

// Formats artists save by mistake, named so the fix is plain.
std::string known_other_format(const Bytes& b) {
  if (b.size() >= 6 && b[4] == 0xe0 && b[5] == 0xa5) return "an Aseprite file";
  if (b.size() >= 12 && std::memcmp(b.data(), "RIFF", 4) == 0 &&
      std::memcmp(b.data() + 8, "WEBP", 4) == 0) {
    return "a WebP image";
  }
  if (starts_with(b, "8BPS")) return "a Photoshop file";
  if (starts_with(b, "gimp xcf")) return "a GIMP file";
  if (starts_with(b, "<?xml") || starts_with(b, "<svg")) return "an SVG (or other XML) file";
  return "";
}

}  // namespace

std::optional<PixelSize> read_image_size(const std::string& path) {
  std::ifstream in(path, std::ios::binary);
  if (!in) return std::nullopt;
  const Bytes bytes = read_head(in);
  if (starts_with(bytes, kPngSignature)) {
    if (!png_is_whole(in)) return std::nullopt;
    return png_size(bytes);
  }
  if (starts_with(bytes, "GIF8")) return gif_size(bytes);
  if (starts_with(bytes, "BM")) return bmp_size(bytes);
  if (starts_with(bytes, "\xff\xd8")) return jpeg_size(bytes);
  return std::nullopt;
}

std::string image_format_problem(const std::string& path) {
  if (read_image_size(path)) return "";
  std::ifstream in(path, std::ios::binary);
  if (!in) return "it cannot be read";
  const Bytes bytes = read_head(in);
  if (bytes.empty()) return "the file is empty";
  if (starts_with(bytes, kPngSignature)) {
    return png_size(bytes) ? "a PNG cut short (it ends before its last chunk, IEND)"
                           : "a PNG whose header (IHDR) is missing or broken";
  }
  const bool image =
      starts_with(bytes, "GIF8") || starts_with(bytes, "BM") || starts_with(bytes, "\xff\xd8");
  if (image) return "an image whose header is cut short or broken";
  const std::string other = known_other_format(bytes);
  if (!other.empty()) return other + ", not an image the game reads (PNG, GIF, BMP or JPEG)";
  return "not a PNG, GIF, BMP or JPEG image: it starts with the bytes " + first_bytes(bytes);
}

}  // namespace hp::tiled
