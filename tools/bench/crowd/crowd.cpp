// Crowd: steer all from one snapshot, then move one by one with the motion constraint.
#include "tools/bench/crowd/crowd.h"

#include <algorithm>
#include <cmath>
#include <limits>

#include "game/sim/steering/disc_contact.h"
#include "game/sim/steering/motion_constraint.h"
#include "game/sim/steering/seek_behaviors.h"

namespace hp::sim {

Crowd::Crowd(const CrowdSettings& settings)
    // Cells two thirds of the range: the candidate search (every few steps) settles within two
    // rings (a third or a half of the range ran slower: docs/performance.md).
    : settings_(settings), hash_(std::max(settings.neighbour_range / 1.5, 1e-3)) {}

std::uint32_t Crowd::add_agent(Vec2 start, Vec2 goal) {
  position_.push_back(start);
  velocity_.push_back({});
  goal_.push_back(goal);
  arrived_.push_back(0);
  stalled_.push_back(0);
  last_move_.push_back({});
  return static_cast<std::uint32_t>(position_.size() - 1);
}

void Crowd::step(double dt) {
  if (!(dt > 0.0)) return;
  // Anyone an agent could touch this step: both move at most max_speed * dt.
  const double contact_reach = 2.0 * settings_.radius + 2.0 * settings_.max_speed * dt;
  reserve_scratch(contact_reach);
  if (candidates_stale(contact_reach)) rebuild_candidates(contact_reach);
  next_velocity_.assign(size(), Vec2{});
  preferred_.resize(size());
  for (std::uint32_t i = 0; i < size(); ++i) preferred_[i] = preferred_velocity(i, dt);
  contact_start_.assign(size() + 1, 0);
  contact_.clear();
  for (std::uint32_t i = 0; i < size(); ++i) {
    contact_start_[i] = static_cast<std::uint32_t>(contact_.size());
    find_neighbours(i, contact_reach);
    steer(i, dt);
  }
  contact_start_[size()] = static_cast<std::uint32_t>(contact_.size());
  arrived_total_ = 0;
  for (std::uint32_t i = 0; i < size(); ++i) move(i, dt);
}

// At most how many agents can have centres within `reach` of a point: discs never overlap, so
// they all fit in a disc of reach + radius ((reach + r) / r)^2 times their own area.
std::size_t Crowd::packing_bound(double reach) const {
  const double r = settings_.radius;
  if (!(r > 0.0)) return size();
  const double ratio = (reach + r) / r;
  return std::min(size(), static_cast<std::size_t>(std::ceil(ratio * ratio)));
}

// Reserves every scratch buffer for the worst case, so steps after the first never allocate.
void Crowd::reserve_scratch(double contact_reach) {
  const std::size_t contacts = packing_bound(contact_reach);
  const double skin = std::max(settings_.neighbour_skin, 0.0);
  const std::size_t candidates =
      packing_bound(std::max(settings_.neighbour_range, contact_reach) + skin);
  candidate_.reserve(size() * candidates);
  gathered_.reserve(candidates);
  contact_.reserve(size() * contacts);
  touching_.reserve(contacts);
  const std::size_t k = static_cast<std::size_t>(std::max(settings_.max_neighbours, 0));
  nearest_.reserve(k);
  nearest_distance_.reserve(k);
  nearest_index_.reserve(k);
  orca_.lines.reserve(k);
  orca_.projected.reserve(k);
}

void Crowd::rebuild_hash() {
  discs_.resize(size());
  for (std::size_t i = 0; i < size(); ++i) discs_[i] = {position_[i], settings_.radius};
  hash_.build(std::span<const Obstacle>(discs_));
}

// Whether the cached candidate lists may miss someone: the crowd or the step changed, or two
// agents may have closed the skin between them since the build.
bool Crowd::candidates_stale(double contact_reach) const {
  if (candidate_anchor_.size() != size() || contact_reach != candidate_contact_reach_) return true;
  const double half_skin = 0.5 * std::max(settings_.neighbour_skin, 0.0);
  for (std::size_t i = 0; i < size(); ++i) {
    if ((position_[i] - candidate_anchor_[i]).length_squared() > half_skin * half_skin) return true;
  }
  return false;
}

// Each agent's candidates: searched outward through the hash until they surely hold (while no
// agent moves more than skin / 2, so no distance changes by more than the skin) everyone that
// could become one of its k nearest in range or come within contact reach:
// - within range + skin (anyone in range later), but
// - within the k-th nearest distance now + 2 skins suffices: the present k nearest stay within
//   that distance + skin, so later nearest are never farther;
// - and within contact reach + skin.
void Crowd::rebuild_candidates(double contact_reach) {
  rebuild_hash();
  const double skin = std::max(settings_.neighbour_skin, 0.0);
  const double range = std::max(settings_.neighbour_range, contact_reach);
  const std::size_t k = static_cast<std::size_t>(std::max(settings_.max_neighbours, 0));
  candidate_anchor_.assign(position_.begin(), position_.end());
  candidate_contact_reach_ = contact_reach;
  candidate_start_.assign(size() + 1, 0);
  candidate_.clear();
  for (std::uint32_t agent = 0; agent < size(); ++agent) {
    candidate_start_[agent] = static_cast<std::uint32_t>(candidate_.size());
    gathered_.clear();
    // The k smallest squared distances in range so far (unordered but for the largest).
    double kth = std::numeric_limits<double>::infinity();
    nearest_distance_.clear();
    auto needed = [&] {  // how far the list must reach, given what was found so far
      const double by_nearest = std::isfinite(kth) ? std::sqrt(kth) + 2.0 * skin : range + skin;
      // (A hair more, so that a square root's rounding never drops the k-th nearest itself.)
      return std::max(contact_reach + skin, std::min(range + skin, by_nearest)) * (1.0 + 1e-12);
    };
    auto visit = [&](std::uint32_t other, double d2) {
      if (other == agent) return;
      gathered_.push_back({d2, other});
      if (d2 > range * range || k == 0) return;
      // Keep the k smallest distances in a small max-heap.
      if (nearest_distance_.size() < k) {
        nearest_distance_.push_back(d2);
        std::push_heap(nearest_distance_.begin(), nearest_distance_.end());
      } else if (d2 < nearest_distance_.front()) {
        std::pop_heap(nearest_distance_.begin(), nearest_distance_.end());
        nearest_distance_.back() = d2;
        std::push_heap(nearest_distance_.begin(), nearest_distance_.end());
      }
      if (nearest_distance_.size() == k) kth = nearest_distance_.front();
    };
    auto enough = [&](double covered) { return covered >= needed(); };
    hash_.visit_outward(position_[agent], range + skin, visit, enough);
    const double reach = needed();
    for (const auto& [d2, other] : gathered_) {
      if (d2 <= reach * reach) candidate_.push_back(other);
    }
  }
  candidate_start_[size()] = static_cast<std::uint32_t>(candidate_.size());
}

// The k nearest others in range (nearest first, ties by index) and everyone within contact
// reach (by index), picked exactly from the agent's cached candidates.
void Crowd::find_neighbours(std::uint32_t agent, double contact_reach) {
  const Vec2 self = position_[agent];
  const std::size_t k = static_cast<std::size_t>(std::max(settings_.max_neighbours, 0));
  const double contact_squared = contact_reach * contact_reach;
  const double range = std::max(settings_.neighbour_range, contact_reach);
  // Squared distance and index of the k nearest so far, sorted; only the winners become
  // Neighbours below.
  nearest_distance_.clear();
  nearest_index_.clear();
  double worst = range * range;  // a candidate must beat this (or tie it with a lower index)
  const auto contacts_begin = static_cast<std::ptrdiff_t>(contact_.size());
  for (std::uint32_t c = candidate_start_[agent]; c < candidate_start_[agent + 1]; ++c) {
    const std::uint32_t other = candidate_[c];
    const double d2 = (position_[other] - self).length_squared();
    if (d2 <= contact_squared) contact_.push_back(other);
    if (d2 > worst || k == 0) continue;
    auto before = [&](std::size_t at) {  // whether `other` sorts before the at'th kept one
      return d2 < nearest_distance_[at] ||
             (d2 == nearest_distance_[at] && other < nearest_index_[at]);
    };
    const bool full = nearest_index_.size() == k;
    if (full && !before(k - 1)) continue;
    std::size_t at = nearest_index_.size();
    if (!full) {
      nearest_distance_.push_back(0.0);
      nearest_index_.push_back(0);
    } else {
      --at;
    }
    for (; at > 0 && before(at - 1); --at) {
      nearest_distance_[at] = nearest_distance_[at - 1];
      nearest_index_[at] = nearest_index_[at - 1];
    }
    nearest_distance_[at] = d2;
    nearest_index_[at] = other;
    if (nearest_index_.size() == k) worst = nearest_distance_.back();
  }
  nearest_.clear();
  for (std::uint32_t other : nearest_index_) {
    nearest_.push_back({position_[other], shown_velocity(agent, other), settings_.radius});
  }
  // Candidate order is the hash's; moves must not depend on it.
  std::sort(contact_.begin() + contacts_begin, contact_.end());
}

// The velocity `agent` anticipates for `other`: what it does, except that an agent standing at
// its goal sees one still walking by where it wants to go. So a goal-keeper steps aside for
// whoever its body blocks (a wall of arrived agents would otherwise hold them up for ever).
Vec2 Crowd::shown_velocity(std::uint32_t agent, std::uint32_t other) const {
  // (ORCA needs no such help: its reciprocity already moves a standing agent half the way.)
  if (settings_.method == CrowdSteering::kOrca) return velocity_[other];
  return arrived_[agent] && !arrived_[other] ? preferred_[other] : velocity_[other];
}

// Seed 003's arrive, as a velocity: the preferred speed, braking so as to stop on the goal.
Vec2 Crowd::preferred_velocity(std::uint32_t agent, double dt) const {
  const Vec2 to_goal = goal_[agent] - position_[agent];
  const double dist = to_goal.length();
  const KinematicLimits limits{settings_.preferred_speed, settings_.max_speed / dt};
  const double braking = arrive_deceleration(limits, settings_.slowing_radius);
  const double speed = std::min(settings_.preferred_speed, stopping_speed(dist, braking, dt));
  return normalized(to_goal) * speed;
}

void Crowd::steer(std::uint32_t agent, double dt) {
  const Walker self{position_[agent], velocity_[agent], settings_.radius, settings_.max_speed};
  if (settings_.method == CrowdSteering::kOrca) {
    // Screen frame (y down): perpendicular() turns a direction to its right.
    const Vec2 preferred = preferred_[agent];
    const bool stalled = stalled_[agent] >= settings_.orca_stall_steps;
    const double bias = stalled ? settings_.orca_stall_right_bias : settings_.orca_right_bias;
    const Vec2 biased = preferred + perpendicular(preferred) * bias;
    const double horizon = stalled ? settings_.orca_stall_horizon : settings_.orca_horizon;
    next_velocity_[agent] = orca_velocity(self, biased, nearest_, horizon, dt, orca_);
    return;
  }
  next_velocity_[agent] =
      local_steering_velocity(self, preferred_[agent], nearest_, dt, settings_.steering);
}

void Crowd::move(std::uint32_t agent, double dt) {
  const Vec2 from = position_[agent];
  touching_.clear();
  for (std::uint32_t c = contact_start_[agent]; c < contact_start_[agent + 1]; ++c) {
    touching_.push_back({position_[contact_[c]], settings_.radius});
  }
  const double radius = settings_.radius;
  const std::span<const Obstacle> others(touching_);
  const Vec2 to = slide_move(
      from, next_velocity_[agent] * dt,
      [&](Vec2 at, Vec2 delta) { return first_disc_contact(at, delta, radius, others); },
      settings_.max_slides);
  // ORCA: brake rather than reverse. A move that would turn back on the last one (a slide
  // round a contact, or the half-planes flipping in a jam) waits a step instead, so walkers do
  // not jitter back and forth (stopping is always safe). The sampled steering bounds its turn
  // rate itself; this rule cost it arrivals in dense crossings, so it is ORCA's alone.
  const Vec2 step_taken = to - from;
  const bool orca = settings_.method == CrowdSteering::kOrca;
  if (orca && dot(step_taken, last_move_[agent]) < 0.0) {
    last_move_[agent] = {};
  } else {
    position_[agent] = to;
    last_move_[agent] = step_taken;
  }
  // Neighbours anticipate the intent (RVO2 does too): an agent pressing against a standing one
  // shows it where it wants to go, so that one steps aside.
  velocity_[agent] = next_velocity_[agent];
  const double tolerance = settings_.arrival_tolerance;
  const Vec2 at = position_[agent];
  arrived_[agent] = (goal_[agent] - at).length_squared() <= tolerance * tolerance;
  const double wanted = preferred_[agent].length() * dt;
  const bool barely = !arrived_[agent] && (at - from).length() < 0.1 * wanted;
  stalled_[agent] = barely ? static_cast<std::uint8_t>(std::min(stalled_[agent] + 1, 255)) : 0;
  arrived_total_ += arrived_[agent];
}

}  // namespace hp::sim
