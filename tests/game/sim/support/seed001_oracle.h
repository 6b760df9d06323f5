// A literal port of seed 001's JavaScript moveGuy (atan2, angles and all): the test oracle.
#pragma once

#include <cmath>
#include <numbers>
#include <vector>

#include "tests/game/sim/support/seed_oracle.h"  // Pos, Vec, getDistance, normVec, normalize

namespace hp::sim::oracle001 {

using oracle::getDistance;
using oracle::normalize;
using oracle::normVec;
using oracle::Pos;
using oracle::Vec;

// The post's characters and obstacles: "pos" and "halo.cr" (radius with a buffer). The
// dictionary "Obstacles" is passed as a list that already leaves out the walker and its target
// (the loop's two `continue`s).
struct Guy {
  Pos pos;
  double cr = 0;
  const Guy* target = nullptr;
};

// One obstacle's vectors as moveGuy computes them inside its loop.
struct ObstacleVectors {
  Vec red;       // v: anti-gravity, magnitude mag, from the obstacle toward the walker
  Vec blue;      // av: v turned toward the target (magnitude mag)
  double r = 0;  // the cardioid weight both are multiplied by before summing
};

// Everything moveGuy computes on the way to its movement vector.
struct MoveGuyResult {
  Vec direction;  // the normalised movement vector handed to character.nextmove
  std::vector<ObstacleVectors> obstacles;
  Vec yellow;        // AGSum: sum of r * red
  Vec blue_sum;      // AdjAGSum: sum of r * blue
  Vec green;         // newx/newy: the adjusted yellow (zero unless magold >= magnew)
  double igFac = 0;  // the quarter-ellipse weight on blue_sum
};

// moveGuy with personal space 3. Reading of the post's line
//   /square and give it a sign axxx = axxx * axxx * (delta/Math.abs(delta));/
// Taken literally it is a regular expression with an unclosed group, a SyntaxError, so the
// page's code would not run at all; the blog ate the asterisks of a /* ... */ block comment (it
// renders the // comments fine). What executes is therefore the linear, unsigned axxx, and the
// green line is always yellow rotated by a non-positive angle. That is what this port does.
inline MoveGuyResult moveGuy(const Guy& character, const std::vector<Guy>& Obstacles) {
  const double PI = std::numbers::pi;
  MoveGuyResult out;
  // find the vector to the target and normalize, then convert it to an angle in radians
  Vec vector = normVec(character.pos, character.target->pos);
  double angle = std::atan2(vector.vy, vector.vx);
  double d = 0;
  double delta = 0;
  double r = 0;
  // this is the sum of the anti-gravity, yellow line
  double AGSumx = 0;
  double AGSumy = 0;
  // this is the sum of the adjusted vectors, blue line
  double AdjAGSumx = 0;
  double AdjAGSumy = 0;
  for (const Guy& o : Obstacles) {
    d = getDistance(character.pos, o.pos);
    double mass = (character.cr + o.cr);
    mass = mass * mass * 3;
    double mag = mass / (d * d);
    // v is anti-gravity vector (red); normVec's `if (!mag) mag = 1` applies to v only
    Vec v = normVec(o.pos, character.pos, mag);
    Vec av{0, 0};
    double vTheta = std::atan2(v.vy, v.vx);
    double obsAngle = 0;
    if (vTheta >= 0)
      obsAngle = vTheta - PI;
    else if (vTheta < 0)
      obsAngle = vTheta + PI;
    delta = obsAngle - angle;
    if (delta > PI) delta = delta - (2 * PI);
    if (delta < -PI) delta = delta + (2 * PI);
    r = (1 + std::cos(delta)) / 2;  // unit cardioid
    r = r * r * r;
    // get the difference between the target vector and antigravity vector
    delta = vTheta - angle;
    if (delta > PI) delta = delta - (2 * PI);
    if (delta < -PI) delta = delta + (2 * PI);
    double aTheta = 0;
    if (delta != 0) {
      double r2 = 0;
      if (std::abs(delta) >= PI / 2)
        r2 = 1 - std::sqrt(1 - std::pow(((2 * std::abs(delta)) - PI) / PI, 2));
      else
        r2 = 0;
      double theta = PI * r * r2 / 2;
      double dir = std::abs(delta) / delta;
      aTheta = vTheta - (theta * dir);
    } else {
      aTheta = vTheta;
    }
    av.vx = std::cos(aTheta) * mag;
    av.vy = std::sin(aTheta) * mag;
    AGSumx += v.vx * r;
    AGSumy += v.vy * r;
    AdjAGSumx += av.vx * r;
    AdjAGSumy += av.vy * r;
    out.obstacles.push_back({v, av, r});
  }
  double magold = std::sqrt((AGSumx * AGSumx) + (AGSumy * AGSumy));
  double magnew = std::sqrt((AdjAGSumx * AdjAGSumx) + (AdjAGSumy * AdjAGSumy));
  double newx = 0;
  double newy = 0;
  if (magold >= magnew) {
    double newTheta = -(1 - (magnew / magold)) * (1 / (magnew + 1)) * (PI / 2);
    double oldVangle = std::atan2(AGSumy, AGSumx);
    delta = oldVangle - angle;
    if (delta > PI) delta = delta - (2 * PI);
    if (delta < -PI) delta = delta + (2 * PI);
    double axxx = 0;
    if (std::abs(delta) > PI / 2) {
      axxx = (std::abs(delta) - (PI / 2)) / (PI / 2);  // linear scaling
    } else {
      axxx = 0;
    }
    double finalAngle = newTheta * axxx;
    newx = AGSumx * std::cos(finalAngle) - AGSumy * std::sin(finalAngle);
    newy = AGSumy * std::cos(finalAngle) + AGSumx * std::sin(finalAngle);
    newx *= 1 - (magnew / magold);
    newy *= 1 - (magnew / magold);
    newx *= 1 / (magnew + 1);
    newy *= 1 / (magnew + 1);
    newx *= std::abs(axxx);
    newy *= std::abs(axxx);
  }
  double igAng = std::atan2(newy + AdjAGSumy, newx + AdjAGSumx);
  delta = std::abs(igAng - angle);
  if (delta > PI) delta = (2 * PI) - delta;
  double igFac = 0;
  if (delta != 0)
    igFac = std::sqrt(1 - std::pow(((2 * delta) - PI) / PI, 2));  // quarter ellipse
  else
    igFac = 0;
  vector.vx += newx + (igFac * AdjAGSumx);
  vector.vy += newy + (igFac * AdjAGSumy);
  vector = normalize(vector);
  out.direction = vector;
  out.yellow = {AGSumx, AGSumy};
  out.blue_sum = {AdjAGSumx, AdjAGSumy};
  out.green = {newx, newy};
  out.igFac = igFac;
  return out;
}

}  // namespace hp::sim::oracle001
