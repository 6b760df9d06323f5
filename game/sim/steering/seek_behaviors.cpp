// Seed 003's seeking and fleeing as velocity steering: vectors throughout, no angles, no NaN.
#include "game/sim/steering/seek_behaviors.h"

#include <algorithm>
#include <cmath>

#include "engine/core/assert.h"

namespace hp::sim {
namespace {

// The direction from `from` to `to`, or zero when they coincide.
Vec2 direction_to(Vec2 from, Vec2 to) {
  return normalized(to - from);
}

// The direction away from `threat`; when standing on it, along our own motion, else +x.
Vec2 direction_away(const KinematicState& state, Vec2 threat) {
  const Vec2 away = normalized(state.position - threat);
  if (away != Vec2{}) return away;
  const Vec2 along = normalized(state.velocity);
  return along != Vec2{} ? along : Vec2{1.0, 0.0};
}

}  // namespace

Vec2 clamp_length(Vec2 v, double max_length) {
  if (max_length <= 0.0) return {};
  const double len_sq = v.length_squared();
  if (len_sq <= max_length * max_length) return v;
  return v * (max_length / std::sqrt(len_sq));
}

KinematicState step_kinematic(const KinematicState& state, Vec2 desired_acceleration,
                              const KinematicLimits& limits, double dt) {
  HP_ASSERT(dt > 0.0);
  const Vec2 acceleration = clamp_length(desired_acceleration, limits.max_acceleration);
  const Vec2 velocity = clamp_length(state.velocity + acceleration * dt, limits.max_speed);
  return {state.position + velocity * dt, velocity};
}

Vec2 steer_to_velocity(Vec2 velocity, Vec2 desired_velocity, const KinematicLimits& limits,
                       double dt) {
  HP_ASSERT(dt > 0.0);
  // Dividing by dt asks for the whole change this tick; the clamp makes it "as fast as allowed".
  return clamp_length((desired_velocity - velocity) / dt, limits.max_acceleration);
}

Vec2 match_velocity(const KinematicState& state, Vec2 target_velocity,
                    const KinematicLimits& limits, double dt) {
  return steer_to_velocity(state.velocity, clamp_length(target_velocity, limits.max_speed), limits,
                           dt);
}

Vec2 seek(const KinematicState& state, Vec2 target, const KinematicLimits& limits, double dt) {
  const Vec2 desired = direction_to(state.position, target) * limits.max_speed;
  return steer_to_velocity(state.velocity, desired, limits, dt);
}

double stopping_speed(double distance, double deceleration, double dt) {
  if (distance <= 0.0 || deceleration <= 0.0) return 0.0;
  // Braking by `step` each tick from speed v covers v (v + step) / (2 deceleration) before it
  // stops (the discrete v^2 / 2a); solve that for v so the last tick lands on the goal.
  const double step = deceleration * dt;
  const double speed = 0.5 * (std::sqrt(step * step + 8.0 * deceleration * distance) - step);
  return std::min(speed, distance / dt);
}

double arrive_deceleration(const KinematicLimits& limits, double slowing_radius) {
  if (slowing_radius <= 0.0) return limits.max_acceleration;
  const double gentle = limits.max_speed * limits.max_speed / (2.0 * slowing_radius);
  return std::min(gentle, limits.max_acceleration);
}

Vec2 arrive(const KinematicState& state, Vec2 target, const KinematicLimits& limits,
            double slowing_radius, double dt) {
  const double dist = distance(state.position, target);
  const double braking = arrive_deceleration(limits, slowing_radius);
  const double speed = std::min(limits.max_speed, stopping_speed(dist, braking, dt));
  return steer_to_velocity(state.velocity, direction_to(state.position, target) * speed, limits,
                           dt);
}

KinematicState arrive_step(const KinematicState& state, Vec2 target, const KinematicLimits& limits,
                           double slowing_radius, double dt) {
  // Within one tick's braking of the goal, both in place and in speed: land and stop.
  const double tick_dv = limits.max_acceleration * dt;
  const bool near = distance(state.position, target) <= tick_dv * dt;
  const bool slow = state.velocity.length() <= tick_dv;
  if (near && slow) return {target, Vec2{}};
  return step_kinematic(state, arrive(state, target, limits, slowing_radius, dt), limits, dt);
}

double intercept_time(const KinematicState& chaser, const KinematicState& quarry, double max_speed,
                      double max_lookahead) {
  const double dist = distance(chaser.position, quarry.position);
  if (dist <= 0.0) return 0.0;
  const Vec2 toward = (quarry.position - chaser.position) / dist;
  const double closing = dot(chaser.velocity - quarry.velocity, toward);
  const double speed = closing > 0.0 ? closing : max_speed;
  if (speed <= 0.0) return std::max(max_lookahead, 0.0);
  return std::clamp(dist / speed, 0.0, std::max(max_lookahead, 0.0));
}

PursuitPlan pursue(const KinematicState& state, const KinematicState& target,
                   const KinematicLimits& limits, const SeekTunables& tunables, double dt) {
  PursuitPlan plan;
  plan.lookahead = intercept_time(state, target, limits.max_speed, tunables.max_lookahead);
  plan.predicted_point = target.position + target.velocity * plan.lookahead;
  plan.acceleration = seek(state, plan.predicted_point, limits, dt);
  return plan;
}

Vec2 flee(const KinematicState& state, Vec2 threat, const KinematicLimits& limits,
          double panic_radius, double dt) {
  if (distance(state.position, threat) > panic_radius) return {};
  const Vec2 desired = direction_away(state, threat) * limits.max_speed;
  return steer_to_velocity(state.velocity, desired, limits, dt);
}

PursuitPlan evade(const KinematicState& state, const KinematicState& threat,
                  const KinematicLimits& limits, const SeekTunables& tunables, double dt) {
  // Anticipate the moment of closest approach if both keep their velocities, and flee along the
  // separation at that moment: a threat crossing our path is side-stepped, not run from blindly.
  const Vec2 separation = state.position - threat.position;
  const Vec2 relative_velocity = state.velocity - threat.velocity;
  const double closing_sq = relative_velocity.length_squared();
  const double t = closing_sq > 0.0 ? -dot(separation, relative_velocity) / closing_sq : 0.0;
  PursuitPlan plan;
  plan.lookahead = std::clamp(t, 0.0, std::max(tunables.max_lookahead, 0.0));
  plan.predicted_point = threat.position + threat.velocity * plan.lookahead;
  if (separation.length() > tunables.panic_radius) return plan;
  const Vec2 ours = state.position + state.velocity * plan.lookahead;
  Vec2 away = normalized(ours - plan.predicted_point);
  if (away == Vec2{}) away = direction_away(state, threat.position);
  plan.acceleration = steer_to_velocity(state.velocity, away * limits.max_speed, limits, dt);
  return plan;
}

Vec2 seed_intercept_direction(const KinematicState& agent, const KinematicState& target,
                              double max_acceleration) {
  const Vec2 toward = direction_to(agent.position, target.position);
  const Vec2 difference = target.velocity - agent.velocity;
  const double difference_speed = difference.length();
  // The seed's `If sngMagDiff <> 0` guard: no velocity difference, thrust straight at the target.
  if (difference_speed <= 0.0) return toward;
  const double time_to_intercept = distance(agent.position, target.position) / difference_speed;
  const Vec2 intercept_velocity = toward * (max_acceleration * time_to_intercept);
  return normalized(intercept_velocity + difference);
}

}  // namespace hp::sim
