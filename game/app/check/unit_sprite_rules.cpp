// check_unit_sprites: each unit's sprite resolved as the game resolves it, then looked for.
#include "game/app/check/unit_sprite_rules.h"

#include <filesystem>
#include <string>
#include <system_error>

#include "engine/tiled/read/image_size.h"
#include "game/app/check/map_objects.h"
#include "game/sim/map/unit_from_object.h"

namespace hp::app {
namespace {

constexpr const char* kFix =
    "pick the image with the property's file button, or clear it for the default figure";

}  // namespace

void check_unit_sprites(const tiled::Map& map, Diagnostics& diagnostics) {
  for_each_object(map.layers, [&](const tiled::MapObject& object, const tiled::Layer&, Vec2) {
    if (object.type != "Hero" && object.type != "Enemy") return;
    const tiled::Property* sprite = object.properties.find("sprite");
    if (!sprite || sprite->value.empty()) return;
    const std::string path = sim::map_file_path(map.path, sprite->value);
    const std::string unit = object.type + " \"" + object.name + "\": sprite \"" + sprite->value;
    const int line = property_line(object, *sprite);
    std::error_code ec;
    if (!std::filesystem::is_regular_file(path, ec)) {
      diagnostics.error(map.path, line,
                        unit + "\" does not exist (looked for " + path + "): " + kFix);
    } else if (!tiled::read_image_size(path)) {
      // The header is enough: SDL_image reads every format read_image_size knows.
      diagnostics.error(map.path, line,
                        unit + "\" is not an image the game can read (" + path +
                            "): save it as a PNG, or " + kFix);
    }
  });
}

}  // namespace hp::app
