// JSON object reading: members present override, shapes from "ellipse"/"point"/"polygon"/
// "polyline"/"text", then the shared template and gid rules.
#include "engine/tiled/json/json_object_reader.h"

#include "engine/tiled/json/json_properties_reader.h"

namespace hp::tiled {
namespace {

// Only the members present are read, so an instance keeps its template's values for the rest.
bool read_members(const JsonObject& json, MapObject& object) {
  bool ok = json.read_string("name", object.name);
  // Tiled 1.9+ writes "class", earlier versions "type".
  ok &= json.has("class") ? json.read_string("class", object.type)
                          : json.read_string("type", object.type);
  ok &= json.read_int("id", 0, 0x7fffffff, object.id);
  ok &= json.read_double("x", object.x);
  ok &= json.read_double("y", object.y);
  ok &= json.read_double("width", object.width);
  ok &= json.read_double("height", object.height);
  ok &= json.read_double("rotation", object.rotation);
  ok &= json.read_gid("gid", object.gid);
  ok &= json.read_bool("visible", object.visible);
  return ok;
}

bool read_points(const JsonObject& json, const char* key, MapObject& object) {
  const Json* list = json.array(key);
  if (!list) return false;
  std::vector<Vec2> points;
  points.reserve(list->size());
  for (const Json& point : *list) {
    const Json* x = point.find("x");
    const Json* y = point.find("y");
    if (!x || !y || !x->is_number() || !y->is_number()) {
      json.error(std::string("\"") + key + "\" holds " + json_text(point) +
                 ", not a point like {\"x\": 1, \"y\": 2}");
      return false;
    }
    points.push_back({x->as_double(), y->as_double()});
  }
  if (points.empty()) {
    json.error(std::string("\"") + key + "\" has no points; redraw the shape in Tiled");
    return false;
  }
  object.points = std::move(points);
  return true;
}

bool read_text(const JsonObject& json, MapObject& object) {
  const Json* text = json.object("text");
  if (!text) return false;
  object.shape = ObjectShape::kText;
  return JsonObject(*text, json).read_string("text", object.text);
}

// Without a shape member an object keeps the shape it started with (a rectangle, or its
// template's). A gid makes a tile object (see finish_object).
bool read_shape(const JsonObject& json, MapObject& object) {
  bool flag = false;
  bool ok = json.read_bool("ellipse", flag);
  if (flag) object.shape = ObjectShape::kEllipse;
  flag = false;
  ok &= json.read_bool("point", flag);
  if (flag) object.shape = ObjectShape::kPoint;
  if (json.has("polygon")) {
    object.shape = ObjectShape::kPolygon;
    ok &= read_points(json, "polygon", object);
  }
  if (json.has("polyline")) {
    object.shape = ObjectShape::kPolyline;
    ok &= read_points(json, "polyline", object);
  }
  if (json.has("text")) ok &= read_text(json, object);
  return ok;
}

std::string template_source(const JsonObject& json) {
  std::string source;
  json.read_string("template", source);
  return source;
}

// `object 12 "door"` from the members as written, over what the object started as.
std::string describe(const Json& value, MapObject started) {
  const Json* id = value.find("id");
  if (id && id->is_unsigned() && id->as_uint64() <= 0x7fffffff) {
    started.id = static_cast<int>(id->as_uint64());
  }
  const Json* name = value.find("name");
  if (name && name->is_string()) started.name = name->as_string();
  return describe_object(started);
}

// value is an element of owner (where names it for messages).
std::optional<MapObject> read_object(const JsonObject& owner, const Json& value,
                                     const std::string& where, ObjectScope& scope) {
  if (!value.is_object()) {
    owner.not_an_object(value, where);
    return std::nullopt;
  }
  const JsonContext& context = owner.context();
  const JsonObject bare(value, "object", context);
  Properties template_properties;
  std::optional<MapObject> object =
      start_object(template_source(bare), scope, context.file, bare.line(), template_properties);
  if (!object) return std::nullopt;
  object->line = bare.line();
  const JsonObject json(value, describe(value, *object), context);
  bool ok = read_members(json, *object);
  ok &= read_shape(json, *object);
  ok &= read_json_properties(json, object->properties);
  ok &= finish_object(*object, std::move(template_properties), scope, context.file);
  if (!ok) return std::nullopt;
  return object;
}

}  // namespace

std::optional<MapObject> read_json_object(const JsonObject& owner, const Json& value,
                                          ObjectScope& scope) {
  return read_object(owner, value, "\"object\"", scope);
}

void read_json_objects(const JsonObject& owner, ObjectScope& scope, std::vector<MapObject>& out) {
  const Json* objects = owner.array("objects");
  if (!objects) return;
  for (std::size_t i = 0; i < objects->size(); ++i) {
    std::optional<MapObject> object =
        read_object(owner, (*objects)[i], "objects[" + std::to_string(i) + "]", scope);
    if (object) out.push_back(std::move(*object));
  }
}

}  // namespace hp::tiled
