// CampaignFlow implementation: the record of victories, loading the next map and the first one.
#include "game/app/scene/campaign_flow.h"

#include "engine/core/log.h"
#include "game/app/check/map_check.h"
#include "game/sim/world/world.h"

namespace hp::app {
namespace {

// On the last map the closing screen waits this long after the victory, so its banner (how the
// battle was won) is read first.
constexpr double kClosingScreenDelaySeconds = 2.5;

// Why a map did not load, in one line: its first error, or that it could not be loaded.
std::string load_failure(const std::string& path, const Diagnostics& diagnostics) {
  for (const Diagnostic& d : diagnostics.items()) {
    if (d.severity == Severity::kError) return d.to_string();
  }
  return path + ": it could not be loaded";
}

}  // namespace

std::string after_result(const sim::World& world, const tiled::Map& map) {
  if (world.turns().outcome == sim::Outcome::kVictory && !next_map_path(map).empty()) {
    return "N or Enter: next map, R: play again";
  }
  return "R: play again";
}

void CampaignFlow::record_victory(const sim::World& world, const tiled::Map& map) {
  const sim::TurnState& turns = world.turns();
  record_.record_victory({battle_title(map), turns.turn, turns.hero_damage, turns.enemy_damage,
                          world.setup().difficulty});
  if (next_map_path(map).empty()) {
    // The last map: the banner says how it was won, then the campaign's closing screen
    // fades in over it (a map played alone ends the same way).
    done_ = true;
    shown_ = -kClosingScreenDelaySeconds;
  }
}

FlowStep CampaignFlow::next_map(const sim::World& world, const tiled::Map& map) {
  FlowStep step;
  if (world.turns().outcome != sim::Outcome::kVictory) {
    step.refusal = "Win this battle first: N moves on after a victory";
    return step;
  }
  const std::string path = next_map_path(map);
  if (path.empty()) {
    done_ = true;  // the closing screen (it shows from the victory on)
    return step;
  }
  step.play = load_checked_battle(path, step.diagnostics);
  if (!step.play) {
    // The campaign stops here rather than crashing: say which file and what is wrong.
    for (const Diagnostic& d : step.diagnostics.items()) {
      log::error("the next map: " + d.to_string());
    }
    step.refusal = "The next map has a problem: " + load_failure(path, step.diagnostics);
  }
  return step;
}

FlowStep CampaignFlow::closing_screen_key(const std::string& key) {
  FlowStep step;
  if (key == "R" || key == "Escape") step = restart();
  // Esc: the campaign starts again from its title.
  if (key == "Escape" && step.play) step.title = true;
  if (key == "Q") step.quit = true;
  return step;
}

FlowStep CampaignFlow::restart() {
  FlowStep step;
  step.play = load_checked_battle(first_map_, step.diagnostics);
  if (!step.play) {
    for (const Diagnostic& d : step.diagnostics.items()) log::error(d.to_string());
    step.refusal = first_map_ + " could not be loaded: the campaign cannot start again";
    return step;
  }
  record_.clear();
  return step;
}

}  // namespace hp::app
