// CampaignFlow: the campaign around the battles: the maps won, the next map, the closing screen.
#pragma once

#include <optional>
#include <string>

#include "game/app/content/battle_loader.h"
#include "game/app/scene/campaign_record.h"

namespace hp::sim {
class World;
}

namespace hp::app {

// What the scene does after the campaign has had its say: say a refusal, play a battle (then,
// with `title`, show the title over it), quit; all empty: nothing.
struct FlowStep {
  std::string refusal;
  std::optional<Battle> play;
  Diagnostics diagnostics;  // `play`'s load warnings, for the log and the notice line
  bool title = false;
  bool quit = false;
};

// What comes after a result, for its banner: "N or Enter: next map, R: play again" after a
// victory on a map with a next one, else "R: play again".
std::string after_result(const sim::World& world, const tiled::Map& map);

class CampaignFlow {
 public:
  // The campaign starts (and starts again) on `first_map`, the map the game opened.
  explicit CampaignFlow(std::string first_map) : first_map_(std::move(first_map)) {}

  // The campaign's share of a victory: the record, and the closing screen after the last map.
  void record_victory(const sim::World& world, const tiled::Map& map);
  // N after a victory: the map's next_map loaded, a refusal (no victory yet, or the next map
  // does not load), or nothing after the last map (its closing screen shows).
  FlowStep next_map(const sim::World& world, const tiled::Map& map);
  // A key on the closing screen: R the campaign again, Esc the same under the title, Q quit.
  FlowStep closing_screen_key(const std::string& key);
  // A battle starts: a later victory on the last map shows the closing screen again.
  void battle_started() { done_ = false; }
  // Real time passes for the closing screen's fade.
  void update(double dt) {
    if (done_) shown_ += dt;
  }

  // Whether the campaign's last map is won (the closing screen takes the input).
  bool done() const { return done_; }
  // Whether the closing screen is up, and for how many seconds.
  bool screen_shown() const { return done_ && shown_ > 0; }
  double shown_seconds() const { return shown_; }
  // The maps won since the campaign (re)started.
  const CampaignRecord& record() const { return record_; }

 private:
  // The campaign again from the map the game started on.
  FlowStep restart();

  std::string first_map_;
  CampaignRecord record_;
  bool done_ = false;
  double shown_ = 0;  // real seconds the closing screen has been up, for its fade
};

}  // namespace hp::app
