// Camera: which part of the world is on screen, at what zoom, and the screen shake.
#pragma once

#include <cstdint>

#include "engine/core/vec2.h"
#include "engine/render/map_view.h"

namespace hp::view {

class Camera {
 public:
  // Shows the whole world (world_w x world_h pixels) inside the output, below a top bar of
  // top_margin pixels, centred. Zoom snaps to half steps above 1 so pixel art stays even.
  void fit(double world_w, double world_h, int output_w, int output_h, int top_margin);

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

  Vec2 origin_;  // world pixel at the output's top-left
  double zoom_ = 1.0;
  int output_w_ = 0, output_h_ = 0;
  double shake_strength_ = 0;
  double shake_left_ = 0;
  double shake_total_ = 0;
  double shake_clock_ = 0;
};

}  // namespace hp::view
