// nearest_fit: sphere tracing along rays, which never steps past a spot where the disc fits.
#include "game/app/check/nearest_fit.h"

#include <cmath>

namespace hp::app {
namespace {

constexpr double kPi = 3.141592653589793;
constexpr int kDirections = 2880;  // every 0.125 degrees
constexpr int kMaxSteps = 256;
// A gap this close to 0 counts as fitting: the last steps of a slanted approach only creep up.
constexpr double kFitTolerance = 1e-9;
// Distances this close are a tie, won by the first direction (right, then clockwise on screen),
// so rounding noise does not pick the side.
constexpr double kTie = 1e-7;

// The distance along `direction` from centre to the first spot where the disc fits, when it is
// under `limit`. gap() changes by at most the distance moved (and is never below minus the
// real depth), so no spot within -gap of a point fits: stepping by -gap skips none.
std::optional<double> fit_along(const sim::StaticCollision& collision, Vec2 centre, Vec2 direction,
                                double radius, double limit) {
  double t = 0.0;
  for (int step = 0; step < kMaxSteps && t < limit; ++step) {
    const double gap = collision.gap(centre + direction * t, radius);
    if (gap >= -kFitTolerance) return t;
    t += -gap;
  }
  return std::nullopt;
}

}  // namespace

std::optional<Fit> nearest_fit(const sim::StaticCollision& collision, Vec2 centre, double radius) {
  if (collision.gap(centre, radius) >= 0.0) return Fit{centre, 0.0};
  double best = std::hypot(collision.width(), collision.height());
  std::optional<Fit> fit;
  for (int k = 0; k < kDirections; ++k) {
    const double angle = 2.0 * kPi * k / kDirections;
    const Vec2 direction{std::cos(angle), std::sin(angle)};
    const std::optional<double> t = fit_along(collision, centre, direction, radius, best);
    if (!t || *t >= best - kTie) continue;
    best = *t;
    fit = Fit{centre + direction * *t, *t};
  }
  return fit;
}

}  // namespace hp::app
