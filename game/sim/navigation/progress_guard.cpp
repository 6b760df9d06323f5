// ProgressGuard: best-distance bookkeeping.
#include "game/sim/navigation/progress_guard.h"

namespace hp::sim {

bool ProgressGuard::stuck_after(double distance) {
  if (best_ < 0.0 || distance <= best_ - min_progress_) {
    best_ = distance;
    ticks_since_best_ = 0;
    return false;
  }
  return ++ticks_since_best_ >= window_ticks_;
}

}  // namespace hp::sim
