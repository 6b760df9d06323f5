// AggroMarks: who has not noticed the heroes yet, and who just did. A faint dotted ring shows
// each unalerted enemy's aggro range (sim::UnitSpec::aggro_range), so the player sees where a
// hero may walk unnoticed; a "!" pops over an enemy as it notices them, and the previews put a
// hollow one over each enemy an order would alert, with a line naming them.
#pragma once

#include <span>
#include <string>

#include "engine/core/vec2.h"
#include "game/sim/model/events.h"
#include "game/sim/model/unit.h"
#include "game/view/canvas/draw_context.h"

namespace hp::view {

// How long the "!" stays over an enemy that has just noticed the heroes, seconds.
inline constexpr double kAlertMarkSeconds = 1.6;

// The ring round each living enemy that has not noticed the heroes yet, while the battle is on.
// With `drawn`, notes the box of each (StillScene).
void draw_aggro_ranges(SDL_Renderer* renderer, const sim::World& world, const Camera& camera,
                       std::vector<DrawnArea>* drawn = nullptr);

// A "!" badge centred at `at` (output pixels) for a unit drawn at `zoom`. `age` is seconds
// since the alert (it pops in, then fades out by kAlertMarkSeconds); `forecast` draws the
// hollow badge of an alert an order would cause.
void draw_alert_mark(SDL_Renderer* renderer, TextRenderer& text, Vec2 at, double zoom, double age,
                     bool forecast);

// The hollow "!" over each of `enemies` as they stand now: what an order would alert.
void draw_forecast_alerts(const DrawContext& ctx, std::span<const sim::UnitId> enemies);

// "alerts Grub", "alerts Grub and Imp", "alerts Grub, Imp and Orc"; empty for none.
std::string alerts_line(const sim::World& world, std::span<const sim::UnitId> enemies);

// What the top bar and the log say as an enemy notices the heroes: "Grub notices Ann", or "Ann's
// slam alerts Grub".
std::string alert_message(const sim::Unit& enemy, const sim::Unit* hero, sim::AlertCause cause);

// Why an enemy lets its turn go: "Grub has not noticed your heroes", "Grub has no hero in reach
// and keeps to its patrol", "Grub can reach no hero and waits".
std::string waits_message(const sim::World& world, const sim::Unit& enemy);

// What the tooltip says of an enemy's alertness: "unaware: notices a hero within 100 px",
// "alerted: hunts your heroes", or empty (no aggro range).
std::string aggro_note(const sim::Unit& enemy);

}  // namespace hp::view
