// ObjectLayerDrawer: an object layer's tile objects, scaled to their size, flipped and rotated.
// Other shapes (rectangles, points, text...) are editor guides and are not drawn.
#pragma once

#include <array>
#include <vector>

#include "engine/render/map/draw_context.h"
#include "engine/render/map/layer_placement.h"

namespace hp {

// The layer-space corners (top-left, top-right, bottom-right, bottom-left of the unrotated tile) of
// a tile object showing image: its box is the object's size (the image's when the object has none)
// placed so that (x, y) is the tileset's alignment point (bottom-left unless it says otherwise),
// the tile at the box's bottom-left (swapped by a diagonal flip), moved by the tile offset scaled
// like the image, all rotated clockwise about (x, y).
std::array<Vec2, 4> tile_object_corners(const tiled::MapObject& object, const TileImage& image);
// The same with the object's position given in map pixels (at: an isometric map's objects are
// placed along the tile axes) and, on hexagonal maps (hexagonal_cells), Tiled's turns instead of
// the diagonal flip: the tile keeps its size and turns about its box's centre (hexagonal_turn).
std::array<Vec2, 4> tile_object_corners(const tiled::MapObject& object, const TileImage& image,
                                        Vec2 at, bool hexagonal_cells);

// The tile objects of a layer in the order Tiled draws them: file order for draworder="index",
// otherwise ("topdown", Tiled's default) by y, ties in file order.
std::vector<const tiled::MapObject*> tile_objects_in_draw_order(const tiled::ObjectLayer& layer);

// Draws objects (tile objects of one layer, in draw order), skipping hidden ones.
void draw_tile_objects(const std::vector<const tiled::MapObject*>& objects,
                       const LayerPlacement& place, const DrawContext& context);

}  // namespace hp
