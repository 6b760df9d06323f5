// Image references: resolution against the referring file and an existence check.
#include "engine/tiled/image_reader.h"

#include <tinyxml2.h>

#include <filesystem>
#include <system_error>

#include "engine/tiled/map_limits.h"
#include "engine/tiled/xml_attributes.h"

namespace hp::tiled {

std::optional<ImageRef> read_image(const tinyxml2::XMLElement& image, std::string_view owner,
                                   const ReadContext& context) {
  const std::string_view source = text_attribute(image, "source");
  if (source.empty()) {
    context.error(&image, std::string(owner) +
                              ": <image> has no source file (embedded image data is not "
                              "supported); save the image as a file and use that in Tiled");
    return std::nullopt;
  }
  ImageRef ref;
  ref.path = context.resolve(source);
  bool ok = read_int(image, "width", 0, kMaxImageSide, ref.width, context);
  ok &= read_int(image, "height", 0, kMaxImageSide, ref.height, context);
  ok &= read_color(image, "trans", ref.transparent, context);
  if (!ok) return std::nullopt;
  std::error_code ec;
  if (!std::filesystem::is_regular_file(ref.path, ec)) {
    context.error(&image, std::string(owner) + ": image file \"" + std::string(source) +
                              "\" not found (tried " + ref.path +
                              "); add the file or fix the image path in Tiled");
    return std::nullopt;
  }
  return ref;
}

}  // namespace hp::tiled
