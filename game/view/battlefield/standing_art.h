// StandingArt: what stands up from the ground of a map seen at an angle (isometric, staggered,
// hexagonal): tiles taller than their cell and tile objects, drawn in depth order with the units.
#pragma once

#include <SDL.h>

#include <cstdint>
#include <memory>
#include <optional>
#include <span>
#include <string>
#include <vector>

#include "engine/core/vec2.h"
#include "engine/render/map/layer_placement.h"
#include "engine/render/map/layer_walk.h"
#include "engine/tiled/map_model.h"
#include "game/view/canvas/camera.h"
#include "game/view/canvas/screen_rect.h"

namespace hp {
class TextureCache;
class TileLookup;
struct TileImage;
struct MapTexture;
class QuadBatch;
}  // namespace hp

namespace hp::view {

// On a map seen at an angle, a pillar in front of a unit must hide it and one behind must not: the
// map cannot be drawn whole under the units. What stands is taken out of the map's drawing and
// drawn here, back to front, between the units:
// - on tile layers above the first (the ground), tiles whose image is taller than the map's
//   cell, at the depth of their cell's centre;
// - tile objects, at the depth of the ground they stand on.
// The rest of those layers (flat tiles) is drawn first, under every unit. Orthogonal maps have
// nothing here: units are drawn over the whole map, as they always were.
class StandingArt {
 public:
  StandingArt(SDL_Renderer* renderer, TextureCache& textures);
  ~StandingArt();
  StandingArt(const StandingArt&) = delete;
  StandingArt& operator=(const StandingArt&) = delete;

  // Finds what stands on `map` (the first call for a map; kept until another map or forget()).
  void prepare(const tiled::Map& map);
  void forget();
  // The names of the layers drawn here, for the map renderer to leave out.
  const std::vector<std::string>& layers() const { return layer_names_; }

  // Starts a frame: draws the flat tiles of those layers (not the ones named in `hidden`, as
  // the map renderer would not), at the animation clock time_ms. Same as place, then draw_flat.
  void begin(const Camera& camera, std::int64_t time_ms, std::span<const std::string> hidden);
  // Starts a frame without drawing: where the layers are, which are shown, at time_ms.
  void place(const Camera& camera, std::int64_t time_ms, std::span<const std::string> hidden);
  // The same for another view (a picture bigger than the output, still_scene.h), the layers
  // left out kept from the last place.
  void place(const MapView& view);
  // The flat tiles of the layers drawn here, under everything that stands.
  void draw_flat();
  // Draws what stands behind map pixel row `depth` (its ground's centre above it) and is not
  // drawn yet this pass: call before drawing a unit standing at that depth.
  void draw_until(double depth);
  // Draws what is left.
  void finish();

  // A frame may go over the battlefield more than once (still_scene.h): a pass draws every
  // piece (kAll, as begin starts), none of them (kNone: they are in the picture already), or
  // only those overlapping any of some rectangles of the output (kWithin), each piece whole.
  // Each pass starts at the back.
  enum class Pass { kAll, kNone, kWithin };
  void begin_pass(Pass pass, std::span<const ScreenRect> within = {});
  // Cuts what a kWithin pass draws to `clip` (output pixels; the renderer's clip is put back
  // after the pass). On the software renderer the batch blits scaled pieces from copies of their
  // size on the output (SoftwareBlits::kFromCopies), so a cut piece keeps every pixel.
  void clip_pass(const SDL_Rect& clip);

  // Something drawn on the battlefield between the flat ground and what stands.
  using Drawn = DrawnArea;
  // Where something drawn this frame is covered by a piece standing in front of it: the output
  // rectangles to draw again in depth order if the pieces were drawn first. Merged so that no
  // two overlap; empty when nothing is covered.
  std::vector<ScreenRect> covered(std::span<const Drawn> drawn) const;
  // Whether something drawn after depth (in front of a unit standing there) covers any of
  // `figure` (output pixels): the unit is hidden behind it.
  bool hides(double depth, const ScreenRect& figure) const;
  // Whether anything stands on this map.
  bool empty() const { return pieces_.empty(); }

 private:
  struct Piece {
    std::size_t layer = 0;  // index into layers_
    std::uint32_t gid = 0;  // flip bits kept
    Vec2 bottom_left;       // the image's bottom-left corner, map pixels before the layer offset
    Vec2 size;              // the image as drawn, map pixels
    double depth = 0;       // the map pixel row of its ground's centre, layer offset included
  };
  struct LayerInfo {
    std::string name;
    LayerState state;      // offsets, opacity and tint through its groups
    bool drawn = false;    // this frame: not hidden, not wholly transparent
    LayerPlacement place;  // this frame's, when drawn
  };

  void add_tile_layer(const tiled::Layer& layer, const LayerState& state);
  void add_object_layer(const tiled::Layer& layer, const LayerState& state);
  void place_layers(std::span<const std::string> hidden);
  void draw(const Piece& piece);
  // The texture piece's image is cut from, tinted as its layer.
  const MapTexture& atlas_of(const Piece& piece, const TileImage& image);
  // Draws the batch, cut to a kWithin pass's clip.
  void flush();
  ScreenRect screen_rect(const Piece& piece) const;
  std::size_t first_shown_in_front_of(double depth) const;

  SDL_Renderer* renderer_;
  TextureCache& textures_;
  std::unique_ptr<TileLookup> tiles_;
  std::unique_ptr<QuadBatch> batch_;
  const tiled::Map* map_ = nullptr;
  std::vector<LayerInfo> layers_;
  std::vector<std::string> layer_names_;
  std::vector<Piece> flat_;         // in drawing order
  std::vector<Piece> pieces_;       // standing, back to front
  std::vector<ScreenRect> boxes_;   // this frame: each piece's screen_rect (empty when hidden)
  std::vector<std::size_t> shown_;  // this frame: the pieces on the output, back to front
  MapView placed_view_;             // the view boxes_ and shown_ are for
  std::vector<bool> placed_drawn_;  // and which layers were drawn
  std::size_t next_ = 0;            // this pass: shown_ drawn (or passed over) so far
  Pass pass_ = Pass::kAll;
  std::vector<ScreenRect> within_;  // kWithin: the output rectangles whose pieces it draws
  std::optional<SDL_Rect> pass_clip_;
  double copies_zoom_ = 0;           // the zoom the batch's scaled copies are for
  MapView view_;                     // where this frame's pieces go (place)
  std::vector<std::string> hidden_;  // the layers left out (place)
  std::int64_t time_ms_ = 0;
};

}  // namespace hp::view
