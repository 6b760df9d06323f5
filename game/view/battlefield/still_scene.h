// StillScene: the battlefield's lower layers (the map and what stands on it) drawn once and copied
// while the camera and the map's look hold still, with what moves drawn over them each frame.
#pragma once

#include <cstdint>
#include <functional>
#include <span>
#include <string>
#include <vector>

#include "engine/core/vec2.h"
#include "engine/render/draw/screen_snapshot.h"
#include "game/view/battlefield/standing_art.h"

struct SDL_Renderer;

namespace hp::view {

// Everything the still layers' picture depends on: equal keys give the same picture.
struct StillSceneKey {
  const void* map = nullptr;
  Vec2 origin;  // the camera's view (MapView)
  double zoom = 1;
  int output_width = 0, output_height = 0;
  std::vector<std::string> hidden;  // layers left out (open doors, editor-only)
  std::uint64_t animation = 0;      // MapRenderer::animation_phase
  bool operator==(const StillSceneKey&) const = default;
};

// A turn-based battle mostly holds still: the player thinks, the camera waits. Drawing a map seen
// at an angle tile by tile costs most of a frame (its diamonds and hexagons overlap their
// neighbours), so while the key holds, the map with everything standing on it is kept as a
// picture (two: with and without the standing pieces) and each frame copies it, then draws what
// moves over it. Where a piece stands in front of something drawn over the picture, that
// rectangle is drawn again in depth order from the picture without the pieces, so every pixel is
// the one drawing it all in order gives (tests/game/view/still_scene_test.cpp compares them). A
// frame whose key changed (the camera moving, a tile animation stepping) is drawn directly, as is
// the next when the key changes again: a picture is made only once the key has held for a frame.
// SDL's software renderer gains most (the CPU draws every pixel there: about 25 M instructions a
// frame become about 1 M); on a GPU, the pictures cost about what they save.
class StillScene {
 public:
  explicit StillScene(SDL_Renderer* renderer);

  // Drops the pictures: call when the map's look changes in a way the key does not show (a
  // reload).
  void forget();
  // Every frame drawn directly when off (HEARTPATH_DRAW_EVERY_FRAME=1: for telling a fault of
  // the pictures from one of the drawing).
  void set_enabled(bool enabled) { enabled_ = enabled; }

  // Draws the battlefield through `still` (clears the output and draws the map and the flat
  // standing tiles) and `moving` (what is drawn between those and the ghosts: marks on the ground
  // and the units, calling standing->draw_until before each unit, noting in `drawn`, when it is
  // not null, every rectangle it draws into and at what depth). standing is placed for this frame
  // (StandingArt::place), or null on maps where nothing stands. Call standing->finish() after:
  // it draws what stands in front of every unit when the frame was drawn directly.
  void draw(const StillSceneKey& key, StandingArt* standing, const std::function<void()>& still,
            const std::function<void(std::vector<StandingArt::Drawn>*)>& moving);

  enum class Mode { kDirect, kMade, kCopied };
  Mode last_mode() const { return mode_; }               // how the last frame was drawn
  std::size_t last_redrawn() const { return redrawn_; }  // its rectangles drawn again

 private:
  void draw_directly(StandingArt* standing, const std::function<void()>& still,
                     const std::function<void(std::vector<StandingArt::Drawn>*)>& moving);
  bool make(StandingArt* standing, const std::function<void()>& still);
  void redraw_in_place(std::span<const ScreenRect> covered, StandingArt& standing,
                       const std::function<void(std::vector<StandingArt::Drawn>*)>& moving);
  bool redraw_on_scratch(std::span<const ScreenRect> covered, StandingArt& standing,
                         const std::function<void(std::vector<StandingArt::Drawn>*)>& moving);

  SDL_Renderer* renderer_;
  ScreenSnapshot flat_;     // the map and the flat standing tiles
  ScreenSnapshot full_;     // and the standing pieces over them
  ScreenSnapshot scratch_;  // where covered rectangles are drawn again
  StillSceneKey made_for_;  // what the pictures show, when made
  bool made_ = false;
  bool enabled_ = true;
  bool software_ = false;  // the renderer draws with the CPU: only then are pictures kept
  StillSceneKey last_;     // the last frame's key
  std::vector<StandingArt::Drawn> drawn_;
  Mode mode_ = Mode::kDirect;
  std::size_t redrawn_ = 0;
};

}  // namespace hp::view
