// MovePreview: a selected hero over open ground shows whether a click there would move it, and
// why not; every refusal has a message naming the hero.
#include "game/view/previews/move_preview.h"

#include <gtest/gtest.h>

#include <cmath>
#include <string>
#include <tuple>

#include "game/sim/world/world.h"
#include "game/view/text/order_messages.h"

namespace hp::view {
namespace {

sim::WorldSetup field() {
  sim::WorldSetup setup;
  setup.width = 640;
  setup.height = 480;
  setup.tile_width = 32;
  for (auto [name, side, x] :
       {std::tuple{"Ann", sim::Side::kHero, 100.0}, std::tuple{"Gus", sim::Side::kEnemy, 560.0}}) {
    sim::UnitSpec spec;
    spec.name = name;
    spec.side = side;
    spec.position = {x, 240};
    spec.hp = 10;
    spec.speed = 96;
    spec.radius = 12.8;
    spec.attack = 3;
    setup.units.push_back(spec);
  }
  return setup;
}

TEST(MovePreview, shows_a_takeable_spot_a_too_far_one_and_nothing_without_a_hero) {
  const sim::World world(field());
  const sim::UnitId ann = *world.find("Ann");
  MovePreview preview;
  preview.update(world, ann, Vec2{200, 200});
  EXPECT_EQ(preview.check(), sim::MoveCheck::kOk);
  preview.update(world, ann, Vec2{600, 60});
  EXPECT_EQ(preview.check(), sim::MoveCheck::kTooFar);
  preview.update(world, ann, Vec2{560, 244});
  EXPECT_EQ(preview.check(), sim::MoveCheck::kNoRoom);  // on Gus
  preview.update(world, std::nullopt, Vec2{200, 200});
  EXPECT_FALSE(preview.check());
}

TEST(MovePreview, every_refusal_says_why_and_names_the_hero) {
  sim::Unit ann;
  ann.spec.name = "Ann";
  ann.spec.side = sim::Side::kHero;
  ann.spec.speed = 96;
  EXPECT_EQ(move_refusal_message(ann, sim::MoveCheck::kOk), "");
  for (sim::MoveCheck check :
       {sim::MoveCheck::kNotNow, sim::MoveCheck::kAlreadyMoved, sim::MoveCheck::kNoRoom,
        sim::MoveCheck::kNoWay, sim::MoveCheck::kTooFar}) {
    const std::string message = move_refusal_message(ann, check);
    EXPECT_NE(message.find("Ann"), std::string::npos) << message;
  }
  EXPECT_EQ(move_refusal_message(ann, sim::MoveCheck::kTooFar),
            "Too far for Ann: a move goes 3 s of walking (288 px)");
  EXPECT_EQ(move_refusal_message(ann, sim::MoveCheck::kTooFar, 44.2),
            "Too far for Ann: a move goes 3 s of walking (288 px), this spot is 45 px too far");
}

TEST(MovePreview, a_spot_past_the_reach_says_how_far_short_the_hero_is) {
  const sim::World world(field());
  const sim::UnitId ann = *world.find("Ann");
  MovePreview preview;
  // Open ground, straight east: the way is 420 px, Ann's reach 288 px.
  preview.update(world, ann, Vec2{520, 100});
  ASSERT_EQ(preview.check(), sim::MoveCheck::kTooFar);
  const double way = world.move_route(ann, {520, 100}).length;
  const int short_by = static_cast<int>(std::ceil(way - world.unit(ann)->reach()));
  EXPECT_NE(preview.reason().find(std::to_string(short_by) + " px too far"), std::string::npos)
      << preview.reason();
}

}  // namespace
}  // namespace hp::view
