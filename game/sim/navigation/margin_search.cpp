// MarginSearch: one RouteSearch a margin, the tight one begun in the tick the preferred one ends.
#include "game/sim/navigation/margin_search.h"

namespace hp::sim {
namespace {

RouteRequest with_margin(RouteRequest request, double margin) {
  request.margin = margin;
  return request;
}

}  // namespace

MarginSearch::MarginSearch(RouteRequest request, double margin, double tight_margin)
    : search_(with_margin(request, margin)),
      tight_margin_(tight_margin),
      tight_(tight_margin >= margin) {}

bool MarginSearch::advance(const RoutePlanner& planner, NavNoRoutes& no_routes, int& budget) {
  for (;;) {
    if (!search_.advance(planner, no_routes, budget)) return false;
    if (search_.route().found || tight_) return true;
    tight_ = true;
    search_ = RouteSearch(with_margin(search_.request(), tight_margin_));
    if (budget <= 0) return false;
  }
}

}  // namespace hp::sim
