// MapRenderer implementation: walks the layers and hands each to its drawer.
#include "engine/render/map/map_renderer.h"

#include <SDL.h>

#include <unordered_map>

#include "engine/render/draw/texture_cache.h"
#include "engine/render/map/chunk_grid.h"
#include "engine/render/map/draw_context.h"
#include "engine/render/map/image_layer_drawer.h"
#include "engine/render/map/layer_placement.h"
#include "engine/render/map/layer_walk.h"
#include "engine/render/map/object_layer_drawer.h"
#include "engine/render/map/tile_layer_drawer.h"
#include "engine/render/map/tile_lookup.h"

namespace hp {

// What drawing one map needs beyond the map: built once, reused every frame.
struct MapRenderer::MapData {
  MapData(const tiled::Map& drawn, TextureCache& textures)
      : map(&drawn),
        tileset_count(drawn.tilesets.size()),
        geometry(drawn),
        tiles(drawn, textures),
        tile_textures(tiles, textures) {}

  const ChunkGrid& grid(const tiled::TileLayer& layer) {
    auto it = grids.find(&layer);
    if (it == grids.end()) it = grids.emplace(&layer, ChunkGrid(layer)).first;
    return it->second;
  }

  const std::vector<const tiled::MapObject*>& objects(const tiled::ObjectLayer& layer) {
    auto it = drawn_objects.find(&layer);
    if (it == drawn_objects.end()) {
      it = drawn_objects.emplace(&layer, tile_objects_in_draw_order(layer)).first;
    }
    return it->second;
  }

  const tiled::Map* map;
  std::size_t tileset_count;
  tiled::MapGeometry geometry;
  TileLookup tiles;
  TileTextures tile_textures;
  std::unordered_map<const tiled::TileLayer*, ChunkGrid> grids;
  std::unordered_map<const tiled::ObjectLayer*, std::vector<const tiled::MapObject*>> drawn_objects;
  std::vector<CellRun> cell_runs;
};

MapRenderer::MapRenderer(SDL_Renderer* renderer, TextureCache& textures)
    : renderer_(renderer),
      textures_(textures),
      batch_(renderer, SoftwareBlits::kFromCopies),
      layer_cache_(renderer) {}

MapRenderer::~MapRenderer() = default;

void MapRenderer::forget_map() {
  layer_cache_.forget();  // before the tiles' textures it holds copies of may go
  data_.reset();
  batch_.forget_copies();  // the textures they came from may be read again
}

MapRenderer::MapData& MapRenderer::data_for(const tiled::Map& map) {
  if (!data_ || data_->map != &map || data_->tileset_count != map.tilesets.size()) {
    layer_cache_.forget();
    data_ = std::make_unique<MapData>(map, textures_);
    batch_.forget_copies();
  }
  return *data_;
}

std::uint64_t MapRenderer::animation_phase(const tiled::Map& map, std::int64_t time_ms) {
  return data_for(map).tiles.animation_phase(time_ms);
}

void MapRenderer::fill_background(const tiled::Map& map, const MapDrawOptions& options) {
  if (!options.background || !map.background) return;
  const tiled::Color& c = *map.background;
  SDL_SetRenderDrawBlendMode(renderer_, SDL_BLENDMODE_BLEND);
  SDL_SetRenderDrawColor(renderer_, c.r, c.g, c.b, c.a);
  SDL_RenderFillRect(renderer_, nullptr);
}

void MapRenderer::draw(const tiled::Map& map, const MapView& view, const MapDrawOptions& options) {
  MapData& data = data_for(map);
  if (view.zoom != copies_zoom_) {  // the scaled copies of the last zoom will not serve again
    batch_.forget_copies();
    copies_zoom_ = view.zoom;
  }
  layer_cache_.next_frame();
  const DrawContext context{map,
                            data.geometry,
                            map.orientation == tiled::Orientation::kHexagonal,
                            data.tiles,
                            data.tile_textures,
                            textures_,
                            batch_,
                            data.cell_runs,
                            view.time_ms,
                            view.output_width,
                            view.output_height};
  // The layers' chunks first, before anything of the frame is drawn (TileLayerCache::prepare).
  walk_layers(map, options, [&](const tiled::Layer& layer, const LayerState& state) {
    const LayerPlacement place = place_layer(state, view, map.parallax_origin);
    if (layer.kind == tiled::LayerKind::kTile && place.color.a != 0) {
      layer_cache_.prepare(layer.tiles, data.grid(layer.tiles), place, context);
    }
  });
  fill_background(map, options);
  walk_layers(map, options, [&](const tiled::Layer& layer, const LayerState& state) {
    const LayerPlacement place = place_layer(state, view, map.parallax_origin);
    if (place.color.a == 0) return;  // fully transparent: nothing to draw
    switch (layer.kind) {
      case tiled::LayerKind::kTile:
        if (!layer_cache_.draw(layer.tiles, data.grid(layer.tiles), place, context)) {
          draw_tile_layer(data.grid(layer.tiles), place, context);
        }
        break;
      case tiled::LayerKind::kObject:
        draw_tile_objects(data.objects(layer.objects), place, context);
        break;
      case tiled::LayerKind::kImage:
        draw_image_layer(layer, place, context);
        break;
      case tiled::LayerKind::kGroup:
        break;  // walk_layers visits the children instead
    }
  });
}

}  // namespace hp
