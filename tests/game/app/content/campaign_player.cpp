#include "tests/game/app/content/campaign_player.h"

#include <algorithm>
#include <cmath>
#include <limits>
#include <utility>

#include "game/sim/battle/enemy_tactics.h"
#include "game/sim/navigation/route_planner.h"
#include "game/sim/navigation/route_walk.h"

namespace hp::app::test {

using sim::Commands;
using sim::Side;
using sim::Unit;
using sim::World;

std::vector<const Unit*> living(const World& world, Side side) {
  std::vector<const Unit*> out;
  for (const Unit& u : world.units()) {
    if (u.side() == side && u.in_play()) out.push_back(&u);
  }
  return out;
}

const Unit* named(const World& world, std::string_view name) {
  const std::optional<sim::UnitId> id = world.find(name);
  return id ? world.unit(*id) : nullptr;
}

bool players_move(const World& world) {
  return world.turns().outcome == sim::Outcome::kOngoing &&
         world.turns().side == sim::TurnSide::kPlayer && world.waiting_for_player();
}

namespace {
StepHook step_hook;
}  // namespace

void set_step_hook(StepHook hook) {
  step_hook = std::move(hook);
}

void step(World& world, const Commands& commands) {
  if (step_hook) {
    step_hook(world, commands);
  } else {
    world.step(commands);
  }
}

bool settle(World& world) {
  for (int tick = 0; tick < 600 * World::kTicksPerSecond; ++tick) {
    if (world.turns().outcome != sim::Outcome::kOngoing || players_move(world)) return true;
    step(world, {});
  }
  return false;
}

bool attack(World& world, const Unit& hero, const Unit& enemy) {
  Commands c;
  c.attack = sim::AttackOrder{hero.id, enemy.id};
  const int dealt = world.turns().hero_damage;
  step(world, c);
  settle(world);
  return world.turns().hero_damage > dealt;
}

bool move_to(World& world, const Unit& hero, Vec2 spot) {
  if (world.check_move(hero.id, spot) != sim::MoveCheck::kOk) return false;
  Commands c;
  c.move = sim::MoveOrder{hero.id, spot};
  step(world, c);
  settle(world);
  return true;
}

void end_turn(World& world) {
  if (players_move(world)) {
    Commands c;
    c.end_turn = true;
    step(world, c);
  }
  settle(world);
}

const Unit* weakest_enemy(const World& world, const Unit& hero) {
  const std::vector<const Unit*> enemies = living(world, Side::kEnemy);
  if (enemies.empty()) return nullptr;
  return *std::min_element(enemies.begin(), enemies.end(), [&](const Unit* a, const Unit* b) {
    if (a->hp != b->hp) return a->hp < b->hp;
    return distance(a->position, hero.position) < distance(b->position, hero.position);
  });
}

bool attack_weakest(World& world, const Unit& hero) {
  std::vector<const Unit*> enemies = living(world, Side::kEnemy);
  std::stable_sort(enemies.begin(), enemies.end(), [&](const Unit* a, const Unit* b) {
    if (a->hp != b->hp) return a->hp < b->hp;
    return distance(a->position, hero.position) < distance(b->position, hero.position);
  });
  // Ids, not pointers: an attack may not move units, but keep to what the world hands out.
  std::vector<sim::UnitId> order;
  for (const Unit* e : enemies) order.push_back(e->id);
  for (const sim::UnitId enemy : order) {
    if (!players_move(world) || !world.can_order(hero.id)) return false;
    const Unit* target = world.unit(enemy);
    if (target && target->in_play() && attack(world, hero, *target)) return true;
  }
  return false;
}

void all_attack_weakest(World& world, std::string_view except) {
  std::vector<sim::UnitId> heroes;
  for (const Unit* h : living(world, Side::kHero)) {
    if (h->name() != except) heroes.push_back(h->id);
  }
  for (const sim::UnitId id : heroes) {
    const Unit* hero = world.unit(id);
    if (hero && hero->in_play()) attack_weakest(world, *hero);
  }
}

bool move_toward(World& world, const Unit& hero, Vec2 target) {
  if (!world.can_move(hero.id)) return false;
  if (move_to(world, hero, target)) return true;
  std::vector<sim::Obstacle> others;
  for (const Unit& u : world.units()) {
    if (u.is_obstacle() && u.id != hero.id) others.push_back({u.position, u.radius()});
  }
  sim::RouteRequest request;
  request.start = hero.position;
  request.radius = hero.radius();
  request.goal = target;
  request.discs = others;
  const sim::Route route = sim::plan_with_margins(world.planner(), request, sim::WalkTunables{});
  if (!route.found) return false;
  // Back along the route from a little short of the hero's reach (a spot right at the limit is
  // refused or not by a hair), a sixteenth of a tile at a time; whole pixels, as a click gives.
  const double step = world.setup().tile_width / 16;
  for (double along = std::min(hero.reach() - 8 * step, route.length); along > 0; along -= step) {
    const Vec2 spot = sim::route_prefix(route.points, along).back();
    if (move_to(world, hero, {std::round(spot.x), std::round(spot.y)})) return true;
  }
  return false;
}

bool move_away_from_enemies(World& world, const Unit& hero) {
  if (!world.can_move(hero.id)) return false;
  const std::vector<const Unit*> enemies = living(world, Side::kEnemy);
  const auto nearest_enemy = [&](Vec2 p) {
    double nearest = std::numeric_limits<double>::infinity();
    for (const Unit* e : enemies) nearest = std::min(nearest, distance(p, e->position));
    return nearest;
  };
  Vec2 best = hero.position;
  double best_gap = nearest_enemy(hero.position);
  const double tile = world.setup().tile_width;
  for (double r = tile; r <= hero.reach() - tile / 2; r += tile) {
    for (int i = 0; i < 16; ++i) {
      const double a = 2 * 3.141592653589793 * i / 16;
      const Vec2 ring = hero.position + Vec2{std::cos(a), std::sin(a)} * r;
      const Vec2 spot{std::round(ring.x), std::round(ring.y)};
      const double gap = nearest_enemy(spot);
      if (gap > best_gap + 1 && world.check_move(hero.id, spot) == sim::MoveCheck::kOk) {
        best = spot;
        best_gap = gap;
      }
    }
  }
  return best != hero.position && move_to(world, hero, best);
}

// The Area that wakes the ogres a rout still needs, once none stands on the field: every enemy
// left waits for a hero in it (arrives_when_entered). nullptr while an enemy stands or comes by
// turn, or when the map is not won by a rout.
const sim::Area* area_to_wake(const World& world) {
  if (!world.setup().objectives.rout || !living(world, Side::kEnemy).empty()) return nullptr;
  for (const Unit& u : world.units()) {
    if (u.side() == Side::kEnemy && u.arriving && u.arrival_turn == 0 &&
        u.spec.arrives_when_entered >= 0) {
      return &world.setup().areas[static_cast<std::size_t>(u.spec.arrives_when_entered)];
    }
  }
  return nullptr;
}

// Where `hero` heads for `area`: its label point, or when a wall or a unit stands there or no
// route reaches it, the spot in the area nearest to `hero` that a route reaches (a click on its
// open ground), on a grid a quarter of a tile apart; the label point when none is found.
Vec2 open_spot_in(const World& world, const Unit& hero, const sim::Area& area) {
  const auto reached = [&](Vec2 p) {
    const sim::MoveCheck check = world.check_move(hero.id, p);
    return check == sim::MoveCheck::kOk || check == sim::MoveCheck::kTooFar;
  };
  if (reached(sim::label_point(area))) return sim::label_point(area);
  double x0 = std::numeric_limits<double>::infinity(), y0 = x0, x1 = -x0, y1 = -x0;
  for (const Vec2& p : area.outline) {
    x0 = std::min(x0, p.x), y0 = std::min(y0, p.y), x1 = std::max(x1, p.x), y1 = std::max(y1, p.y);
  }
  const double step = world.setup().tile_width / 4;
  Vec2 best = sim::label_point(area);
  double best_distance = std::numeric_limits<double>::infinity();
  for (double y = std::ceil(y0); y <= y1; y += step) {
    for (double x = std::ceil(x0); x <= x1; x += step) {
      const Vec2 p{x, y};
      if (!sim::contains(area, p) || distance(p, hero.position) >= best_distance) continue;
      if (reached(p)) {
        best = p;
        best_distance = distance(p, hero.position);
      }
    }
  }
  return best;
}

void objective_turn(World& world) {
  const sim::Objectives& objectives = world.setup().objectives;
  const Unit* protect = objectives.protect >= 0 ? &world.units()[objectives.protect] : nullptr;
  const Unit* leader = objectives.leader >= 0 ? &world.units()[objectives.leader] : nullptr;
  // A Goal only the protected hero counts for is reached by him or not at all.
  const bool protect_to_goal =
      protect && !objectives.goals.empty() && objectives.goals.front().hero == objectives.protect;
  if (protect && protect->in_play()) {
    if (protect_to_goal) {
      move_toward(world, *protect, open_spot_in(world, *protect, objectives.goals.front().area));
    } else {
      move_away_from_enemies(world, *protect);
    }
  }
  const sim::Area* wake = area_to_wake(world);
  std::vector<sim::UnitId> heroes;
  for (const Unit* h : living(world, Side::kHero)) {
    if (h != protect) heroes.push_back(h->id);
  }
  for (const sim::UnitId id : heroes) {
    const Unit* hero = world.unit(id);
    if (!players_move(world)) return;
    if (!hero->in_play()) continue;
    if (!objectives.goals.empty()) {
      move_toward(world, *hero, open_spot_in(world, *hero, objectives.goals.front().area));
    } else if (wake) {
      move_toward(world, *hero, open_spot_in(world, *hero, *wake));
    }
    if (!players_move(world)) return;
    if (leader && leader->in_play() && attack(world, *hero, *leader)) continue;
    attack_weakest(world, *hero);
  }
}

BattleResult play_battle(const sim::WorldSetup& setup,
                         const std::function<void(World&)>& turn_policy, int max_turns) {
  World world(setup);
  settle(world);
  while (world.turns().outcome == sim::Outcome::kOngoing && world.turns().turn <= max_turns) {
    const int turn = world.turns().turn;
    turn_policy(world);
    if (world.turns().turn == turn) end_turn(world);  // else it ended once all had attacked
  }
  BattleResult r;
  r.outcome = world.turns().outcome;
  r.decided_by = world.turns().decided_by;
  r.turns = world.turns().turn;
  r.damage_taken = world.turns().enemy_damage;
  for (const Unit& u : world.units()) {
    if (u.side() != Side::kHero) continue;
    r.heroes_hp += u.spec.hp;
    r.heroes_lost += u.knocked_out ? 1 : 0;
  }
  return r;
}

std::string describe(const BattleResult& r) {
  static const char* const kReasons[] = {"undecided",     "routed",       "leader out",
                                         "survived",      "goal reached", "heroes out",
                                         "protected out", "turn limit"};
  const char* outcome = r.outcome == sim::Outcome::kVictory  ? "victory"
                        : r.outcome == sim::Outcome::kDefeat ? "defeat"
                                                             : "undecided";
  return std::string(outcome) + " (" + kReasons[static_cast<int>(r.decided_by)] + ") on turn " +
         std::to_string(r.turns) + ", " + std::to_string(r.damage_taken) + " of " +
         std::to_string(r.heroes_hp) + " HP lost, " + std::to_string(r.heroes_lost) +
         (r.heroes_lost == 1 ? " hero" : " heroes") + " out";
}

}  // namespace hp::app::test
