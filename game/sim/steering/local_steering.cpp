// Local steering by velocity sampling: candidates around the preferred velocity (and seed 001's
// side choice around where neighbours will be) scored by deviation + time-to-contact penalty.
#include "game/sim/steering/local_steering.h"

#include <algorithm>
#include <array>
#include <cmath>
#include <limits>
#include <optional>

#include "game/sim/steering/closest_approach.h"
#include "game/sim/steering/seek_behaviors.h"
#include "game/sim/steering/side_choice.h"

namespace hp::sim {
namespace {

constexpr double kPi = 3.14159265358979323846;
// A contact this close (seconds) costs as much as any closer one: keeps penalties finite.
constexpr double kMinContactTime = 1e-3;
// Cosine of the angle past the tangent a slide along a touching neighbour takes (~3 degrees).
constexpr double kEdgeOpening = 0.05;
// Costs closer than this (relative) are a tie, settled by the right-hand rule.
constexpr double kCostTie = 1e-9;
// Velocity-obstacle edges are taken this much wider than the radius sum.
constexpr double kConeMargin = 1.05;
// Sampled headings, degrees from the preferred one (positive: to the right on screen). Dense
// ahead, where small detours are cheap; sparse behind.
constexpr std::array<double, 17> kSampleDegrees = {0,  10,  -10, 25,   -25, 45,   -45, 70,  -70,
                                                   95, -95, 125, -125, 155, -155, 180, -180};
// Sampled speeds, as fractions of the preferred speed, then one ring at max speed.
constexpr std::array<double, 2> kSpeedFractions = {1.0, 0.5};

// The sampled headings as unit vectors relative to +x, computed once (no trig per call).
const std::array<Vec2, kSampleDegrees.size()>& sample_directions() {
  static const std::array<Vec2, kSampleDegrees.size()> directions = [] {
    std::array<Vec2, kSampleDegrees.size()> out{};
    for (std::size_t i = 0; i < kSampleDegrees.size(); ++i) {
      const double radians = kSampleDegrees[i] * kPi / 180.0;
      out[i] = {std::cos(radians), std::sin(radians)};
    }
    return out;
  }();
  return directions;
}

// `relative` (a direction relative to +x) turned to be relative to `heading` (unit).
Vec2 rotate_to(Vec2 heading, Vec2 relative) {
  return {relative.x * heading.x - relative.y * heading.y,
          relative.x * heading.y + relative.y * heading.x};
}

// The most a heading may turn in one call: cos and sin of max_turn_rate * dt.
struct TurnLimit {
  bool unlimited = true;
  double cos = -1.0;
  double sin = 0.0;
};

TurnLimit turn_limit(double rate_degrees, double dt) {
  const double degrees = std::max(rate_degrees * dt, 0.0);
  if (!(degrees < 180.0)) return {};  // NaN or a half turn or more: no limit
  // Crowds call with the same rate and dt every time: skip the trig when they repeat.
  thread_local double cached_degrees = -1.0;
  thread_local TurnLimit cached;
  if (degrees != cached_degrees) {
    const double radians = degrees * kPi / 180.0;
    cached = {false, std::cos(radians), std::sin(radians)};
    cached_degrees = degrees;
  }
  return cached;
}

// `velocity` (of length `speed`) with its heading pulled back to within the turn limit of
// `heading` (unit; a walker at rest, which may start anywhere, passes an unlimited `limit`). A
// velocity exactly behind turns right.
Vec2 limit_turn(Vec2 velocity, double speed, Vec2 heading, const TurnLimit& limit) {
  if (limit.unlimited) return velocity;
  if (speed == 0.0 || dot(velocity, heading) >= limit.cos * speed) return velocity;
  const double side = cross(heading, velocity) >= 0.0 ? 1.0 : -1.0;
  const Vec2 turned{heading.x * limit.cos - heading.y * limit.sin * side,
                    heading.x * limit.sin * side + heading.y * limit.cos};
  return turned * speed;
}

// A neighbour in the walker's frame, with the share of avoidance the walker takes for it.
// Plain doubles rather than Vec2s (which zero themselves), so the scene's array of them is not
// cleared on every call.
struct Nearby {
  double offset_x, offset_y;      // neighbour centre minus walker centre
  double velocity_x, velocity_y;  // the neighbour's
  double reach;                   // radius sum
  double beyond;                  // squared centre distance minus squared reach (<= 0: touching)
  double inverse_share;           // 1 / the walker's share (1: it does it all)
  bool moving;                    // inverse_share is the scene's moving_inverse_share (else 1)

