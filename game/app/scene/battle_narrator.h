// BattleNarrator: a tick's events told to the player: combat log lines, banners and notices,
// and the music's moments. The scene keeps no rule of its own here; it only says what the
// world did.
#pragma once

#include <functional>
#include <string>

#include "game/app/content/battle_loader.h"
#include "game/app/music/music_manifest.h"
#include "game/sim/world/world.h"
#include "game/view/battlefield/event_effects.h"
#include "game/view/text/combat_log.h"

namespace hp::app {

// The banner's second line at the start of each player turn.
inline constexpr const char* kPlayerTurnLine =
    "Your move: each hero may move once and attacks once (Tab: next hero, L: log)";
inline constexpr double kTurnBannerSeconds = 1.6;

// What narration asks of the scene, called in the events' order so the music ends on the
// tick's last moment.
struct NarrationCalls {
  std::function<void(Moment)> cue;    // the music enters a moment
  std::function<void()> player_turn;  // the player's turn began (fast-forward ends)
  std::function<void()> victory;      // the battle is won (the campaign records it)
};

class BattleNarrator {
 public:
  BattleNarrator(view::EventEffects& effects, view::CombatLog& log, NarrationCalls calls)
      : effects_(effects), log_(log), calls_(std::move(calls)) {}

  // The events of the tick just stepped: first every banner and notice, then every log line,
  // then each abandoned order said where its unit stands.
  void narrate(const sim::World& world, const tiled::Map& map);

 private:
  // Turn changes, knock-backs, doors, arrivals, alerts and the result: banners and notices.
  void announce(const sim::Event& e);
  void announce_knock_back(const sim::Slam& slam);
  void announce_victory();
  void announce_defeat();
  // An event as a line of the combat log (nothing for events it does not keep).
  void log_event(const sim::Event& e);
  void log_slam(const sim::Slam& slam);
  void log_abandoned(const sim::OrderAbandoned& abandoned);
  void log_reinforcements(const sim::ReinforcementsComing& coming);
  // A refusal (red, with a buzz) for a hero's given-up order; news for an enemy's.
  void say_stranded(const sim::ReturnBlocked& blocked);
  void say_abandoned(const sim::OrderAbandoned& abandoned);
  // "N damage dealt, M taken", for the result banners.
  std::string result_totals() const;
  // A unit's name ("?" when the id names no unit), and a door's ("A door" when unnamed).
  std::string name_of(sim::UnitId id) const;
  std::string door_name(std::size_t door) const;

  view::EventEffects& effects_;
  view::CombatLog& log_;
  NarrationCalls calls_;
  // Set for the length of narrate(): the world that stepped and its map.
  const sim::World* world_ = nullptr;
  const tiled::Map* map_ = nullptr;
};

}  // namespace hp::app
