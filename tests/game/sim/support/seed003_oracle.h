// A literal port of seed 003's Visual Basic (GetDist, FindAngle, AddVectors, the facing snippet).
#pragma once

#include <cmath>
#include <numbers>

namespace hp::sim::oracle003 {

// VB's Single widened to double so the comparison measures the formula, not float rounding.
using Single = double;
constexpr Single PI = std::numbers::pi;

inline Single Sqr(Single x) {
  return std::sqrt(x);
}
inline Single Atn(Single x) {
  return std::atan(x);
}
inline Single Sin(Single x) {
  return std::sin(x);
}
inline Single Cos(Single x) {
  return std::cos(x);
}
inline int Sgn(Single x) {
  return x > 0 ? 1 : (x < 0 ? -1 : 0);
}

inline Single GetDist(Single intX1, Single intY1, Single intX2, Single intY2) {
  return Sqr(std::pow(intX1 - intX2, 2) + std::pow(intY1 - intY2, 2));
}

// Angles are measured from screen-up toward +x: the y value is inverted ("in computer land Y
// increases as we move down the screen"). A VB Function returns 0 when no branch assigns it,
// which is the undefined sngYComp == 0 case.
inline Single FindAngle(Single intX1, Single intY1, Single intX2, Single intY2) {
  Single FindAngle = 0;
  Single sngXComp;
  Single sngYComp;
  sngXComp = intX2 - intX1;
  sngYComp = intY1 - intY2;
  if (sngYComp > 0) FindAngle = Atn(sngXComp / sngYComp);
  if (sngYComp < 0) FindAngle = Atn(sngXComp / sngYComp) + PI;
  return FindAngle;
}

// ByRef outputs: when Sgn(sngYComp) = 0 the direction is left as the caller passed it.
inline void AddVectors(Single sngMag1, Single sngDir1, Single sngMag2, Single sngDir2,
                       Single& sngMagResult, Single& sngDirResult) {
  Single sngXComp;
  Single sngYComp;
  sngXComp = sngMag1 * Sin(sngDir1) + sngMag2 * Sin(sngDir2);
  sngYComp = sngMag1 * Cos(sngDir1) + sngMag2 * Cos(sngDir2);
  sngMagResult = Sqr(std::pow(sngXComp, 2) + std::pow(sngYComp, 2));
  if (Sgn(sngYComp) > 0) sngDirResult = Atn(sngXComp / sngYComp);
  if (Sgn(sngYComp) < 0) sngDirResult = Atn(sngXComp / sngYComp) + PI;
}

// The sample's snippet: the player is (msngX, msngY) moving msngSpeed along msngHeading, the enemy
// likewise; returns msngEnemyFacing. Directions the VB leaves unassigned come back as NaN (the
// ByRef variables start as NaN here), so a caller can tell where the seed is undefined.
inline Single EnemyFacing(Single msngX, Single msngY, Single msngSpeed, Single msngHeading,
                          Single msngEnemyX, Single msngEnemyY, Single msngEnemySpeed,
                          Single msngEnemyHeading, Single ENEMY_ACCEL) {
  Single sngMagDiff = 0;
  Single sngDirDiff = std::nan("");
  Single sngUnusedMag = 0;
  Single msngEnemyFacing = std::nan("");
  AddVectors(msngSpeed, msngHeading, msngEnemySpeed, msngEnemyHeading + PI, sngMagDiff, sngDirDiff);
  if (sngMagDiff != 0) {
    AddVectors(ENEMY_ACCEL * GetDist(msngX, msngY, msngEnemyX, msngEnemyY) / sngMagDiff,
               FindAngle(msngEnemyX, msngEnemyY, msngX, msngY), sngMagDiff, sngDirDiff,
               sngUnusedMag, msngEnemyFacing);
  } else {
    msngEnemyFacing = FindAngle(msngEnemyX, msngEnemyY, msngX, msngY);
  }
  return msngEnemyFacing;
}

}  // namespace hp::sim::oracle003
