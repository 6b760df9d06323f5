// Custom property reading: names, types, values and the members of class-typed properties.
#include "engine/tiled/tmx/properties_reader.h"

#include <pugixml.hpp>

#include <algorithm>
#include <string_view>

#include "engine/tiled/read/map_limits.h"
#include "engine/tiled/read/property_values.h"
#include "engine/tiled/tmx/xml_attributes.h"

namespace hp::tiled {
namespace {

using pugi::xml_node;

bool read_list(const xml_node& owner, const ReadContext& context, int depth,
               std::vector<Property>& out);

// A <property>'s attributes, found in one walk over them. Null: absent.
struct PropertyAttributes {
  const char* name = nullptr;
  const char* type = nullptr;
  const char* property_type = nullptr;
  const char* value = nullptr;
};

PropertyAttributes find_attributes(const xml_node& element) {
  PropertyAttributes found;
  for (pugi::xml_attribute attribute = element.first_attribute(); attribute;
       attribute = attribute.next_attribute()) {
    const std::string_view name = attribute.name();
    const char** slot = name == "name"           ? &found.name
                        : name == "type"         ? &found.type
                        : name == "propertytype" ? &found.property_type
                        : name == "value"        ? &found.value
                                                 : nullptr;
    // The first of repeated attributes counts, as in a lookup by name.
    if (slot && !*slot) *slot = attribute.value();
  }
  return found;
}

// The value attribute, or the element text that Tiled writes for multi-line strings.
std::string_view value_text(const xml_node& element, const PropertyAttributes& found) {
  if (found.value) return found.value;
  return element.child_value();
}

PropertyType read_type(const xml_node& element, const PropertyAttributes& found,
                       const ReadContext& context, const Property& property) {
  const std::string_view type_name = found.type ? found.type : "";
  const std::optional<PropertyType> type = property_type_from_name(type_name);
  if (type) return *type;
  context.warning(element, "property \"" + property.name + "\" has unknown type \"" +
                               std::string(type_name) + "\"; it is read as a string");
  return PropertyType::kString;
}

bool read_members(const xml_node& element, const ReadContext& context, int depth,
                  Property& property) {
  if (depth >= kMaxPropertyDepth) {
    context.error(element, "property \"" + property.name + "\" nests class members more than " +
                               std::to_string(kMaxPropertyDepth) +
                               " deep; simplify its custom types");
    return false;
  }
  return read_list(element, context, depth + 1, property.members);
}

// Reads element into property (a fresh one); false if it is refused.
bool read_property(const xml_node& element, const ReadContext& context, int depth,
                   Property& property) {
  const PropertyAttributes found = find_attributes(element);
  property.line = context.line_of(element);
  property.name = found.name ? found.name : "";
  if (property.name.empty()) {
    context.error(element, "<property> has no name; give it one in Tiled's Properties panel");
    return false;
  }
  property.type = read_type(element, found, context, property);
  property.property_type = found.property_type ? found.property_type : "";
  if (property.type == PropertyType::kClass) return read_members(element, context, depth, property);
  const std::string_view text = value_text(element, found);
  std::optional<std::string> value = normalized_value(property.type, text);
  if (!value) {
    context.error(element, "property \"" + property.name + "\" has value \"" + std::string(text) +
                               "\", which is not " + expected_value_form(property.type) +
                               "; fix it in Tiled's Properties panel");
    return false;
  }
  property.value = std::move(*value);
  return true;
}

bool read_list(const xml_node& owner, const ReadContext& context, int depth,
               std::vector<Property>& out) {
  xml_node list = owner.child("properties");
  if (!list) return true;
  // Counted first and read in place: grown one push at a time, a list of three moved its
  // properties three times on the way.
  std::size_t count = 0;
  for (xml_node element = list.child("property"); element;
       element = element.next_sibling("property")) {
    ++count;
  }
  out.reserve(out.size() + std::min(count, kMaxReservedProperties));
  bool ok = true;
  for (xml_node element = list.child("property"); element;
       element = element.next_sibling("property")) {
    if (!read_property(element, context, depth, out.emplace_back())) {
      out.pop_back();
      ok = false;
    }
  }
  return ok;
}

}  // namespace

bool read_properties(const xml_node& owner, const ReadContext& context, Properties& out) {
  return read_list(owner, context, 0, out.items);
}

}  // namespace hp::tiled
