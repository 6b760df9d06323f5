#include "game/sim/map/object_outline.h"

#include <algorithm>
#include <cmath>
#include <numbers>

namespace hp::sim {

Vec2 place(const tiled::MapObject& object, Vec2 local, Vec2 offset) {
  const double radians = object.rotation * std::numbers::pi / 180.0;
  const double c = std::cos(radians);
  const double s = std::sin(radians);
  const Vec2 turned{local.x * c - local.y * s, local.x * s + local.y * c};
  return Vec2{object.x, object.y} + turned + offset;
}

std::optional<std::vector<Vec2>> area_outline(const tiled::MapObject& object, Vec2 offset) {
  switch (object.shape) {
    case tiled::ObjectShape::kRectangle:
    case tiled::ObjectShape::kTile: {
      // Tile objects hang above their (x, y).
      const double top = object.shape == tiled::ObjectShape::kTile ? -object.height : 0.0;
      const double x0 = std::min(0.0, object.width);
      const double x1 = std::max(0.0, object.width);
      const double y0 = top + std::min(0.0, object.height);
      const double y1 = top + std::max(0.0, object.height);
      if (x1 - x0 <= 0.0 || y1 - y0 <= 0.0) return std::nullopt;
      return std::vector<Vec2>{place(object, {x0, y0}, offset), place(object, {x1, y0}, offset),
                               place(object, {x1, y1}, offset), place(object, {x0, y1}, offset)};
    }
    case tiled::ObjectShape::kPolygon: {
      if (object.points.size() < 3) return std::nullopt;
      std::vector<Vec2> points;
      points.reserve(object.points.size());
      for (const Vec2& p : object.points) points.push_back(place(object, p, offset));
      return points;
    }
    default:
      return std::nullopt;
  }
}

const char* shape_name(tiled::ObjectShape shape) {
  switch (shape) {
    case tiled::ObjectShape::kEllipse:
      return "an ellipse";
    case tiled::ObjectShape::kPoint:
      return "a point";
    case tiled::ObjectShape::kPolyline:
      return "a polyline";
    case tiled::ObjectShape::kText:
      return "a text object";
    case tiled::ObjectShape::kRectangle:
      return "a rectangle";
    case tiled::ObjectShape::kPolygon:
      return "a polygon";
    case tiled::ObjectShape::kTile:
      return "a tile object";
  }
  return "this shape";
}

}  // namespace hp::sim
