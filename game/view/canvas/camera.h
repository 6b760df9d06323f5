// Camera: which part of the world is on screen, at what zoom, and the screen shake.
#pragma once

#include <cstdint>
#include <optional>

#include "engine/core/vec2.h"
#include "engine/render/map/map_view.h"
#include "engine/tiled/map_geometry.h"
#include "game/view/canvas/screen_rect.h"

namespace hp::view {

// At the player's zoom 1 the whole map fits under the top bar, centred; zoomed in (mouse
// wheel, around the cursor) the view pans (keys, middle-drag, screen edges) and follows the
// acting unit, always clamped so the map fills the view.
//
// Two planes: the world (the simulation's, Tiled's object space) and the map's pixels (where
// the map is drawn). They are one on orthogonal, staggered and hexagonal maps; an isometric
// map's projection (set_projection) turns the world's tile axes into the screen's diamonds. The
// view itself (origin, focus, clamping) is laid out in map pixels.
class Camera {
 public:
  static constexpr double kMaxZoom = 4.0;  // times the fitting zoom

  // The map whose projection the world is seen through (identity unless it is isometric).
  void set_projection(const tiled::MapGeometry& geometry);

  // Lays the view out for this frame: the fitting zoom for the whole map (map_w x map_h map
  // pixels: MapGeometry::pixel_size) inside the output below a top bar of top_margin pixels
  // (snapped to half steps above 1 so pixel art stays even), times the player's zoom, around the
  // focus, clamped.
  void fit(double map_w, double map_h, int output_w, int output_h, int top_margin);

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
  // A world point on the output (through the projection, the view and the shake), and back
  // (clicks ignore the shake).
  Vec2 to_screen(Vec2 world) const;
  Vec2 to_world(double screen_x, double screen_y) const;
  // A point `beside` map pixels away from a world point as the screen shows it (a number over a
  // unit's head, dust at its feet): straight up stays straight up through a projection too.
  Vec2 to_screen(Vec2 world, Vec2 beside) const;
  // A world point in map pixels (the projection alone).
  Vec2 to_pixels(Vec2 world) const;
  // Output pixels per map pixel.
  double zoom() const { return zoom_; }

  // Output radii of an ellipse lying on the ground.
  struct Radii {
    float x = 0, y = 0;
  };
  // A ring the game lays on the ground, given as it is drawn seen from above: output radii rx
  // across and ry down (ry < rx tilts a ring so it reads as lying flat). Returned as they are
  // without a projection; through an isometric one, the circle of world radius rx / zoom as the
  // projection lays it (a diamond's ellipse, twice as wide as tall on 2:1 tiles), whatever ry.
  Radii ground(float rx, float ry) const;
  // Whether the world is seen through a projection (an isometric map): drawers of world
  // rectangles draw them as polygons then.
  bool projected() const { return projection_.has_value(); }
  // The view for the map renderer, shake included, with Tiled's parallax on and the animation
  // clock at time_ms.
  MapView map_view(std::int64_t time_ms = 0) const;

  // Starts a shake of the given strength (map pixels); strongest wins.
  void shake(double strength, double seconds);
  // Advances the shake by dt seconds of real (not simulated) time.
  void update(double dt);

 private:
  Vec2 shake_offset() const;
  void place();
  Vec2 to_object(Vec2 pixels) const;

  std::optional<tiled::MapGeometry> projection_;  // isometric maps only
  Vec2 ground_scale_{1.0, 1.0};  // a ground circle's radii per world radius, map pixels

  Vec2 origin_;  // map pixel at the output's top-left
  double zoom_ = 1.0;
  int output_w_ = 0, output_h_ = 0;
  double map_w_ = 0, map_h_ = 0;
  int top_margin_ = 0;
  double fit_zoom_ = 1.0;
  double player_zoom_ = 1.0;
  Vec2 focus_;              // map pixel at the centre of the view below the bar
  bool focus_set_ = false;  // false: the map's centre
  double shake_strength_ = 0;
  double shake_left_ = 0;
  double shake_total_ = 0;
  double shake_clock_ = 0;
};

}  // namespace hp::view
