// CollisionOverlay: translucent fills so the art still shows through; discs by side, dashed for
// enemies as everywhere else.
#include "game/view/overlays/collision_overlay.h"

#include "game/view/canvas/overlay_drawing.h"
#include "game/view/canvas/palette.h"

namespace hp::view {
namespace {

constexpr Rgba kSolidFill{255, 60, 60, 70};
constexpr Rgba kSolidEdge{255, 90, 90, 200};
constexpr Rgba kEdge{255, 255, 255, 160};
constexpr Rgba kFallen{160, 160, 160, 160};

}  // namespace

void CollisionOverlay::draw(const sim::World& world, const Camera& camera) const {
  if (!visible_) return;
  draw_walls(world, camera);
  draw_discs(world, camera);
}

void CollisionOverlay::draw_walls(const sim::World& world, const Camera& camera) const {
  const sim::Walls& walls = world.collision().walls();  // doors while closed
  for (const sim::Rect& box : walls.boxes) {
    const Vec2 corners[] = {{box.x, box.y},
                            {box.x + box.w, box.y},
                            {box.x + box.w, box.y + box.h},
                            {box.x, box.y + box.h}};
    if (camera.projected()) {
      world_polygon(renderer_, camera, corners, kSolidFill);  // a diamond on the screen
    } else {
      const Vec2 a = camera.to_screen({box.x, box.y});
      const Vec2 b = camera.to_screen({box.x + box.w, box.y + box.h});
      fill_rect(renderer_, static_cast<float>(a.x), static_cast<float>(a.y),
                static_cast<float>(b.x - a.x), static_cast<float>(b.y - a.y), kSolidFill);
    }
    for (int i = 0; i < 4; ++i) {
      world_line(renderer_, camera, corners[i], corners[(i + 1) % 4], 1.0f, kSolidEdge);
    }
  }
  for (const std::vector<Vec2>& polygon : walls.polygons) {
    for (std::size_t i = 0; i < polygon.size(); ++i) {
      world_line(renderer_, camera, polygon[i], polygon[(i + 1) % polygon.size()], 2.5f,
                 kSolidEdge);
    }
  }
  const double w = world.setup().width, h = world.setup().height;
  const Vec2 frame[] = {{0, 0}, {w, 0}, {w, h}, {0, h}};
  for (int i = 0; i < 4; ++i)
    world_line(renderer_, camera, frame[i], frame[(i + 1) % 4], 2.0f, kEdge);
}

void CollisionOverlay::draw_discs(const sim::World& world, const Camera& camera) const {
  for (const sim::Unit& unit : world.units()) {
    if (unit.arriving) continue;  // not on the field yet
    const Vec2 s = camera.to_screen(unit.position);
    const auto r = static_cast<float>(unit.radius() * camera.zoom());
    const bool hero = unit.side() == sim::Side::kHero;
    const Rgba colour = unit.knocked_out ? kFallen
                        : hero           ? palette::kHeroRing
                                         : palette::kEnemyRing;
    // Fallen units no longer block: their disc is drawn thin.
    const Camera::Radii disc = camera.ground(r, r);
    draw_ring(renderer_, static_cast<float>(s.x), static_cast<float>(s.y), disc.x, disc.y,
              unit.knocked_out ? 1.0f : 2.5f, colour, hero || unit.knocked_out ? 0 : 2);
  }
}

}  // namespace hp::view
