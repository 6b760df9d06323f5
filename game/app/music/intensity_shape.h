// IntensityShape: how a battle's measures of danger become the music's intensity (0..1), as the
// composer sets it in music.json's "intensity" (docs/composing.md). No SDL and no sim types, so
// the manifest reader, the game and the jukebox's audition of a recorded battle share it.
#pragma once

#include <limits>
#include <utility>
#include <vector>

namespace hp::app {

// What the battle measures, each frame (game/app/music/battle_intensity.h reads it off the units).
struct IntensityInputs {
  bool both_sides = false;  // a hero and an enemy in play; without both the tension is 0
  // The gap between the closest enemy and hero in play, in that enemy's reaches (how far it
  // walks in its turn): 0 touching, 1 it could reach the hero this turn. Infinite: none.
  double gap_reaches = std::numeric_limits<double>::infinity();
  double wounds = 0.0;      // the heroes' share of hit points lost, 0..1
  bool last_enemy = false;  // one enemy left of several, none still to come
};

// A curve through points (x ascending), straight between them and flat beyond its ends.
struct IntensityCurve {
  std::vector<std::pair<double, double>> points;
  double at(double x) const;
};

struct IntensityShape {
  // What each measure adds to the tension (the sum is clamped to 0..1).
  IntensityCurve closeness;  // x: gap_reaches
  IntensityCurve wounds;     // x: wounds, 0..1
  double last_enemy = 0.0;   // added while last_enemy
  // The smoothing: time constants of the intensity rising and falling towards the tension.
  double rise_seconds = 0.0;
  double fall_seconds = 0.0;
  // How long a stem takes to fade fully in or out as the intensity crosses its range's ends.
  double stem_fade_seconds = 0.0;
};

// The shape used where music.json sets none (docs/composing.md gives its numbers).
IntensityShape default_intensity_shape();

// The tension the inputs call for under shape, unsmoothed, 0..1.
double battle_tension(const IntensityInputs& inputs, const IntensityShape& shape);

// The tension followed smoothly, so stems do not flicker as units move: it rises with the
// shape's rise time constant and falls with its (longer) fall one.
class IntensityFollower {
 public:
  // Moves towards tension (0..1) over dt seconds with shape's time constants.
  double follow(double tension, double dt, const IntensityShape& shape);
  double value() const { return value_; }

 private:
  double value_ = 0.0;
};

}  // namespace hp::app
