// AggroMarks' words, and the Move preview's warning: a walk that would alert an enemy names it
// before the click, and one that would not says nothing more.
#include "game/view/battlefield/aggro_marks.h"

#include <gtest/gtest.h>

#include <vector>

#include "game/sim/world/world.h"
#include "game/view/previews/move_preview.h"

namespace hp::view {
namespace {

sim::UnitSpec unit(const char* name, sim::Side side, Vec2 at, double aggro_range = 0) {
  sim::UnitSpec spec;
  spec.name = name;
  spec.side = side;
  spec.position = at;
  spec.radius = 12.8;
  spec.aggro_range = aggro_range;
  return spec;
}

// Ann, and Grub 250 px east of her, who notices heroes within 100 px; Gus has no range.
sim::WorldSetup field() {
  sim::WorldSetup setup;
  setup.width = 640;
  setup.height = 480;
  setup.tile_width = 32;
  setup.units = {unit("Ann", sim::Side::kHero, {150, 240}),
                 unit("Grub", sim::Side::kEnemy, {400, 240}, 100),
                 unit("Gus", sim::Side::kEnemy, {560, 60})};
  return setup;
}

TEST(AggroMarks, the_alerts_line_names_every_enemy_once) {
  const sim::World world(field());
  const sim::UnitId grub = *world.find("Grub"), gus = *world.find("Gus");
  EXPECT_EQ(alerts_line(world, {}), "");
  EXPECT_EQ(alerts_line(world, std::vector{grub}), "alerts Grub");
  EXPECT_EQ(alerts_line(world, std::vector{grub, gus}), "alerts Grub and Gus");
  EXPECT_EQ(alerts_line(world, std::vector{grub, gus, grub}), "alerts Grub, Gus and Grub");
}

TEST(AggroMarks, the_tooltip_says_whether_an_enemy_has_noticed_the_heroes) {
  sim::World world(field());
  const sim::Unit& grub = *world.unit(*world.find("Grub"));
  EXPECT_EQ(aggro_note(grub), "unaware: notices a hero within 100 px");
  EXPECT_EQ(aggro_note(*world.unit(*world.find("Gus"))), "");  // no range: nothing to say
  EXPECT_EQ(waits_message(world, grub), "Grub has not noticed your heroes");
  world.units_mut()[grub.id.index].alerted = true;
  EXPECT_EQ(aggro_note(grub), "alerted: hunts your heroes");
  EXPECT_EQ(waits_message(world, grub), "Grub can reach no hero and waits");
  const sim::Unit& ann = *world.unit(*world.find("Ann"));
  EXPECT_EQ(alert_message(grub, &ann, sim::AlertCause::kCameNear), "Grub notices Ann");
  EXPECT_EQ(alert_message(grub, &ann, sim::AlertCause::kSlammed), "Ann's slam alerts Grub");
}

TEST(AggroMarks, the_move_preview_names_the_enemy_a_walk_would_alert) {
  const sim::World world(field());
  const sim::UnitId ann = *world.find("Ann");
  MovePreview preview;
  for (int frame = 0; frame < 10 && !preview.forecast(); ++frame) {
    preview.update(world, ann, Vec2{330, 240});  // 70 px from Grub
  }
  ASSERT_NE(preview.forecast(), nullptr);
  EXPECT_EQ(preview.forecast()->alerts, std::vector{*world.find("Grub")});
  for (int frame = 0; frame < 10; ++frame) preview.update(world, ann, Vec2{200, 300});
  ASSERT_NE(preview.forecast(), nullptr);
  EXPECT_TRUE(preview.forecast()->alerts.empty());
  preview.update(world, ann, Vec2{400, 240});  // on Grub: refused, nothing forecast
  EXPECT_EQ(preview.check(), sim::MoveCheck::kNoRoom);
  EXPECT_EQ(preview.forecast(), nullptr);
}

}  // namespace
}  // namespace hp::view
