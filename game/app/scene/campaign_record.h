// CampaignRecord: the maps won so far in this run of the campaign, for its closing screen.
#pragma once

#include <string>
#include <vector>

#include "game/sim/model/difficulty.h"

namespace hp::app {

// One map won: how long it took and what it cost.
struct MapResult {
  std::string map;  // the map's name (its file's stem)
  int turns = 0;
  int dealt = 0;                                          // HP the heroes took off the enemies
  int taken = 0;                                          // HP the enemies took off the heroes
  sim::Difficulty difficulty = sim::Difficulty::kNormal;  // what the map was won on
};

class CampaignRecord {
 public:
  // Records a victory; winning a map again (R after a win) replaces its earlier result.
  void record_victory(const MapResult& result);
  const std::vector<MapResult>& maps() const { return maps_; }
  // The closing screen's lines: one per map won, in the order first won, then the totals.
  std::vector<std::string> summary_lines() const;
  // What the maps were won on, for the closing screen: "Hard", or "Story and Hard" when the
  // maps were won on more than one (easiest first); empty when no map is won.
  std::string won_on() const;
  void clear() { maps_.clear(); }

 private:
  std::vector<MapResult> maps_;
};

}  // namespace hp::app
