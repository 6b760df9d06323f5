// Vec2: the 2D vector every layer shares (positions in pixels, velocities, directions).
#pragma once

#include <algorithm>
#include <cmath>

namespace hp {

// A 2D vector of doubles. Doubles keep the steering math within 1e-6 of the reference ports.
struct Vec2 {
  double x = 0.0;
  double y = 0.0;

  constexpr Vec2() = default;
  constexpr Vec2(double x_, double y_) : x(x_), y(y_) {}

  constexpr Vec2 operator+(Vec2 o) const { return {x + o.x, y + o.y}; }
  constexpr Vec2 operator-(Vec2 o) const { return {x - o.x, y - o.y}; }
  constexpr Vec2 operator-() const { return {-x, -y}; }
  constexpr Vec2 operator*(double s) const { return {x * s, y * s}; }
  constexpr Vec2 operator/(double s) const { return {x / s, y / s}; }
  constexpr Vec2& operator+=(Vec2 o) {
    x += o.x;
    y += o.y;
    return *this;
  }
  constexpr Vec2& operator-=(Vec2 o) {
    x -= o.x;
    y -= o.y;
    return *this;
  }
  constexpr Vec2& operator*=(double s) {
    x *= s;
    y *= s;
    return *this;
  }
  constexpr bool operator==(const Vec2&) const = default;

  constexpr double length_squared() const { return x * x + y * y; }
  double length() const { return std::sqrt(length_squared()); }
};

constexpr Vec2 operator*(double s, Vec2 v) {
  return v * s;
}
constexpr double dot(Vec2 a, Vec2 b) {
  return a.x * b.x + a.y * b.y;
}
// The z component of the 3D cross product: positive when b is counter-clockwise from a
// in a y-up frame (clockwise on screen, where y points down).
constexpr double cross(Vec2 a, Vec2 b) {
  return a.x * b.y - a.y * b.x;
}
inline double distance(Vec2 a, Vec2 b) {
  return (b - a).length();
}

// The unit vector along v, or the zero vector when v has no length (never NaN).
inline Vec2 normalized(Vec2 v) {
  const double len = v.length();
  return len > 0.0 ? v / len : Vec2{};
}

// |v| without overflow or underflow in the squares: components are scaled by the larger one
// first (0 for the zero vector; infinity or NaN pass through).
inline double robust_length(Vec2 v) {
  const double scale = std::max(std::abs(v.x), std::abs(v.y));
  if (!(scale > 0.0) || !std::isfinite(scale)) return scale;
  const Vec2 scaled = v / scale;
  return scale * std::sqrt(scaled.length_squared());
}

// normalized(v), scaled first so huge or tiny components neither overflow nor underflow; zero
// for the zero vector and for non-finite input.
inline Vec2 robust_normalized(Vec2 v) {
  const double scale = std::max(std::abs(v.x), std::abs(v.y));
  if (!(scale > 0.0) || !std::isfinite(scale)) return {};
  return normalized(v / scale);
}

// v rotated a quarter turn: (x, y) -> (-y, x).
constexpr Vec2 perpendicular(Vec2 v) {
  return {-v.y, v.x};
}

inline bool is_finite(Vec2 v) {
  return std::isfinite(v.x) && std::isfinite(v.y);
}

}  // namespace hp
