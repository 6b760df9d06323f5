// Property values: type names, checks and the canonical text of each type.
#include "engine/tiled/read/property_values.h"

#include "engine/tiled/read/value_text.h"

namespace hp::tiled {

std::optional<PropertyType> property_type_from_name(std::string_view name) {
  if (name.empty() || name == "string") return PropertyType::kString;
  if (name == "int") return PropertyType::kInt;
  if (name == "float") return PropertyType::kFloat;
  if (name == "bool") return PropertyType::kBool;
  if (name == "color") return PropertyType::kColor;
  if (name == "file") return PropertyType::kFile;
  if (name == "object") return PropertyType::kObject;
  if (name == "class") return PropertyType::kClass;
  return std::nullopt;
}

std::optional<std::string> normalized_value(PropertyType type, std::string_view value) {
  bool fits = true;
  switch (type) {
    case PropertyType::kInt:
    case PropertyType::kObject:
      fits = parse_integer(value).has_value();
      break;
    case PropertyType::kFloat:
      fits = parse_number(value).has_value();
      break;
    case PropertyType::kBool:
      fits = value == "true" || value == "false";
      break;
    case PropertyType::kColor: {
      if (value.empty()) return std::string();
      const std::optional<Color> color = parse_color(value);
      if (!color) return std::nullopt;
      return color_text(*color);
    }
    default:
      break;
  }
  if (!fits) return std::nullopt;
  return std::string(value);
}

const char* expected_value_form(PropertyType type) {
  switch (type) {
    case PropertyType::kInt:
      return "a whole number";
    case PropertyType::kObject:
      return "an object id";
    case PropertyType::kFloat:
      return "a number";
    case PropertyType::kBool:
      return "true or false";
    case PropertyType::kColor:
      return "a colour like #aarrggbb";
    case PropertyType::kClass:
      return "a set of class members";
    default:
      return "text";
  }
}

std::string color_text(Color color) {
  static const char* kHex = "0123456789abcdef";
  std::string text = "#";
  for (const std::uint8_t byte : {color.a, color.r, color.g, color.b}) {
    text += kHex[byte >> 4];
    text += kHex[byte & 15];
  }
  return text;
}

}  // namespace hp::tiled
