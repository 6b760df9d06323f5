// Unit placement: the simulation assumes nobody starts overlapping, so check says so first.
#include "game/app/check/unit_placement_rules.h"

#include <algorithm>
#include <cmath>
#include <cstdio>

#include "game/app/check/nearest_fit.h"
#include "game/sim/navigation/static_collision.h"

namespace hp::app {
namespace {

std::string position_text(Vec2 p) {
  return "(" + pixels(p.x) + ", " + pixels(p.y) + ")";
}

void check_walls(const sim::Unit& unit, const sim::World& world, const std::string& path,
                 Diagnostics& diagnostics) {
  const double gap = world.collision().gap(unit.position, unit.radius());
  if (gap >= -kPlacementSlack) return;
  diagnostics.error(path, unit.spec.line,
                    "unit \"" + unit.name() + "\" at " + position_text(unit.position) +
                        " overlaps a wall or the map's edge (radius " + pixels(unit.radius()) +
                        "): " + nearest_fit_text(world.collision(), unit.position, unit.radius()));
}

void check_pair(const sim::Unit& first, const sim::Unit& later, const std::string& path,
                Diagnostics& diagnostics) {
  const double overlap =
      first.radius() + later.radius() - (later.position - first.position).length();
  if (overlap <= kPlacementSlack) return;
  diagnostics.error(path, later.spec.line,
                    "unit \"" + later.name() + "\" overlaps unit \"" + first.name() + "\" (line " +
                        std::to_string(first.spec.line) + ") by " + pixels_to_move(overlap) +
                        " px: move them at least that far apart");
}

}  // namespace

std::string pixels(double value) {
  char text[32];
  std::snprintf(text, sizeof text, "%.1f", value);
  std::string result = text;
  if (result.size() > 2 && result.compare(result.size() - 2, 2, ".0") == 0)
    result.resize(result.size() - 2);
  return result == "-0" ? "0" : result;
}

void check_unit_placement(const sim::World& world, const std::string& path,
                          Diagnostics& diagnostics) {
  const auto units = world.units();
  for (std::size_t i = 0; i < units.size(); ++i) {
    check_walls(units[i], world, path, diagnostics);
    // A reinforcement takes the nearest free spot when it comes, so it may be drawn where a
    // unit stands at the start (or another reinforcement does).
    if (units[i].arriving) continue;
    for (std::size_t j = 0; j < i; ++j) {
      if (!units[j].arriving) check_pair(units[j], units[i], path, diagnostics);
    }
  }
}

std::string nearest_fit_text(const sim::StaticCollision& collision, Vec2 centre, double radius) {
  const std::optional<Fit> fit = nearest_fit(collision, centre, radius);
  if (!fit) return "no spot of this map fits its body: make it smaller (property radius)";
  // Each coordinate rounded to a tenth away from centre, so the spot shown is no nearer the wall
  // (one it hardly moves along stays as it is).
  const auto away = [](double from, double to) {
    if (std::abs(to - from) < 1e-6) return from;
    return to > from ? std::ceil(to * 10.0 - 1e-9) / 10.0 : std::floor(to * 10.0 + 1e-9) / 10.0;
  };
  const Vec2 spot{away(centre.x, fit->spot.x), away(centre.y, fit->spot.y)};
  return "the nearest spot where it fits is " + pixels_to_move(fit->distance) + " px away, at " +
         position_text(spot) + ": move it there";
}

std::string pixels_to_move(double value) {
  // The 1e-9 keeps an exact tenth (16.8) from going up a step through rounding error.
  return pixels(std::max(0.1, std::ceil(value * 10.0 - 1e-9) / 10.0));
}

}  // namespace hp::app
