// ImageReader: an <image> element -> its path resolved and found on disk, size and colour key.
#pragma once

#include <optional>
#include <string>
#include <string_view>

#include "engine/tiled/map_model.h"
#include "engine/tiled/read_context.h"

namespace tinyxml2 {
class XMLElement;
}

namespace hp::tiled {

struct ImageRef {
  std::string path;  // resolved against the file that names it
  int width = 0;     // pixels, 0 when the file does not say
  int height = 0;
  std::optional<Color> transparent;  // "trans" colour key
};

// Reads image for owner (e.g. `tileset "terrain"`, used in messages). Reports a missing source,
// a file not found (naming the path tried) or a bad attribute, and returns nullopt.
std::optional<ImageRef> read_image(const tinyxml2::XMLElement& image, std::string_view owner,
                                   const ReadContext& context);

}  // namespace hp::tiled
