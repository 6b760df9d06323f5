// StillScene: the battlefield's lower layers (the map and what stands on it) drawn once and copied
// while the map's look holds, the camera still or panning, with what moves drawn over them.
#pragma once

#include <cstdint>
#include <functional>
#include <span>
#include <string>
#include <vector>

#include "engine/core/vec2.h"
#include "engine/render/draw/screen_snapshot.h"
#include "engine/render/map/map_view.h"
#include "engine/tiled/map_model.h"
#include "game/view/battlefield/standing_art.h"
#include "game/view/canvas/screen_rect.h"

struct SDL_Renderer;

namespace hp::view {

// Everything the still layers' picture depends on: equal keys give the same picture, and keys
// that differ only in origin by whole output pixels give the same picture moved.
struct StillSceneKey {
  const void* map = nullptr;
  Vec2 origin;  // the camera's view (MapView)
  double zoom = 1;
  int output_width = 0, output_height = 0;
  std::vector<std::string> hidden;  // layers left out (open doors, editor-only)
  std::uint64_t animation = 0;      // MapRenderer::animation_phase
  bool rigid = true;  // every layer moves with the camera (none has a parallax factor)
  int reach = 0;      // how far a tile may reach past its cell's box, output pixels
  bool operator==(const StillSceneKey&) const = default;
  // The same but for the origin.
  bool same_look(const StillSceneKey& other) const;
};

// How a map's picture may move with the camera: rigidly (no layer has a parallax factor, and no
// image layer, which a clip would cut a texel off all over), and how far its tiles and tile
// objects reach past their cells' boxes, map pixels (a picture's edge cuts them there).
struct MapMotion {
  bool rigid = true;
  double reach = 0;
  // What the map draws, map pixels (its cells and its tile objects, moved by their layers'
  // offsets; overhang more for tiles bigger than a cell), or the whole output when it fills it with
  // a background colour: a flat picture's copy (StillScene::Pictures::kFlat) takes only this part.
  double left = 0, top = 0, right = 0, bottom = 0;
  double overhang = 0;  // how far a layer's tile may draw past the cells' bounds, map pixels
  bool fills_output = false;
};
MapMotion map_motion(const tiled::Map& map);
// Where the map draws on the output of view (MapMotion's bounds and overhang, and a pixel for
// rounding); empty (the whole output) when the map fills it or is not rigid.
ScreenRect map_content(const MapMotion& motion, const MapView& view);

// Where a frame from the pictures copies them: the output is cleared to background and only
// content (output pixels; an empty one is the whole output) is copied from the picture, as the
// rest of it is that background. On a CPU rasteriser a copy costs what it covers.
struct PictureCopy {
  std::uint8_t background[3] = {0, 0, 0};
  ScreenRect content;
};

// A turn-based battle mostly holds still: the player thinks, the camera waits. Drawing a map tile
// by tile costs most of a frame (and more seen at an angle, whose diamonds and hexagons overlap
// their neighbours), so while the key holds, the map with everything standing on it is kept as
// a picture (two: with and without the standing pieces), a margin bigger than the output all
// round, and each frame copies the part in view, then draws what moves over it. Where a piece
// stands in front of something drawn over the picture, that rectangle is drawn again in depth
// order from the picture without the pieces, so every pixel is the one drawing it all in order
// gives (tests/game/view/still_scene_test.cpp compares them). A camera panning by whole pixels
// copies another part of the same picture, until it nears the margin's edge: from there it is
// drawn directly until the camera stops. A frame whose look changed (zoom, a door, a tile
// animation's step), or whose camera moved by a fraction of a pixel (a shake, the eased follow),
// is drawn directly, as is the next when it changes again: a picture is made only once the look
// and the view have held for a frame (making one costs about two and a half direct frames).
// Only where the CPU draws every pixel: SDL's software renderer (no GPU, or headless: about 25 M
// instructions a frame become about 1 M), and, with the flat picture alone, a browser's WebGL
// with no GPU under it (Pictures). A GPU renderer draws every frame directly.
class StillScene {
 public:
  // Which pictures pay on this renderer.
  enum class Pictures {
    kNone,  // a GPU: every frame drawn directly
    // SDL's software renderer: the map with everything standing on it, covered rectangles
    // drawn again (above)
    kFull,
    // A browser's WebGL with no GPU under it (SwiftShader in headless Chromium, or a GPU the
    // browser will not use): the CPU fills every pixel, at a cost that goes with the pixels
    // drawn, blended or not, and a battle frame cost 16 ms of the 16.7 a frame has there. So the
    // map and its flat standing tiles are kept as a picture and each frame copies the part of
    // it the map covers (MapMotion's bounds: a 30x20 map's two layers of tiles, 815,000 pixels,
    // become its 614,000), clearing the rest; the standing pieces and what moves are drawn over
    // it as a direct frame draws them. Render-target switches cost nothing extra there: the
    // browser finishes every frame's drawing before it reads it back anyway.
    kFlat,
  };

