// CampaignRecord implementation.
#include "game/app/scene/campaign_record.h"

#include <algorithm>

namespace hp::app {
namespace {

std::string turns_text(int turns) {
  return std::to_string(turns) + (turns == 1 ? " turn" : " turns");
}

}  // namespace

void CampaignRecord::record_victory(const MapResult& result) {
  const auto same = std::find_if(maps_.begin(), maps_.end(),
                                 [&](const MapResult& m) { return m.map == result.map; });
  if (same != maps_.end()) {
    *same = result;
  } else {
    maps_.push_back(result);
  }
}

std::vector<std::string> CampaignRecord::summary_lines() const {
  std::vector<std::string> lines;
  MapResult total;
  for (const MapResult& m : maps_) {
    lines.push_back(m.map + ": won in " + turns_text(m.turns) + ", " + std::to_string(m.dealt) +
                    " damage dealt, " + std::to_string(m.taken) + " taken");
    total.turns += m.turns;
    total.dealt += m.dealt;
    total.taken += m.taken;
  }
  lines.push_back("Total: " + std::to_string(maps_.size()) +
                  (maps_.size() == 1 ? " map, " : " maps, ") + turns_text(total.turns) + ", " +
                  std::to_string(total.dealt) + " damage dealt, " + std::to_string(total.taken) +
                  " taken");
  return lines;
}

}  // namespace hp::app
