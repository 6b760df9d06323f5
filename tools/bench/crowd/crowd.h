// Crowd: disc agents walking to goals with local steering, moved so that they never overlap.
#pragma once

#include <cstdint>
#include <span>
#include <utility>
#include <vector>

#include "engine/core/vec2.h"
#include "game/sim/steering/local_steering.h"
#include "game/sim/steering/obstacle.h"
#include "tools/bench/crowd/orca_velocity.h"
#include "tools/bench/crowd/spatial_hash.h"

namespace hp::sim {

// How agents choose their velocities: sampled candidates scored by time to contact (the local
// steering heroes use), or ORCA's half-planes (RVO2's algorithm). Both move under the same
// never-overlap constraint. Measured (docs/steering.md): ORCA is faster and walks shorter
// paths in large crowds, but a small symmetric ring of hard discs walking to its centre jams it
// for good; sampling gets every such ring through.
enum class CrowdSteering { kSampled, kOrca };

// How a crowd's agents move (all agents share one body).
struct CrowdSettings {
  CrowdSteering method = CrowdSteering::kSampled;
  double orca_horizon = 10.0;  // seconds ORCA looks ahead (RVO2's examples use 10)
  // ORCA is exactly symmetric: two walkers meeting head-on, or a ring walking to its centre,
  // slow down together and stop (RVO2's examples add random noise). Turning every preferred
  // velocity this fraction of its length to the right breaks the tie the same way for all,
  // deterministically: the right-hand rule of seed 001.
  double orca_right_bias = 0.02;
  // ORCA can still stall when a jam is symmetric enough (a small ring walking to its centre:
  // every agent waits for the others). An agent that has moved less than a tenth of its
  // preferred step this many steps running looks only this far ahead, and turns its preferred
  // velocity this much further right, until it moves again: it dares the gaps the long horizon
  // ruled out, and a stalled ring becomes a roundabout.
  int orca_stall_steps = 4;
  double orca_stall_horizon = 2.0;  // seconds
  double orca_stall_right_bias = 0.5;
  double radius = 1.5;            // units (pixels in the game)
  double preferred_speed = 1.0;   // units per second
  double max_speed = 2.0;         // units per second, >= preferred_speed
  double neighbour_range = 15.0;  // units: centres further than this (plus radii) are ignored
  int max_neighbours = 10;        // the nearest this many in range steer an agent
  // Units of slack in each agent's cached list of candidate neighbours: the lists are rebuilt
  // only once some agent has moved half this far since the last build (molecular dynamics'
  // Verlet lists), and every step picks its neighbours exactly from them. Larger: fewer
  // rebuilds, longer lists. Changes speed only, never the result; 4 ran fastest of 1 to 4 on
  // RVO2's set-ups (docs/performance.md).
  double neighbour_skin = 4.0;
  double arrival_tolerance = 0.05;  // units: an agent this close to its goal has arrived
  // Slides along a contact per move (slide_move). 0 would keep every move on the heading
  // steering chose, but agents pressed together then deadlock (measured: 61% arrived).
  int max_slides = 2;
  double slowing_radius = 2.0;  // units: seed 003's arrive brakes from here
  LocalSteeringTunables steering = crowd_steering();

  // The steering tunables crowds use: a longer horizon than one walker needs.
  static LocalSteeringTunables crowd_steering() {
    LocalSteeringTunables t;
    t.horizon_seconds = 4.0;
    t.max_turn_rate_degrees = 300.0;
    // A strong right-hand rule: dense crossings and the circle's centre turn into roundabouts
    // instead of jams; held-up agents must walk round (tuned with tools/bench/crowd).
    t.left_penalty = 2.0;
    t.slowing_weight = 2.0;
    t.collision_weight = 1.5;
    return t;
  }
};

// N agents in contiguous arrays, each walking to its own goal; no walls. Deterministic: the same
// agents and steps give the same positions bit for bit.
class Crowd {
 public:
  explicit Crowd(const CrowdSettings& settings);

  // Adds an agent at `start` (not overlapping any other) walking to `goal`; returns its index.
  std::uint32_t add_agent(Vec2 start, Vec2 goal);

  // Advances dt seconds: steers every agent from the same snapshot, then moves them one by one
  // in index order against the others' current positions (stop at contact, slide), so no two
  // ever overlap. An agent at its goal prefers to stand still there but still steps aside for
  // others (as RVO2's agents do) and walks back. No allocation after the first step.
  void step(double dt);

  std::size_t size() const { return position_.size(); }
  std::span<const Vec2> positions() const { return position_; }
  // Per second: the velocity steering chose last step (what neighbours anticipate; the move
  // itself may have been shortened by a contact).
  std::span<const Vec2> velocities() const { return velocity_; }
  std::span<const Vec2> goals() const { return goal_; }
  // Whether the agent is within arrival_tolerance of its goal now.
  bool arrived(std::uint32_t agent) const { return arrived_[agent] != 0; }
  // The number of agents at their goals now.
  std::size_t arrived_count() const { return arrived_total_; }
  const CrowdSettings& settings() const { return settings_; }

 private:
  std::size_t packing_bound(double reach) const;
  void reserve_scratch(double contact_reach);
  void rebuild_hash();
  bool candidates_stale(double contact_reach) const;
  void rebuild_candidates(double contact_reach);
  void find_neighbours(std::uint32_t agent, double contact_reach);
  Vec2 preferred_velocity(std::uint32_t agent, double dt) const;
  Vec2 shown_velocity(std::uint32_t agent, std::uint32_t other) const;
  void steer(std::uint32_t agent, double dt);
  void move(std::uint32_t agent, double dt);

  CrowdSettings settings_;
  std::vector<Vec2> position_;
  std::vector<Vec2> velocity_;
  std::vector<Vec2> goal_;
  std::vector<std::uint8_t> arrived_;
  std::vector<std::uint8_t> stalled_;  // per agent: steps running it barely moved (capped)
  std::vector<Vec2> last_move_;        // per agent: its displacement last step
  std::size_t arrived_total_ = 0;

  // Per-step scratch, kept to reuse its capacity.
  SpatialHash hash_;
  std::vector<Obstacle> discs_;               // the hash's input: every agent as a disc
  std::vector<Vec2> preferred_;               // per agent: seed 003's arrive velocity this step
  std::vector<Vec2> next_velocity_;           // steering's answer per agent
  std::vector<Neighbour> nearest_;            // one agent's steering neighbours, nearest first
  std::vector<double> nearest_distance_;      // their squared distances
  std::vector<std::uint32_t> nearest_index_;  // their agent indices
  // Cached candidate neighbours: per agent, everyone who could be among its nearest or within
  // contact reach until some agent moves neighbour_skin / 2 from where it was at the build.
  std::vector<std::uint32_t> candidate_start_;  // per agent: offset into candidate_ (N + 1)
  std::vector<std::uint32_t> candidate_;        // the lists, one after another
  std::vector<Vec2> candidate_anchor_;          // per agent: its position at the build
  double candidate_contact_reach_ = -1.0;       // the contact reach of the build (< 0: none)
  std::vector<std::pair<double, std::uint32_t>> gathered_;  // one agent's search, unfiltered
  std::vector<std::uint32_t> contact_start_;  // per agent: offset into contact_ (N + 1)
  std::vector<std::uint32_t> contact_;        // agents each one might touch this step
  std::vector<Obstacle> touching_;            // one agent's contact candidates, current positions
  OrcaScratch orca_;                          // ORCA's half-planes for one agent
};

}  // namespace hp::sim
