// RandomScenarios: walls first, then the hero and target, then allies wherever they fit.
#include "tests/game/sim/support/random_scenarios.h"

#include <algorithm>
#include <cmath>
#include <numbers>
#include <optional>
#include <string>

namespace hp::test {
namespace {

constexpr double kTile = 32.0;
constexpr double kRadius = 12.8;            // every unit: the map default
constexpr double kMinHeroToTarget = 120.0;  // pixels between their centres
constexpr int kPlacementTries = 200;
// Gaps between things are either shut (at most kShutGap) or wide (at least kWideGap, the hero's
// diameter plus 8 px), never in between: a passage about as wide as the hero is not a fair test.
constexpr double kShutGap = 2.0;
constexpr double kWideGap = 2 * kRadius + 8.0;

// SplitMix64: tiny, well mixed and the same everywhere.
class Random {
 public:
  explicit Random(std::uint64_t seed) : state_(seed * 0x9E3779B97F4A7C15ull + 1) {}
  std::uint64_t next() {
    std::uint64_t z = (state_ += 0x9E3779B97F4A7C15ull);
    z = (z ^ (z >> 30)) * 0xBF58476D1CE4E5B9ull;
    z = (z ^ (z >> 27)) * 0x94D049BB133111EBull;
    return z ^ (z >> 31);
  }
  int integer(int lo, int hi) {  // inclusive
    return lo + static_cast<int>(next() % static_cast<std::uint64_t>(hi - lo + 1));
  }
  double real(double lo, double hi) {
    return lo + (hi - lo) * static_cast<double>(next() >> 11) * 0x1.0p-53;
  }
  bool percent(int p) { return integer(0, 99) < p; }

