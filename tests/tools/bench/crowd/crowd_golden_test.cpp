// Crowd golden hashes: the exact end state of RVO2's circle and crossing set-ups, pinned so that
// no change to steering, the motion constraint or the neighbour search alters a decision unseen.
#include <gtest/gtest.h>

#include <cstdint>
#include <cstdio>
#include <string>

#include "game/sim/world/fnv1a.h"
#include "tools/bench/crowd/crowd.h"
#include "tools/bench/crowd/crowd_scenarios.h"

namespace hp::sim {
namespace {

constexpr double kDt = 0.25;  // seconds per step, as crowd_compare

// Every agent's end state bit for bit: what CROWD_DUMP writes, without the rounding.
std::uint64_t end_state_hash(const Crowd& crowd) {
  Fnv1a hash;
  hash.add(static_cast<std::uint64_t>(crowd.size()));
  for (std::uint32_t i = 0; i < crowd.size(); ++i) {
    hash.add(crowd.positions()[i].x);
    hash.add(crowd.positions()[i].y);
    hash.add(crowd.goals()[i].x);
    hash.add(crowd.goals()[i].y);
    hash.add(crowd.velocities()[i].x);
    hash.add(crowd.velocities()[i].y);
    hash.add(static_cast<std::uint64_t>(crowd.arrived(i)));
  }
  return hash.value();
}

std::uint64_t run(const crowd_lab::Scenario& scenario, CrowdSteering method, int steps) {
  CrowdSettings settings;
  settings.method = method;
  Crowd crowd(settings);
  for (std::size_t i = 0; i < scenario.starts.size(); ++i) {
    crowd.add_agent(scenario.starts[i], scenario.goals[i]);
  }
  for (int s = 0; s < steps; ++s) crowd.step(kDt);
  return end_state_hash(crowd);
}

std::string hex(std::uint64_t value) {
  char text[32];
  std::snprintf(text, sizeof text, "0x%016llx", static_cast<unsigned long long>(value));
  return text;
}

// Recorded from the code that produced docs/steering.md's crowd figures. A changed hash means a
// changed decision: find out which and why before recording a new one. The same bits in the
// Debug (-O0) and the sanitizer (-O2) builds: the sources build as strict ISO C++ (GCC then
// contracts no a * b + c into a fused multiply-add) for x86-64 without FMA, and the only libm
// calls (sqrt; cos and sin for the circle's starts) give the same value whatever the flags.
TEST(CrowdGolden, sampled_circle_of_50_after_400_steps_ends_on_its_recorded_state) {
  const std::uint64_t got = run(crowd_lab::circle(50), CrowdSteering::kSampled, 400);
  EXPECT_EQ(hex(got), "0x399e9484613d49e2");
}

TEST(CrowdGolden, sampled_crossing_of_200_after_200_steps_ends_on_its_recorded_state) {
  const std::uint64_t got =
      run(crowd_lab::crossing(200, CrowdSettings{}.radius), CrowdSteering::kSampled, 200);
  EXPECT_EQ(hex(got), "0x281cd8941534a5cf");
}

TEST(CrowdGolden, orca_circle_of_50_after_400_steps_ends_on_its_recorded_state) {
  const std::uint64_t got = run(crowd_lab::circle(50), CrowdSteering::kOrca, 400);
  EXPECT_EQ(hex(got), "0x88544462a672aca5");
}

TEST(CrowdGolden, orca_crossing_of_200_after_200_steps_ends_on_its_recorded_state) {
  const std::uint64_t got =
      run(crowd_lab::crossing(200, CrowdSettings{}.radius), CrowdSteering::kOrca, 200);
  EXPECT_EQ(hex(got), "0xd087555bd10c4264");
}

}  // namespace
}  // namespace hp::sim
