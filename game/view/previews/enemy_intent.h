// EnemyIntent: during the player's turn, what each enemy will do on its own: a dashed arrow to
// the hero it will attack (World::intent, what the enemies' turn carries out), or, when no hero
// is within its reach, to the dashed ring where it will stand (World::advance); and under each
// threatened hero, the damage coming its way.
#pragma once

#include <span>
#include <string>
#include <vector>

#include "game/sim/world/enemy_plans.h"
#include "game/view/canvas/draw_context.h"
#include "game/view/canvas/label_board.h"

namespace hp::view {

// The intents as things stand (what ending the turn now brings). The damage labels go on
// `labels`, after the units' names, so they never cover one.
void draw_enemy_intents(const DrawContext& ctx, LabelBoard& labels);
// The intents as a forecast says they will be once an order is done (sim::EnemyPlan), each enemy
// and hero where it will stand then: drawn in place of today's while the order is previewed.
void draw_enemy_intents(const DrawContext& ctx, std::span<const sim::EnemyPlan> plans,
                        LabelBoard& labels);

// The enemies whose target the order changes, a line each ("Skarn turns on Talan (not Dana)",
// "Grub comes for Dana", "Vex leaves Mickey alone"), at most two lines; empty when none.
std::vector<std::string> intent_changes(const sim::World& world,
                                        std::span<const sim::EnemyPlan> after);

}  // namespace hp::view
