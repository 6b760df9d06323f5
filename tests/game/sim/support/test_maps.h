// Hand-built Tiled map models for the map-reading tests: objects, layers and properties with
// the lines their messages must name.
#pragma once

#include <string>
#include <vector>

#include "engine/core/diagnostic.h"
#include "engine/tiled/map_model.h"

namespace hp::sim::test::maps {

using tiled::Layer;
using tiled::LayerKind;
using tiled::MapObject;
using tiled::ObjectShape;
using tiled::Property;
using tiled::PropertyType;

inline tiled::Map empty_map() {
  tiled::Map map;
  map.path = "maps/test.tmx";
  map.width = 20;
  map.height = 15;
  map.tile_width = 32;
  map.tile_height = 32;
  return map;
}

inline MapObject point(std::string name, std::string type, double x, double y, int line) {
  MapObject object;
  object.id = line;
  object.name = std::move(name);
  object.type = std::move(type);
  object.shape = ObjectShape::kPoint;
  object.x = x;
  object.y = y;
  object.line = line;
  return object;
}

inline MapObject rectangle(std::string name, std::string type, double x, double y, double w,
                           double h, int line) {
  MapObject object = point(std::move(name), std::move(type), x, y, line);
  object.shape = ObjectShape::kRectangle;
  object.width = w;
  object.height = h;
  return object;
}

inline Layer object_layer(std::vector<MapObject> objects) {
  Layer layer;
  layer.kind = LayerKind::kObject;
  layer.objects.objects = std::move(objects);
  return layer;
}

inline tiled::Map map_with(std::vector<MapObject> objects) {
  tiled::Map map = empty_map();
  map.layers.push_back(object_layer(std::move(objects)));
  return map;
}

inline Property property(std::string name, PropertyType type, std::string value, int line) {
  Property p;
  p.name = std::move(name);
  p.type = type;
  p.value = std::move(value);
  p.line = line;
  return p;
}

inline MapObject with_property(MapObject object, std::string name, PropertyType type,
                               std::string value, int line) {
  object.properties.items.push_back(property(std::move(name), type, std::move(value), line));
  return object;
}

inline std::vector<std::string> texts(const Diagnostics& diagnostics) {
  std::vector<std::string> result;
  for (const Diagnostic& d : diagnostics.items()) result.push_back(d.to_string());
  return result;
}

// Every message, one per line, for failure output and HasSubstr.
inline std::string all_text(const Diagnostics& diagnostics) {
  std::string all;
  for (const std::string& t : texts(diagnostics)) all += t + "\n";
  return all;
}

}  // namespace hp::sim::test::maps
