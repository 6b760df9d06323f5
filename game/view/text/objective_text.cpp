#include "game/view/text/objective_text.h"

#include <algorithm>

namespace hp::view {
namespace {

const sim::Unit* unit_at(const sim::World& world, int index) {
  if (index < 0 || static_cast<std::size_t>(index) >= world.units().size()) return nullptr;
  return &world.units()[static_cast<std::size_t>(index)];
}

std::string goal_name(const sim::Goal& goal) {
  return goal.area.name.empty() ? std::string("the goal") : goal.area.name;
}

int living(const sim::World& world, sim::Side side) {
  return static_cast<int>(
      std::count_if(world.units().begin(), world.units().end(),
                    [&](const sim::Unit& u) { return u.side() == side && u.in_play(); }));
}

std::string turns_word(int n) {
  return std::to_string(n) + (n == 1 ? " turn" : " turns");
}

// The hero standing in a goal it counts for, and the goal (for the result's sentence).
std::string goal_reached_by(const sim::World& world) {
  const std::optional<sim::World::GoalReached> reached = world.goal_reached();
  const sim::Unit* hero = reached ? world.unit(reached->hero) : nullptr;
  if (!hero) return "A hero reached the goal";
  return hero->name() + " reached " + goal_name(world.setup().objectives.goals[reached->goal]);
}

}  // namespace

std::vector<ObjectiveLine> objective_lines(const sim::World& world) {
  const sim::Objectives& o = world.setup().objectives;
  const int turn = world.turns().turn;
  std::vector<ObjectiveLine> lines;
  if (o.rout) {
    const int left = living(world, sim::Side::kEnemy);
    const int coming = static_cast<int>(std::count_if(
        world.units().begin(), world.units().end(),
        [](const sim::Unit& u) { return u.side() == sim::Side::kEnemy && u.arriving; }));
    lines.push_back({"Knock out every enemy: " + std::to_string(left) + " left" +
                         (coming > 0 ? ", " + std::to_string(coming) + " more coming" : ""),
                     true, left == 0 && coming == 0});
  }
  if (const sim::Unit* leader = unit_at(world, o.leader)) {
    lines.push_back({"Knock out " + leader->name(), true, leader->knocked_out});
  }
  if (o.survive_turns > 0) {
    lines.push_back({"Hold out: turn " + std::to_string(std::min(turn, o.survive_turns)) + " of " +
                         std::to_string(o.survive_turns),
                     true, world.turns().decided_by == sim::OutcomeReason::kSurvived});
  }
  for (const sim::Goal& goal : o.goals) {
    const sim::Unit* hero = unit_at(world, goal.hero);
    lines.push_back({hero ? "Bring " + hero->name() + " to " + goal_name(goal)
                          : "Reach " + goal_name(goal) + " with any hero",
                     true, world.turns().decided_by == sim::OutcomeReason::kGoalReached});
  }
  if (const sim::Unit* hero = unit_at(world, o.protect)) {
    lines.push_back({"Keep " + hero->name() + " standing", false, hero->knocked_out});
  }
  if (o.turn_limit > 0) {
    lines.push_back({"Win by the end of turn " + std::to_string(o.turn_limit) + " (now " +
                         std::to_string(std::min(turn, o.turn_limit)) + ")",
                     false, world.turns().decided_by == sim::OutcomeReason::kTurnLimit});
  }
  return lines;
}

ObjectiveMark objective_mark(const ObjectiveLine& line, sim::Outcome outcome) {
  if (line.victory) return line.done ? ObjectiveMark::kMet : ObjectiveMark::kToDo;
  if (line.done) return ObjectiveMark::kFailed;
  return outcome == sim::Outcome::kVictory ? ObjectiveMark::kAvoided : ObjectiveMark::kNotYet;
}

const char* objective_mark_glyph(ObjectiveMark mark) {
  switch (mark) {
    case ObjectiveMark::kToDo:
      return "\xE2\x96\xB6 ";  // a play arrow: what to do
    case ObjectiveMark::kMet:
    case ObjectiveMark::kAvoided:
      return "\xE2\x9C\x93 ";  // a tick
    case ObjectiveMark::kNotYet:
      return "\xE2\x97\x8B ";  // an empty circle: nothing has happened
    case ObjectiveMark::kFailed:
      return "\xE2\x9C\x97 ";  // a cross
  }
  return "";
}

std::string objective_heading(const sim::World& world) {
  switch (world.turns().outcome) {
    case sim::Outcome::kVictory:
      return "Victory: " + outcome_reason(world);
    case sim::Outcome::kDefeat:
      return "Defeat: " + outcome_reason(world);
    case sim::Outcome::kOngoing:
      return {};
  }
  return {};
}

std::string objective_summary(const sim::World& world) {
  const sim::Objectives& o = world.setup().objectives;
  std::vector<std::string> win;
  if (o.rout) win.push_back("knock out every enemy");
  if (const sim::Unit* leader = unit_at(world, o.leader))
    win.push_back("knock out " + leader->name());
  if (o.survive_turns > 0) win.push_back("hold out " + turns_word(o.survive_turns));
  for (const sim::Goal& goal : o.goals) {
    const sim::Unit* hero = unit_at(world, goal.hero);
    win.push_back(hero ? "bring " + hero->name() + " to " + goal_name(goal)
                       : "reach " + goal_name(goal));
  }
  std::vector<std::string> lose;
  if (const sim::Unit* hero = unit_at(world, o.protect))
    lose.push_back(hero->name() + " is knocked out");
  if (o.turn_limit > 0) lose.push_back("turn " + std::to_string(o.turn_limit) + " ends");
  lose.push_back(lose.empty() ? "every hero is knocked out" : "every hero is");
  const auto joined = [](const std::vector<std::string>& parts, const char* last) {
    std::string out;
    for (std::size_t i = 0; i < parts.size(); ++i) {
      if (i > 0) out += i + 1 == parts.size() ? last : ", ";
      out += parts[i];
    }
    return out;
  };
  return "Win: " + joined(win, " or ") + ". Lose: " + joined(lose, ", or ") + ".";
}

std::string outcome_reason(const sim::World& world) {
  const sim::Objectives& o = world.setup().objectives;
  switch (world.turns().decided_by) {
    case sim::OutcomeReason::kNone:
      return {};
    case sim::OutcomeReason::kRouted:
      return "Every enemy is down";
    case sim::OutcomeReason::kLeaderOut: {
      const sim::Unit* leader = unit_at(world, o.leader);
      return (leader ? leader->name() : std::string("The leader")) + " is knocked out";
    }
    case sim::OutcomeReason::kSurvived:
      return "Held out for " + turns_word(o.survive_turns);
    case sim::OutcomeReason::kGoalReached:
      return goal_reached_by(world);
    case sim::OutcomeReason::kHeroesOut:
      return "Every hero is down";
    case sim::OutcomeReason::kProtectedOut: {
      const sim::Unit* hero = unit_at(world, o.protect);
      return (hero ? hero->name() : std::string("The hero to keep")) + " was knocked out";
    }
    case sim::OutcomeReason::kTurnLimit:
      return "Turn " + std::to_string(o.turn_limit) + " ended and the battle was not won";
  }
  return {};
}

}  // namespace hp::view
