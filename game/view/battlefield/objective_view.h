// ObjectiveView: what the map asks of the player, on screen. Goal areas lie on the ground (a
// tinted, dashed outline named where it is drawn); the objective panel under the top bar lists
// the ways to win and to lose with their progress.
#pragma once

#include <optional>
#include <span>
#include <string>
#include <vector>

#include "engine/core/vec2.h"
#include "engine/render/draw/shapes.h"
#include "game/view/battlefield/map_labels.h"
#include "game/view/canvas/draw_context.h"
#include "game/view/canvas/screen_rect.h"

namespace hp::view {

// Every Goal area, under the units.
void draw_goal_areas(const DrawContext& ctx);
// Their names ("the beacon (Talan)"), for over the units (map_labels.h).
void goal_area_labels(const sim::World& world, const Camera& camera, std::vector<MapLabel>& out);

// The Areas that reinforcements or doors still wait on, faintly, under the units.
void draw_trigger_areas(const DrawContext& ctx);
// What entering each does ("Graveyard: entering calls Brute"): the player sees what a step will
// set off. For over the units (map_labels.h).
void trigger_area_labels(const sim::World& world, const Camera& camera, std::vector<MapLabel>& out);

// The panel at the top left, just under the top bar: a heading once the battle is over, then a
// line per way to win and to lose, each with its mark (objective_text.h).
struct ObjectivePanel {
  struct Line {
    std::string text;  // the mark and the words
    Rgba color;
  };
  std::vector<Line> lines;
  ScreenRect box;  // output pixels; empty when the map has no objectives to list
  int size = 0;    // font size
  int pad = 0;
  int row = 0;  // a line's height
};
ObjectivePanel layout_objective_panel(TextRenderer& text, const sim::World& world, int hud_height,
                                      double ui_scale);

// Whether the panel gives way to the battlefield under it (drawn faint, and labels may go under
// it): while the pointer is over it or a unit's figure (`figures`, output pixels) is under it. It
// keeps the corner of the map it sits on playable without shrinking the map or a key to learn.
bool panel_gives_way(const ScreenRect& panel, std::span<const ScreenRect> figures,
                     std::optional<Vec2> pointer);

void draw_objective_panel(SDL_Renderer* renderer, TextRenderer& text, const ObjectivePanel& panel,
                          bool faint);

}  // namespace hp::view
