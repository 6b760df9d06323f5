// MovePreview: with a hero selected and the pointer on open ground, where a click would send it:
// a ring on the spot, the hero's colour when the move would be taken, the refusal colour and the
// reason ("Too far for Dana ...") when not; and, under it, what the walk would set off: "wins the
// battle", the reinforcements it calls and the doors it opens, the enemies it alerts
// (sim::MoveForecaster, checked and played on a copy of the world, in the window on a thread of
// its own). So a click beside an enemy never moves a hero, wakes a sentry or springs an ambush by
// surprise.
#pragma once

#include <cstdint>
#include <memory>
#include <optional>
#include <string>

#include "engine/core/vec2.h"
#include "game/sim/model/unit.h"
#include "game/sim/world/move_forecast.h"
#include "game/sim/world/unit_move.h"
#include "game/view/canvas/draw_context.h"
#include "game/view/canvas/label_board.h"
#include "game/view/previews/forecast_play.h"
#include "game/view/previews/forecast_thread.h"

namespace hp::view {

// "calls Lurker (next turn); opens Portcullis": the reinforcements a move calls and the doors it
// opens, or empty.
std::string move_consequences(const sim::World& world, const sim::MoveForecast& forecast);

class MovePreview {
 public:
  explicit MovePreview(ForecastPlay play = ForecastPlay::kInFrames);
  ~MovePreview();
  MovePreview(MovePreview&&) noexcept;
  MovePreview& operator=(MovePreview&&) noexcept;

  // Checks the move and forecasts a takeable one (sim::MoveForecaster: World::check_move and the
  // walk, on a copy of the world) when the hero or the spot changes (the spot by a pixel or
  // more), and again while the world still moves, every quarter second, the last answer staying
  // on show until the new one is in. In frames the check is made in the call that gives the spot
  // and the walk is played a slice per call; on the thread a call only hands the copy over and
  // takes the answer once it is in. No hero or no spot: nothing to show.
  void update(const sim::World& world, std::optional<sim::UnitId> hero, std::optional<Vec2> spot);
  // Its words go on `labels`, off the names and numbers already there.
  void draw(const DrawContext& ctx, LabelBoard& labels) const;
  // Drops the spot and its answer (a rewound or new world: they were worked out in the old one).
  void forget();

  // Whether a spot is on show whose check is not in yet (on the thread only): its ring is drawn
  // neutral, with no words.
  bool checking() const { return spot_ && !answer(); }
  // The check on show (for tests), if any: none with no spot, or while checking().
  std::optional<sim::MoveCheck> check() const;
  // The refusal's words on show (for tests), empty for a move that is taken.
  const std::string& reason() const { return reason_; }
  // The forecast of a takeable move once it is finished (for tests), else null.
  const sim::MoveForecast* forecast() const;

  // Ticks of the copied world played per update() in frames: a move of 3 s takes one.
  static constexpr int kTicksPerUpdate = 200;

 private:
  // The forecast whose check is on show (its walk maybe still played, in frames), if any.
  const sim::MoveForecast* answer() const;
  // A new check and forecast for this hero and spot, in this frame or on the thread.
  void start(const sim::World& world, sim::UnitId hero, Vec2 spot);
  // Plays a slice in frames, or takes the thread's answer if it is in (its plans handed to the
  // world); says the refusal.
  void play_on(const sim::World& world, const sim::Unit& hero);

  std::optional<sim::UnitId> hero_;
  std::optional<Vec2> spot_;
  std::string reason_;
  std::optional<sim::MoveForecaster> forecaster_;  // kInFrames
  std::unique_ptr<MoveForecastThread> thread_;     // kOnThread
  std::uint64_t job_ = 0;                          // the thread's job for this hero and spot
  std::optional<sim::MoveForecast> taken_;         // its last answer for them
  std::uint64_t checked_tick_ = 0;
  bool checked_still_ = false;  // the world stood still when the check was made
};

}  // namespace hp::view
