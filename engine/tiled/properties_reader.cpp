// Custom property reading: type names, value forms and their checks.
#include "engine/tiled/properties_reader.h"

#include <tinyxml2.h>

#include <string_view>

#include "engine/tiled/xml_attributes.h"

namespace hp::tiled {
namespace {

std::optional<PropertyType> type_from_name(std::string_view name) {
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

// Whether value is a valid text form of type (empty colours and files are Tiled's "unset").
bool value_fits(PropertyType type, std::string_view value) {
  switch (type) {
    case PropertyType::kInt:
    case PropertyType::kObject:
      return parse_integer(value).has_value();
    case PropertyType::kFloat:
      return parse_number(value).has_value();
    case PropertyType::kBool:
      return value == "true" || value == "false";
    case PropertyType::kColor:
      return value.empty() || parse_color(value).has_value();
    default:
      return true;
  }
}

const char* expected_form(PropertyType type) {
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
    default:
      return "text";
  }
}

// The value attribute, or the element text that Tiled writes for multi-line strings.
std::string value_text(const tinyxml2::XMLElement& element) {
  if (const char* value = element.Attribute("value")) return value;
  if (const char* text = element.GetText()) return text;
  return {};
}

std::optional<Property> read_property(const tinyxml2::XMLElement& element,
                                      const ReadContext& context) {
  Property property;
  property.line = element.GetLineNum();
  property.name = std::string(text_attribute(element, "name"));
  if (property.name.empty()) {
    context.error(&element, "<property> has no name; give it one in Tiled's Properties panel");
    return std::nullopt;
  }
  const std::string_view type_name = text_attribute(element, "type");
  const std::optional<PropertyType> type = type_from_name(type_name);
  if (!type) {
    context.warning(&element, "property \"" + property.name + "\" has unknown type \"" +
                                  std::string(type_name) + "\"; it is read as a string");
  }
  property.type = type.value_or(PropertyType::kString);
  if (property.type == PropertyType::kClass) return property;  // members not read yet
  property.value = value_text(element);
  if (!value_fits(property.type, property.value)) {
    context.error(&element, "property \"" + property.name + "\" has value \"" + property.value +
                                "\", which is not " + expected_form(property.type) +
                                "; fix it in Tiled's Properties panel");
    return std::nullopt;
  }
  return property;
}

}  // namespace

bool read_properties(const tinyxml2::XMLElement& owner, const ReadContext& context,
                     Properties& out) {
  const tinyxml2::XMLElement* list = owner.FirstChildElement("properties");
  if (!list) return true;
  bool ok = true;
  for (const tinyxml2::XMLElement* element = list->FirstChildElement("property"); element;
       element = element->NextSiblingElement("property")) {
    std::optional<Property> property = read_property(*element, context);
    if (property) {
      out.items.push_back(std::move(*property));
    } else {
      ok = false;
    }
  }
  return ok;
}

}  // namespace hp::tiled
