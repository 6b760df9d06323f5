// MapRenderer: draws a Tiled map's tile layers, image layers and tile objects on SDL_Renderer.
#pragma once

#include "engine/core/vec2.h"
#include "engine/tiled/map_model.h"

struct SDL_Renderer;

namespace hp {

class TextureCache;

// Which part of the world is on screen: screen = (world - origin) * zoom.
struct MapView {
  Vec2 origin;           // world pixel drawn at the output's top-left corner
  double zoom = 1.0;     // output pixels per world pixel
  int output_width = 0;  // output size in pixels, for culling
  int output_height = 0;
};

// Drawing options mirroring tmxrasterizer's.
struct MapDrawOptions {
  bool ignore_visibility = false;  // draw hidden layers too
};

class MapRenderer {
 public:
  MapRenderer(SDL_Renderer* renderer, TextureCache& textures)
      : renderer_(renderer), textures_(textures) {}

  // Fills with the map's background colour (if any) and draws every visible layer in order.
  // Only tiles that intersect the view are submitted.
  void draw(const tiled::Map& map, const MapView& view, const MapDrawOptions& options = {});

 private:
  struct LayerContext {
    Vec2 offset;         // accumulated through groups, world pixels
    double opacity = 1;  // accumulated through groups
  };

  void draw_layer(const tiled::Map& map, const tiled::Layer& layer, const MapView& view,
                  const MapDrawOptions& options, LayerContext parent);
  void draw_tile_layer(const tiled::Map& map, const tiled::TileLayer& tiles, const MapView& view,
                       const LayerContext& context);
  void draw_objects(const tiled::Map& map, const tiled::ObjectLayer& objects, const MapView& view,
                    const LayerContext& context);
  void draw_image_layer(const tiled::Layer& layer, const MapView& view,
                        const LayerContext& context);
  // Draws tile gid with its top-left at world (x, y), scaled to w x h world pixels.
  void draw_tile(const tiled::Map& map, std::uint32_t gid, double x, double y, double w, double h,
                 const MapView& view, double opacity);

  SDL_Renderer* renderer_;
  TextureCache& textures_;
};

}  // namespace hp
