// Camera implementation.
#include "game/view/camera.h"

#include <algorithm>
#include <cmath>

namespace hp::view {

void Camera::fit(double world_w, double world_h, int output_w, int output_h, int top_margin) {
  output_w_ = output_w;
  output_h_ = output_h;
  const double avail_h = std::max(1, output_h - top_margin);
  double zoom = std::min(output_w / std::max(1.0, world_w), avail_h / std::max(1.0, world_h));
  if (zoom > 1.0) zoom = std::floor(zoom * 2.0) / 2.0;
  zoom_ = std::max(zoom, 0.05);
  // Centre the world in the area under the bar.
  const double screen_x = (output_w - world_w * zoom_) / 2.0;
  const double screen_y = top_margin + (avail_h - world_h * zoom_) / 2.0;
  origin_ = {-screen_x / zoom_, -screen_y / zoom_};
}

Vec2 Camera::shake_offset() const {
  if (shake_left_ <= 0 || shake_total_ <= 0) return {};
  // A decaying wobble on two incommensurate frequencies: lively but not random noise.
  const double fade = shake_left_ / shake_total_;
  const double s = shake_strength_ * fade * fade;
  return {s * std::sin(shake_clock_ * 71.0), s * std::cos(shake_clock_ * 53.0)};
}

Vec2 Camera::to_screen(Vec2 world) const {
  return (world - origin_ - shake_offset()) * zoom_;
}

Vec2 Camera::to_world(double screen_x, double screen_y) const {
  return Vec2{screen_x, screen_y} / zoom_ + origin_;  // clicks ignore the shake
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
