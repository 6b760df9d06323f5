// ImageReader: an image reference (XML <image> or JSON "image") -> its path resolved and found on
// disk, its size and its colour key. The XML element itself is read by image_element.h.
#pragma once

#include <optional>
#include <string>
#include <string_view>

#include "engine/tiled/map_model.h"
#include "engine/tiled/read/read_context.h"

namespace hp::tiled {

struct ImageRef {
  std::string path;  // resolved against the file that names it
  int width = 0;     // pixels; from the file's header when the Tiled file does not say
  int height = 0;
  std::optional<Color> transparent;  // "trans" colour key
};

// The format-neutral part: resolves source (as written in the file) into ref.path, reports a
// file not found at line, and fills a size the file did not state from the image's header.
// Returns whether the file was found.
bool locate_image(std::string_view source, std::string_view owner, const ReadContext& context,
                  int line, ImageRef& ref);

}  // namespace hp::tiled
