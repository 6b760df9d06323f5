// InputScript: every line form, times to ticks, order, comments, and errors with their lines.
#include "game/app/scene/input_script.h"

#include <gtest/gtest.h>

namespace hp::app {
namespace {

using Kind = ScriptedInput::Kind;

TEST(InputScript, reads_every_form_in_tick_order) {
  Diagnostics diagnostics;
  const auto script = parse_input_script(
      "# a comment\n"
      "2 click unit Sir Robin   # names may have spaces\n"
      "0.5 key F1\n"
      "\n"
      "1 click 120.5 -8\n"
      "2 end-turn\n",
      "s.txt", diagnostics);
  ASSERT_TRUE(script.has_value()) << diagnostics.first_error()->to_string();
  ASSERT_EQ(script->size(), 4u);
  EXPECT_EQ((*script)[0].kind, Kind::kKey);
  EXPECT_EQ((*script)[0].name, "F1");
  EXPECT_EQ((*script)[0].tick, 30);
  EXPECT_EQ((*script)[1].kind, Kind::kClickPoint);
  EXPECT_EQ((*script)[1].point, (Vec2{120.5, -8}));
  EXPECT_EQ((*script)[2].kind, Kind::kClickUnit);  // same tick as the end-turn: file order
  EXPECT_EQ((*script)[2].name, "Sir Robin");
  EXPECT_EQ((*script)[2].line, 2);
  EXPECT_EQ((*script)[3].kind, Kind::kEndTurn);
  EXPECT_EQ((*script)[3].tick, 120);
}

TEST(InputScript, undo_reset_turn_and_key_names_with_spaces) {
  Diagnostics diagnostics;
  const auto script = parse_input_script("1 undo\n2 reset-turn\n3 key Left Ctrl \n4 undo now\n",
                                         "s.txt", diagnostics);
  EXPECT_FALSE(script.has_value());  // line 4: `undo` takes nothing after it
  ASSERT_EQ(diagnostics.items().size(), 1u);
  EXPECT_EQ(diagnostics.items()[0].line, 4);
  Diagnostics good;
  const auto fine = parse_input_script("1 undo\n2 reset-turn\n3 key Left Ctrl \n", "s.txt", good);
  ASSERT_TRUE(fine.has_value());
  ASSERT_EQ(fine->size(), 3u);
  EXPECT_EQ((*fine)[0].kind, Kind::kUndo);
  EXPECT_EQ((*fine)[1].kind, Kind::kResetTurn);
  EXPECT_EQ((*fine)[2].kind, Kind::kKey);
  EXPECT_EQ((*fine)[2].name, "Left Ctrl");
}

TEST(InputScript, hover_rests_the_pointer_on_a_unit_or_a_point) {
  Diagnostics diagnostics;
  const auto script = parse_input_script("1 hover unit Sir Robin\n2 hover 40 -3.5\n3 hover 1\n",
                                         "s.txt", diagnostics);
  EXPECT_FALSE(script.has_value());  // line 3: neither a unit nor a point
  ASSERT_EQ(diagnostics.items().size(), 1u);
  EXPECT_EQ(diagnostics.items()[0].line, 3);
  Diagnostics fine;
  const auto good = parse_input_script("1 hover unit Sir Robin\n2 hover 40 -3.5\n", "s.txt", fine);
  ASSERT_TRUE(good.has_value());
  EXPECT_EQ((*good)[0].kind, Kind::kHoverUnit);
  EXPECT_EQ((*good)[0].name, "Sir Robin");
  EXPECT_EQ((*good)[1].kind, Kind::kHoverPoint);
  EXPECT_EQ((*good)[1].point, (Vec2{40, -3.5}));
}

TEST(InputScript, a_decimal_time_lands_on_its_tick_not_the_next) {
  Diagnostics diagnostics;
  const auto script = parse_input_script("0.1 end-turn\n1.05 end-turn\n", "s.txt", diagnostics);
  ASSERT_TRUE(script.has_value());
  EXPECT_EQ((*script)[0].tick, 6);
  EXPECT_EQ((*script)[1].tick, 63);
}

TEST(InputScript, every_bad_line_is_reported_with_its_number) {
  Diagnostics diagnostics;
  const auto script = parse_input_script(
      "-1 end-turn\nnan end-turn\n1 click\n1 click 3 four\n1 key\n1 end-turn now\n1 click unit\n",
      "s.txt", diagnostics);
  EXPECT_FALSE(script.has_value());
  ASSERT_EQ(diagnostics.items().size(), 7u);
  for (int i = 0; i < 7; ++i) {
    EXPECT_EQ(diagnostics.items()[static_cast<std::size_t>(i)].line, i + 1);
  }
  EXPECT_EQ(diagnostics.items()[3].to_string(),
            "s.txt:4: error: click needs `unit NAME` or two numbers X Y in world pixels (got "
            "\"3 four\")");
}

TEST(InputScript, a_missing_file_is_an_error_not_a_crash) {
  Diagnostics diagnostics;
  EXPECT_FALSE(load_input_script("/nonexistent/script.txt", diagnostics).has_value());
  EXPECT_TRUE(diagnostics.has_errors());
}

}  // namespace
}  // namespace hp::app
