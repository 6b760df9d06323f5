// UnitLook: thresholds on HP times slam.
#include "game/view/battlefield/unit_look.h"

namespace hp::view {
namespace {

constexpr double kDefaultHp = 10.0;     // UnitSpec's default
constexpr double kDefaultAttack = 3.0;  // UnitSpec's default

}  // namespace

double threat(const sim::UnitSpec& spec) {
  // One division of whole numbers, so the thresholds' examples land on them exactly.
  return (static_cast<double>(spec.hp) * spec.attack) / (kDefaultHp * kDefaultAttack);
}

LookTier look_tier(const sim::UnitSpec& spec) {
  if (spec.side != sim::Side::kEnemy) return LookTier::kNormal;
  const double t = threat(spec);
  if (t <= kWeakThreat) return LookTier::kWeak;
  if (t >= kStrongThreat) return LookTier::kStrong;
  return LookTier::kNormal;
}

double figure_scale(LookTier tier) {
  switch (tier) {
    case LookTier::kWeak:
      return 0.94;
    case LookTier::kStrong:
      return 1.18;
    case LookTier::kNormal:
      break;
  }
  return 1.0;
}

const char* look_word(LookTier tier) {
  switch (tier) {
    case LookTier::kWeak:
      return "weak";
    case LookTier::kStrong:
      return "strong";
    case LookTier::kNormal:
      break;
  }
  return "";
}

}  // namespace hp::view
