// MapRenderer: draws a Tiled map (tile layers, image layers, tile objects) on SDL_Renderer the way
// Tiled shows it, touching only what is in view and batching each layer's quads by texture.
#pragma once

#include <memory>

#include "engine/core/vec2.h"
#include "engine/render/draw/quad_batch.h"
#include "engine/render/map/map_view.h"
#include "engine/render/map/tile_layer_cache.h"
#include "engine/tiled/map_model.h"

struct SDL_Renderer;

namespace hp {

class TextureCache;

class MapRenderer {
 public:
  MapRenderer(SDL_Renderer* renderer, TextureCache& textures);
  ~MapRenderer();
  MapRenderer(const MapRenderer&) = delete;
  MapRenderer& operator=(const MapRenderer&) = delete;

  // Fills the output with the map's background colour (when it has one and options ask) and draws
  // every layer options let through, bottom first. Per-map data (resolved tiles, chunk indexes) is
  // built on the first draw of a map and kept until another map is drawn or forget_map().
  void draw(const tiled::Map& map, const MapView& view, const MapDrawOptions& options = {});
  // Drops the per-map data: call after changing the map drawn last (its tiles or tilesets).
  void forget_map();
  // Whether tile layers seen with thousands of tiles in view are copied from pictures of them
  // (TileLayerCache; on by default). Off, every tile is drawn every frame.
  void set_layer_cache(bool on) { layer_cache_.set_enabled(on); }
  const TileLayerCache& layer_cache() const { return layer_cache_; }
  // Which frame each of map's tile animations shows at time_ms, as one number
  // (TileLookup::animation_phase): a picture of the map keeps while it stays the same.
  std::uint64_t animation_phase(const tiled::Map& map, std::int64_t time_ms);

  long long quads_drawn() const { return batch_.quads(); }  // since construction
  long long draw_calls() const { return batch_.calls(); }   // SDL_RenderGeometry calls

 private:
  struct MapData;
  MapData& data_for(const tiled::Map& map);
  void fill_background(const tiled::Map& map, const MapDrawOptions& options);

  SDL_Renderer* renderer_;
  TextureCache& textures_;
  QuadBatch batch_;         // on the software renderer, scaled and mirrored tiles blit from copies
  double copies_zoom_ = 0;  // the zoom the batch's copies were made at
  TileLayerCache layer_cache_;
  std::unique_ptr<MapData> data_;
};

}  // namespace hp
