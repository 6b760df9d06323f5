// WalkCycle: the waddle units do while they walk, driven by the distance they cover, not time.
#pragma once

#include <span>
#include <vector>

#include "game/sim/model/unit.h"

namespace hp::view {

// How a unit's sprite is posed this frame: lifted, tilted and squashed around its feet.
struct WalkPose {
  double lift = 0.0;      // pixels (world), upwards; 0 on a footfall
  double tilt = 0.0;      // degrees, alternating left and right with each step
  double squash = 1.0;    // height scale: < 1 as a foot lands, > 1 mid-stride
  bool footfall = false;  // a foot came down since the last update (for dust and steps)
};

class WalkCycle {
 public:
  // Pixels a unit covers per step, as a fraction of its radius (a step is half a stride).
  static constexpr double kStepPerRadius = 1.1;
  static constexpr double kMaxLiftPerRadius = 0.18;
  static constexpr double kMaxTiltDegrees = 7.0;

  // Advances every unit's cycle by how far it moved since the last call (`positions`: where
  // each unit is drawn now, in the world's unit order). A unit that stands, has fallen or was
  // knocked back (no velocity of its own) eases back to standing.
  void update(std::span<const sim::Unit> units, std::span<const Vec2> positions);
  // The pose of unit `index` (standing when the cycle has not seen it).
  WalkPose pose(std::size_t index) const;
  // Forgets every unit (a new battle).
  void reset();

 private:
  struct Track {
    Vec2 last;            // where the unit was drawn at the last update
    double phase = 0.0;   // steps taken, fractional
    double amount = 0.0;  // 0 standing .. 1 walking, eased
    bool footfall = false;
    bool seen = false;
  };
  std::vector<Track> tracks_;
  std::vector<double> radii_;
};

}  // namespace hp::view
