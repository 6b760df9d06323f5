// JSON property reading: typed values converted to Tiled's text forms, class members nested.
#include "engine/tiled/json/json_properties_reader.h"

#include <algorithm>

#include "engine/core/shortest_double.h"
#include "engine/tiled/read/map_limits.h"
#include "engine/tiled/read/property_values.h"

namespace hp::tiled {
namespace {

std::optional<Property> read_member(const JsonObject& owner, const std::string& name,
                                    const Json& value, int depth);

// A number as Tiled writes it in XML: integers plainly, others in their shortest exact form.
std::string number_text(const Json& value) {
  if (value.kind() == JsonValue::Kind::kInteger) return std::to_string(value.as_int64());
  if (value.is_integer()) return std::to_string(value.as_uint64());
  std::string text = shortest_double_text(value.as_double());
  return !text.empty() ? text : json_text(value);
}

// The text form of a scalar JSON value, or nullopt for arrays, objects and null.
std::optional<std::string> scalar_text(const Json& value) {
  if (value.is_string()) return std::string(value.as_string());
  if (value.is_bool()) return std::string(value.as_bool() ? "true" : "false");
  if (value.is_number()) return number_text(value);
  return std::nullopt;
}

bool read_members(const JsonObject& owner, const Json& value, int depth, Property& property) {
  if (depth >= kMaxPropertyDepth) {
    owner.error("property \"" + property.name + "\" nests class members more than " +
                std::to_string(kMaxPropertyDepth) + " deep; simplify its custom types");
    return false;
  }
  if (value.is_null()) return true;  // a class property left at its defaults
  if (!value.is_object()) {
    owner.error("class property \"" + property.name + "\" has value " + json_text(value) +
                ", not an object of members; fix it in Tiled's Properties panel");
    return false;
  }
  bool ok = true;
  for (const Json* member_value : value.members()) {
    std::optional<Property> member =
        read_member(owner, std::string(member_value->key()), *member_value, depth + 1);
    if (member) property.members.push_back(std::move(*member));
    ok &= member.has_value();
  }
  return ok;
}

// A class member: JSON gives only its value, so its type follows from the value.
std::optional<Property> read_member(const JsonObject& owner, const std::string& name,
                                    const Json& value, int depth) {
  Property member;
  member.name = name;
  member.line = owner.line();
  if (value.is_object()) {
    member.type = PropertyType::kClass;
    if (!read_members(owner, value, depth, member)) return std::nullopt;
    return member;
  }
  const std::optional<std::string> text = scalar_text(value);
  if (!text) {
    owner.error("class member \"" + name + "\" has value " + json_text(value) +
                ", which is not a property value; fix it in Tiled's Properties panel");
    return std::nullopt;
  }
  member.type = value.is_bool()      ? PropertyType::kBool
                : value.is_integer() ? PropertyType::kInt
                : value.is_number()  ? PropertyType::kFloat
                                     : PropertyType::kString;
  member.value = *text;
  return member;
}

PropertyType read_type(const JsonObject& entry, const Property& property) {
  std::string type_name;
  entry.read_string("type", type_name);
  const std::optional<PropertyType> type = property_type_from_name(type_name);
  if (type) return *type;
  entry.warning("property \"" + property.name + "\" has unknown type \"" + type_name +
                "\"; it is read as a string");
  return PropertyType::kString;
}

bool read_value(const JsonObject& entry, Property& property) {
  const Json* found = entry.find("value");
  const Json& value = found ? *found : kJsonNull;
  if (property.type == PropertyType::kClass) return read_members(entry, value, 0, property);
  const std::optional<std::string> text =
      found ? scalar_text(value) : std::optional<std::string>("");
  std::optional<std::string> normalized =
      text ? normalized_value(property.type, *text) : std::nullopt;
  if (!normalized) {
    entry.error("property \"" + property.name + "\" has value " + json_text(value) +
                ", which is not " + expected_value_form(property.type) +
                "; fix it in Tiled's Properties panel");
    return false;
  }
  property.value = std::move(*normalized);
  return true;
}

std::optional<Property> read_property(const JsonObject& owner, const Json& value,
                                      std::size_t index) {
  const JsonObject entry(value, owner);
  if (!entry.is_object()) {
    owner.not_an_object(value, "properties[" + std::to_string(index) + "]");
    return std::nullopt;
  }
  Property property;
  property.line = entry.line();
  entry.read_string("name", property.name);
  if (property.name.empty()) {
    entry.error("a property has no name; give it one in Tiled's Properties panel");
    return std::nullopt;
  }
  property.type = read_type(entry, property);
  entry.read_string("propertytype", property.property_type);
  if (!read_value(entry, property)) return std::nullopt;
  return property;
}

}  // namespace

bool read_json_properties(const JsonObject& owner, Properties& out) {
  const Json* list = owner.find("properties");
  if (!list) return true;
  if (list->is_object()) {  // the format before Tiled 1.2
    return read_json_property_map(owner, *list, owner.find("propertytypes"), out);
  }
  if (!list->is_array()) {
    owner.error("\"properties\" is " + json_text(*list) +
                ", not an array; re-save the file "
                "from Tiled");
    return false;
  }
  // Reserved: grown one push at a time, a list of three moved its properties three times.
  out.items.reserve(out.items.size() + std::min(list->size(), kMaxReservedProperties));
  bool ok = true;
  for (std::size_t i = 0; i < list->size(); ++i) {
    std::optional<Property> property = read_property(owner, (*list)[i], i);
    if (property) out.items.push_back(std::move(*property));
    ok &= property.has_value();
  }
  return ok;
}

bool read_json_property_map(const JsonObject& owner, const Json& values, const Json* types,
                            Properties& out) {
  bool ok = true;
  for (const Json* value : values.members()) {
    // Rebuilt as the newer form's entry, so both take the same path.
    const Json* type = types ? types->find(value->key()) : nullptr;
    const Json members[] = {Json::string(value->key()).with_key("name"), value->with_key("value"),
                            type ? type->with_key("type") : Json()};
    const Json entry = Json::object(members, type ? 3 : 2, owner.line());
    const JsonObject as_entry(entry, owner.what(), owner.context(), owner.line());
    Property property;
    property.name = value->key();
    property.line = owner.line();
    property.type = read_type(as_entry, property);
    if (read_value(as_entry, property)) {
      out.items.push_back(std::move(property));
    } else {
      ok = false;
    }
  }
  return ok;
}

}  // namespace hp::tiled
