// Image references: resolution against the referring file, an existence check, a size.
#include "engine/tiled/image_reader.h"

#include <tinyxml2.h>

#include <algorithm>
#include <filesystem>
#include <system_error>

#include "engine/tiled/image_size.h"
#include "engine/tiled/map_limits.h"
#include "engine/tiled/xml_attributes.h"

namespace hp::tiled {

bool locate_image(std::string_view source, std::string_view owner, const ReadContext& context,
                  int line, ImageRef& ref) {
  ref.path = context.resolve(source);
  std::error_code ec;
  if (!std::filesystem::is_regular_file(ref.path, ec)) {
    context.error(line, std::string(owner) + ": image file \"" + std::string(source) +
                            "\" not found (tried " + ref.path +
                            "); add the file or fix the image path in Tiled");
    return false;
  }
  if (ref.width == 0 || ref.height == 0) {
    // Old Tiled versions did not write the size; tile counts depend on it.
    if (const std::optional<PixelSize> size = read_image_size(ref.path)) {
      ref.width = std::min(size->width, kMaxImageSide);
      ref.height = std::min(size->height, kMaxImageSide);
    }
  }
  return true;
}

ImageRead read_image(const tinyxml2::XMLElement& image, std::string_view owner,
                     const ReadContext& context) {
  const std::string_view source = text_attribute(image, "source");
  if (source.empty()) {
    context.error(&image, std::string(owner) +
                              ": <image> has no source file (embedded image data is not "
                              "supported); save the image as a file and use that in Tiled");
    return {};
  }
  ImageRef ref;
  bool ok = read_int(image, "width", 0, kMaxImageSide, ref.width, context);
  ok &= read_int(image, "height", 0, kMaxImageSide, ref.height, context);
  ok &= read_color(image, "trans", ref.transparent, context);
  if (!ok) return {};
  const bool found = locate_image(source, owner, context, image.GetLineNum(), ref);
  return {std::move(ref), found};
}

}  // namespace hp::tiled
