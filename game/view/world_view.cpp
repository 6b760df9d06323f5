// WorldView implementation.
#include "game/view/world_view.h"

#include <SDL.h>

#include <algorithm>
#include <cmath>
#include <vector>

#include "engine/render/shapes.h"
#include "engine/render/text_renderer.h"
#include "engine/render/texture_cache.h"

namespace hp::view {
namespace {

constexpr Rgba kHeroRing{110, 200, 255, 230};
constexpr Rgba kEnemyRing{255, 110, 90, 230};
constexpr Rgba kSelectRing{255, 236, 120, 255};

// Sprites are drawn this many times the collision radius across (the body fills the disc).
constexpr double kSpriteScale = 5.0;

Vec2 interpolate(const sim::Unit& unit, double alpha) {
  return unit.previous_position + (unit.position - unit.previous_position) * alpha;
}

}  // namespace

WorldView::WorldView(SDL_Renderer* renderer, TextureCache& textures, TextRenderer& text,
                     UnitArt art)
    : renderer_(renderer), textures_(textures), text_(text), art_(std::move(art)) {}

void WorldView::draw(const sim::World& world, const Camera& camera, double alpha,
                     const Selection& selection, double real_seconds) {
  // Painter's order: units further down the screen are in front.
  std::vector<const sim::Unit*> order;
  for (const sim::Unit& unit : world.units()) order.push_back(&unit);
  std::stable_sort(order.begin(), order.end(), [](const sim::Unit* a, const sim::Unit* b) {
    if (a->knocked_out != b->knocked_out) return a->knocked_out;  // the fallen lie underneath
    return a->position.y < b->position.y;
  });
  const double zoom = camera.zoom();
  for (const sim::Unit* unit : order) {
    const Vec2 screen = camera.to_screen(interpolate(*unit, alpha));
    const bool selected = selection.selected && *selection.selected == unit->id;
    const bool hovered = selection.hovered && *selection.hovered == unit->id;
    if (!unit->knocked_out && (selected || hovered)) {
      draw_ring(*unit, screen, zoom, selected, real_seconds);
    }
    // A hero that has attacked this turn is greyed until the next.
    const bool spent = unit->side() == sim::Side::kHero && !unit->knocked_out &&
                       world.turns().side == sim::TurnSide::kPlayer &&
                       world.turns().has_acted(unit->id.index);
    draw_unit_body(*unit, screen, zoom, spent);
  }
  for (const sim::Unit* unit : order) {
    draw_label(*unit, camera.to_screen(interpolate(*unit, alpha)), zoom);
  }
}

void WorldView::draw_ring(const sim::Unit& unit, Vec2 screen, double zoom, bool selected,
                          double t) {
  // Wider than the body, so the ring shows around the sprite's feet rather than under it.
  const float r = static_cast<float>(unit.radius() * zoom * 1.7);
  const float cx = static_cast<float>(screen.x);
  const float cy = static_cast<float>(screen.y + unit.radius() * zoom * 0.55);
  if (selected) {
    // A pulsing double ring: reads by shape as well as colour.
    const float pulse = static_cast<float>(1.0 + 0.08 * std::sin(t * 6.0));
    hp::draw_ring(renderer_, cx, cy, r * pulse, r * 0.5f * pulse, 3.0f, kSelectRing);
    hp::draw_ring(renderer_, cx, cy, r * 1.25f * pulse, r * 0.62f * pulse, 1.5f, kSelectRing);
  } else {
    const Rgba c = unit.side() == sim::Side::kHero ? kHeroRing : kEnemyRing;
    hp::draw_ring(renderer_, cx, cy, r, r * 0.5f, 3.0f, c);
  }
}

void WorldView::draw_unit_body(const sim::Unit& unit, Vec2 screen, double zoom, bool spent) {
  const bool hero = unit.side() == sim::Side::kHero;
  const std::string& ko_path = hero ? art_.hero_knocked_out : art_.enemy_knocked_out;
  const bool ko_art =
      unit.knocked_out && !ko_path.empty() && textures_.get(ko_path) && textures_.loaded(ko_path);
  const std::string& path = ko_art ? ko_path : (hero ? art_.hero : art_.enemy);
  SDL_Texture* texture = textures_.get(path);
  const float size = static_cast<float>(unit.radius() * kSpriteScale * zoom);
  const SDL_FRect dest{static_cast<float>(screen.x) - size / 2,
                       static_cast<float>(screen.y) - size / 2, size, size};
  const SDL_RendererFlip flip = unit.facing.x < 0 ? SDL_FLIP_HORIZONTAL : SDL_FLIP_NONE;
  const Uint8 shade = unit.knocked_out && !ko_art ? 110 : spent ? 120 : 255;
  SDL_SetTextureColorMod(texture, shade, shade, spent ? 140 : shade);
  SDL_SetTextureAlphaMod(texture, unit.knocked_out ? 200 : 255);
  SDL_RenderCopyExF(renderer_, texture, nullptr, &dest, unit.knocked_out && !ko_art ? 90 : 0,
                    nullptr, flip);
  if (unit.flash_seconds > 0) {
    // Hit flash: the sprite drawn again additively, so it glows white for a moment.
    SDL_SetTextureBlendMode(texture, SDL_BLENDMODE_ADD);
    SDL_RenderCopyExF(renderer_, texture, nullptr, &dest, 0, nullptr, flip);
    SDL_RenderCopyExF(renderer_, texture, nullptr, &dest, 0, nullptr, flip);
    SDL_SetTextureBlendMode(texture, SDL_BLENDMODE_BLEND);
  }
  SDL_SetTextureColorMod(texture, 255, 255, 255);
  SDL_SetTextureAlphaMod(texture, 255);
}

void WorldView::draw_label(const sim::Unit& unit, Vec2 screen, double zoom) {
  const int font_size = std::clamp(static_cast<int>(std::lround(11 * zoom)), 10, 22);
  const float bar_w = static_cast<float>(std::max(30.0, unit.radius() * 3.0 * zoom));
  const float bar_h = std::max(4.0f, static_cast<float>(3.5 * zoom));
  const float bar_x = static_cast<float>(screen.x) - bar_w / 2;
  const float bar_y = static_cast<float>(screen.y - unit.radius() * 2.4 * zoom);
  const bool hero = unit.side() == sim::Side::kHero;
  const TextColor name_color = unit.knocked_out ? TextColor{170, 170, 170, 255}
                               : hero           ? TextColor{200, 235, 255, 255}
                                                : TextColor{255, 205, 195, 255};
  text_.draw(unit.name(), static_cast<int>(screen.x), static_cast<int>(bar_y) - font_size - 5,
             font_size, name_color, TextAlign::kCenter);
  // HP bar: dark frame, fill, and a notch per hit point so the amount reads without colour.
  const double fraction = std::clamp(static_cast<double>(unit.hp) / unit.spec.hp, 0.0, 1.0);
  fill_rect(renderer_, bar_x - 1, bar_y - 1, bar_w + 2, bar_h + 2, {20, 16, 24, 230});
  fill_rect(renderer_, bar_x, bar_y, bar_w, bar_h, {70, 50, 60, 255});
  const Rgba fill = fraction > 0.5    ? Rgba{90, 210, 110, 255}
                    : fraction > 0.25 ? Rgba{240, 200, 70, 255}
                                      : Rgba{235, 80, 70, 255};
  fill_rect(renderer_, bar_x, bar_y, static_cast<float>(bar_w * fraction), bar_h, fill);
  if (unit.spec.hp <= 30) {
    for (int i = 1; i < unit.spec.hp; ++i) {
      const float x = bar_x + bar_w * static_cast<float>(i) / static_cast<float>(unit.spec.hp);
      fill_rect(renderer_, std::floor(x), bar_y, 1, bar_h, {20, 16, 24, 150});
    }
  }
}

}  // namespace hp::view
