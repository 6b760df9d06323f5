// Unit-like objects without a usable class: the game would silently leave them out.
#include "game/app/check/unit_class_rules.h"

#include <algorithm>
#include <cctype>
#include <string>
#include <vector>

#include "game/app/check/map_objects.h"
#include "game/app/check/map_properties.h"
#include "game/app/content/edit_distance.h"

namespace hp::app {
namespace {

// The object's properties that belong to units, joined: "hp, speed" (empty: none).
std::string unit_properties_on(const tiled::MapObject& object) {
  // Enemy properties are the Hero's plus its own (patrol, ...): every property a unit can carry.
  const std::vector<const PropertySpec*> unit = properties_of(PropertyOwner::kEnemy);
  std::string found;
  for (const tiled::Property& property : object.properties.items) {
    const bool of_unit = std::any_of(unit.begin(), unit.end(), [&](const PropertySpec* spec) {
      return spec->name == property.name;
    });
    if (!of_unit) continue;
    if (!found.empty()) found += ", ";
    found += property.name;
  }
  return found;
}

// Whether the object's class is one the game reads, or a case slip setup_from_map warns about.
bool class_is_handled(std::string_view object_class) {
  return std::any_of(object_classes().begin(), object_classes().end(), [&](std::string_view known) {
    return same_ignoring_case(object_class, known);
  });
}

std::string class_advice(std::string_view object_class) {
  if (object_class.empty()) return "set its class (Tiled 1.8: Type) to Hero or Enemy";
  std::string text = "its class \"" + std::string(object_class) + "\" is not one the game reads: ";
  if (const auto match = closest_match(object_class, object_classes())) {
    return text + "did you mean \"" + std::string(*match) + "\"?";
  }
  std::string classes;
  for (std::string_view known : object_classes()) {
    classes += (classes.empty() ? "" : ", ") + std::string(known);
  }
  return text + "use Hero or Enemy for a unit (classes: " + classes + ")";
}

// "has unit properties (hp) but no class, so the game ignores it: " and the like.
std::string what_it_is(const std::string& unit_properties, std::string_view object_class) {
  if (unit_properties.empty()) {
    return object_class.empty() ? "is a point with no class, so the game ignores it: if it is a "
                                  "unit, "
                                : "is a point the game ignores: ";
  }
  return "has unit properties (" + unit_properties + ")" +
         (object_class.empty() ? " but no class, so the game ignores it: "
                               : " but the game ignores it: ");
}

void check_object(const tiled::MapObject& object, const std::string& path,
                  Diagnostics& diagnostics) {
  if (class_is_handled(object.type)) return;
  const std::string unit_properties = unit_properties_on(object);
  const bool point = object.shape == tiled::ObjectShape::kPoint;
  if (unit_properties.empty() && !point) return;
  const std::string label = "object " + std::to_string(object.id) +
                            (object.name.empty() ? std::string() : " (\"" + object.name + "\")");
  const std::string message =
      label + " " + what_it_is(unit_properties, object.type) + class_advice(object.type);
  if (!unit_properties.empty() || closest_match(object.type, object_classes())) {
    diagnostics.error(path, object.line, message);
  } else if (object.type.empty()) {
    diagnostics.warning(path, object.line, message);
  } else {
    // A point of the map's own class (another game's spawn or event) is kept and ignored.
    diagnostics.note(path, object.line, message);
  }
}

}  // namespace

void check_unit_classes(const tiled::Map& map, Diagnostics& diagnostics) {
  for_each_object(map.layers, [&](const tiled::MapObject& object, const tiled::Layer&, Vec2) {
    check_object(object, map.path, diagnostics);
  });
}

}  // namespace hp::app