  Vec2 offset() const { return {offset_x, offset_y}; }
  Vec2 velocity() const { return {velocity_x, velocity_y}; }
};

// What every candidate is scored against, prepared once per call.
struct Scene {
  std::array<Nearby, kMaxSteeringNeighbours> nearby;  // the first `count` are set
  int count = 0;
  double moving_inverse_share = 1.0;  // a moving neighbour's inverse_share
  Vec2 self_velocity;
  Vec2 preferred;
  double preferred_speed = 0.0;
  double slowing_weight = 0.0;  // per unit of speed short of the preferred
  // Some neighbour could touch the walker within the horizon: stepping back out of its way
  // is then progress too (see progress_of).
  bool someone_near = false;
  Vec2 preferred_heading;  // unit
  double horizon = 0.0;
  const LocalSteeringTunables* tunables = nullptr;
};

// Whether `n` could touch the walker within the horizon at any candidate speed; if so, `near`
// is set to it as the scene keeps it. Inline: it runs for every neighbour of every walker.
inline bool nearby_of(const Scene& scene, const Walker& self, const Neighbour& n, Nearby& near) {
  // x - x is 0 for a finite x and NaN for an infinite or NaN one: one test for all five.
  const double finite = (n.position.x - n.position.x) + (n.position.y - n.position.y) +
                        (n.velocity.x - n.velocity.x) + (n.velocity.y - n.velocity.y) +
                        (n.radius - n.radius);
  if (finite != 0.0) return false;
  const bool moving = n.velocity.length_squared() > 0.0;
  const Vec2 offset = n.position - self.position;
  const double radius_sum = self.radius + std::max(n.radius, 0.0);
  const double inverse_share = moving ? scene.moving_inverse_share : 1.0;
  // Fastest closing: the walker's effective velocity at max speed plus the neighbour's.
  const double fastest = self.max_speed * (2.0 * inverse_share) + n.velocity.length();
  const double reach = radius_sum + fastest * scene.horizon;
  const double distance_squared = offset.length_squared();
  if (distance_squared > reach * reach) return false;
  near = {.offset_x = offset.x,
          .offset_y = offset.y,
          .velocity_x = n.velocity.x,
          .velocity_y = n.velocity.y,
          .reach = radius_sum,
          .beyond = distance_squared - radius_sum * radius_sum,
          .inverse_share = inverse_share,
          .moving = moving};
  return true;
}

// Keeps the neighbours nearby_of accepts, the first kMaxSteeringNeighbours of them.
void gather(Scene& scene, const Walker& self, std::span<const Neighbour> neighbours) {
  for (const Neighbour& n : neighbours) {
    if (scene.count == kMaxSteeringNeighbours) break;
    if (nearby_of(scene, self, n, scene.nearby[scene.count])) ++scene.count;
  }
}

// collision_weight / time to the first contact over the neighbours (0 if none within the
// horizon); stops early, returning at least `budget`, once it reaches `budget`.
double collision_penalty(const Scene& scene, Vec2 velocity, double budget) {
  const double weight = scene.tunables->collision_weight;
  // RVO: the walker takes its share, so its velocity counts as self + (v - self) / share; a
  // share is 1 (standing neighbour) or the moving one, so there are two such velocities.
  const Vec2 change = velocity - scene.self_velocity;
  const Vec2 effective[2] = {scene.self_velocity + change,
                             scene.self_velocity + change * scene.moving_inverse_share};
  double worst = 0.0;
  // weight / time only grows as time shrinks, so only a contact sooner than the soonest so far
  // can raise `worst`: later ones are skipped before their division.
  double soonest = scene.horizon;
  for (int i = 0; i < scene.count; ++i) {
    const Nearby& n = scene.nearby[i];
    const Vec2 closing = effective[n.moving] - n.velocity();
    const double time = time_to_contact_apart(n.offset(), n.beyond, closing, soonest);
    if (time >= soonest) continue;
    soonest = time;
    worst = std::max(worst, weight / std::max(time, kMinContactTime));
    if (worst >= budget) break;
  }
  return worst;
}

// Whether collision_penalty(velocity) would be 0 once the neighbours are gathered, worked out
// without gathering them: the scene has no neighbours yet. Stops at the first contact.
bool contact_free(const Scene& scene, const Walker& self, std::span<const Neighbour> neighbours,
                  Vec2 velocity) {
  const double weight = scene.tunables->collision_weight;
  const Vec2 change = velocity - scene.self_velocity;  // as in collision_penalty
  const Vec2 effective[2] = {scene.self_velocity + change,
                             scene.self_velocity + change * scene.moving_inverse_share};
  int count = 0;
  for (const Neighbour& n : neighbours) {
    if (count == kMaxSteeringNeighbours) break;
    Nearby near;
    if (!nearby_of(scene, self, n, near)) continue;
    ++count;
    const Vec2 closing = effective[near.moving] - near.velocity();
    const double time = time_to_contact_apart(near.offset(), near.beyond, closing, scene.horizon);
    if (time >= scene.horizon) continue;
    // collision_penalty's term for this contact (0 too for a weight of 0 or less).
    if (std::max(0.0, weight / std::max(time, kMinContactTime)) > 0.0) return false;
  }
  return true;
}

// How much of `speed` (the length of `velocity`) counts as going somewhere, for the slowing
// cost. Alone: all of it up to a right angle off `heading` (walking round something is
// progress), then less, down to none straight back; without this a walker drifting slowly away
// from its goal counted as moving, found any turn dearer than drifting on, and backed off for
// ever. With someone near, all of it: stepping back to let others by is how two walkers jammed
// head-on between standing ones get out (counted as standing still, such a pair waits for
// ever, as RVO2's crossings showed).
double progress_of(Vec2 velocity, double speed, Vec2 heading, bool someone_near) {
  if (someone_near) return speed;
  return std::clamp(speed + dot(heading, velocity), 0.0, speed);
}

// The best candidate so far, with the bounds a new one must beat (kept here so they are worked
// out once per new best, not once per candidate).
struct Choice {
  Vec2 velocity;
  double cost = std::numeric_limits<double>::infinity();
  double penalty = 0.0;  // the collision part of cost
  bool first = true;     // no finite cost yet: the next candidate is taken whatever it costs
  double tie = 0.0;      // costs within this of `cost` are a tie
  double bound = std::numeric_limits<double>::infinity();  // cost + tie

