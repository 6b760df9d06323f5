// WalkCycle: a step per kStepPerRadius radii walked; the pose is a function of the phase alone,
// so a slow unit waddles slowly and a fast one quickly, and the same walk looks the same at
// every game speed.
#include "game/view/battlefield/walk_cycle.h"

#include <algorithm>
#include <cmath>
#include <numbers>

namespace hp::view {
namespace {

// Below this speed (px/s) a unit counts as standing: the last ticks of an arrival.
constexpr double kWalkingSpeed = 1.0;
// How much of the way to walking or standing the blend goes per pixel moved / per update.
constexpr double kBlendPerUpdate = 0.2;

}  // namespace

void WalkCycle::update(std::span<const sim::Unit> units, std::span<const Vec2> positions) {
  tracks_.resize(units.size());
  radii_.resize(units.size());
  for (std::size_t i = 0; i < units.size() && i < positions.size(); ++i) {
    const sim::Unit& unit = units[i];
    Track& track = tracks_[i];
    radii_[i] = unit.radius();
    track.footfall = false;
    if (!track.seen) {
      track = Track{positions[i], 0.0, 0.0, false, true};
      continue;
    }
    const bool walking =
        unit.in_play() && unit.velocity.length_squared() > kWalkingSpeed * kWalkingSpeed;
    const double moved = distance(track.last, positions[i]);
    track.last = positions[i];
    const double target = walking ? 1.0 : 0.0;
    track.amount += (target - track.amount) * kBlendPerUpdate;
    if (std::abs(track.amount - target) < 1e-3) track.amount = target;
    if (!walking) continue;
    const double step_length = std::max(1.0, unit.radius() * kStepPerRadius);
    const double before = track.phase;
    track.phase += moved / step_length;
    track.footfall = std::floor(track.phase) > std::floor(before);
  }
}

WalkPose WalkCycle::pose(std::size_t index) const {
  if (index >= tracks_.size() || !tracks_[index].seen) return {};
  const Track& track = tracks_[index];
  const double radius = radii_[index];
  // Within a step: 0 on the footfall, 1 on the next; the body is highest mid-step.
  const double within = track.phase - std::floor(track.phase);
  const double arc = std::sin(within * std::numbers::pi);  // 0 .. 1 .. 0
  const bool left_step = static_cast<long long>(std::floor(track.phase)) % 2 == 0;
  WalkPose pose;
  pose.lift = arc * radius * kMaxLiftPerRadius * track.amount;
  pose.tilt = (left_step ? -1.0 : 1.0) * arc * kMaxTiltDegrees * track.amount;
  pose.squash = 1.0 + (arc - 0.5) * 0.12 * track.amount;
  pose.footfall = track.footfall;
  return pose;
}

void WalkCycle::reset() {
  tracks_.clear();
  radii_.clear();
}

}  // namespace hp::view
