// A literal port of seed 000's JavaScript moveObject (atan2, angles and all): the test oracle.
#pragma once

#include <cmath>
#include <numbers>
#include <vector>

namespace hp::sim::oracle {

// The post's objects: "pos" with centre cx/cy, a radius, and a target to walk to.
struct Pos {
  double cx = 0;
  double cy = 0;
};
struct Vec {
  double vx = 0;
  double vy = 0;
};
struct Object {
  Pos pos;
  double radius = 0;
  const Object* target = nullptr;
};

// provided the x.y position of two objects, find the distance
inline double getDistance(Pos a, Pos b) {
  double x = b.cx - a.cx;
  double y = b.cy - a.cy;
  double d = std::sqrt((x * x) + (y * y));
  return d;
}

// find the direction vector between two points, multiplied by mag. JavaScript's `if (!mag)`
// is true for an absent mag, 0 and NaN alike.
inline Vec normVec(Pos a, Pos b, double mag = 0) {
  if (mag == 0 || std::isnan(mag)) mag = 1;
  double x = b.cx - a.cx;
  double y = b.cy - a.cy;
  double d = std::sqrt((x * x) + (y * y));
  Vec v{x / d * mag, y / d * mag};
  return v;
}

// normalizes a vector object to 1
inline Vec normalize(Vec v) {
  double d = std::sqrt((v.vx * v.vx) + (v.vy * v.vy));
  Vec n{v.vx / d, v.vy / d};
  return n;
}

// moveObject with the anti-gravity part "looped if there are multiple obstacles present": the
// target vector and its angle are computed once, each obstacle adds its force, and the sum is
// normalised once ("after all anti-gravity is calculated then move the character"). Returns the
// movement vector the post hands to green.move().
inline Vec moveObject(const Object& green, const std::vector<Object>& oranges) {
  const double PI = std::numbers::pi;
  // first get the normalized vector of green's target
  Vec vector = normVec(green.pos, green.target->pos);
  // convert the vector to an angle in radians, 0 is East
  double angle = std::atan2(vector.vy, vector.vx);

  for (const Object& orange : oranges) {
    // get the distance to the obstacle
    double d = getDistance(green.pos, orange.pos);
    // it's not really the mass, but the "width" of the obstacle
    double mass = (green.radius + orange.radius);
    // multiply by "personal space" constant for math fudging
    mass = mass * mass * 2;
    // the magnitude of the effect as distance approaches the "mass" is 1
    double mag = mass / (d * d);

    // find the angle between the two objects (as an "x, y" vector) multiplying by the magnitude
    Vec v = normVec(orange.pos, green.pos, mag);
    // convert the angle to radians
    double vTheta = std::atan2(v.vy, v.vx);
    // invert it to get the "anti-gravity force"
    double obsAngle = 0;
    if (vTheta >= 0)
      obsAngle = vTheta - PI;
    else if (vTheta < 0)
      obsAngle = vTheta + PI;

    // get the difference between angles to the target and the obstacle
    double delta = obsAngle - angle;
    // invert if more than 180 deg, this keeps the value in a usable range
    if (delta > PI) delta = delta - (2 * PI);
    // invert if less than -180
    if (delta < -PI) delta = delta + (2 * PI);

    // make a unit cardioid, if the difference in angles is 0 effect is 1
    // if angle is 180 effect is 0
    double r = (1 + std::cos(delta)) / 2;
    // multiply the magnitude exponentially (optional)
    r = r * r * r;

    // add the calculated anti-gravity force to the original vector
    vector.vx += v.vx * r;
    vector.vy += v.vy * r;
  }

  // after all anti-gravity is calculated then move the character
  vector = normalize(vector);  // normalize the new movement vector
  return vector;
}

}  // namespace hp::sim::oracle
