// PatrolOverlay: routes in one colour, waypoints as numbered discs, waits beside them.
#include "game/view/overlays/patrol_overlay.h"

#include <cmath>
#include <cstdio>

#include "engine/render/text/text_renderer.h"
#include "game/view/canvas/overlay_drawing.h"

namespace hp::view {
namespace {

constexpr Rgba kPath{255, 200, 90, 220};      // amber: the route and its direction
constexpr Rgba kWaypoint{30, 24, 40, 220};    // dark disc under each number
constexpr Rgba kHeading{255, 255, 255, 255};  // white: the waypoint an enemy walks to
constexpr double kWaypointRadius = 8.0;       // world pixels

std::string seconds_label(double seconds) {
  char text[32];
  std::snprintf(text, sizeof text, "%.3gs", seconds);
  return text;
}

}  // namespace

void PatrolOverlay::draw(const sim::World& world, const Camera& camera) const {
  if (!visible_) return;
  for (const sim::PatrolRoute& route : world.setup().routes) draw_route(route, camera);
  draw_walkers(world, camera);
}

void PatrolOverlay::draw_route(const sim::PatrolRoute& route, const Camera& camera) const {
  const std::vector<Vec2>& points = route.points;
  const std::size_t legs = route.loop && points.size() > 2 ? points.size() : points.size() - 1;
  for (std::size_t i = 0; i < legs && points.size() > 1; ++i) {
    const Vec2 a = points[i], b = points[(i + 1) % points.size()];
    world_line(renderer_, camera, a, b, 2.0f, kPath);
    const Vec2 direction = normalized(b - a);
    if (distance(a, b) > 4 * kWaypointRadius) {
      // A loop goes one way round; a back-and-forth route both ways along each leg.
      const Vec2 middle = (a + b) * 0.5;
      world_arrowhead(renderer_, camera, middle + direction * 8.0, direction, 8.0, kPath);
      if (!route.loop) {
        world_arrowhead(renderer_, camera, middle - direction * 8.0, -direction, 8.0, kPath);
      }
    }
  }
  const int size = std::max(12, static_cast<int>(std::lround(13 * camera.zoom())));
  for (std::size_t i = 0; i < points.size(); ++i) {
    const Vec2 s = camera.to_screen(points[i]);
    const auto r = static_cast<float>(kWaypointRadius * camera.zoom());
    fill_ellipse(renderer_, static_cast<float>(s.x), static_cast<float>(s.y), r, r, kWaypoint);
    draw_ring(renderer_, static_cast<float>(s.x), static_cast<float>(s.y), r, r, 2.0f, kPath);
    text_.draw(std::to_string(i + 1), static_cast<int>(s.x), static_cast<int>(s.y) - size * 2 / 3,
               size, {255, 236, 190, 255}, TextAlign::kCenter);
    text_.draw(seconds_label(route.wait_at(i)), static_cast<int>(s.x + r + 3),
               static_cast<int>(s.y) - size / 2, size, {230, 230, 240, 255});
  }
  // The route's name and how it repeats, left of its first waypoint (clear of unit labels,
  // which sit above units).
  const std::string name = route.name.empty() ? std::string("route") : route.name;
  const Vec2 first = camera.to_screen(points.front());
  text_.draw(name + (route.loop ? " (loop)" : " (back and forth)"),
             static_cast<int>(first.x - kWaypointRadius * camera.zoom() - 4),
             static_cast<int>(first.y) - size / 2, size, {255, 200, 90, 255}, TextAlign::kRight);
}

void PatrolOverlay::draw_walkers(const sim::World& world, const Camera& camera) const {
  const std::vector<sim::PatrolRoute>& routes = world.setup().routes;
  for (const sim::Unit& unit : world.units()) {
    if (!unit.in_play()) continue;
    const std::optional<sim::World::PatrolProgress> progress = world.patrol_progress(unit.id);
    if (!progress || progress->route < 0 || progress->route >= static_cast<int>(routes.size())) {
      continue;
    }
    const sim::PatrolRoute& route = routes[static_cast<std::size_t>(progress->route)];
    const Vec2 target = route.points[static_cast<std::size_t>(progress->waypoint)];
    // Dashed by being short: the enemy's line to its next waypoint, and a ring round it.
    world_line(renderer_, camera, unit.position, target, 1.5f, kHeading);
    world_ring(renderer_, camera, target, kWaypointRadius + 3, progress->waiting ? 3.0f : 1.5f,
               kHeading);
  }
}

}  // namespace hp::view
