// Camera implementation.
#include "game/view/canvas/camera.h"

#include <algorithm>
#include <cmath>

namespace hp::view {

void Camera::set_projection(const tiled::MapGeometry& geometry) {
  if (geometry.orientation() != tiled::Orientation::kIsometric) {
    projection_.reset();
    ground_scale_ = {1.0, 1.0};
    return;
  }
  projection_ = geometry;
  // The projection is linear: a unit step along each tile axis moves (a, b) and (-a, b) map
  // pixels, so a circle of radius r becomes the axis-aligned ellipse sqrt(2) * (a r, b r).
  const Vec2 o = geometry.to_pixels({});
  const Vec2 along = geometry.to_pixels({1.0, 0.0}) - o;
  ground_scale_ = {std::sqrt(2.0) * std::abs(along.x), std::sqrt(2.0) * std::abs(along.y)};
}

void Camera::fit(double map_w, double map_h, int output_w, int output_h, int top_margin) {
  output_w_ = output_w;
  output_h_ = output_h;
  map_w_ = map_w;
  map_h_ = map_h;
  top_margin_ = top_margin;
  const double avail_h = std::max(1, output_h - top_margin);
  double zoom = std::min(output_w / std::max(1.0, map_w), avail_h / std::max(1.0, map_h));
  if (zoom > 1.0) zoom = std::floor(zoom * 2.0) / 2.0;
  fit_zoom_ = std::max(zoom, 0.05);
  place();
}

// The zoom and origin from the fitting zoom, the player's zoom and the focus: along each axis
// a world smaller than the view is centred, a larger one is clamped to fill it.
void Camera::place() {
  zoom_ = fit_zoom_ * player_zoom_;
  if (!focus_set_) focus_ = {map_w_ / 2.0, map_h_ / 2.0};
  const double view_w = output_w_ / zoom_;
  const double view_h = std::max(1, output_h_ - top_margin_) / zoom_;
  auto axis = [](double focus, double view, double world) {
    if (view >= world) return (world - view) / 2.0;  // all of it shows: centred
    return std::clamp(focus - view / 2.0, 0.0, world - view);
  };
  const double x = axis(focus_.x, view_w, map_w_);
  const double y = axis(focus_.y, view_h, map_h_);
  focus_ = {x + view_w / 2.0, y + view_h / 2.0};  // a clamped focus stays clamped
  origin_ = {x, y - top_margin_ / zoom_};
}

void Camera::pan(double dx, double dy) {
  focus_ = focus_ - Vec2{dx, dy} / zoom_;
  focus_set_ = true;
  place();
}

void Camera::zoom_at(double screen_x, double screen_y, double factor) {
  if (!(factor > 0.0) || !std::isfinite(factor)) return;
  const Vec2 before = Vec2{screen_x, screen_y} / zoom_ + origin_;
  player_zoom_ = std::clamp(player_zoom_ * factor, 1.0, kMaxZoom);
  focus_set_ = true;
  place();
  // Put the same map point back under the cursor.
  const Vec2 after = Vec2{screen_x, screen_y} / zoom_ + origin_;
  focus_ = focus_ + (before - after);
  place();
}

void Camera::follow(Vec2 world, double dt) {
  const double t = 1.0 - std::pow(0.02, std::clamp(dt, 0.0, 1.0));  // ~1/3 per 0.1 s
  // In whole output pixels: a view moved by whole pixels is the map's picture further along
  // (still_scene.h); it stops within half a pixel of the unit.
  const Vec2 step = (to_pixels(world) - focus_) * (t * zoom_);
  focus_ = focus_ + Vec2{std::round(step.x), std::round(step.y)} / zoom_;
  focus_set_ = true;
  place();
}

Vec2 Camera::shake_offset() const {
  if (shake_left_ <= 0 || shake_total_ <= 0) return {};
  // A decaying wobble on two incommensurate frequencies: lively but not random noise.
  const double fade = shake_left_ / shake_total_;
  const double s = shake_strength_ * fade * fade;
  // In whole output pixels, as the view moves (follow).
  return Vec2{std::round(s * std::sin(shake_clock_ * 71.0) * zoom_),
              std::round(s * std::cos(shake_clock_ * 53.0) * zoom_)} /
         zoom_;
}

Vec2 Camera::to_pixels(Vec2 world) const {
  return projection_ ? projection_->to_pixels(world) : world;
}

Vec2 Camera::to_object(Vec2 pixels) const {
  return projection_ ? projection_->to_object(pixels) : pixels;
}

Vec2 Camera::to_screen(Vec2 world) const {
  return (to_pixels(world) - origin_ - shake_offset()) * zoom_;
}

Vec2 Camera::to_screen(Vec2 world, Vec2 beside) const {
  if (!projection_) return to_screen(world + beside);  // the world is the map's pixels
  return to_screen(world) + beside * zoom_;
}

Vec2 Camera::to_world(double screen_x, double screen_y) const {
  return to_object(Vec2{screen_x, screen_y} / zoom_ + origin_);  // clicks ignore the shake
}

Camera::Radii Camera::ground(float rx, float ry) const {
  if (!projection_) return {rx, ry};
  return {static_cast<float>(rx * ground_scale_.x), static_cast<float>(rx * ground_scale_.y)};
}

MapView Camera::map_view(std::int64_t time_ms) const {
  MapView view;
  view.origin = origin_ + shake_offset();
  view.zoom = zoom_;
  view.output_width = output_w_;
  view.output_height = output_h_;
  view.time_ms = time_ms;
  view.parallax = true;  // layers scroll against the camera as in Tiled's editor
  return view;
}

void Camera::shake(double strength, double seconds) {
  if (shake_left_ > 0 && shake_strength_ >= strength) return;  // a stronger shake is running
  shake_strength_ = strength;
  shake_left_ = seconds;
  shake_total_ = seconds;
}

void Camera::update(double dt) {
  shake_clock_ += dt;
  shake_left_ = std::max(0.0, shake_left_ - dt);
}

}  // namespace hp::view
