// MomentProblems: the engine's stem rule, placed at the manifest's line of the stem.
#include "game/app/music/moment_problems.h"

namespace hp::app {

std::optional<Diagnostic> stem_problem(const std::string& manifest_path, Moment moment,
                                       const MomentMusic& music,
                                       const std::vector<StemLength>& lengths, int device_rate) {
  const auto problem = find_stem_problem(lengths, device_rate);
  if (!problem) return std::nullopt;
  int line = music.line;
  for (std::size_t i = 0; i < lengths.size() && i < music.stems.size(); ++i) {
    if (lengths[i].frames != lengths.front().frames) {
      line = music.stems[i].line;
      break;
    }
  }
  return Diagnostic{manifest_path, line, Severity::kError,
                    "moment \"" + std::string(moment_key(moment)) + "\": " + problem->message};
}

const std::vector<Moment>& fallback_moments(Moment moment) {
  static const std::vector<Moment> kTitle = {Moment::kPlayerTurn, Moment::kEnemyTurn};
  static const std::vector<Moment> kPlayer = {Moment::kEnemyTurn, Moment::kTitle};
  static const std::vector<Moment> kEnemy = {Moment::kPlayerTurn, Moment::kTitle};
  static const std::vector<Moment> kNone;
  switch (moment) {
    case Moment::kTitle:
      return kTitle;
    case Moment::kPlayerTurn:
      return kPlayer;
    case Moment::kEnemyTurn:
      return kEnemy;
    default:
      return kNone;
  }
}

}  // namespace hp::app
