// ImageElement: an XML <image> element (in a .tmx or .tsx) -> an ImageRef, located on disk.
#pragma once

#include <optional>
#include <string_view>

#include "engine/tiled/read/image_reader.h"
#include "engine/tiled/read/read_context.h"

namespace pugi {
class xml_node;
}

namespace hp::tiled {

struct ImageRead {
  std::optional<ImageRef> ref;  // nullopt when the element cannot be used at all
  bool found = false;           // whether the image file exists
};

// Reads image for owner (e.g. `tileset "terrain"`, used in messages). A missing source or a bad
// attribute is reported and gives no ref. A file not found is reported (naming the path tried)
// but the ref is still returned, so that what depends on it can still be checked.
ImageRead read_image(const pugi::xml_node& image, std::string_view owner,
                     const ReadContext& context);

}  // namespace hp::tiled
