// WorldView implementation.
#include "game/view/battlefield/world_view.h"
#include "game/view/canvas/palette.h"

#include <SDL.h>

#include <algorithm>
#include <cmath>
#include <vector>

#include "engine/render/draw/shapes.h"
#include "engine/render/draw/texture_cache.h"
#include "engine/render/text/text_renderer.h"
#include "game/view/battlefield/aggro_marks.h"
#include "game/view/battlefield/standing_art.h"
#include "game/view/battlefield/unit_look.h"

namespace hp::view {
namespace {

// Sprites are drawn this many times the collision radius across (the body fills the disc).
constexpr double kSpriteScale = 5.0;
// Where a unit's feet are, below its centre, in radii (the sprite's drawn feet).
constexpr double kFeetBelowCentre = 0.9;
constexpr double kDustSeconds = 0.45;
constexpr std::size_t kMaxDust = 64;  // a bound, whatever the crowd

// The body inside the sprite, in radii from the unit's centre: the art's figure (head, arms and
// weapon) fills about this box of the 5-radius-wide image.
constexpr double kBodyHalfWidth = 1.3;
constexpr double kBodyTop = 2.2;  // above the centre; the feet are kFeetBelowCentre below it
// The HP bar's top, above the centre, in radii of the figure as drawn (clear of the horns).
constexpr double kBarAbove = 2.4;
constexpr double kNameGap = 5.0;  // output pixels between the name and the bar
// How much of the team colour goes over the figure: enough to tell a red leader from the rest,
// little enough that the figure's own shading still reads.
constexpr double kTeamTint = 0.55;
constexpr double kTeamGlow = 0.3;

// A unit's team colour (0xAARRGGBB) as drawing colour.
Rgba team_colour(std::uint32_t argb) {
  return {static_cast<std::uint8_t>(argb >> 16), static_cast<std::uint8_t>(argb >> 8),
          static_cast<std::uint8_t>(argb), static_cast<std::uint8_t>(argb >> 24)};
}

int label_font_size(double zoom) {
  return std::clamp(static_cast<int>(std::lround(11 * zoom)), 10, 22);
}

Vec2 interpolate(const sim::Unit& unit, double alpha) {
  return unit.previous_position + (unit.position - unit.previous_position) * alpha;
}

}  // namespace

WorldView::WorldView(SDL_Renderer* renderer, TextureCache& textures, TextRenderer& text,
                     UnitArt art)
    : renderer_(renderer), textures_(textures), text_(text), art_(std::move(art)) {}

bool drawn_over(const sim::Unit& unit, Vec2 world) {
  return over_figure(unit, world - unit.position);
}

bool drawn_over(const sim::Unit& unit, Vec2 world, const Camera& camera) {
  return over_figure(unit, camera.to_pixels(world) - camera.to_pixels(unit.position));
}

bool over_figure(const sim::Unit& unit, Vec2 d) {
  const double r = unit.radius() * figure_scale(look_tier(unit.spec));
  return std::abs(d.x) <= kBodyHalfWidth * r && d.y >= -kBodyTop * r &&
         d.y <= kFeetBelowCentre * r + 0.2 * r;
}

LabelLayout label_layout(const sim::Unit& unit, Vec2 screen, double zoom, double name_w,
                         double name_h, const ScreenRect& view) {
  const double r = unit.radius() * figure_scale(look_tier(unit.spec)) * zoom;
  const double bar_w = std::max(30.0, unit.radius() * 3.0 * zoom);
  const double bar_h = std::max(4.0, 3.5 * zoom);
  LabelLayout out;
  out.bar = {screen.x - bar_w / 2, screen.y - r * kBarAbove, bar_w, bar_h};
  out.name = {screen.x - name_w / 2, out.bar.y - kNameGap - name_h, name_w, name_h};
  // Both move together, so the name stays over its bar.
  const double left = std::min(out.name.x, out.bar.x);
  const ScreenRect block{left, out.name.y, std::max(out.name.right(), out.bar.right()) - left,
                         out.bar.bottom() - out.name.y};
  const ScreenRect moved = clamp_into(block, view);
  for (ScreenRect* part : {&out.name, &out.bar}) {
    part->x += moved.x - block.x;
    part->y += moved.y - block.y;
  }
  return out;
}

ScreenRect label_block(const LabelLayout& label) {
  return bounding(label.name, label.bar);
}

LabelLayout moved_to(LabelLayout label, const ScreenRect& block) {
  const ScreenRect from = label_block(label);
  for (ScreenRect* part : {&label.name, &label.bar}) {
    part->x += block.x - from.x;
    part->y += block.y - from.y;
  }
  return label;
}

bool label_shown(Vec2 screen, const ScreenRect& view) {
  return screen.x >= view.x && screen.x <= view.right() && screen.y >= view.y &&
         screen.y <= view.bottom();
}

ScreenRect body_rect(const sim::Unit& unit, Vec2 screen, double zoom) {
  const double r = unit.radius() * figure_scale(look_tier(unit.spec)) * zoom;
  return {screen.x - kBodyHalfWidth * r, screen.y - kBodyTop * r, 2 * kBodyHalfWidth * r,
          (kBodyTop + kFeetBelowCentre) * r};
}

ScreenRect figure_rect(const sim::Unit& unit, Vec2 screen, double zoom) {
  const double r = unit.radius() * figure_scale(look_tier(unit.spec)) * zoom;
  const double font = label_font_size(zoom);
  const double name_w = 0.6 * font * static_cast<double>(unit.name().size());
  const double bar_w = std::max(30.0, unit.radius() * 3.0 * zoom);
  const double half_w = std::max({kBodyHalfWidth * r, name_w / 2, bar_w / 2});
  const double top = screen.y - r * kBarAbove - kNameGap - font * 1.3;
  const double bottom = screen.y + r * (kFeetBelowCentre + 0.2);
  return {screen.x - half_w, top, 2 * half_w, bottom - top};
}

void WorldView::draw(const sim::World& world, const Camera& camera, double alpha,
                     const Selection& selection, double real_seconds, StandingArt* standing) {
  prepare(world, camera, alpha, selection, real_seconds);
  draw_grounded(standing, nullptr);
  draw_above(standing);
}

void WorldView::prepare(const sim::World& world, const Camera& camera, double alpha,
                        const Selection& selection, double real_seconds) {
  objectives_ = &world.setup().objectives;
  camera_ = &camera;
  world_ = &world;
  selection_ = selection;
  // Painter's order: units further down the screen are in front.
  std::vector<const sim::Unit*>& order = order_;
  order.clear();
  for (const sim::Unit& unit : world.units()) {
    if (!unit.arriving) order.push_back(&unit);  // reinforcements show as markers until they come
  }
  std::stable_sort(order.begin(), order.end(), [&](const sim::Unit* a, const sim::Unit* b) {
    if (a->knocked_out != b->knocked_out) return a->knocked_out;  // the fallen lie underneath
    return camera.to_pixels(a->position).y < camera.to_pixels(b->position).y;
  });
  now_ = real_seconds;
  std::vector<Vec2>& positions = positions_;  // kept between frames: no allocation per frame
  positions.clear();
  for (const sim::Unit& unit : world.units()) positions.push_back(interpolate(unit, alpha));
  walk_.update(world.units(), positions);
  update_dust(world, positions, real_seconds);
}

void WorldView::draw_grounded(StandingArt* standing, std::vector<DrawnArea>* drawn) {
  const sim::World& world = *world_;
  const Camera& camera = *camera_;
  const std::vector<Vec2>& positions = positions_;
  drawn_ = drawn;
  draw_dust(camera, now_);
  const double zoom = camera.zoom();
  draw_homes(world, camera);
  const auto depth = [&](const sim::Unit* unit) {
    return camera.to_pixels(positions[unit->id.index]).y;
  };
  for (const sim::Unit* unit : order_) {
    // The fallen lie flat under everything; the standing come in turn with what stands.
    if (standing && !unit->knocked_out) standing->draw_until(depth(unit));
    const Vec2 screen = camera.to_screen(positions[unit->id.index]);
    const bool selected = selection_.selected && *selection_.selected == unit->id;
    const bool hovered = selection_.hovered && *selection_.hovered == unit->id;
    // The fallen are drawn before anything stands, so nothing stands in front of them.
    const double at = unit->knocked_out ? kOnTheGround : depth(unit);
    if (!unit->knocked_out && (selected || hovered)) {
      draw_ring(*unit, screen, zoom, selected, now_);
      note(ring_box(*unit, screen, zoom, selected), at);
    }
    // A hero that has attacked this turn is greyed until the next.
    const bool spent = unit->side() == sim::Side::kHero && !unit->knocked_out &&
                       world.turns().side == sim::TurnSide::kPlayer &&
                       world.turns().has_acted(unit->id.index);
    if (unit->in_play()) {
      draw_team_base(*unit, screen, zoom);
      note(base_box(*unit, screen, zoom), at);
    }
    draw_unit_body(*unit, screen, zoom, spent, walk_.pose(unit->id.index));
    note(body_box(*unit, screen, zoom, walk_.pose(unit->id.index)), at);
  }
  drawn_ = nullptr;
}

void WorldView::draw_above(StandingArt* standing, LabelBoard* labels) {
  const Camera& camera = *camera_;
  const std::vector<Vec2>& positions = positions_;
  const double zoom = camera.zoom();
  if (standing) {
    standing->finish();
    for (const sim::Unit* unit : order_) {
      if (unit->knocked_out) continue;
      const Vec2 screen = camera.to_screen(positions[unit->id.index]);
      const ScreenRect body = body_rect(*unit, screen, zoom);
      if (standing->hides(camera.to_pixels(positions[unit->id.index]).y, body)) {
        draw_ghost(*unit, screen, zoom, walk_.pose(unit->id.index));
      }
    }
  }
  if (!labels) {
    own_labels_.clear(camera.view_rect());
    labels = &own_labels_;
  }
  draw_labels(*labels);
}

// Every label on the board, in an order that does not change as units walk past each other (so
// labels do not swap places from one frame to the next): the standing in the world's order, then
// the fallen. Only units in the view get one. Names keep off each other but may lie over a
// neighbour's body (better than drifting from their own); the numbers placed after them keep off
// the bodies too, so the figures go on the board once the names are down.
void WorldView::draw_labels(LabelBoard& labels) {
  const Camera& camera = *camera_;
  const double zoom = camera.zoom();
  const ScreenRect view = labels.view();
  for (const bool fallen : {false, true}) {
    for (const sim::Unit& unit : world_->units()) {
      if (unit.arriving || unit.knocked_out != fallen) continue;
      const Vec2 screen = camera.to_screen(positions_[unit.id.index]);
      if (label_shown(screen, view)) draw_label(unit, screen, zoom, labels);
    }
  }
  for (const sim::Unit& unit : world_->units()) {
    if (!unit.in_play()) continue;
    const Vec2 screen = camera.to_screen(positions_[unit.id.index]);
    if (label_shown(screen, view)) labels.add_figure(body_rect(unit, screen, zoom));
  }
}

void WorldView::note(const ScreenRect& rect, double depth) {
  if (drawn_) drawn_->push_back({depth, rect});
}

ScreenRect WorldView::ring_box(const sim::Unit& unit, Vec2 screen, double zoom,
                               bool selected) const {
  // draw_ring's widest: the selected outer ring at the top of its pulse.
  const double r = unit.radius() * zoom * 1.7 * (selected ? 1.25 * 1.08 : 1.0);
  const Camera::Radii ring = camera_->ground(
      static_cast<float>(r), static_cast<float>(r * (selected ? 0.62 / 1.25 : 0.5)));
  return ellipse_box(screen.x, screen.y + unit.radius() * zoom * 0.55, ring.x, ring.y, 3.0);
}

ScreenRect WorldView::base_box(const sim::Unit& unit, Vec2 screen, double zoom) const {
  const double scale = figure_scale(look_tier(unit.spec));
  const float r = static_cast<float>(unit.radius() * scale * zoom * 1.45);
  const Camera::Radii base = camera_->ground(r, r * 0.5f);
  return ellipse_box(screen.x, screen.y + unit.radius() * scale * kFeetBelowCentre * zoom, base.x,
                     base.y, 1.5 + std::max(1.5, 2.0 * zoom));
}

ScreenRect WorldView::body_box(const sim::Unit& unit, Vec2 screen, double zoom,
                               const WalkPose& pose) {
  SDL_Texture* texture = textures_.get(standing_art(unit));
  const auto [dest, feet] = figure_box(unit, texture, screen, zoom, pose);
  const double cx = dest.x + dest.w / 2.0, cy = dest.y + dest.h / 2.0;
  if (unit.knocked_out) {
    // Fallen art, or the figure turned on its centre: within the circle through its corners.
    const double r = std::hypot(dest.w, dest.h) / 2 + 2;
    return {cx - r, cy - r, 2 * r, 2 * r};
  }
  // Tilted about its feet, either way round: the corners turned both ways.
  const Vec2 pivot{dest.x + feet.x, dest.y + feet.y};
  std::vector<Vec2> corners;
  for (const double sign : {1.0, -1.0}) {
    const double turn = sign * pose.tilt * 3.14159265358979323846 / 180.0;
    const double c = std::cos(turn), s = std::sin(turn);
    for (const Vec2 corner :
         {Vec2{dest.x, dest.y}, Vec2{dest.x + dest.w, dest.y}, Vec2{dest.x, dest.y + dest.h},
          Vec2{dest.x + dest.w, dest.y + dest.h}}) {
      const Vec2 d = corner - pivot;
      corners.push_back(pivot + Vec2{d.x * c - d.y * s, d.x * s + d.y * c});
    }
  }
  return points_box(corners, 1.0);
}

void WorldView::draw_homes(const sim::World& world, const Camera& camera) {
  // A hero away from its spot (walking to an attack, or back) shows where it will return: a thin
  // ring on the ground, the hero ring's colour, half as bright.
  const double zoom = camera.zoom();
  for (const sim::Unit& unit : world.units()) {
    if (unit.side() != sim::Side::kHero || !unit.in_play()) continue;
    if (distance(unit.position, unit.home) < unit.radius()) continue;
    const Vec2 s = camera.to_screen(unit.home);
    const float r = static_cast<float>(unit.radius() * zoom * 1.2);
    const Camera::Radii ring = camera.ground(r, r * 0.5f);
    Rgba c = palette::kHeroRing;
    c.a = 120;
    hp::draw_ring(renderer_, static_cast<float>(s.x),
                  static_cast<float>(s.y + unit.radius() * zoom * 0.55), ring.x, ring.y, 1.5f, c);
    note(ellipse_box(s.x, s.y + unit.radius() * zoom * 0.55, ring.x, ring.y, 1.5), kOnTheGround);
  }
}

void WorldView::reset() {
  walk_.reset();
  dust_.clear();
  alerted_at_.clear();
}

void WorldView::on_events(std::span<const sim::Event> events, double real_seconds) {
  for (const sim::Event& e : events) {
    const sim::Alerted* alerted = sim::as<sim::Alerted>(e);
    if (!alerted || !alerted->enemy.valid()) continue;
    const std::size_t index = alerted->enemy.index;
    if (alerted_at_.size() <= index) alerted_at_.resize(index + 1, -1.0);
    alerted_at_[index] = real_seconds;
  }
}

void WorldView::update_dust(const sim::World& world, std::span<const Vec2> positions,
                            double real_seconds) {
  std::erase_if(dust_, [&](const Dust& d) { return real_seconds - d.born > kDustSeconds; });
  for (const sim::Unit& unit : world.units()) {
    if (!walk_.pose(unit.id.index).footfall || dust_.size() >= kMaxDust) continue;
    dust_.push_back({positions[unit.id.index], unit.radius() * kFeetBelowCentre, real_seconds,
                     unit.radius() * 0.35});
  }
}

void WorldView::draw_dust(const Camera& camera, double real_seconds) {
  const double zoom = camera.zoom();
  for (const Dust& d : dust_) {
    const double age = std::clamp((real_seconds - d.born) / kDustSeconds, 0.0, 1.0);
    const Vec2 at = camera.to_screen(d.at, {0, d.below});
    const float r = static_cast<float>(d.size * zoom * (0.6 + 0.9 * age));
    const auto alpha = static_cast<std::uint8_t>(110 * (1.0 - age));
    const Camera::Radii puff = camera.ground(r, r * 0.45f);
    fill_ellipse(renderer_, static_cast<float>(at.x), static_cast<float>(at.y), puff.x, puff.y,
                 {205, 190, 160, alpha});
    note(ellipse_box(at.x, at.y, puff.x, puff.y), kOnTheGround);
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
    const Camera::Radii inner = camera_->ground(r, r * 0.5f);
    const Camera::Radii outer = camera_->ground(r * 1.25f, r * 0.62f);
    hp::draw_ring(renderer_, cx, cy, inner.x * pulse, inner.y * pulse, 3.0f, palette::kSelectRing);
    hp::draw_ring(renderer_, cx, cy, outer.x * pulse, outer.y * pulse, 1.5f, palette::kSelectRing);
  } else {
    // Heroes' rings are solid, enemies' dashed: the side reads without telling red from blue.
    const bool hero = unit.side() == sim::Side::kHero;
    const Camera::Radii ring = camera_->ground(r, r * 0.5f);
    hp::draw_ring(renderer_, cx, cy, ring.x, ring.y, 3.0f,
                  hero ? palette::kHeroRing : palette::kEnemyRing, hero ? 0 : 2);
  }
}

// A unit with a team colour (sim::UnitSpec::color) stands on a base of it, like a painted
// miniature: a disc in the colour with a solid edge, under its feet. Readable without the colour:
// only units with one have a base, and it is a filled shape where the other rings are outlines.
void WorldView::draw_team_base(const sim::Unit& unit, Vec2 screen, double zoom) {
  if (unit.spec.color == 0) return;
  const Rgba colour = team_colour(unit.spec.color);
  const double scale = figure_scale(look_tier(unit.spec));
  const float r = static_cast<float>(unit.radius() * scale * zoom * 1.45);
  const float cx = static_cast<float>(screen.x);
  const float cy = static_cast<float>(screen.y + unit.radius() * scale * kFeetBelowCentre * zoom);
  Rgba fill = colour;
  fill.a = static_cast<std::uint8_t>(colour.a * 0.55);
  const Camera::Radii base = camera_->ground(r, r * 0.5f);
  fill_ellipse(renderer_, cx, cy, base.x + 1.5f, base.y + 1.5f, {20, 16, 24, 150});
  fill_ellipse(renderer_, cx, cy, base.x, base.y, fill);
  hp::draw_ring(renderer_, cx, cy, base.x, base.y, std::max(1.5f, static_cast<float>(2.0 * zoom)),
                colour);
}

void WorldView::draw_unit_body(const sim::Unit& unit, Vec2 screen, double zoom, bool spent,
                               const WalkPose& pose) {
  const bool hero = unit.side() == sim::Side::kHero;
  const std::string& ko_path = hero ? art_.hero_knocked_out : art_.enemy_knocked_out;
  const bool ko_art =
      unit.knocked_out && !ko_path.empty() && textures_.get(ko_path) && textures_.loaded(ko_path);
  const std::string& path = ko_art ? ko_path : standing_art(unit);
  SDL_Texture* texture = textures_.get(path);
  const auto [dest, feet] = figure_box(unit, texture, screen, zoom, pose);
  const SDL_RendererFlip flip = faces_left(unit) ? SDL_FLIP_HORIZONTAL : SDL_FLIP_NONE;
  const Uint8 shade = unit.knocked_out && !ko_art ? 110 : spent ? 120 : 255;
  SDL_SetTextureColorMod(texture, shade, shade, spent ? 140 : shade);
  SDL_SetTextureAlphaMod(texture, unit.knocked_out ? 200 : 255);
  // Without fallen art, a fallen unit is the standing sprite on its side (turned on its centre).
  const bool on_its_side = unit.knocked_out && !ko_art;
  const double angle = on_its_side ? 90 : pose.tilt;
  const SDL_FPoint* pivot = on_its_side ? nullptr : &feet;
  SDL_RenderCopyExF(renderer_, texture, nullptr, &dest, angle, pivot, flip);
  if (unit.spec.color != 0 && !unit.knocked_out) {
    // The team colour over the figure, lightly: the sprite again, multiplied by the colour (and
    // greyed with it when spent).
    const Rgba colour = team_colour(unit.spec.color);
    const auto mod = [&](std::uint8_t c) { return static_cast<Uint8>(c * shade / 255); };
    SDL_SetTextureColorMod(texture, mod(colour.r), mod(colour.g), mod(colour.b));
    // Blended, it moves the figure's hues toward the colour but darkens it; added, it gives back
    // some of the light in the colour's own hue.
    SDL_SetTextureAlphaMod(texture, static_cast<Uint8>(colour.a * kTeamTint));
    SDL_RenderCopyExF(renderer_, texture, nullptr, &dest, angle, pivot, flip);
    SDL_SetTextureAlphaMod(texture, static_cast<Uint8>(colour.a * kTeamGlow));
    SDL_SetTextureBlendMode(texture, SDL_BLENDMODE_ADD);
    SDL_RenderCopyExF(renderer_, texture, nullptr, &dest, angle, pivot, flip);
    SDL_SetTextureBlendMode(texture, SDL_BLENDMODE_BLEND);
    SDL_SetTextureColorMod(texture, shade, shade, spent ? 140 : shade);
    SDL_SetTextureAlphaMod(texture, 255);
  }
  if (unit.flash_seconds > 0) {
    // Hit flash: the sprite drawn again additively, so it glows white for a moment.
    SDL_SetTextureBlendMode(texture, SDL_BLENDMODE_ADD);
    SDL_RenderCopyExF(renderer_, texture, nullptr, &dest, angle, pivot, flip);
    SDL_RenderCopyExF(renderer_, texture, nullptr, &dest, angle, pivot, flip);
    SDL_SetTextureBlendMode(texture, SDL_BLENDMODE_BLEND);
  }
  SDL_SetTextureColorMod(texture, 255, 255, 255);
  SDL_SetTextureAlphaMod(texture, 255);
}

WorldView::FigureBox WorldView::figure_box(const sim::Unit& unit, SDL_Texture* texture, Vec2 screen,
                                           double zoom, const WalkPose& pose) const {
  // Stronger enemies are drawn bigger, weaker smaller (unit_look.h), standing or fallen.
  const double scale = figure_scale(look_tier(unit.spec));
  const float size = static_cast<float>(unit.radius() * scale * kSpriteScale * zoom);
  // A map's own sprite that is not square keeps its proportions: as wide as the default figure,
  // standing on the same bottom edge.
  int tw = 1, th = 1;
  SDL_QueryTexture(texture, nullptr, nullptr, &tw, &th);
  const float full_height = size * static_cast<float>(th) / static_cast<float>(std::max(tw, 1));
  // The walk poses the sprite around its feet: lifted, squashed, tilted from one foot to the other.
  const float height = full_height * static_cast<float>(pose.squash);
  const float feet_y =
      static_cast<float>(screen.y + unit.radius() * scale * kFeetBelowCentre * zoom);
  const float bottom_y = static_cast<float>(screen.y) + size / 2;  // the sprite's bottom edge
  const float lift = static_cast<float>(pose.lift * zoom);
  const float top = feet_y - (feet_y - (bottom_y - full_height)) * static_cast<float>(pose.squash);
  const SDL_FRect dest{static_cast<float>(screen.x) - size / 2, top - lift, size, height};
  const SDL_FPoint feet{size / 2, feet_y - top};  // the tilt's pivot, in the sprite
  return {dest, feet};
}

void WorldView::draw_ghost(const sim::Unit& unit, Vec2 screen, double zoom, const WalkPose& pose) {
  SDL_Texture* texture = textures_.get(standing_art(unit));
  const auto [dest, feet] = figure_box(unit, texture, screen, zoom, pose);
  const SDL_RendererFlip flip = faces_left(unit) ? SDL_FLIP_HORIZONTAL : SDL_FLIP_NONE;
  // Pale in its side's ring colour, a third there: where it is, not a figure in front.
  const Rgba c = unit.side() == sim::Side::kHero ? palette::kHeroRing : palette::kEnemyRing;
  SDL_SetTextureColorMod(texture, c.r, c.g, c.b);
  SDL_SetTextureAlphaMod(texture, 96);
  SDL_RenderCopyExF(renderer_, texture, nullptr, &dest, pose.tilt, &feet, flip);
  SDL_SetTextureColorMod(texture, 255, 255, 255);
  SDL_SetTextureAlphaMod(texture, 255);
}

bool WorldView::faces_left(const sim::Unit& unit) const {
  if (!camera_ || !camera_->projected()) return unit.facing.x < 0;
  // On the screen: through an isometric projection, walking down a tile axis can mean left.
  return camera_->to_pixels(unit.position + unit.facing).x < camera_->to_pixels(unit.position).x;
}

const std::string& WorldView::standing_art(const sim::Unit& unit) {
  // The map's own image first (check made sure it is one; a file gone since falls back).
  const std::string& own = unit.spec.sprite;
  if (!own.empty() && textures_.get(own) && textures_.loaded(own)) return own;
  if (unit.side() == sim::Side::kHero) return art_.hero;
  const LookTier tier = look_tier(unit.spec);
  const std::string& look = tier == LookTier::kWeak     ? art_.enemy_weak
                            : tier == LookTier::kStrong ? art_.enemy_strong
                                                        : art_.enemy;
  // A look whose art is missing falls back to the plain enemy (the size still differs).
  if (look.empty() || !textures_.get(look) || !textures_.loaded(look)) return art_.enemy;
  return look;
}

void WorldView::draw_label(const sim::Unit& unit, Vec2 screen, double zoom, LabelBoard& labels) {
  const int font_size = label_font_size(zoom);
  // The leader to knock out and the hero to keep standing carry their objective's mark.
  const int index_in_setup = static_cast<int>(unit.id.index);
  const std::string shown =
      (objectives_ && objectives_->leader == index_in_setup)    ? "\xE2\x98\x85 " + unit.name()
      : (objectives_ && objectives_->protect == index_in_setup) ? "\xE2\x99\xA5 " + unit.name()
                                                                : unit.name();
  int name_w = 0, name_h = 0;
  text_.measure(shown, font_size, name_w, name_h);
  const LabelLayout wanted = label_layout(unit, screen, zoom, name_w, name_h, labels.view());
  const ScreenRect block = label_block(wanted);
  // A name climbs over its neighbour's rather than merging with it, never far from its unit.
  const LabelLayout layout =
      moved_to(wanted, labels.place(block, Nudge::kUp, std::max(40.0, 3 * block.h)));
  const auto bar_x = static_cast<float>(layout.bar.x), bar_y = static_cast<float>(layout.bar.y);
  const auto bar_w = static_cast<float>(layout.bar.w), bar_h = static_cast<float>(layout.bar.h);
  const bool hero = unit.side() == sim::Side::kHero;
  const TextColor name_color = unit.knocked_out ? TextColor{170, 170, 170, 255}
                               : hero           ? TextColor{200, 235, 255, 255}
                                                : TextColor{255, 205, 195, 255};
  text_.draw(shown, static_cast<int>(std::lround(layout.name.x)),
             static_cast<int>(std::lround(layout.name.y)), font_size, name_color);
  // Just noticed the heroes: a "!" over the name for a moment.
  const std::size_t index = unit.id.index;
  if (index < alerted_at_.size() && alerted_at_[index] >= 0 && !unit.knocked_out) {
    const double age = now_ - alerted_at_[index];
    const Vec2 over{layout.name.x + layout.name.w / 2, layout.name.y - 10.0 * std::max(zoom, 0.75)};
    if (age < kAlertMarkSeconds) draw_alert_mark(renderer_, text_, over, zoom, age, false);
  }
  // HP bar: dark frame, fill, and a notch per hit point so the amount reads without colour.
  const double fraction = std::clamp(static_cast<double>(unit.hp) / unit.spec.hp, 0.0, 1.0);
  fill_rect(renderer_, bar_x - 1, bar_y - 1, bar_w + 2, bar_h + 2, {20, 16, 24, 230});
  fill_rect(renderer_, bar_x, bar_y, bar_w, bar_h, {70, 50, 60, 255});
  const Rgba fill = fraction > 0.5    ? palette::kHpHealthy
                    : fraction > 0.25 ? palette::kHpWounded
                                      : palette::kHpCritical;
  fill_rect(renderer_, bar_x, bar_y, static_cast<float>(bar_w * fraction), bar_h, fill);
  if (unit.spec.hp <= 30) {
    for (int i = 1; i < unit.spec.hp; ++i) {
      const float x = bar_x + bar_w * static_cast<float>(i) / static_cast<float>(unit.spec.hp);
      fill_rect(renderer_, std::floor(x), bar_y, 1, bar_h, {20, 16, 24, 150});
    }
  }
}

}  // namespace hp::view
