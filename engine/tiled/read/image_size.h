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
// nullopt when the file cannot be read or is not one of those formats.
std::optional<PixelSize> read_image_size(const std::string& path);

}  // namespace hp::tiled
