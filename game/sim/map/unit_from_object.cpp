// Unit objects: name, position and the custom properties a unit reads.
//
// Unit properties (the map conventions; every key the game reads from a Hero or Enemy object):
//   @property hp      int    default 10   starting and maximum hit points; at least 1
//   @property speed   float  default 96   walking speed in pixels per second; above 0
//   @property radius  float  default 40% of a tile   body disc, pixels; above 0 (a tile: the tile
//                                                    width; on isometric maps the tile height;
//                                                    on hexagonal maps 35% of the hexagon's
//                                                    shortest side, the narrowest gap of a
//                                                    one-hex corridor: 11.2 px on 64 x 56)
//   @property attack  int    default 3    hit points one slam takes off; 0 or more
//   @property sprite  file   default none  an image drawn instead of the default figure,
//                                          relative to the map's file (as Tiled writes it)
//   @property color   color  default none  a team colour, #RRGGBB or #AARRGGBB (AA above 00)
//   @property arrives_on_turn       int     none   a reinforcement: the turn it arrives (2 or
//   later)
//   @property arrives_when_entered  string  none   a reinforcement: the Area whose entering by a
//                                                  hero calls it (read by setup_from_map, which
//                                                  knows the Areas)
// Enemies only:
//   @property flee_below   float  default 1/3   share of its HP under which it runs; 0 to 1
//   @property aggro_range  float  default 0     pixels a hero must come within (centre to
//                                               centre) before it notices the heroes; 0: none
// Position: a point object's point, else the centre of its rectangle, ellipse or tile (on
// isometric maps, of the ground a tile object stands on: map_space.h). Pixels are object space.
// A property may be typed int, float or string in Tiled; its text must parse as the type above.
#include "game/sim/map/unit_from_object.h"

#include <climits>
#include <cmath>
#include <cstdint>
#include <filesystem>
#include <string>

#include "engine/tiled/property_source.h"

namespace hp::sim {
namespace {

// Reads typed properties of one unit object, reporting each bad one at its own line.
class UnitPropertyReader {
 public:
  UnitPropertyReader(const tiled::MapObject& object, const std::string& path,
                     Diagnostics& diagnostics)
      : object_(object), path_(path), diagnostics_(diagnostics) {}

  int whole_number(std::string_view key, int fallback, int minimum, std::string_view rule);
  double positive_number(std::string_view key, double fallback);
  double non_negative_number(std::string_view key, double fallback, std::string_view rule);
  double fraction(std::string_view key, double fallback);
  // A colour as 0xAARRGGBB; 0 when absent or empty (Tiled's unset colour).
  std::uint32_t colour(std::string_view key);
  // A file's path resolved against the folder of `map_path`; empty when absent or empty.
  std::string file(std::string_view key, const std::string& map_path) const;
  // Reports a value the typed reads accepted but the rule does not (a turn of 1).
  void reject(std::string_view key, std::string_view rule) {
    if (const tiled::Property* property = object_.properties.find(key)) report(*property, rule);
  }
  bool ok() const { return ok_; }

 private:
  void report(const tiled::Property& property, std::string_view rule);

