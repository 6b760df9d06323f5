// Unknown property names: a typo in a name silently loses its value, so check calls it an error.
#include "game/app/check/property_name_rules.h"

#include <string>
#include <vector>

#include "game/app/check/map_objects.h"
#include "game/app/check/map_properties.h"
#include "game/app/content/edit_distance.h"

namespace hp::app {
namespace {

std::string object_label(const tiled::MapObject& object) {
  if (object.name.empty()) return object.type + " object " + std::to_string(object.id);
  return object.type + " \"" + object.name + "\"";
}

// "did you mean ..." or "rename or remove it", then the owner's known names.
std::string advice(std::string_view unknown, PropertyOwner owner) {
  std::vector<std::string_view> known;
  for (const PropertySpec* spec : properties_of(owner)) known.push_back(spec->name);
  std::string text;
  if (const auto match = closest_match(unknown, known)) {
    text = "did you mean \"" + std::string(*match) + "\"?";
  } else {
    text = "rename or remove it";
  }
  if (known.empty()) {
    const std::string name(owner_name(owner));
    const bool vowel = std::string_view("AEIOUaeiou").find(name.front()) != std::string_view::npos;
    return text + (vowel ? " (an " : " (a ") + name + " has no properties)";
  }
  return text + " (" + std::string(owner_name(owner)) + " properties: " + property_names(owner) +
         ")";
}

bool is_known(std::string_view name, PropertyOwner owner) {
  for (const PropertySpec* spec : properties_of(owner)) {
    if (spec->name == name) return true;
  }
  return false;
}

void check_map_properties(const tiled::Map& map, Diagnostics& diagnostics) {
  for (const tiled::Property& property : map.properties.items) {
    if (is_known(property.name, PropertyOwner::kMap)) continue;
    diagnostics.error(map.path, property.line,
                      "map property \"" + property.name + "\" is not one the game reads: " +
                          advice(property.name, PropertyOwner::kMap));
  }
}

void check_object(const tiled::MapObject& object, const std::string& path,
                  Diagnostics& diagnostics) {
  const std::optional<PropertyOwner> owner = owner_of_class(object.type);
  if (!owner) return;
  for (const tiled::Property& property : object.properties.items) {
    if (is_known(property.name, *owner)) continue;
    diagnostics.error(path, property_line(object, property),
                      object_label(object) + ": property \"" + property.name +
                          "\" is not one the game reads: " + advice(property.name, *owner));
  }
}

}  // namespace

void check_property_names(const tiled::Map& map, Diagnostics& diagnostics) {
  check_map_properties(map, diagnostics);
  for_each_object(map.layers, [&](const tiled::MapObject& object, const tiled::Layer&, Vec2) {
    check_object(object, map.path, diagnostics);
  });
}

}  // namespace hp::app
