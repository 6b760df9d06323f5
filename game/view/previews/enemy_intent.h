// EnemyIntent: during the player's turn, what each enemy will do on its own: a dashed arrow to
// the hero it will attack (World::intent, what the enemies' turn carries out), or, when no hero
// is within its reach, to the dashed ring where it will stand (World::advance); and under each
// threatened hero, the damage coming its way.
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

void draw_enemy_intents(SDL_Renderer* renderer, TextRenderer& text, const sim::World& world,
                        const Camera& camera);

}  // namespace hp::view
