// WorldView: draws the units (sprites, shadows, selection, names, HP bars) over the map.
#pragma once

#include <optional>
#include <string>

#include "game/sim/world.h"
#include "game/view/camera.h"

struct SDL_Renderer;

namespace hp {
class TextureCache;
class TextRenderer;
}  // namespace hp

namespace hp::view {

// What the player is pointing at and has chosen, for highlighting.
struct Selection {
  std::optional<sim::UnitId> selected;
  std::optional<sim::UnitId> hovered;
};

// Where the unit sprites are.
struct UnitArt {
  std::string hero;
  std::string enemy;
  std::string hero_knocked_out;  // may not exist: then the standing sprite is greyed
  std::string enemy_knocked_out;
};

class WorldView {
 public:
  WorldView(SDL_Renderer* renderer, TextureCache& textures, TextRenderer& text, UnitArt art);

  // Draws every unit at its position interpolated by alpha between the last two ticks,
  // back to front.
  void draw(const sim::World& world, const Camera& camera, double alpha, const Selection& selection,
            double real_seconds);

 private:
  void draw_unit_body(const sim::Unit& unit, Vec2 screen, double zoom, bool spent);
  void draw_ring(const sim::Unit& unit, Vec2 screen, double zoom, bool selected, double t);
  void draw_label(const sim::Unit& unit, Vec2 screen, double zoom);

  SDL_Renderer* renderer_;
  TextureCache& textures_;
  TextRenderer& text_;
  UnitArt art_;
};

}  // namespace hp::view
