// Walls from a map.
//
// Wall conventions (every key the game reads for collision):
//   @property solid  bool  on a tileset tile: true makes every cell showing that tile a wall in
//                          the cell's shape (a box; a diamond or hexagon on those maps)
//   Objects of class Wall: rectangles (and tile objects) are boxes, polygons are polygons.
#include "game/sim/map/walls_from_map.h"

#include <algorithm>
#include <string>

#include "game/sim/map/object_outline.h"

namespace hp::sim {
namespace {

void add_box(const tiled::MapObject& object, double top, Vec2 offset, Walls& walls) {
  if (object.rotation == 0.0) {
    // A negative width or height (a file edited by hand or a script) spans back from (x, y),
    // as Tiled draws it: the box blocks what the designer sees.
    Rect box{object.x + offset.x, top + offset.y, object.width, object.height};
    if (box.w < 0.0) {
      box.x += box.w;
      box.w = -box.w;
    }
    if (box.h < 0.0) {
      box.y += box.h;
      box.h = -box.h;
    }
    walls.boxes.push_back(box);
    return;
  }
  // A turned rectangle is no longer axis-aligned: keep it as a four-point polygon.
  const double dy = top - object.y;  // tile objects hang above their (x, y)
  walls.polygons.push_back({place(object, {0, dy}, offset),
                            place(object, {object.width, dy}, offset),
                            place(object, {object.width, dy + object.height}, offset),
                            place(object, {0, dy + object.height}, offset)});
}

}  // namespace

bool SolidTiles::is_solid(std::uint32_t gid) {
  const std::uint32_t id = gid & tiled::kGidMask;
  if (id == 0) return false;
  auto it = cache_.find(id);
  if (it != cache_.end()) return it->second;
  const bool solid = look_up(id);
  cache_.emplace(id, solid);
  return solid;
}

bool SolidTiles::look_up(std::uint32_t id) {
  const tiled::Tileset* tileset = map_.tileset_for(id);
  if (!tileset) return false;
  const int local = static_cast<int>(id) - tileset->first_gid;
  const tiled::TileData* tile = tileset->tile(local);
  if (!tile) return false;
  const tiled::Property* property = tile->properties.find("solid");
  if (!property) return false;
  const std::optional<bool> solid = tile->properties.get_bool("solid");
  if (solid) return *solid;
  const std::string& path = tileset->source.empty() ? map_.path : tileset->source;
  const int line = property->line > 0 ? property->line : tileset->line;
  diagnostics_.warning(path, line,
                       "tile " + std::to_string(local) + " of tileset \"" + tileset->name +
                           "\": property \"solid\" must be true or false (got \"" +
                           property->value + "\"); the tile is treated as not solid");
  return false;
}

std::optional<Rect> outline_box(const std::vector<Vec2>& outline) {
  if (outline.size() != 4) return std::nullopt;
  double x0 = outline[0].x, y0 = outline[0].y, x1 = x0, y1 = y0;
  for (const Vec2& p : outline) {
    x0 = std::min(x0, p.x);
    y0 = std::min(y0, p.y);
    x1 = std::max(x1, p.x);
    y1 = std::max(y1, p.y);
  }
  // Every corner on the box's edges both ways: a rectangle, not a diamond.
  const bool aligned = std::all_of(outline.begin(), outline.end(), [&](const Vec2& p) {
    return (p.x == x0 || p.x == x1) && (p.y == y0 || p.y == y1);
  });
  if (!aligned) return std::nullopt;
  return Rect{x0, y0, x1 - x0, y1 - y0};
}

void add_solid_tiles(const tiled::TileLayer& layer, Vec2 offset, const tiled::MapGeometry& geometry,
                     SolidTiles& solid, Walls& walls) {
  // Every region of data, so an infinite map's chunks (which may start at negative cells) block
  // as a finite layer's cells do.
  for (const tiled::TileRegion& region : layer.regions()) {
    for (int r = 0; r < region.height; ++r) {
      for (int c = 0; c < region.width; ++c) {
        if (!solid.is_solid(region.at(c, r))) continue;
        std::vector<Vec2> outline = geometry.cell_outline(region.x + c, region.y + r);
        if (const std::optional<Rect> box = outline_box(outline)) {
          walls.boxes.push_back({box->x + offset.x, box->y + offset.y, box->w, box->h});
          continue;
        }
        for (Vec2& p : outline) p += offset;
        walls.polygons.push_back(std::move(outline));
      }
    }
  }
}

void add_wall_object(const tiled::MapObject& object, Vec2 offset, const std::string& path,
                     Walls& walls, Diagnostics& diagnostics) {
  switch (object.shape) {
    case tiled::ObjectShape::kRectangle:
      return add_box(object, object.y, offset, walls);
    case tiled::ObjectShape::kTile:
      return add_box(object, object.y - object.height, offset, walls);
    case tiled::ObjectShape::kPolygon: {
      std::vector<Vec2> points;
      points.reserve(object.points.size());
      for (const Vec2& p : object.points) points.push_back(place(object, p, offset));
      walls.polygons.push_back(std::move(points));
      return;
    }
    default:
      diagnostics.warning(path, object.line,
                          "wall object " + std::to_string(object.id) + " is " +
                              shape_name(object.shape) +
                              ", which does not block: draw walls as rectangles or polygons");
  }
}

}  // namespace hp::sim
