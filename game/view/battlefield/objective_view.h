// ObjectiveView: what the map asks of the player, on screen. Goal areas lie on the ground (a
// tinted, dashed outline named where it is drawn); the objective panel under the top bar lists
// the ways to win and to lose with their progress.
#pragma once

struct SDL_Renderer;

namespace hp {
class TextRenderer;
}

namespace hp::sim {
class World;
}

namespace hp::view {

class Camera;

// Every Goal area, under the units.
void draw_goal_areas(SDL_Renderer* renderer, TextRenderer& text, const sim::World& world,
                     const Camera& camera);

// The Areas that reinforcements or doors still wait on, faintly, each with what entering it does
// ("Graveyard: entering calls Brute"): the player sees what a step will set off.
void draw_trigger_areas(SDL_Renderer* renderer, TextRenderer& text, const sim::World& world,
                        const Camera& camera);

// The panel at the top left, just under the top bar (hud_height output pixels).
void draw_objective_panel(SDL_Renderer* renderer, TextRenderer& text, const sim::World& world,
                          int hud_height, double ui_scale);

}  // namespace hp::view
