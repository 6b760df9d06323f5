// EnemyIntent: during the player's turn, what each enemy will do on its own: a dashed arrow to
// the hero it will attack (World::intent, what the enemies' turn carries out), or, when no hero
// is within its reach, to the dashed ring where it will stand (World::advance); and under each
// threatened hero, the damage coming its way.
#pragma once

#include "game/view/canvas/draw_context.h"
#include "game/view/canvas/label_board.h"

namespace hp::view {

// The damage labels go on `labels`, after the units' names, so they never cover one.
void draw_enemy_intents(const DrawContext& ctx, LabelBoard& labels);

}  // namespace hp::view
