// BattleScene's campaign flow: the first turn's banner, the next map after a victory, the
// closing screen after the last one, and the campaign again from its first map.
#include "engine/core/log.h"
#include "game/app/check/map_check.h"
#include "game/app/scene/battle_scene.h"

namespace hp::app {
namespace {

// On the last map the closing screen waits this long after the victory, so its banner (how the
// battle was won) is read first.
constexpr double kClosingScreenDelaySeconds = 2.5;

}  // namespace

bool BattleScene::handle_campaign_screen(const InputEvent& event) {
  if (!campaign_done_ || menu_open_ || title_) return false;
  if (event.kind == InputKind::kKeyDown) {
    if (event.key == "R" || event.key == "Escape") restart_campaign();
    if (event.key == "Escape" && !campaign_done_) {
      show_title();  // the campaign starts again from its title
      cue(Moment::kTitle);
    }
    if (event.key == "Q") quit_ = true;
  }
  return event.kind != InputKind::kMouseMove;  // the battle is over: clicks change nothing
}

void BattleScene::restart_campaign() {
  Diagnostics diagnostics;
  std::optional<Battle> first = load_checked_battle(first_map_, diagnostics);
  if (!first) {
    for (const Diagnostic& d : diagnostics.items()) log::error(d.to_string());
    effects_.refuse(first_map_ + " could not be loaded: the campaign cannot start again");
    return;
  }
  campaign_.clear();
  switch_battle(std::move(*first));
  show_load_warnings(diagnostics);
}

void BattleScene::restart() {
  start_world(sim::World(battle_.setup));
  effects_.banner("Turn 1", kPlayerTurnLine, kTurnBannerSeconds);
  effects_.announce("The battle starts again");
  cue(Moment::kPlayerTurn);
}

void BattleScene::next_map() {
  if (world_.turns().outcome != sim::Outcome::kVictory) {
    effects_.refuse("Win this battle first: N moves on after a victory");
    return;
  }
  const std::string path = next_map_path(battle_.map);
  if (path.empty()) {
    campaign_done_ = true;  // the closing screen (it shows from the victory on)
    return;
  }
  Diagnostics diagnostics;
  std::optional<Battle> next = load_checked_battle(path, diagnostics);
  if (!next) {
    // The campaign stops here rather than crashing: say which file and what is wrong.
    std::string why = path + ": it could not be loaded";
    for (const Diagnostic& d : diagnostics.items()) {
      if (d.severity == Severity::kError) {
        why = d.to_string();
        break;
      }
    }
    for (const Diagnostic& d : diagnostics.items()) log::error("the next map: " + d.to_string());
    effects_.refuse("The next map has a problem: " + why);
    return;
  }
  switch_battle(std::move(*next));
  show_load_warnings(diagnostics);
}

void BattleScene::switch_battle(Battle battle) {
  sim::World world(battle.setup);
  take_battle(std::move(battle), std::move(world));
  camera_ = view::Camera();
  const std::string name = battle_title(battle_.map);
  effects_.banner(name, kPlayerTurnLine, kTurnBannerSeconds);
  effects_.announce("Turn 1 on " + name);
  cue(Moment::kPlayerTurn);
}

void BattleScene::show_load_warnings(const Diagnostics& diagnostics) {
  std::vector<std::string> warnings;
  for (const Diagnostic& d : diagnostics.items()) {
    if (d.severity != Severity::kWarning) continue;
    warnings.push_back(d.to_string());
    log::warning(d.to_string());
  }
  if (warnings.empty()) return;
  const std::string more =
      warnings.size() == 1 ? ""
                           : " (and " + std::to_string(warnings.size() - 1) + " more, in the log)";
  effects_.announce("Warning: " + warnings.front() + more);
}

void BattleScene::record_victory() {
  const sim::TurnState& turns = world_.turns();
  campaign_.record_victory(
      {battle_title(battle_.map), turns.turn, turns.hero_damage, turns.enemy_damage});
  if (next_map_path(battle_.map).empty()) {
    // The last map: the banner says how it was won, then the campaign's closing screen
    // fades in over it (a map played alone ends the same way).
    campaign_done_ = true;
    campaign_shown_ = -kClosingScreenDelaySeconds;
  }
}

}  // namespace hp::app