  void take(Vec2 v, double new_cost, double new_penalty) {
    velocity = v;
    cost = new_cost;
    penalty = new_penalty;
    first = !std::isfinite(cost);
    tie = first ? 0.0 : kCostTie * (1.0 + cost);
    bound = cost + tie;
  }
};

// The slowing and leftward costs of a candidate velocity of length `speed`.
inline double fixed_cost(const Scene& scene, Vec2 velocity, double speed) {
  const double leftward = std::max(-cross(scene.preferred_heading, velocity), 0.0);
  const double progress = progress_of(velocity, speed, scene.preferred_heading, scene.someone_near);
  return scene.slowing_weight * std::max(scene.preferred_speed - progress, 0.0) +
         scene.tunables->left_penalty * leftward;
}

// A candidate's cost bar the collision penalty: deviation from the preferred velocity, the
// fixed costs and inertia.
inline double base_cost(const Scene& scene, Vec2 velocity, double fixed, double deviation_squared) {
  return std::sqrt(deviation_squared) + fixed +
         scene.tunables->inertia_weight * (velocity - scene.self_velocity).length();
}

// Caps `candidate` at max_speed; returns its length after.
inline double cap_speed(Vec2& candidate, double max_speed) {
  const double speed = candidate.length();
  if (!(speed > max_speed)) return speed;  // a NaN length too: left as it is
  candidate *= max_speed / speed;
  return max_speed;
}

// Scores one candidate velocity of length `speed` (<= max speed), already turn-limited, and
// keeps it if it beats the best. Cheap bounds reject most candidates before the square roots.
// Inline: it runs some 75 times per walker that has anything to avoid.
inline void score(const Scene& scene, Vec2 velocity, double speed, Choice& best) {
  const bool first = best.first;
  const double tie = best.tie;
  const double bound = best.bound;
  const double fixed = fixed_cost(scene, velocity, speed);
  if (!first && fixed > bound) return;
  const double deviation_squared = (velocity - scene.preferred).length_squared();
  if (!first && deviation_squared > (bound - fixed) * (bound - fixed)) return;
  const double base = base_cost(scene, velocity, fixed, deviation_squared);
  if (first) {
    const double penalty = collision_penalty(scene, velocity, best.cost);
    best.take(velocity, base + penalty, penalty);
    return;
  }
  if (base > bound) return;
  const double cost = base + collision_penalty(scene, velocity, bound - base);
  // Costs equal to rounding go to the one further right, whatever order or frame they come in.
  if (cost < best.cost - tie ||
      (cost <= bound && cross(scene.preferred_heading, velocity) >
                            cross(scene.preferred_heading, best.velocity) + kCostTie)) {
    best.take(velocity, cost, cost - base);
  }
}

// score() for any velocity: capped at max speed and turn-limited first. Inline too: the cone
// edges alone call it some 20 times per walker that has anything to avoid.
inline void consider(const Scene& scene, const Walker& self, Vec2 heading, const TurnLimit& limit,
                     Vec2 candidate, Choice& best) {
  const double speed = cap_speed(candidate, self.max_speed);
  score(scene, limit_turn(candidate, speed, heading, limit), speed, best);
}

// Seed 001's side choice around where each neighbour will be at closest approach (walking at
// the preferred velocity): the direction it picks, at the preferred speed.
Vec2 side_choice_candidate(const Scene& scene, const Walker& self) {
  std::array<Obstacle, kMaxSteeringNeighbours> predicted{};
  int count = 0;
  for (int i = 0; i < scene.count; ++i) {
    const Nearby& n = scene.nearby[i];
    const ClosestApproach approach =
        closest_approach(n.offset(), n.velocity() - scene.preferred, n.reach, scene.horizon);
    if (approach.gap > n.reach) continue;  // passes well clear: no push
    predicted[count++] = {self.position + approach.relative_position, n.reach - self.radius};
  }
  if (count == 0) return scene.preferred;
  const Vec2 direction =
      side_choice_direction(self.position, self.radius, self.position + scene.preferred_heading,
                            std::span(predicted.data(), count));
  return direction * scene.preferred.length();
}

// The velocities at the preferred speed that graze `n`'s velocity obstacle on either side
// (its cone's edges, shifted by the neighbour's velocity and the walker's share): the cheapest
// ways around it, which the rings only approximate.
void consider_cone_edges(const Scene& scene, const Walker& self, Vec2 heading,
                         const TurnLimit& limit, const Nearby& n, Choice& best) {
  const double d2 = n.offset().length_squared();
  // A little wider than touching, so the edge itself is clear of contact within the horizon.
  const double reach = n.reach * kConeMargin;
  if (d2 <= 0.0) return;  // on top of each other: no direction to go round
  const double d = std::sqrt(d2);
  // Touching (or within the margin): the edges slide along it, opening the gap a little (an
  // exact tangent would sit on the contact test's knife edge, closing by rounding).
  const double cosine = d > reach ? std::sqrt(1.0 - (reach / d) * (reach / d)) : -kEdgeOpening;
  const double sine = std::sqrt(1.0 - cosine * cosine);
  const Vec2 toward = n.offset() / d;
  const double share = 1.0 / n.inverse_share;
  // Walker velocity v = a + u * s * share for closing velocity u * s (u an edge direction).
  const Vec2 a = scene.self_velocity + (n.velocity() - scene.self_velocity) * share;
  const double speed = scene.preferred_speed > 0.0 ? scene.preferred_speed : self.max_speed;
  for (double side : {1.0, -1.0}) {
    const Vec2 u{toward.x * cosine - toward.y * sine * side,
                 toward.x * sine * side + toward.y * cosine};
    const double along = dot(a, u);
    const double discriminant = along * along - a.length_squared() + speed * speed;
    if (discriminant < 0.0) continue;
    const double s = (-along + std::sqrt(discriminant)) / share;
    consider(scene, self, heading, limit, a + u * (s * share), best);
  }
}

// No candidate of length `speed` can cost less than this: its deviation from the preferred
// velocity is at least the difference in length, and its progress at most its speed.
double ring_floor(const Scene& scene, double speed) {
  return std::abs(speed - scene.preferred_speed) +
         scene.slowing_weight * std::max(scene.preferred_speed - speed, 0.0);
}

// Whether no candidate `deviation_squared` from the preferred velocity can beat the best.
bool out_of_reach(const Choice& best, double deviation_squared) {
  // (A hair of slack: the ring's deviations grow with the angle only up to rounding.)
  return !best.first && deviation_squared > best.bound * best.bound * (1.0 + 1e-9);
}

// One ring of sampled velocities of length `speed`. The headings come in order of their angle
// off the preferred one, so the deviation only grows along the ring: once one is out of reach
// so are the rest, bar those the turn limit pulls back. Those all land on the limit's edge on
// their side, which is scored once: at once if the first such heading comes while the ring is
// still within reach, else after the ring (and once both edges are known, the ring is done).
void consider_ring(const Scene& scene, Vec2 heading, const TurnLimit& limit,
                   std::span<const Vec2> directions, double speed, Choice& best) {
  if (!best.first && ring_floor(scene, speed) > best.bound) return;
  bool edge_met[2] = {false, false};    // right, left: a heading pulled back to that edge was met
  bool edge_later[2] = {false, false};  // ... only after the ring went out of reach
  Vec2 edge[2];                         // the velocity on that edge
  bool reached_all = true;
  for (Vec2 direction : directions) {
    const Vec2 candidate = direction * speed;
    const Vec2 velocity = limit_turn(candidate, speed, heading, limit);
    if (velocity != candidate) {
      const int side = cross(heading, candidate) >= 0.0 ? 0 : 1;
      if (edge_met[side]) continue;
      edge_met[side] = true;
      if (!reached_all) {
        edge_later[side] = true;
        edge[side] = velocity;
        if (edge_met[0] && edge_met[1]) break;
        continue;
      }
    } else if (!reached_all) {
      continue;
    } else if (out_of_reach(best, (velocity - scene.preferred).length_squared())) {
      reached_all = false;
      if (edge_met[0] && edge_met[1]) break;
      continue;
    }
    score(scene, velocity, speed, best);
  }
  for (int side = 0; side < 2; ++side) {
    if (edge_later[side]) score(scene, edge[side], speed, best);
  }
}

// The rings of sampled velocities around the preferred heading.
void consider_rings(const Scene& scene, const Walker& self, Vec2 heading, const TurnLimit& limit,
                    Choice& best) {
  // The headings turned to the preferred one once, for all three rings.
  std::array<Vec2, kSampleDegrees.size()> directions;
  for (std::size_t i = 0; i < directions.size(); ++i) {
    directions[i] = rotate_to(scene.preferred_heading, sample_directions()[i]);
  }
  const double base_speed = scene.preferred_speed > 0.0 ? scene.preferred_speed : self.max_speed;
  for (double fraction : kSpeedFractions) {
    consider_ring(scene, heading, limit, directions,
                  std::min(base_speed * fraction, self.max_speed), best);
  }
  consider_ring(scene, heading, limit, directions, self.max_speed, best);
}

// The heading the samples are laid out around: the preferred one, else the current one, else
// away from the first neighbour (so a rotated scene gives a rotated answer), else +x.
Vec2 sample_heading(const Scene& scene, Vec2 heading) {
  if (scene.preferred_speed > 0.0) return scene.preferred / scene.preferred_speed;
  if (heading.length_squared() > 0.0) return heading;
  for (int i = 0; i < scene.count; ++i) {
    const Vec2 away = normalized(-scene.nearby[i].offset());
    if (away.length_squared() > 0.0) return away;
  }
  return {1.0, 0.0};
}

Vec2 finite_or_zero(Vec2 v) {
  return is_finite(v) ? v : Vec2{};
}

// The walker's part of the scene every candidate is scored against: cleaned inputs, no
// neighbours yet.
Scene prepare_walker(const Walker& self, Vec2 preferred_velocity,
                     const LocalSteeringTunables& tunables) {
  Scene scene;
  scene.tunables = &tunables;
  scene.horizon =
      std::isfinite(tunables.horizon_seconds) ? std::max(tunables.horizon_seconds, 0.0) : 0.0;
  scene.self_velocity = finite_or_zero(self.velocity);
  scene.preferred = clamp_length(finite_or_zero(preferred_velocity), self.max_speed);
  scene.preferred_speed = scene.preferred.length();
  scene.moving_inverse_share = 1.0 / (1.0 - std::clamp(tunables.reciprocity, 0.0, 0.9));
  return scene;
}

// The rest of the scene: the nearby neighbours and what depends on them.
void add_neighbours(Scene& scene, const Walker& self, std::span<const Neighbour> neighbours) {
  gather(scene, self, neighbours);
  scene.preferred_heading = sample_heading(scene, normalized(scene.self_velocity));
  scene.someone_near = scene.count > 0;
  // Braking is free for a walker going at speed (RVO's cost); one already held up pays for
  // standing still, so it walks round what holds it instead of waiting forever.
  if (scene.preferred_speed > 0.0) {
    const double progress =
        progress_of(scene.self_velocity, scene.self_velocity.length(),
                    scene.preferred / scene.preferred_speed, scene.someone_near);
    const double held_up = std::max(1.0 - progress / scene.preferred_speed, 0.0);
    scene.slowing_weight = scene.tunables->slowing_weight * held_up;
  }
}

// The preferred velocity as the walker may take it (capped, turn-limited) if it is exactly the
// preferred velocity and no neighbour is in its way: it then beats every candidate, as any
// other costs at least its deviation and inertia weighs less than deviation (triangle
// inequality). Most walkers most of the time stop here, before the scene's neighbours are
// gathered. Else nothing.
std::optional<Vec2> preferred_if_free(const Scene& scene, const Walker& self, Vec2 heading,
                                      const TurnLimit& limit,
                                      std::span<const Neighbour> neighbours) {
  if (!(scene.tunables->inertia_weight <= 1.0)) return std::nullopt;
  Vec2 candidate = scene.preferred;
  const double speed = cap_speed(candidate, self.max_speed);
  const Vec2 velocity = limit_turn(candidate, speed, heading, limit);
  if (velocity != scene.preferred) return std::nullopt;
  if (!contact_free(scene, self, neighbours, velocity)) return std::nullopt;
  return velocity;
}

}  // namespace

Vec2 local_steering_velocity(const Walker& self, Vec2 preferred_velocity,
                             std::span<const Neighbour> neighbours, double dt,
                             const LocalSteeringTunables& tunables) {
  if (!(self.max_speed > 0.0) || !is_finite(self.position)) return {};
  Scene scene = prepare_walker(self, preferred_velocity, tunables);
  const Vec2 heading = normalized(scene.self_velocity);
  TurnLimit limit = turn_limit(tunables.max_turn_rate_degrees, dt);
  if (heading.length_squared() == 0.0) limit = {};  // at rest: may start in any direction
  if (const auto free = preferred_if_free(scene, self, heading, limit, neighbours)) return *free;
  add_neighbours(scene, self, neighbours);
  Choice best;
  consider(scene, self, heading, limit, scene.preferred, best);
  consider(scene, self, heading, limit, scene.self_velocity, best);
  consider(scene, self, heading, limit, Vec2{}, best);
  if (scene.count > 0) {
    consider(scene, self, heading, limit, side_choice_candidate(scene, self), best);
  }
  for (int i = 0; i < scene.count; ++i) {
    consider_cone_edges(scene, self, heading, limit, scene.nearby[i], best);
  }
  consider_rings(scene, self, heading, limit, best);
  return clamp_length(finite_or_zero(best.velocity), self.max_speed);
}

}  // namespace hp::sim
