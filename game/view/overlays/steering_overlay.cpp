// SteeringOverlay: lines and rings in fixed colours, legend in docs/steering.md.
#include "game/view/overlays/steering_overlay.h"

#include "engine/render/draw/shapes.h"
#include "game/sim/battle/attack_action.h"
#include "game/sim/navigation/route_walk.h"
#include "game/view/canvas/overlay_drawing.h"

namespace hp::view {
namespace {

constexpr Rgba kRoute{80, 230, 120, 230};      // green: the planned route
constexpr Rgba kCorner{255, 230, 60, 255};     // yellow: the corner being walked to
constexpr Rgba kIntercept{255, 70, 70, 255};   // red: where the target is expected to be met
constexpr Rgba kVelocity{90, 160, 255, 255};   // blue: velocity, one second ahead
constexpr Rgba kClearance{255, 255, 255, 90};  // white: discs grown by the walker's radius
constexpr Rgba kWall{255, 255, 255, 140};      // white outline: what the planner routes around

void line(SDL_Renderer* r, const Camera& camera, Vec2 a, Vec2 b, float width, Rgba color) {
  world_line(r, camera, a, b, width, color);
}

void ring(SDL_Renderer* r, const Camera& camera, Vec2 centre, double radius, float width,
          Rgba color) {
  world_ring(r, camera, centre, radius, width, color);
}

// A cross, so the intercept reads apart from the round corner marker without colour.
void cross_mark(SDL_Renderer* r, const Camera& camera, Vec2 at, double size, Rgba color) {
  line(r, camera, at + Vec2{-size, -size}, at + Vec2{size, size}, 2.5f, color);
  line(r, camera, at + Vec2{-size, size}, at + Vec2{size, -size}, 2.5f, color);
}

}  // namespace

void SteeringOverlay::draw(const sim::World& world, const Camera& camera) const {
  if (!visible_) return;
  draw_walls(world, camera);
  draw_clearances(world, camera);
  draw_route(world, camera);
  draw_velocities(world, camera);
}

void SteeringOverlay::draw_route(const sim::World& world, const Camera& camera) const {
  const sim::AttackAction* action = world.action();
  const sim::RouteWalk* walk = action ? action->walk() : nullptr;
  const sim::Unit* hero = action ? world.unit(action->attacker()) : nullptr;
  if (!walk || !hero || !walk->follower().has_route()) return;
  const std::vector<Vec2>& points = walk->follower().route().points;
  for (std::size_t i = 1; i < points.size(); ++i) {
    line(renderer_, camera, points[i - 1], points[i], 2.0f, kRoute);
  }
  for (const Vec2& corner : points) ring(renderer_, camera, corner, 3.0, 2.0f, kRoute);
  line(renderer_, camera, hero->position, walk->follower().corner(), 1.5f, kCorner);
  ring(renderer_, camera, walk->follower().corner(), 5.0, 3.0f, kCorner);
  if (action->phase() == sim::AttackPhaseKind::kApproach) {
    cross_mark(renderer_, camera, walk->goal().point, 6.0, kIntercept);
  }
}

void SteeringOverlay::draw_velocities(const sim::World& world, const Camera& camera) const {
  for (const sim::Unit& unit : world.units()) {
    if (!unit.in_play() || unit.velocity == Vec2{}) continue;
    const Vec2 tip = unit.position + unit.velocity;  // where it would be in one second
    line(renderer_, camera, unit.position, tip, 2.5f, kVelocity);
    ring(renderer_, camera, tip, 2.5, 2.5f, kVelocity);
  }
}

void SteeringOverlay::draw_walls(const sim::World& world, const Camera& camera) const {
  const sim::Walls& walls = world.collision().walls();  // doors while closed
  for (const sim::Rect& box : walls.boxes) {
    const Vec2 a{box.x, box.y}, b{box.x + box.w, box.y}, c{box.x + box.w, box.y + box.h},
        d{box.x, box.y + box.h};
    line(renderer_, camera, a, b, 1.0f, kWall);
    line(renderer_, camera, b, c, 1.0f, kWall);
    line(renderer_, camera, c, d, 1.0f, kWall);
    line(renderer_, camera, d, a, 1.0f, kWall);
  }
  for (const std::vector<Vec2>& polygon : walls.polygons) {
    for (std::size_t i = 0; i < polygon.size(); ++i) {
      line(renderer_, camera, polygon[i], polygon[(i + 1) % polygon.size()], 1.0f, kWall);
    }
  }
}

void SteeringOverlay::draw_clearances(const sim::World& world, const Camera& camera) const {
  const sim::AttackAction* action = world.action();
  const sim::Unit* hero = action ? world.unit(action->attacker()) : nullptr;
  if (!hero) return;
  // The hero's centre may not enter these: each standing disc grown by the hero's radius.
  for (const sim::Unit& other : world.units()) {
    if (other.id == hero->id || !other.is_obstacle()) continue;
    ring(renderer_, camera, other.position, other.radius() + hero->radius(), 1.5f, kClearance);
  }
}

}  // namespace hp::view
