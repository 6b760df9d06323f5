// AttackPreview: the route the hero's own first plan finds (walls and standing units, its
// margins), drawn dashed, and the damage as "-3 (8 → 5)" over the enemy.
#include "game/view/attack_preview.h"
#include "game/view/palette.h"

#include <SDL.h>

#include <algorithm>
#include <cmath>
#include <optional>

#include "engine/render/shapes.h"
#include "engine/render/text_renderer.h"
#include "game/sim/navigation/route_planner.h"
#include "game/sim/navigation/route_walk.h"
#include "game/sim/world/world.h"

namespace hp::view {
namespace {

constexpr std::uint64_t kReplanTicks = 15;  // a quarter second
constexpr Rgba kRoute = palette::kPreviewRoute;
constexpr Rgba kNoRoute = palette::kPreviewNoRoute;

}  // namespace

void AttackPreview::update(const sim::World& world, std::optional<sim::UnitId> hero,
                           std::optional<sim::UnitId> enemy) {
  const sim::Unit* h = hero ? world.unit(*hero) : nullptr;
  const sim::Unit* e = enemy ? world.unit(*enemy) : nullptr;
  if (!h || !e || h->side() == e->side() || e->knocked_out) {
    hero_.reset();
    enemy_.reset();
    route_.clear();
    return;
  }
  const bool same = hero_ == hero && enemy_ == enemy;
  if (same && world.tick() < planned_tick_ + kReplanTicks) return;
  hero_ = hero;
  enemy_ = enemy;
  planned_tick_ = world.tick();
  std::vector<sim::Obstacle> standing;
  for (const sim::Unit& other : world.units()) {
    if (other.id == h->id || other.id == e->id || !other.is_obstacle()) continue;
    standing.push_back({other.position, other.radius()});
  }
  sim::RouteRequest request;
  request.start = h->position;
  request.radius = h->radius();
  request.goal = e->position;
  request.goal_reach = h->radius() + e->radius();
  request.discs = standing;
  // With the hero's own margins (route_walk), so the preview is the route it will walk.
  const sim::WalkTunables margins;
  sim::Route route = sim::plan_with_margins(world.planner(), request, margins);
  if (!route.found) {  // units may step aside; only walls make it impossible
    request.discs = {};
    route = sim::plan_with_margins(world.planner(), request, margins);
  }
  route_ = route.found ? std::move(route.points) : std::vector<Vec2>{};
}

void AttackPreview::draw(SDL_Renderer* renderer, TextRenderer& text, const sim::World& world,
                         const Camera& camera) const {
  if (!hero_ || !enemy_) return;
  const sim::Unit* h = world.unit(*hero_);
  const sim::Unit* e = world.unit(*enemy_);
  if (!h || !e) return;
  const float thickness = static_cast<float>(std::max(2.0, 2.5 * camera.zoom()));
  // Dashes along the route: 10 px on, 6 px off, in world pixels.
  for (std::size_t i = 1; i < route_.size(); ++i) {
    const Vec2 a = route_[i - 1], b = route_[i];
    const double length = distance(a, b);
    for (double t = 0; t < length; t += 16.0) {
      const Vec2 from = camera.to_screen(a + (b - a) * (t / length));
      const Vec2 to = camera.to_screen(a + (b - a) * (std::min(t + 10.0, length) / length));
      draw_line(renderer, static_cast<float>(from.x), static_cast<float>(from.y),
                static_cast<float>(to.x), static_cast<float>(to.y), thickness, kRoute);
    }
  }
  // Above the enemy's name and HP bar (world_view draws those up to about 2.4 radii + a line).
  const int size = std::clamp(static_cast<int>(std::lround(15 * camera.zoom())), 13, 30);
  const Vec2 over =
      camera.to_screen(e->position) - Vec2{0, e->radius() * 2.4 * camera.zoom() + 2.0 * size + 10};
  if (route_.empty()) {
    text.draw("no way there", static_cast<int>(over.x), static_cast<int>(over.y), size,
              {kNoRoute.r, kNoRoute.g, kNoRoute.b, 255}, TextAlign::kCenter);
    return;
  }
  const int after = std::max(0, e->hp - h->spec.attack);
  const std::string label = "-" + std::to_string(h->spec.attack) + "  (" + std::to_string(e->hp) +
                            " \xE2\x86\x92 " + std::to_string(after) + (after == 0 ? ", out" : "") +
                            ")";
  text.draw(label, static_cast<int>(over.x), static_cast<int>(over.y), size, {255, 226, 150, 255},
            TextAlign::kCenter);
}

}  // namespace hp::view