  const tiled::MapObject& object_;
  const std::string& path_;
  Diagnostics& diagnostics_;
  bool ok_ = true;
};

int UnitPropertyReader::whole_number(std::string_view key, int fallback, int minimum,
                                     std::string_view rule) {
  const tiled::Property* property = object_.properties.find(key);
  if (!property) return fallback;
  const std::optional<long long> value = object_.properties.get_int(key);
  if (!value || *value < minimum || *value > INT_MAX) {
    report(*property, rule);
    return fallback;
  }
  return static_cast<int>(*value);
}

double UnitPropertyReader::positive_number(std::string_view key, double fallback) {
  const tiled::Property* property = object_.properties.find(key);
  if (!property) return fallback;
  const std::optional<double> value = object_.properties.get_float(key);
  if (!value || !std::isfinite(*value) || *value <= 0.0) {
    report(*property, "a positive number");
    return fallback;
  }
  return *value;
}

double UnitPropertyReader::non_negative_number(std::string_view key, double fallback,
                                               std::string_view rule) {
  const tiled::Property* property = object_.properties.find(key);
  if (!property) return fallback;
  const std::optional<double> value = object_.properties.get_float(key);
  if (!value || !std::isfinite(*value) || *value < 0.0) {
    report(*property, rule);
    return fallback;
  }
  return *value;
}

double UnitPropertyReader::fraction(std::string_view key, double fallback) {
  const tiled::Property* property = object_.properties.find(key);
  if (!property) return fallback;
  const std::optional<double> value = object_.properties.get_float(key);
  if (!value || !(*value >= 0.0 && *value <= 1.0)) {
    report(*property, "a number from 0 to 1 (a share of its hit points)");
    return fallback;
  }
  return *value;
}

std::uint32_t UnitPropertyReader::colour(std::string_view key) {
  const tiled::Property* property = object_.properties.find(key);
  if (!property || property->value.empty()) return 0;
  const std::optional<tiled::Color> c = object_.properties.get_color(key);
  if (!c || c->a == 0) {
    report(*property, "a colour like #d03030 (#RRGGBB, or #AARRGGBB with AA above 00)");
    return 0;
  }
  return static_cast<std::uint32_t>(c->a) << 24 | static_cast<std::uint32_t>(c->r) << 16 |
         static_cast<std::uint32_t>(c->g) << 8 | c->b;
}

std::string UnitPropertyReader::file(std::string_view key, const std::string& map_path) const {
  const tiled::Property* property = object_.properties.find(key);
  return property ? map_file_path(map_path, property->value) : std::string();
}

void UnitPropertyReader::report(const tiled::Property& property, std::string_view rule) {
  diagnostics_.error(path_, tiled::line_in_map(property, object_.line),
                     "unit \"" + object_.name + "\": property \"" + property.name + "\" must be " +
                         std::string(rule) + " (got \"" + property.value + "\")" +
                         tiled::template_origin(property));
  ok_ = false;
}

std::string object_label(const tiled::MapObject& object) {
  return "object " + std::to_string(object.id) + " (class " + object.type + ")";
}

}  // namespace

std::string map_file_path(const std::string& map_path, std::string_view written) {
  if (written.empty()) return {};
  const std::filesystem::path path(written);
  if (path.is_absolute()) return path.lexically_normal().generic_string();
  return (std::filesystem::path(map_path).parent_path() / path).lexically_normal().generic_string();
}

std::optional<UnitSpec> unit_from_object(const tiled::MapObject& object, Side side, Vec2 offset,
                                         const tiled::Map& map, double default_radius,
                                         Diagnostics& diagnostics) {
  if (object.name.empty()) {
    diagnostics.error(map.path, object.line,
                      object_label(object) + " has no name: give each unit a unique name");
    return std::nullopt;
  }
  UnitSpec spec;
  spec.name = object.name;
  spec.side = side;
  spec.line = object.line;
  spec.position = object.center() + offset;
  UnitPropertyReader read(object, map.path, diagnostics);
  spec.hp = read.whole_number("hp", 10, 1, "a whole number of at least 1");
  spec.speed = read.positive_number("speed", 96.0);
  spec.radius = read.positive_number("radius", default_radius);
  spec.attack = read.whole_number("attack", 3, 0, "a whole number of at least 0");
  spec.arrives_on_turn = read.whole_number(
      "arrives_on_turn", 0, 0, "a whole number of turns from 2 (0: there from the start)");
  if (spec.arrives_on_turn == 1) {
    read.reject("arrives_on_turn", "a whole number of turns from 2 (0: there from the start)");
    spec.arrives_on_turn = 0;
  }
  spec.sprite = read.file("sprite", map.path);  // whether it exists is check's (unit_sprite_rules)
  spec.color = read.colour("color");
  if (side == Side::kEnemy) {
    spec.flee_below = read.fraction("flee_below", spec.flee_below);
    spec.aggro_range = read.non_negative_number("aggro_range", spec.aggro_range,
                                                "a number of pixels, 0 or more (0: none)");
  }
  if (!read.ok()) return std::nullopt;
  return spec;
}

}  // namespace hp::sim
