// ObjectiveView: what the map asks of the player, on screen. Goal areas lie on the ground (a
// tinted, dashed outline named where it is drawn); the objective panel under the top bar lists
// the ways to win and to lose with their progress.
#pragma once

#include "game/view/canvas/draw_context.h"

namespace hp::view {

// Every Goal area, under the units.
void draw_goal_areas(const DrawContext& ctx);

// The Areas that reinforcements or doors still wait on, faintly, each with what entering it does
// ("Graveyard: entering calls Brute"): the player sees what a step will set off.
void draw_trigger_areas(const DrawContext& ctx);

// The panel at the top left, just under the top bar (hud_height output pixels).
void draw_objective_panel(SDL_Renderer* renderer, TextRenderer& text, const sim::World& world,
                          int hud_height, double ui_scale);

}  // namespace hp::view
