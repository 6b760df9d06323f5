// Heroes chasing patrollers: the walk to the meeting is within 1.15x of the shortest meeting path.
//
// The shortest meeting path is defined here, apart from the game: the enemy's walk is recorded
// tick by tick as it really went during the attack; for each tick k the test's own oracle
// (Theta*, shortest_path_oracle.h) gives the shortest route from the hero's start to touching the
// enemy where it stood at tick k; the earliest meeting point is the first k at which that route
// is no longer than the hero can walk in k ticks (its speed times k / 60 s), and the shortest
// meeting path is that route's length. The hero meets the enemy on its walk no earlier than
// that, so its walked length can be no shorter.
#include <gtest/gtest.h>

#include <cstdio>
#include <optional>
#include <string>
#include <vector>

#include "game/sim/battle/patrol_intercept.h"
#include "game/sim/navigation/polyline_distance.h"
#include "game/sim/world/attack_report.h"
#include "game/sim/world/world.h"
#include "tests/game/sim/support/every_map.h"
#include "tests/game/sim/support/shortest_path_oracle.h"

namespace hp::sim {
namespace {

constexpr double kSlack = 1.15;         // walked / shortest meeting path
constexpr double kLimitSeconds = 60.0;  // simulated time an attack may take
constexpr double kTickSeconds = World::kDt;

UnitId id_of(std::size_t index) {
  return {static_cast<std::uint32_t>(index), 0};
}

bool patrols(const UnitSpec& unit) {
  return unit.side == Side::kEnemy && unit.patrol_route >= 0;
}

// One attack as it really went: the report, and the enemy's position after each tick up to the
// slam (enemy_at[0] is where it stood when the order was given).
struct ChaseRun {
  AttackReport report;
  std::vector<Vec2> enemy_at;
};

ChaseRun run_chase(const WorldSetup& setup, std::size_t hero, std::size_t enemy) {
  World world(setup);
  ChaseRun run;
  run.enemy_at.push_back(setup.units[enemy].position);
  bool met = false;
  run.report = run_attack(world, id_of(hero), id_of(enemy), kLimitSeconds, [&](const World& w) {
    if (met) return;
    for (const Event& e : w.events()) met = met || (std::holds_alternative<Slam>(e));
    run.enemy_at.push_back(w.unit(id_of(enemy))->position);
  });
  return run;
}

struct Meeting {
  int tick = 0;
  double length = 0;  // px, the oracle's shortest route from the hero's start to touching
};

// The set-up the oracle judges in: the other patrollers left out (they walk on, and the hero
// steers round them as they pass), every standing unit where it stood. Returns the new indices.
WorldSetup without_other_patrollers(const WorldSetup& setup, std::size_t& hero,
                                    std::size_t& enemy) {
  WorldSetup still = setup;
  still.units.clear();
  const std::size_t old_hero = hero, old_enemy = enemy;
  for (std::size_t i = 0; i < setup.units.size(); ++i) {
    if (i != old_enemy && patrols(setup.units[i])) continue;
    if (i == old_hero) hero = still.units.size();
    if (i == old_enemy) enemy = still.units.size();
    still.units.push_back(setup.units[i]);
  }
  return still;
}

// The earliest tick at which the hero can touch the enemy where the enemy really was, and the
// shortest route there. Ticks the straight line already rules out are skipped without a search,
// and after a search, so are the ticks by which the route cannot yet have shrunk enough: the
// route to the enemy shortens by at most the ground the enemy covers meanwhile.
std::optional<Meeting> shortest_meeting(const WorldSetup& setup, std::size_t hero,
                                        std::size_t enemy, const std::vector<Vec2>& enemy_at) {
  WorldSetup still = without_other_patrollers(setup, hero, enemy);
  const Vec2 start = still.units[hero].position;
  const double speed = still.units[hero].speed;
  const double reach = still.units[hero].radius + still.units[enemy].radius;
  std::vector<double> travelled{0.0};
  for (std::size_t k = 1; k < enemy_at.size(); ++k) {
    travelled.push_back(travelled.back() + distance(enemy_at[k - 1], enemy_at[k]));
  }
  std::size_t k = 0;
  while (k < enemy_at.size()) {
    const double budget = speed * static_cast<double>(k) * kTickSeconds;
    if (distance(start, enemy_at[k]) - reach > budget) {
      ++k;
      continue;
    }
    still.units[enemy].position = enemy_at[k];
    const std::optional<double> length = hp::test::shortest_path_length(still, hero, enemy);
    if (length && *length <= budget) return Meeting{static_cast<int>(k), *length};
    const std::size_t from = k;
    for (++k; length && k < enemy_at.size(); ++k) {
      const double can_shrink = travelled[k] - travelled[from];
      if (*length - can_shrink <= speed * static_cast<double>(k) * kTickSeconds) break;
    }
  }
  return std::nullopt;
}

struct Chase {
  std::string map;
  std::size_t hero;
  std::size_t enemy;
};

// Every hero against every patrolling enemy on the map.
std::vector<Chase> chases_on(const std::string& map, const WorldSetup& setup) {
  std::vector<Chase> chases;
  for (std::size_t e = 0; e < setup.units.size(); ++e) {
    if (!patrols(setup.units[e])) continue;
    for (std::size_t h = 0; h < setup.units.size(); ++h) {
      if (setup.units[h].side == Side::kHero) chases.push_back({map, h, e});
    }
  }
  return chases;
}

void expect_near_shortest_meeting(const std::string& map, const WorldSetup& setup,
                                  const Chase& chase) {
  const std::string who =
      map + ": " + setup.units[chase.hero].name + " -> " + setup.units[chase.enemy].name;
  const ChaseRun run = run_chase(setup, chase.hero, chase.enemy);
  ASSERT_TRUE(run.report.arrived) << who << ": never met the enemy";
  const std::optional<Meeting> meeting =
      shortest_meeting(setup, chase.hero, chase.enemy, run.enemy_at);
  ASSERT_TRUE(meeting) << who << ": the oracle finds no meeting on the enemy's walk";
  const double ratio = run.report.path_length / meeting->length;
  std::printf("%-32s walked %7.1f  shortest meeting %7.1f (at %5.2f s)  ratio %.3f\n", who.c_str(),
              run.report.path_length, meeting->length, meeting->tick * kTickSeconds, ratio);
  EXPECT_LE(ratio, kSlack) << who << ": walked " << run.report.path_length
                           << " px, the shortest meeting path is " << meeting->length << " px";
}

TEST(PatrolIntercept, the_patrol_target_hero_walks_near_the_shortest_meeting_path) {
  const std::string map = "maps/scenarios/patrol_target.tmx";
  const WorldSetup setup = test::setup_of(map);
  ASSERT_FALSE(setup.units.empty()) << map;
  std::optional<std::size_t> ann, ultros;
  for (std::size_t i = 0; i < setup.units.size(); ++i) {
    if (setup.units[i].name == "Ann") ann = i;
    if (setup.units[i].name == "Ultros") ultros = i;
  }
  ASSERT_TRUE(ann && ultros);
  ASSERT_TRUE(patrols(setup.units[*ultros]));
  expect_near_shortest_meeting(map, setup, {map, *ann, *ultros});
}

// Every hero of the campaign's maps against every patroller there, each from the battle's start.
TEST(PatrolIntercept, every_campaign_hero_chasing_a_patroller_walks_near_the_shortest_meeting) {
  int chased = 0;
  for (const std::string map : {"maps/fortress.tmx", "maps/crossroads.tmx", "maps/default.tmx"}) {
    const WorldSetup setup = test::setup_of(map);
    ASSERT_FALSE(setup.units.empty()) << map;
    for (const Chase& chase : chases_on(map, setup)) {
      expect_near_shortest_meeting(map, setup, chase);
      ++chased;
    }
  }
  EXPECT_GE(chased, 8) << "the fortress alone has two patrollers and four heroes";
}

// The hero walks the route its meeting was timed on (ApproachPhase adopts it rather than planning
// its own), so that route must be one the walk could have planned: from the hero, clear of
// walls and standing units by the walk's margin, and short enough to be there in time.
TEST(PatrolIntercept, the_route_a_meeting_is_timed_on_is_clear_and_in_time) {
  const WalkTunables walk;
  int routes = 0;
  for (const std::string map : {"maps/fortress.tmx", "maps/crossroads.tmx", "maps/default.tmx"}) {
    const WorldSetup setup = test::setup_of(map);
    for (const Chase& chase : chases_on(map, setup)) {
      // The meeting as searched at the order, and again later in the chase (from wherever the
      // hero has got to, with the patrollers walked on).
      World world(setup);
      Commands order;
      order.attack = AttackOrder{id_of(chase.hero), id_of(chase.enemy)};
      world.step(order);
      for (int tick = 0; tick < 180 && world.action(); ++tick) {
        if (tick % 60 == 0) {
          const Unit& hero = *world.unit(id_of(chase.hero));
          const Unit& enemy = *world.unit(id_of(chase.enemy));
          const std::optional<PatrolSchedule> schedule = world.schedule_of(enemy.id);
          ASSERT_TRUE(schedule);
          const std::optional<PatrolMeeting> meeting =
              earliest_meeting(world, hero, enemy, *schedule, walk);
          if (meeting && !meeting->route.empty()) {
            const std::vector<Vec2>& route = meeting->route;
            const std::string who = map + ": " + hero.name() + " -> " + enemy.name();
            ASSERT_GE(route.size(), 2u) << who;
            EXPECT_EQ(route.front(), hero.position) << who;
            double length = 0;
            for (std::size_t i = 0; i + 1 < route.size(); ++i) {
              length += distance(route[i], route[i + 1]);
              EXPECT_TRUE(world.collision().segment_clear(route[i], route[i + 1], hero.radius(),
                                                          walk.tight_margin - 1e-9))
                  << who << " leg " << i;
              for (const Unit& other : world.units()) {
                if (other.id == hero.id || other.id == enemy.id || !other.is_obstacle() ||
                    other.velocity.length_squared() > 1e-12)
                  continue;
                const Vec2 leg[] = {route[i], route[i + 1]};
                EXPECT_GE(distance_to_polyline(other.position, leg),
                          other.radius() + hero.radius() + walk.tight_margin - 1e-9)
                    << who << " leg " << i << " passes " << other.name();
              }
            }
            const double reach = hero.radius() + enemy.radius();
            const double touch =
                length - std::max(0.0, reach - distance(route.back(), meeting->point));
            EXPECT_LE(touch, hero.spec.speed * meeting->seconds + 1e-6) << who;
            ++routes;
          }
        }
        world.step({});
      }
    }
  }
  EXPECT_GE(routes, 20);
}

}  // namespace
}  // namespace hp::sim
