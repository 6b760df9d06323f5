// Image references: resolution against the referring file, an existence check, a size.
#include "engine/tiled/read/image_reader.h"

#include <algorithm>
#include <filesystem>
#include <system_error>

#include "engine/tiled/read/image_size.h"
#include "engine/tiled/read/map_limits.h"

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

}  // namespace hp::tiled
