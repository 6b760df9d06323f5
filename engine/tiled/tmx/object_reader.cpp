// Object reading: attributes, the shape child element, the points of polygons and polylines.
#include "engine/tiled/tmx/object_reader.h"

#include <pugixml.hpp>

#include <string>
#include <string_view>
#include <utility>

#include "engine/tiled/read/value_text.h"
#include "engine/tiled/tmx/properties_reader.h"
#include "engine/tiled/tmx/xml_attributes.h"

namespace hp::tiled {
namespace {

using pugi::xml_node;

// An <object>'s attributes, found in one walk over them (an object has a dozen names to look
// for, and looking each up walks the list again). Null: absent.
struct ObjectAttributes {
  const char* name = nullptr;
  const char* class_name = nullptr;
  const char* type = nullptr;
  const char* id = nullptr;
  const char* x = nullptr;
  const char* y = nullptr;
  const char* width = nullptr;
  const char* height = nullptr;
  const char* rotation = nullptr;
  const char* gid = nullptr;
  const char* visible = nullptr;
  const char* template_path = nullptr;
};

ObjectAttributes find_attributes(const xml_node& element) {
  ObjectAttributes found;
  const std::pair<std::string_view, const char**> wanted[] = {{"id", &found.id},
                                                              {"x", &found.x},
                                                              {"y", &found.y},
                                                              {"width", &found.width},
                                                              {"height", &found.height},
                                                              {"name", &found.name},
                                                              {"class", &found.class_name},
                                                              {"type", &found.type},
                                                              {"gid", &found.gid},
                                                              {"rotation", &found.rotation},
                                                              {"visible", &found.visible},
                                                              {"template", &found.template_path}};
  for (pugi::xml_attribute attribute = element.first_attribute(); attribute;
       attribute = attribute.next_attribute()) {
    const std::string_view name = attribute.name();
    for (const auto& [wanted_name, slot] : wanted) {
      // The first of repeated attributes counts, as in a lookup by name.
      if (name == wanted_name && !*slot) *slot = attribute.value();
    }
  }
  return found;
}

// Only the attributes present are read, so an instance keeps its template's values for the rest.
bool read_attributes(const xml_node& element, const ObjectAttributes& found,
                     const ReadContext& context, MapObject& object) {
  if (found.name) object.name = found.name;
  // Tiled 1.9+ writes "class", 1.8 wrote "type".
  if (found.class_name) {
    object.type = found.class_name;
  } else if (found.type) {
    object.type = found.type;
  }
  bool ok = read_int_value(element, "id", found.id, 0, 0x7fffffff, object.id, context);
  ok &= read_double_value(element, "x", found.x, object.x, context);
  ok &= read_double_value(element, "y", found.y, object.y, context);
  ok &= read_double_value(element, "width", found.width, object.width, context);
  ok &= read_double_value(element, "height", found.height, object.height, context);
  ok &= read_double_value(element, "rotation", found.rotation, object.rotation, context);
  ok &= read_gid_value(element, "gid", found.gid, object.gid, context);
  ok &= read_bool_value(element, "visible", found.visible, object.visible, context);
  return ok;
}

bool read_point_list(const xml_node& shape, const ReadContext& context, MapObject& object) {
  const std::string_view text = text_attribute(shape, "points");
  std::optional<std::vector<Vec2>> points = parse_points(text);
  if (!points || points->empty()) {
    context.error(shape, describe_object(object) + ": <" + shape.name() + "> points=\"" +
                             std::string(text) +
                             "\" are not pairs of numbers like \"0,0 32,0 32,32\"");
    return false;
  }
  object.points = std::move(*points);
  return true;
}

// The shape comes from a child element; without one an object keeps the shape it started with
// (a rectangle, or its template's shape). A gid makes a tile object (see finish_object).
bool read_shape(const xml_node& element, const ReadContext& context, MapObject& object) {
  for (xml_node child = first_element(element); child; child = next_element(child)) {
    const std::string_view name = child.name();
    if (name == "ellipse") object.shape = ObjectShape::kEllipse;
    if (name == "point") object.shape = ObjectShape::kPoint;
    if (name == "text") {
      object.shape = ObjectShape::kText;
      object.text = child.child_value();
    }
    if (name == "polygon" || name == "polyline") {
      object.shape = name == "polygon" ? ObjectShape::kPolygon : ObjectShape::kPolyline;
      return read_point_list(child, context, object);
    }
  }
  return true;
}

}  // namespace

std::optional<std::vector<Vec2>> parse_points(std::string_view text) {
  std::vector<Vec2> points;
  std::size_t i = 0;
  constexpr std::string_view kSpaces = " \t\r\n";
  while (i < text.size()) {
    i = text.find_first_not_of(kSpaces, i);
    if (i == std::string_view::npos) break;
    std::size_t end = text.find_first_of(kSpaces, i);
    if (end == std::string_view::npos) end = text.size();
    const std::string_view pair = text.substr(i, end - i);
    const std::size_t comma = pair.find(',');
    if (comma == std::string_view::npos) return std::nullopt;
    const std::optional<double> x = parse_number(pair.substr(0, comma));
    const std::optional<double> y = parse_number(pair.substr(comma + 1));
    if (!x || !y) return std::nullopt;
    points.push_back({*x, *y});
    i = end;
  }
  return points;
}

std::optional<MapObject> read_object(const xml_node& element, ObjectScope& scope,
                                     const ReadContext& context) {
  const ObjectAttributes found = find_attributes(element);
  const int line = context.line_of(element);
  Properties template_properties;
  std::optional<MapObject> object = start_object(found.template_path ? found.template_path : "",
                                                 scope, context, line, template_properties);
  if (!object) return std::nullopt;
  object->line = line;
  bool ok = read_attributes(element, found, context, *object);
  ok &= read_shape(element, context, *object);
  ok &= read_properties(element, context, object->properties);
  ok &= finish_object(*object, std::move(template_properties), scope, context);
  if (!ok) return std::nullopt;
  return object;
}

}  // namespace hp::tiled
