// Every command answers --help, and bad arguments (a difficulty too) exit 2 with the usage.
#include <gtest/gtest.h>

#include "game/app/commands/command_line.h"
#include "tests/game/app/support/run_binary.h"

namespace hp::app {
namespace {

TEST(CommandLine, every_command_has_help) {
  for (const char* command : {"", "play ", "render ", "check ", "sim "}) {
    const test::RunResult r = test::run_heartpath(std::string(command) + "--help");
    EXPECT_EQ(r.status, 0) << command;
    EXPECT_NE(r.out.find("usage: heartpath"), std::string::npos) << command << r.out;
  }
}

TEST(CommandLine, unknown_option_exits_two_and_shows_usage) {
  const test::RunResult r = test::run_heartpath("sim maps/default.tmx --attack A B --bogus");
  EXPECT_EQ(r.status, 2);
  EXPECT_NE(r.err.find("unknown option --bogus"), std::string::npos) << r.err;
}

TEST(CommandLine, bad_numbers_are_rejected) {
  EXPECT_EQ(test::run_heartpath("play --headless --frames zero").status, 2);
  EXPECT_EQ(test::run_heartpath("play --headless --window 10by10").status, 2);
  EXPECT_EQ(test::run_heartpath("sim maps/default.tmx --attack A B --seconds -3").status, 2);
}

TEST(CommandLine, a_difficulty_that_is_not_story_normal_or_hard_exits_two_and_says_so) {
  const test::RunResult r = test::run_heartpath("play --headless --mute --difficulty nightmare");
  EXPECT_EQ(r.status, 2);
  EXPECT_NE(r.err.find("--difficulty knows: story, normal, hard (got \"nightmare\")"),
            std::string::npos)
      << r.err;
  EXPECT_EQ(test::run_heartpath("play --headless --mute --difficulty").status, 2);  // no value
  EXPECT_NE(test::run_heartpath("play --help").out.find("--difficulty D"), std::string::npos);
}

TEST(ArgReader, takes_flags_values_and_positionals) {
  ArgReader reader(
      {"a.tmx", "--json", "--seconds", "5", "b", "--hide-layer", "x", "--hide-layer", "y"});
  EXPECT_TRUE(reader.flag("--json"));
  EXPECT_FALSE(reader.flag("--json"));
  EXPECT_EQ(reader.value("--seconds"), "5");
  EXPECT_EQ(reader.values("--hide-layer"), (std::vector<std::string>{"x", "y"}));
  EXPECT_EQ(reader.positional(), (std::vector<std::string>{"a.tmx", "b"}));
  EXPECT_TRUE(reader.error().empty());
}

TEST(ArgReader, value_without_argument_is_an_error) {
  ArgReader reader({"--seconds"});
  EXPECT_FALSE(reader.value("--seconds"));
  EXPECT_FALSE(reader.error().empty());
}

}  // namespace
}  // namespace hp::app
