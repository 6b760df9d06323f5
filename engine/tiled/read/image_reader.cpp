// Image references: resolution against the referring file, an existence check, a size.
#include "engine/tiled/read/image_reader.h"

#include <algorithm>
#include <filesystem>
#include <string>
#include <system_error>

#include "engine/tiled/read/image_size.h"
#include "engine/tiled/read/map_limits.h"

namespace hp::tiled {

namespace {

std::string size_text(int width, int height) {
  return std::to_string(width) + "x" + std::to_string(height);
}

// What to re-save in Tiled to correct what a file states: the tileset file, or the map.
std::string resave_what(std::string_view path) {
  const std::string extension = std::filesystem::path(path).extension().string();
  return extension == ".tsx" || extension == ".tsj" ? "the tileset" : "the map";
}

}  // namespace

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
  const std::optional<PixelSize> size = read_image_size(ref.path);
  if (!size) {
    context.error(line, std::string(owner) + ": image file \"" + std::string(source) +
                            "\" cannot be drawn: " + image_format_problem(ref.path) +
                            "; export it from your paint program as a PNG (" + ref.path + ")");
    return false;
  }
  const int width = std::min(size->width, kMaxImageSide);
  const int height = std::min(size->height, kMaxImageSide);
  // Old Tiled versions did not write the size. A size that disagrees with the file (the image
  // was redrawn, or the file edited by hand) is Tiled's to correct too: it sizes the tileset
  // from the image it loads, and so does the game.
  const bool stated = ref.width != 0 || ref.height != 0;
  if (stated && (ref.width != width || ref.height != height)) {
    context.warning(line, std::string(owner) + ": image \"" + std::string(source) + "\" is " +
                              size_text(width, height) + " pixels but the file says " +
                              size_text(ref.width, ref.height) +
                              "; the real size is used, as Tiled does: re-save " +
                              resave_what(context.path()) + " in Tiled to write it");
  }
  ref.width = width;
  ref.height = height;
  return true;
}

}  // namespace hp::tiled
