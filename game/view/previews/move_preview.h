// MovePreview: with a hero selected and the pointer on open ground, where a click would send it:
// a ring on the spot, the hero's colour when the move would be taken, the refusal colour and the
// reason ("Too far for Dana ...") when not; and, under it, what the walk would set off: "wins the
// battle", the reinforcements it calls and the doors it opens, the enemies it alerts
// (sim::MoveForecaster, played on a copy of the world). So a click beside an enemy never moves a
// hero, wakes a sentry or springs an ambush by surprise.
#pragma once

#include <cstdint>
#include <optional>
#include <string>

#include "engine/core/vec2.h"
#include "game/sim/model/unit.h"
#include "game/sim/world/move_forecast.h"
#include "game/sim/world/unit_move.h"
#include "game/view/canvas/draw_context.h"
#include "game/view/canvas/label_board.h"

namespace hp::view {

// "calls Lurker (next turn); opens Portcullis": the reinforcements a move calls and the doors it
// opens, or empty.
std::string move_consequences(const sim::World& world, const sim::MoveForecast& forecast);

class MovePreview {
 public:
  // Checks the move (World::check_move) when the spot moves by a pixel or more, or every quarter
  // second while the world still moves, and forecasts a takeable one a slice of ticks per call;
  // no hero or no spot: nothing to show.
  void update(const sim::World& world, std::optional<sim::UnitId> hero, std::optional<Vec2> spot);
  // Its words go on `labels`, off the names and numbers already there.
  void draw(const DrawContext& ctx, LabelBoard& labels) const;
  // The check on show (for tests), if any.
  std::optional<sim::MoveCheck> check() const {
    return spot_ ? std::optional(check_) : std::nullopt;
  }
  // The refusal's words on show (for tests), empty for a move that is taken.
  const std::string& reason() const { return reason_; }
  // The forecast of a takeable move once it is finished (for tests), else null.
  const sim::MoveForecast* forecast() const {
    return forecaster_ && forecaster_->finished() ? &forecaster_->forecast() : nullptr;
  }

  // Ticks of the copied world played per update(): a move of 3 s takes one.
  static constexpr int kTicksPerUpdate = 200;

 private:
  std::optional<sim::UnitId> hero_;
  std::optional<Vec2> spot_;
  sim::MoveCheck check_ = sim::MoveCheck::kOk;
  std::string reason_;
  std::optional<sim::MoveForecaster> forecaster_;
  std::uint64_t checked_tick_ = 0;
};

}  // namespace hp::view
