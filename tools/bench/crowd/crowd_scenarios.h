// Crowd scenarios: RVO2's circle and crossing set-ups, shared by crowd_compare and the lab's tests.
#pragma once

#include <string>
#include <vector>

#include "engine/core/vec2.h"

namespace hp::crowd_lab {

// One set-up: agent i starts at starts[i] and walks to goals[i].
struct Scenario {
  std::string name;
  std::vector<Vec2> starts;
  std::vector<Vec2> goals;
};

// RVO2's circle: n agents on a ring (250 on a ring of radius 200; other n keep that spacing
// along the ring), each walking to the opposite point.
Scenario circle(int n);

// Random starts and goals at one agent per 50 square units (seeded by n); starts (and goals) at
// least a diameter plus 10% apart, so every start is legal and every goal reachable.
Scenario crossing(int n, double radius);

}  // namespace hp::crowd_lab
