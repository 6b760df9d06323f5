// Camera: which part of the world is on screen, at what zoom, and the screen shake.
#pragma once

#include <cstdint>

#include "engine/core/vec2.h"
#include "engine/render/map/map_view.h"
#include "game/view/canvas/screen_rect.h"

namespace hp::view {

// At the player's zoom 1 the whole map fits under the top bar, centred; zoomed in (mouse
// wheel, around the cursor) the view pans (keys, middle-drag, screen edges) and follows the
// acting unit, always clamped so the map fills the view.
class Camera {
 public:
  static constexpr double kMaxZoom = 4.0;  // times the fitting zoom

  // Lays the view out for this frame: the fitting zoom for the whole world (world_w x world_h
  // pixels) inside the output below a top bar of top_margin pixels (snapped to half steps
  // above 1 so pixel art stays even), times the player's zoom, around the focus, clamped.
  void fit(double world_w, double world_h, int output_w, int output_h, int top_margin);

  // Moves the view by a drag of (dx, dy) output pixels (the world follows the mouse).
  void pan(double dx, double dy);
  // Zooms by factor (the player's zoom stays within 1..kMaxZoom), keeping the world point
  // under (screen_x, screen_y) where it is.
  void zoom_at(double screen_x, double screen_y, double factor);
  // Eases the view toward centring `world` (about a third of the way per 0.1 s).
  void follow(Vec2 world, double dt);
  double player_zoom() const { return player_zoom_; }

  // The part of the output the world is seen in: all of it below the top bar.
  ScreenRect view_rect() const {
    return {0.0, static_cast<double>(top_margin_), static_cast<double>(output_w_),
            static_cast<double>(output_h_ - top_margin_)};
  }
  Vec2 to_screen(Vec2 world) const;
  Vec2 to_world(double screen_x, double screen_y) const;
  double zoom() const { return zoom_; }
  // The view for the map renderer, shake included, with Tiled's parallax on and the animation
  // clock at time_ms.
  MapView map_view(std::int64_t time_ms = 0) const;

  // Starts a shake of the given strength (world pixels); strongest wins.
  void shake(double strength, double seconds);
  // Advances the shake by dt seconds of real (not simulated) time.
  void update(double dt);

 private:
  Vec2 shake_offset() const;
  void place();

  Vec2 origin_;  // world pixel at the output's top-left
  double zoom_ = 1.0;
  int output_w_ = 0, output_h_ = 0;
  double world_w_ = 0, world_h_ = 0;
  int top_margin_ = 0;
  double fit_zoom_ = 1.0;
  double player_zoom_ = 1.0;
  Vec2 focus_;              // world point at the centre of the view below the bar
  bool focus_set_ = false;  // false: the world's centre
  double shake_strength_ = 0;
  double shake_left_ = 0;
  double shake_total_ = 0;
  double shake_clock_ = 0;
};

}  // namespace hp::view
