// ImageSize: an image's pixel size read from its file header, for files that do not state it.
#pragma once

#include <optional>
#include <string>

namespace hp::tiled {

struct PixelSize {
  int width = 0;
  int height = 0;
};

// The size of the PNG, GIF, BMP or JPEG image at path, from its header (no pixels are decoded);
// nullopt when the file cannot be read, is not one of those formats, or is a PNG cut short (its
// chunks end before the IEND chunk that closes every whole PNG).
std::optional<PixelSize> read_image_size(const std::string& path);

// Why read_image_size found no size in the file at path, for a message: "an Aseprite file, not
// an image the game reads", "not a PNG, GIF, BMP or JPEG image: it starts with the bytes 4a 55
// 4e 4b", "a PNG cut short: ...". Empty when the file does have a size.
std::string image_format_problem(const std::string& path);

}  // namespace hp::tiled
