// ImageReader: an image reference (XML <image> or JSON "image") -> its path resolved and found on
// disk, its size and its colour key.
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
  int width = 0;     // pixels; from the file's header when the Tiled file does not say
  int height = 0;
  std::optional<Color> transparent;  // "trans" colour key
};

struct ImageRead {
  std::optional<ImageRef> ref;  // nullopt when the element cannot be used at all
  bool found = false;           // whether the image file exists
};

// Reads image for owner (e.g. `tileset "terrain"`, used in messages). A missing source or a bad
// attribute is reported and gives no ref. A file not found is reported (naming the path tried)
// but the ref is still returned, so that what depends on it can still be checked.
ImageRead read_image(const tinyxml2::XMLElement& image, std::string_view owner,
                     const ReadContext& context);

// The format-neutral part: resolves source (as written in the file) into ref.path, reports a
// file not found at line, and fills a size the file did not state from the image's header.
// Returns whether the file was found.
bool locate_image(std::string_view source, std::string_view owner, const ReadContext& context,
                  int line, ImageRef& ref);

}  // namespace hp::tiled
