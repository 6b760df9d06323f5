// CampaignRecord implementation.
#include "game/app/scene/campaign_record.h"

#include <algorithm>

#include "game/view/text/difficulty_text.h"

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

std::string CampaignRecord::won_on() const {
  std::vector<std::string> names;
  for (const sim::Difficulty difficulty : sim::kDifficulties) {
    const bool played = std::any_of(maps_.begin(), maps_.end(),
                                    [&](const MapResult& m) { return m.difficulty == difficulty; });
    if (played) names.push_back(view::difficulty_title(difficulty));
  }
  std::string text;
  for (std::size_t i = 0; i < names.size(); ++i) {
    text += (i == 0 ? "" : i + 1 == names.size() ? " and " : ", ") + names[i];
  }
  return text;
}

}  // namespace hp::app