 private:
  std::uint64_t state_;
};

sim::Rect box(double x, double y, double w, double h) {
  sim::Rect r;
  r.x = x, r.y = y, r.w = w, r.h = h;
  return r;
}

double box_distance(Vec2 p, const sim::Rect& b) {
  const double dx = std::max({b.x - p.x, 0.0, p.x - (b.x + b.w)});
  const double dy = std::max({b.y - p.y, 0.0, p.y - (b.y + b.h)});
  return std::hypot(dx, dy);
}

// Distance from p to a polygon's outline, or 0 inside it.
double polygon_distance(Vec2 p, const std::vector<Vec2>& points) {
  bool inside = false;
  double best = 1e18;
  for (std::size_t i = 0, j = points.size() - 1; i < points.size(); j = i++) {
    const Vec2 a = points[i], b = points[j];
    if ((a.y > p.y) != (b.y > p.y) && p.x < a.x + (b.x - a.x) * (p.y - a.y) / (b.y - a.y)) {
      inside = !inside;
    }
    const Vec2 ab = b - a;
    const double t = std::clamp(dot(p - a, ab) / ab.length_squared(), 0.0, 1.0);
    best = std::min(best, distance(p, a + ab * t));
  }
  return inside ? 0.0 : best;
}

// Whether a unit disc at p keeps gap pixels from walls, the map edge and the units so far.
bool fits(const sim::WorldSetup& setup, Vec2 p, double gap) {
  const double need = kRadius + gap;
  if (p.x < need || p.y < need || p.x > setup.width - need || p.y > setup.height - need) {
    return false;
  }
  for (const sim::Rect& b : setup.walls.boxes) {
    if (box_distance(p, b) < need) return false;
  }
  for (const auto& polygon : setup.walls.polygons) {
    if (polygon_distance(p, polygon) < need) return false;
  }
  for (const sim::UnitSpec& u : setup.units) {
    if (distance(p, u.position) < u.radius + need) return false;
  }
  return true;
}

sim::UnitSpec unit(std::string name, sim::Side side, Vec2 position) {
  sim::UnitSpec spec;
  spec.name = std::move(name);
  spec.side = side;
  spec.position = position;
  spec.radius = kRadius;
  return spec;
}

void add_wall_boxes(Random& random, int count, sim::WorldSetup& setup) {
  const int columns = static_cast<int>(setup.width / kTile);
  const int rows = static_cast<int>(setup.height / kTile);
  for (int i = 0; i < count; ++i) {
    const int w = random.integer(1, 4), h = random.integer(1, 4);
    const int c = random.integer(0, columns - w), r = random.integer(0, rows - h);
    setup.walls.boxes.push_back(box(c * kTile, r * kTile, w * kTile, h * kTile));
  }
}

void add_wall_polygons(Random& random, int count, sim::WorldSetup& setup) {
  for (int i = 0; i < count; ++i) {
    const Vec2 centre{random.real(40, setup.width - 40), random.real(40, setup.height - 40)};
    const int corners = random.integer(3, 5);
    const double size = random.real(14, 36), turn = random.real(0, 2 * std::numbers::pi);
    if (!fits(setup, centre, size + kWideGap - kRadius)) continue;  // no narrow gaps to boxes
    std::vector<Vec2> points;
    for (int k = 0; k < corners; ++k) {
      const double a = turn + 2 * std::numbers::pi * k / corners;
      points.push_back(centre + Vec2{std::cos(a), std::sin(a)} * size);
    }
    setup.walls.polygons.push_back(std::move(points));
  }
}

// A random spot where a unit fits with gap to spare, or nothing after many tries.
std::optional<Vec2> free_spot(Random& random, const sim::WorldSetup& setup, double gap) {
  for (int t = 0; t < kPlacementTries; ++t) {
    const Vec2 p{random.real(0, setup.width), random.real(0, setup.height)};
    if (fits(setup, p, gap)) return p;
  }
  return std::nullopt;
}

// Walls the eight tiles around the tile under p (p is moved to that tile's centre first) and
// drops every other wall overlapping that 3 x 3 block, so the unit inside fits.
Vec2 enclose(Vec2 p, sim::WorldSetup& setup) {
  const int columns = static_cast<int>(setup.width / kTile);
  const int rows = static_cast<int>(setup.height / kTile);
  const int c = std::clamp(static_cast<int>(p.x / kTile), 1, columns - 2);
  const int r = std::clamp(static_cast<int>(p.y / kTile), 1, rows - 2);
  const sim::Rect block = box((c - 1) * kTile, (r - 1) * kTile, 3 * kTile, 3 * kTile);
  auto overlaps = [&](const sim::Rect& b) {
    return b.x < block.x + block.w && block.x < b.x + b.w && b.y < block.y + block.h &&
           block.y < b.y + b.h;
  };
  std::erase_if(setup.walls.boxes, overlaps);
  std::erase_if(setup.walls.polygons, [&](const std::vector<Vec2>& polygon) {
    return std::any_of(polygon.begin(), polygon.end(), [&](Vec2 q) {
      return q.x > block.x - 40 && q.x < block.x + block.w + 40 && q.y > block.y - 40 &&
             q.y < block.y + block.h + 40;
    });
  });
  for (int dr = -1; dr <= 1; ++dr) {
    for (int dc = -1; dc <= 1; ++dc) {
      if (dr != 0 || dc != 0) {
        setup.walls.boxes.push_back(box((c + dc) * kTile, (r + dr) * kTile, kTile, kTile));
      }
    }
  }
  return {(c + 0.5) * kTile, (r + 0.5) * kTile};
}

// Places hero and target apart. Returns false when the walls leave no room.
bool place_pair(Random& random, sim::WorldSetup& setup) {
  for (int t = 0; t < kPlacementTries; ++t) {
    const auto hero = free_spot(random, setup, 4.0);
    const auto target = free_spot(random, setup, 4.0);
    if (!hero || !target || distance(*hero, *target) < kMinHeroToTarget) continue;
    setup.units.push_back(unit("Hero", sim::Side::kHero, *hero));
    setup.units.push_back(unit("Target", sim::Side::kEnemy, *target));
    return true;
  }
  return false;
}

// Whether an ally at p leaves only shut or wide gaps: to its own cluster's members (first_mate
// onwards) shut or wide, to everything else wide.
bool ally_fits(const sim::WorldSetup& setup, Vec2 p, std::size_t first_mate) {
  sim::WorldSetup others = setup;
  others.units.resize(first_mate);
  if (!fits(others, p, kWideGap)) return false;
  for (std::size_t i = first_mate; i < setup.units.size(); ++i) {
    const double gap = distance(p, setup.units[i].position) - 2 * kRadius;
    if (gap < 0.5 || (gap > kShutGap && gap < kWideGap)) return false;
  }
  return true;
}

// Allies in clusters: each cluster starts at a free spot and grows by allies set against a
// member of it, so clusters are solid blobs and the ways between them are wide.
void add_allies(Random& random, int count, sim::WorldSetup& setup) {
  std::size_t first_mate = setup.units.size();
  int name = 0;
  for (int tries = 0; name < count && tries < 20 * kPlacementTries; ++tries) {
    const bool new_cluster = first_mate == setup.units.size() || random.percent(25);
    if (new_cluster) first_mate = setup.units.size();
    Vec2 p{random.real(0, setup.width), random.real(0, setup.height)};
    if (!new_cluster) {
      const Vec2 mate = setup
                            .units[random.integer(static_cast<int>(first_mate),
                                                  static_cast<int>(setup.units.size()) - 1)]
                            .position;
      const double a = random.real(0, 2 * std::numbers::pi);
      p = mate + Vec2{std::cos(a), std::sin(a)} * (2 * kRadius + 1.0);
    }
    if (!ally_fits(setup, p, first_mate)) continue;
    setup.units.push_back(unit("Ally" + std::to_string(++name), sim::Side::kHero, p));
  }
}

}  // namespace

RandomScenario make_random_scenario(std::uint32_t seed, const RandomScenarioLimits& limits) {
  RandomScenario scenario;
  scenario.seed = seed;
  Random random(seed);
  sim::WorldSetup& setup = scenario.setup;
  setup.width = kTile * random.integer(limits.min_tiles_wide, limits.max_tiles_wide);
  setup.height = kTile * random.integer(limits.min_tiles_high, limits.max_tiles_high);
  setup.tile_width = kTile;
  add_wall_boxes(random, random.integer(0, limits.max_wall_boxes), setup);
  add_wall_polygons(random, random.integer(0, limits.max_wall_polygons), setup);
  while (!place_pair(random, setup)) setup.walls.boxes.pop_back();  // too crowded: thin out
  const int roll = random.integer(0, 99);
  const std::size_t enclosed = roll < limits.enclose_hero_percent ? 0
                               : roll < limits.enclose_hero_percent + limits.enclose_enemy_percent
                                   ? 1
                                   : 2;
  if (enclosed < 2) {
    const Vec2 moved = enclose(setup.units[enclosed].position, setup);
    const Vec2 other = setup.units[1 - enclosed].position;
    setup.units[enclosed].position = moved;
    // The other unit must not sit in the new ring; if it does, it moves out of the way.
    std::vector<sim::UnitSpec> pair = std::move(setup.units);
    setup.units.clear();
    setup.units.push_back(pair[enclosed]);
    if (!fits(setup, other, 4.0) || distance(other, moved) < kMinHeroToTarget) {
      pair[1 - enclosed].position = free_spot(random, setup, 4.0).value_or(other);
    }
    setup.units = std::move(pair);
    scenario.enclosed = true;
  }
  add_allies(random, random.integer(0, limits.max_allies), setup);
  return scenario;
}

}  // namespace hp::test
