// Property types: a value of the wrong Tiled type is read wrongly or not at all ("yes" is no
// bool, so a solid tile becomes walkable), so check calls it an error and says which type to set.
#include "game/app/check/property_type_rules.h"

#include <algorithm>
#include <initializer_list>

namespace hp::app {
namespace {

using tiled::PropertyType;

// The Tiled types whose values the game reads as spec_type.
bool accepts(std::string_view spec_type, PropertyType given) {
  const auto any_of = [&](std::initializer_list<PropertyType> types) {
    return std::find(types.begin(), types.end(), given) != types.end();
  };
  if (spec_type == "int") return any_of({PropertyType::kInt});
  if (spec_type == "float") return any_of({PropertyType::kFloat, PropertyType::kInt});
  if (spec_type == "bool") return any_of({PropertyType::kBool});
  if (spec_type == "string" || spec_type == "file") {
    return any_of({PropertyType::kString, PropertyType::kFile});
  }
  // A colour may be written as text ("#ff8800"); its text is checked where it is read.
  if (spec_type == "color") return any_of({PropertyType::kColor, PropertyType::kString});
  // A patrol names its route by reference, by the route's name or by its object id.
  if (spec_type == "object") {
    return any_of({PropertyType::kObject, PropertyType::kString, PropertyType::kInt});
  }
  return true;
}

std::string with_article(std::string_view type) {
  const bool vowel =
      !type.empty() && std::string_view("aeiou").find(type.front()) != std::string_view::npos;
  return (vowel ? "an " : "a ") + std::string(type);
}

// How to set the value once the type is right, for the fix.
std::string how_to_set(std::string_view spec_type) {
  if (spec_type == "bool") return " and tick it (or not)";
  if (spec_type == "object") return " and pick the object";
  return " and enter the value again";
}

}  // namespace

std::string_view tiled_type_name(PropertyType type) {
  switch (type) {
    case PropertyType::kString:
      return "string";
    case PropertyType::kInt:
      return "int";
    case PropertyType::kFloat:
      return "float";
    case PropertyType::kBool:
      return "bool";
    case PropertyType::kColor:
      return "color";
    case PropertyType::kFile:
      return "file";
    case PropertyType::kObject:
      return "object";
    case PropertyType::kClass:
      return "class";
  }
  return "?";
}

std::optional<std::string> type_problem(const tiled::Property& property, const PropertySpec& spec) {
  if (accepts(spec.type, property.type)) return std::nullopt;
  return "is " + with_article(tiled_type_name(property.type)) + " (\"" + property.value +
         "\") where the game reads " + with_article(spec.type) + ": set its type to " +
         std::string(spec.type) + " in Tiled" + how_to_set(spec.type);
}

}  // namespace hp::app
