// Undo and the turn's reset through the real game (scripted, headless): U, Backspace, Ctrl+Z and
// the script's `undo` take a Move back exactly; Z alone does not; T and `reset-turn` put the turn
// back to its start once a battle; each refusal is said with its reason.
#include <gtest/gtest.h>

#include <fstream>
#include <string>

#include "tests/game/app/support/run_binary.h"

namespace hp::app {
namespace {

std::string play(const std::string& name, const std::string& script) {
  const std::string path = ::testing::TempDir() + name;
  std::ofstream(path) << script;
  const test::RunResult r =
      test::run_heartpath("play maps/default.tmx --headless --mute --script " + path);
  EXPECT_EQ(r.status, 0) << r.out << r.err;
  return r.out + r.err;
}

// The summary's turn line and unit lines: what a battle stands at, without the log around them.
std::string summary(const std::string& output) {
  std::string lines;
  for (std::size_t at = output.find("heartpath: turn "); at != std::string::npos;
       at = output.find("heartpath:   ", at + 1)) {
    lines += output.substr(at, output.find('\n', at) - at) + "\n";
  }
  return lines;
}

constexpr const char* kMove = "1 click unit Shytor\n1.2 click 400 200\n";

TEST(UndoPlay, u_backspace_ctrl_z_and_the_script_take_a_move_back_to_where_it_started) {
  const std::string untouched = summary(play("none.txt", "1 click unit Shytor\n"));
  ASSERT_NE(untouched.find("hero Shytor"), std::string::npos) << untouched;
  const std::string moved = summary(play("moved.txt", kMove));
  ASSERT_NE(moved.find("hero Shytor: 10/10 HP at (400.0, 200.0)"), std::string::npos) << moved;
  for (const char* way :
       {"6 undo\n", "6 key U\n", "6 key Backspace\n", "5.9 key Left Ctrl\n6 key Z\n"}) {
    const std::string out = play("undo.txt", std::string(kMove) + way);
    EXPECT_EQ(summary(out), untouched) << way << out;
    EXPECT_NE(out.find("Shytor's move taken back"), std::string::npos) << way << out;
  }
  // Z without Ctrl is no undo key.
  EXPECT_EQ(summary(play("z.txt", std::string(kMove) + "6 key Z\n")), moved);
}

TEST(UndoPlay, a_hero_whose_move_was_taken_back_can_move_again) {
  std::ifstream file("tests/game/app/scripts/default_move_undone.txt");
  const std::string script((std::istreambuf_iterator<char>(file)), {});
  const std::string out = play("again.txt", script);
  EXPECT_NE(out.find("hero Shytor: 10/10 HP at (300.0, 420.0)"), std::string::npos) << out;
}

TEST(UndoPlay, an_attack_locks_the_move_before_it_and_the_reset_takes_both_back_once) {
  const std::string untouched = summary(play("none.txt", "1 click unit Shytor\n"));
  const std::string attacked = std::string(kMove) + "6 click unit Shytor\n6.2 click unit Ultros\n";
  const std::string locked = play("locked.txt", attacked + "20 undo\n");
  EXPECT_NE(locked.find("Undo refused: Cannot undo: Shytor has attacked since"), std::string::npos)
      << locked;
  EXPECT_NE(locked.find("enemy Ultros: 9/12 HP"), std::string::npos) << locked;
  const std::string reset = play("reset.txt", attacked + "20 key T\n");
  EXPECT_EQ(summary(reset), untouched) << reset;
  EXPECT_NE(reset.find("Turn 1 started again"), std::string::npos) << reset;
  // Once a battle: another move, and the second reset is refused.
  const std::string twice =
      play("twice.txt", attacked +
                            "20 reset-turn\n21 click unit Mickey\n21.2 click 400 420\n"
                            "27 reset-turn\n");
  EXPECT_NE(twice.find("Reset refused: Cannot reset the turn: its one reset in this battle is "
                       "spent"),
            std::string::npos)
      << twice;
  EXPECT_NE(twice.find("hero Mickey: "), std::string::npos);
  // Nothing done yet: nothing to reset or undo.
  const std::string early = play("early.txt", "1 reset-turn\n1.5 undo\n");
  EXPECT_NE(early.find("Reset refused: Nothing to reset"), std::string::npos) << early;
  EXPECT_NE(early.find("Undo refused: Nothing to undo"), std::string::npos) << early;
}

}  // namespace
}  // namespace hp::app
