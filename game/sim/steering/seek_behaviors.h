// Seed 003's seeking and fleeing, trig-free: seek, arrive, pursue, flee, evade on a kinematic
// agent.
#pragma once

#include "engine/core/vec2.h"

namespace hp::sim {

// Where an agent is and how it moves. Screen frame: x right, y down.
struct KinematicState {
  Vec2 position;  // pixels
  Vec2 velocity;  // pixels per second
};

// What an agent's body can do.
struct KinematicLimits {
  double max_speed = 120.0;         // pixels per second, >= 0
  double max_acceleration = 600.0;  // pixels per second^2, >= 0
};

// Tunables shared by the behaviours (defaults suit 60 Hz ticks and the limits above).
struct SeekTunables {
  double slowing_radius = 48.0;  // pixels: arrive starts braking here (or sooner if it must)
  double max_lookahead = 1.5;    // seconds: pursue/evade never predict further ahead than this
  double panic_radius = 160.0;   // pixels: flee/evade apply no force beyond this distance
};

// `v` shortened to `max_length` when longer; never NaN (zero stays zero, max_length <= 0 gives 0).
Vec2 clamp_length(Vec2 v, double max_length);

// The integrator: clamps the acceleration to max_acceleration, then the speed to max_speed, then
// moves (semi-implicit Euler: the new velocity moves the agent). dt in seconds, > 0.
KinematicState step_kinematic(const KinematicState& state, Vec2 desired_acceleration,
                              const KinematicLimits& limits, double dt);

// The acceleration (px/s^2, within max_acceleration) that turns `velocity` into `desired_velocity`,
// in one tick of `dt` when it can.
Vec2 steer_to_velocity(Vec2 velocity, Vec2 desired_velocity, const KinematicLimits& limits,
                       double dt);

// Seed 003's "velocity difference" braking: the acceleration that matches a moving target's
// velocity, so the agent rides along instead of overshooting it.
Vec2 match_velocity(const KinematicState& state, Vec2 target_velocity,
                    const KinematicLimits& limits, double dt);

// Accelerate toward `target` at full acceleration, wanting max_speed along the line to it.
// Coincident with the target: brakes.
Vec2 seek(const KinematicState& state, Vec2 target, const KinematicLimits& limits, double dt);

// The fastest speed (px/s) at `distance` pixels from the goal from which the agent can still stop
// on it, braking at `deceleration` each tick of `dt`; never above distance / dt (one tick's reach).
double stopping_speed(double distance, double deceleration, double dt);

// The deceleration (px/s^2) arrive brakes with: max_speed stops exactly over slowing_radius, but
// never harder than max_acceleration allows.
double arrive_deceleration(const KinematicLimits& limits, double slowing_radius);

// Seek that brakes so as to stop on `target`: wanted speed is capped by stopping_speed.
Vec2 arrive(const KinematicState& state, Vec2 target, const KinematicLimits& limits,
            double slowing_radius, double dt);

// One tick of arrive, landing exactly on `target` with zero velocity once it is within one tick's
// braking (like seed 002's step, which lands on the destination when within reach).
KinematicState arrive_step(const KinematicState& state, Vec2 target, const KinematicLimits& limits,
                           double slowing_radius, double dt);

// Seed 003's time to intercept (seconds): distance / closing speed, or distance / max_speed when
// the gap is not closing, never above max_lookahead. `chaser` closes on `quarry`.
double intercept_time(const KinematicState& chaser, const KinematicState& quarry, double max_speed,
                      double max_lookahead);

// A pursuit decision: the steering and where it expects to meet the target (for the debug overlay).
struct PursuitPlan {
  Vec2 acceleration;     // px/s^2, within max_acceleration
  Vec2 predicted_point;  // pixels: the target's anticipated position at intercept
  double lookahead = 0;  // seconds until that point
};

// Seek the target's anticipated position (target position + velocity * intercept_time).
PursuitPlan pursue(const KinematicState& state, const KinematicState& target,
                   const KinematicLimits& limits, const SeekTunables& tunables, double dt);

// Accelerate straight away from `threat` at full acceleration; no force beyond panic_radius.
// Coincident with the threat: flees along its own velocity, or +x when standing still.
Vec2 flee(const KinematicState& state, Vec2 threat, const KinematicLimits& limits,
          double panic_radius, double dt);

// Flee from the threat's anticipated position: where it will be at closest approach if both keep
// their velocities (within max_lookahead), fleeing along the separation at that moment so a threat
// crossing our path is side-stepped. No force beyond panic_radius from the threat's current
// position. predicted_point is where the threat is expected.
PursuitPlan evade(const KinematicState& state, const KinematicState& threat,
                  const KinematicLimits& limits, const SeekTunables& tunables, double dt);

// Seed 003's thrust direction, trig-free: intercept velocity (max_acceleration * distance /
// |velocity difference|, toward the target) plus the velocity difference (target - agent), as a
// unit vector. With no velocity difference it is the direction to the target; zero when undefined.
Vec2 seed_intercept_direction(const KinematicState& agent, const KinematicState& target,
                              double max_acceleration);

}  // namespace hp::sim