  explicit StillScene(SDL_Renderer* renderer);
  Pictures pictures() const { return pictures_; }
  // Tests draw the pictures another renderer would have.
  void set_pictures(Pictures pictures) {
    pictures_ = pictures;
    made_ = false;
  }

  // Drops the pictures: call when the map's look changes in a way the key does not show (a
  // reload).
  void forget();
  // Every frame drawn directly when off (HEARTPATH_DRAW_EVERY_FRAME=1: for telling a fault of
  // the pictures from one of the drawing).
  void set_enabled(bool enabled) { enabled_ = enabled; }

  // Draws the battlefield of `view` (the frame's, as `key` gives it) through `still` (clears
  // what it draws on and draws the map and the flat standing tiles of the view it is given,
  // placing `standing` there) and `moving` (what is drawn between those and the ghosts: marks
  // on the ground and the units, calling standing->draw_until before each unit, noting in
  // `drawn`, when it is not null, every rectangle it draws into and at what depth). standing is
  // placed for this frame (StandingArt::place), or null on maps where nothing stands. Call
  // standing->finish() after: it draws what stands in front of every unit when the frame was
  // drawn directly.
  // copy says where a frame from the pictures copies them.
  void draw(const StillSceneKey& key, const MapView& view, StandingArt* standing,
            const std::function<void(const MapView&)>& still,
            const std::function<void(std::vector<StandingArt::Drawn>*)>& moving,
            const PictureCopy& copy = {});

  enum class Mode { kDirect, kMade, kCopied };
  Mode last_mode() const { return mode_; }               // how the last frame was drawn
  std::size_t last_redrawn() const { return redrawn_; }  // its rectangles drawn again

  // How far past the output the pictures reach on every side, output pixels.
  static constexpr int kMargin = 192;

 private:
  void draw_directly(const MapView& view, StandingArt* standing,
                     const std::function<void(const MapView&)>& still,
                     const std::function<void(std::vector<StandingArt::Drawn>*)>& moving);
  static MapView with_margin(const MapView& view);
  // Whether this frame comes from a picture (placed in one made before, or one make_picture
  // made now), noting the mode and where the output's top-left is in it.
  bool picture_for(const StillSceneKey& key, const std::function<bool()>& make_picture);
  bool make(const MapView& view, StandingArt* standing,
            const std::function<void(const MapView&)>& still);
  // Copies picture's part in view where the map draws (copy.content), the rest cleared.
  void copy_picture(const ScreenSnapshot& picture, const MapView& view,
                    const PictureCopy& copy) const;
  void draw_flat(const StillSceneKey& key, const MapView& view, StandingArt* standing,
                 const std::function<void(const MapView&)>& still,
                 const std::function<void(std::vector<StandingArt::Drawn>*)>& moving,
                 const PictureCopy& copy);
  // Where the output's top-left is in the pictures for key, when they show it.
  bool place_in_picture(const StillSceneKey& key, int& x, int& y) const;
  bool redraw_on_scratch(std::span<const ScreenRect> covered, StandingArt& standing,
                         const std::function<void(std::vector<StandingArt::Drawn>*)>& moving);

  SDL_Renderer* renderer_;
  ScreenSnapshot flat_;     // the map and the flat standing tiles, kMargin past the output
  ScreenSnapshot full_;     // and the standing pieces over them
  ScreenSnapshot scratch_;  // where covered rectangles are drawn again
  StillSceneKey made_for_;  // what the pictures show, when made
  bool made_ = false;
  bool enabled_ = true;
  Pictures pictures_ = Pictures::kNone;  // see the constructor
  StillSceneKey last_;                   // the last frame's key
  int at_x_ = 0, at_y_ = 0;              // this frame: the output's top-left in the pictures
  std::vector<StandingArt::Drawn> drawn_;
  Mode mode_ = Mode::kDirect;
  std::size_t redrawn_ = 0;
};

}  // namespace hp::view
