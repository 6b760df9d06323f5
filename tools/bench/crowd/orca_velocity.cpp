// ORCA: one half-plane per neighbour, then the 2D linear programs of RVO2's Agent.cpp
// (linearProgram1-3): the permitted velocity closest to the preferred one, or, when the
// half-planes leave none, the one that violates them least.
#include "tools/bench/crowd/orca_velocity.h"

#include <algorithm>
#include <cmath>

namespace hp::sim {
namespace {

constexpr double kEpsilon = 1e-5;

double det(Vec2 a, Vec2 b) {
  return cross(a, b);
}

// The half-plane for one neighbour (RVO2's computeNewVelocity loop body).
OrcaLine orca_line(const Walker& self, const Neighbour& other, double inv_horizon, double dt) {
  const Vec2 relative_position = other.position - self.position;
  const Vec2 relative_velocity = self.velocity - other.velocity;
  const double dist_sq = relative_position.length_squared();
  const double combined_radius = self.radius + other.radius;
  const double combined_radius_sq = combined_radius * combined_radius;
  OrcaLine line;
  Vec2 u;
  if (dist_sq > combined_radius_sq) {
    // No collision yet: the velocity obstacle is a cone cut off by a circle at the horizon.
    const Vec2 w = relative_velocity - relative_position * inv_horizon;
    const double w_length_sq = w.length_squared();
    const double dot1 = dot(w, relative_position);
    if (dot1 < 0.0 && dot1 * dot1 > combined_radius_sq * w_length_sq) {
      // Nearest to the cut-off circle.
      const double w_length = std::sqrt(w_length_sq);
      const Vec2 unit_w = w / w_length;
      line.direction = {unit_w.y, -unit_w.x};
      u = unit_w * (combined_radius * inv_horizon - w_length);
    } else {
      // Nearest to one of the cone's legs.
      const double leg = std::sqrt(dist_sq - combined_radius_sq);
      const Vec2 p = relative_position;
      if (det(p, w) > 0.0) {
        line.direction =
            Vec2{p.x * leg - p.y * combined_radius, p.x * combined_radius + p.y * leg} / dist_sq;
      } else {
        line.direction =
            -Vec2{p.x * leg + p.y * combined_radius, -p.x * combined_radius + p.y * leg} / dist_sq;
      }
      u = line.direction * dot(relative_velocity, line.direction) - relative_velocity;
    }
  } else {
    // Already touching: get apart within one step.
    const double inv_dt = 1.0 / dt;
    const Vec2 w = relative_velocity - relative_position * inv_dt;
    const double w_length = w.length();
    const Vec2 unit_w = w_length > 0.0 ? w / w_length : Vec2{1.0, 0.0};
    line.direction = {unit_w.y, -unit_w.x};
    u = unit_w * (combined_radius * inv_dt - w_length);
  }
  line.point = self.velocity + u * 0.5;
  return line;
}

// The best velocity on line `index` that satisfies lines before it, within the speed circle.
bool linear_program1(std::span<const OrcaLine> lines, std::size_t index, double radius,
                     Vec2 optimum, bool direction_opt, Vec2& result) {
  const OrcaLine& line = lines[index];
  const double dot_product = dot(line.point, line.direction);
  const double discriminant =
      dot_product * dot_product + radius * radius - line.point.length_squared();
  if (discriminant < 0.0) return false;  // the speed circle misses the line
  const double root = std::sqrt(discriminant);
  double t_left = -dot_product - root;
  double t_right = -dot_product + root;
  for (std::size_t i = 0; i < index; ++i) {
    const double denominator = det(line.direction, lines[i].direction);
    const double numerator = det(lines[i].direction, line.point - lines[i].point);
    if (std::abs(denominator) <= kEpsilon) {
      if (numerator < 0.0) return false;  // parallel and on the wrong side
      continue;
    }
    const double t = numerator / denominator;
    if (denominator >= 0.0) {
      t_right = std::min(t_right, t);
    } else {
      t_left = std::max(t_left, t);
    }
    if (t_left > t_right) return false;
  }
  double t;
  if (direction_opt) {
    t = dot(optimum, line.direction) > 0.0 ? t_right : t_left;
  } else {
    t = std::clamp(dot(line.direction, optimum - line.point), t_left, t_right);
  }
  result = line.point + line.direction * t;
  return true;
}

// Incremental LP over all lines; returns the index of the first line it could not satisfy.
std::size_t linear_program2(std::span<const OrcaLine> lines, double radius, Vec2 optimum,
                            bool direction_opt, Vec2& result) {
  if (direction_opt) {
    result = optimum * radius;
  } else if (optimum.length_squared() > radius * radius) {
    result = normalized(optimum) * radius;
  } else {
    result = optimum;
  }
  for (std::size_t i = 0; i < lines.size(); ++i) {
    if (det(lines[i].direction, lines[i].point - result) <= 0.0) continue;
    const Vec2 before = result;
    if (!linear_program1(lines, i, radius, optimum, direction_opt, result)) {
      result = before;
      return i;
    }
  }
  return lines.size();
}

// No velocity satisfies every line: the one that minimises the largest violation.
void linear_program3(std::span<const OrcaLine> lines, std::size_t begin, double radius,
                     Vec2& result, std::vector<OrcaLine>& projected) {
  double distance = 0.0;
  for (std::size_t i = begin; i < lines.size(); ++i) {
    if (det(lines[i].direction, lines[i].point - result) <= distance) continue;
    projected.clear();
    for (std::size_t j = 0; j < i; ++j) {
      OrcaLine line;
      const double determinant = det(lines[i].direction, lines[j].direction);
      if (std::abs(determinant) <= kEpsilon) {
        if (dot(lines[i].direction, lines[j].direction) > 0.0) continue;  // same direction
        line.point = (lines[i].point + lines[j].point) * 0.5;
      } else {
        line.point = lines[i].point +
                     lines[i].direction *
                         (det(lines[j].direction, lines[i].point - lines[j].point) / determinant);
      }
      line.direction = normalized(lines[j].direction - lines[i].direction);
      projected.push_back(line);
    }
    const Vec2 before = result;
    const Vec2 inward{-lines[i].direction.y, lines[i].direction.x};
    if (linear_program2(projected, radius, inward, true, result) < projected.size()) {
      result = before;  // rounding only: keep the last result
    }
    distance = det(lines[i].direction, lines[i].point - result);
  }
}

}  // namespace

Vec2 orca_velocity(const Walker& self, Vec2 preferred_velocity,
                   std::span<const Neighbour> neighbours, double time_horizon, double dt,
                   OrcaScratch& scratch) {
  if (!(time_horizon > 0.0) || !(dt > 0.0)) return {};
  std::vector<OrcaLine>& lines = scratch.lines;
  lines.clear();
  const double inv_horizon = 1.0 / time_horizon;
  for (const Neighbour& other : neighbours)
    lines.push_back(orca_line(self, other, inv_horizon, dt));
  Vec2 result;
  const std::size_t failed =
      linear_program2(lines, self.max_speed, preferred_velocity, false, result);
  if (failed < lines.size())
    linear_program3(lines, failed, self.max_speed, result, scratch.projected);
  return is_finite(result) ? result : Vec2{};
}

}  // namespace hp::sim
