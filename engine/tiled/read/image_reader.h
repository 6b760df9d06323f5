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
  int width = 0;     // pixels; the image's own once located (Tiled files may state another)
  int height = 0;
  std::optional<Color> transparent;  // "trans" colour key
};

// The format-neutral part: resolves source (as written in the file) into ref.path, reports at
// line a file not found or one that is no image the game can draw (an error), and sets ref's size
// to the image's real one, as Tiled does, with a warning when the file stated another. Returns
// whether the file was found and is an image (its size is then the real one).
bool locate_image(std::string_view source, std::string_view owner, const ReadContext& context,
                  int line, ImageRef& ref);

}  // namespace hp::tiled
