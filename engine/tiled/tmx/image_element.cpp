// Image elements: the <image> attributes, then the format-neutral lookup on disk.
#include "engine/tiled/tmx/image_element.h"

#include <pugixml.hpp>

#include <string>
#include <utility>

#include "engine/tiled/read/map_limits.h"
#include "engine/tiled/tmx/xml_attributes.h"

namespace hp::tiled {

ImageRead read_image(const pugi::xml_node& image, std::string_view owner,
                     const ReadContext& context) {
  const std::string_view source = text_attribute(image, "source");
  if (source.empty()) {
    context.error(image, std::string(owner) +
                             ": <image> has no source file (embedded image data is not "
                             "supported); save the image as a file and use that in Tiled");
    return {};
  }
  ImageRef ref;
  bool ok = read_int(image, "width", 0, kMaxImageSide, ref.width, context);
  ok &= read_int(image, "height", 0, kMaxImageSide, ref.height, context);
  ok &= read_color(image, "trans", ref.transparent, context);
  if (!ok) return {};
  const bool found = locate_image(source, owner, context, context.line_of(image), ref);
  return {std::move(ref), found};
}

}  // namespace hp::tiled
