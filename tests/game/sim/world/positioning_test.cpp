// Positioning matters: two scripted players fight the crossroads, where Pell the herald stands
// ahead of the others and must not fall. One only attacks the nearest enemy with each hero. The
// other focuses its attacks on the weakest enemy and uses Move orders: when the rest of its turn
// as planned would cost a hero (tried on a copy of the world, the enemies' turn included), it
// first steps a hero to where that does not happen (out of an enemy's reach, or so that a
// healthier hero is nearer). The first loses a hero (Pell, and with him the battle); the second
// wins with none lost.
#include <gtest/gtest.h>

#include <algorithm>
#include <cmath>
#include <cstdio>
#include <limits>
#include <optional>
#include <string>
#include <vector>

#include "game/sim/world/world.h"
#include "tests/game/sim/support/every_map.h"

namespace hp::sim {
namespace {

constexpr int kMaxTurns = 30;
constexpr int kTickLimit = 600 * World::kTicksPerSecond;

struct Result {
  Outcome outcome = Outcome::kOngoing;
  int turns = 0;
  int heroes_lost = 0;
  std::string log;
};

std::vector<const Unit*> living(const World& world, Side side) {
  std::vector<const Unit*> out;
  for (const Unit& u : world.units()) {
    if (u.side() == side && u.in_play()) out.push_back(&u);
  }
  return out;
}

// Steps until nothing plays out and the player can give orders again (or the battle is over).
void settle(World& world) {
  for (int t = 0; t < kTickLimit; ++t) {
    if (world.turns().outcome != Outcome::kOngoing) return;
    if (world.turns().side == TurnSide::kPlayer && world.waiting_for_player()) return;
    world.step({});
  }
  FAIL() << "the battle never came back to the player";
}

void order(World& world, Commands commands) {
  world.step(commands);
  settle(world);
}

// Ends the player's turn `turn`, unless it ended by itself (every hero has attacked) and the
// next one has begun.
void end_turn(World& world, int turn) {
  if (world.turns().turn == turn && world.turns().side == TurnSide::kPlayer &&
      world.turns().outcome == Outcome::kOngoing) {
    Commands end;
    end.end_turn = true;
    world.step(end);
  }
  settle(world);
}

const Unit* nearest(const std::vector<const Unit*>& units, Vec2 to) {
  const Unit* best = nullptr;
  for (const Unit* u : units) {
    if (!best || distance(u->position, to) < distance(best->position, to)) best = u;
  }
  return best;
}

Result finish(const World& world, int heroes_at_start, std::string log) {
  Result r;
  r.outcome = world.turns().outcome;
  r.turns = world.turns().turn;
  r.heroes_lost = heroes_at_start - static_cast<int>(living(world, Side::kHero).size());
  r.log = std::move(log);
  return r;
}

// Each hero in map order attacks the enemy nearest to it; no moves.
Result play_nearest(World world) {
  const int heroes = static_cast<int>(living(world, Side::kHero).size());
  for (int turn = 0; turn < kMaxTurns && world.turns().outcome == Outcome::kOngoing; ++turn) {
    const int now = world.turns().turn;
    for (const Unit* hero : living(world, Side::kHero)) {
      if (world.turns().turn != now || !world.can_order(hero->id)) continue;
      const Unit* enemy = nearest(living(world, Side::kEnemy), hero->position);
      if (!enemy) break;
      Commands c;
      c.attack = AttackOrder{hero->id, enemy->id};
      order(world, c);
    }
    end_turn(world, now);
  }
  return finish(world, heroes, "");
}

// The weakest living enemy (then the nearest to `hero`): where focused attacks go.
const Unit* weakest_enemy(const World& world, const Unit& hero) {
  const std::vector<const Unit*> enemies = living(world, Side::kEnemy);
  if (enemies.empty()) return nullptr;
  return *std::min_element(enemies.begin(), enemies.end(), [&](const Unit* a, const Unit* b) {
    if (a->hp != b->hp) return a->hp < b->hp;
    return distance(a->position, hero.position) < distance(b->position, hero.position);
  });
}

// `hero` attacks the weakest enemy, if it can and there is one.
void attack_weakest(World& world, const Unit& hero) {
  if (world.turns().side != TurnSide::kPlayer || !world.can_order(hero.id)) return;
  const Unit* target = weakest_enemy(world, hero);
  if (!target) return;
  Commands c;
  c.attack = AttackOrder{hero.id, target->id};
  order(world, c);
}

// The rest of the player's turn (every hero that can attack, attacks the weakest enemy), then
// the enemies' turn, on a copy: how many heroes would fall.
int heroes_falling(World world) {
  const int before = static_cast<int>(living(world, Side::kHero).size());
  const int now = world.turns().turn;
  for (const Unit* hero : living(world, Side::kHero)) {
    if (world.turns().turn == now) attack_weakest(world, *hero);
  }
  end_turn(world, now);
  return before - static_cast<int>(living(world, Side::kHero).size());
}

// A Move order after which the rest of the turn and the enemies' answer cost no hero: tried on
// copies of the world for each hero that can still move (the most wounded first), at spots in
// rings around it, farthest from the enemies first.
std::optional<MoveOrder> saving_move(const World& world) {
  std::vector<const Unit*> movers;
  for (const Unit* h : living(world, Side::kHero)) {
    if (world.can_move(h->id)) movers.push_back(h);
  }
  std::sort(movers.begin(), movers.end(),
            [](const Unit* a, const Unit* b) { return a->hp < b->hp; });
  for (const Unit* hero : movers) {
    std::vector<std::pair<double, Vec2>> spots;
    for (double r = 64; r <= 256; r += 64) {
      for (int i = 0; i < 12; ++i) {
        const double a = 2 * 3.14159265358979 * i / 12;
        const Vec2 spot = hero->position + Vec2{std::cos(a), std::sin(a)} * r;
        if (world.check_move(hero->id, spot) != MoveCheck::kOk) continue;
        double nearest_enemy = std::numeric_limits<double>::infinity();
        for (const Unit* e : living(world, Side::kEnemy)) {
          nearest_enemy = std::min(nearest_enemy, distance(spot, e->position));
        }
        spots.emplace_back(-nearest_enemy, spot);
      }
    }
    std::sort(spots.begin(), spots.end(),
              [](const auto& a, const auto& b) { return a.first < b.first; });
    for (const auto& [score, spot] : spots) {
      World copy(world);
      Commands c;
      c.move = MoveOrder{hero->id, spot};
      order(copy, c);
      if (heroes_falling(copy) == 0) return MoveOrder{hero->id, spot};
    }
  }
  return std::nullopt;
}

// Focus fire on the weakest enemy; before each attack, when the rest of the turn as planned
// would cost a hero (tried on a copy), a Move order that saves it, if one does.
Result play_tactician(World world) {
  const int heroes = static_cast<int>(living(world, Side::kHero).size());
  std::string log;
  for (int turn = 0; turn < kMaxTurns && world.turns().outcome == Outcome::kOngoing; ++turn) {
    const int now = world.turns().turn;
    for (const Unit* hero : living(world, Side::kHero)) {
      if (world.turns().turn != now || world.turns().side != TurnSide::kPlayer) break;
      if (heroes_falling(World(world)) > 0) {
        if (const std::optional<MoveOrder> move = saving_move(world)) {
          Commands c;
          c.move = move;
          order(world, c);
          log += "turn " + std::to_string(world.turns().turn) + ": " +
                 world.unit(move->hero)->name() + " steps back\n";
        }
      }
      attack_weakest(world, *hero);
    }
    end_turn(world, now);
  }
  return finish(world, heroes, log);
}

const char* name_of(Outcome o) {
  return o == Outcome::kVictory ? "victory" : o == Outcome::kDefeat ? "defeat" : "undecided";
}

TEST(Positioning, on_the_crossroads_attacking_the_nearest_loses_heroes_and_moving_them_wins_clean) {
  const WorldSetup setup = test::setup_of("maps/crossroads.tmx");
  ASSERT_FALSE(setup.units.empty());
  const Result nearest_only = play_nearest(World(setup));
  const Result tactician = play_tactician(World(setup));
  std::printf("nearest only: %s in turn %d, %d heroes lost\n", name_of(nearest_only.outcome),
              nearest_only.turns, nearest_only.heroes_lost);
  std::printf("with moves: %s in turn %d, %d heroes lost\n%s", name_of(tactician.outcome),
              tactician.turns, tactician.heroes_lost, tactician.log.c_str());
  EXPECT_GE(nearest_only.heroes_lost, 1);
  EXPECT_EQ(tactician.outcome, Outcome::kVictory);
  EXPECT_EQ(tactician.heroes_lost, 0);
}

}  // namespace
}  // namespace hp::sim
