// Clicks the scene reads as the player meant them, not as the bare spot: those given while the
// enemies plan their intents (a few ticks after each order, the world standing still) are neither
// refused nor queued as if an attack were under way but play as given once the plans are made,
// and the top bar says what is happening meanwhile; a click just off an enemy's figure, where the
// selected hero has no room to stand, attacks that enemy.
#include <gtest/gtest.h>

#include <memory>
#include <optional>
#include <string>

#include "engine/audio/audio.h"
#include "engine/core/diagnostic.h"
#include "engine/render/draw/texture_cache.h"
#include "engine/render/text/text_renderer.h"
#include "game/app/check/map_check.h"
#include "game/app/content/battle_loader.h"
#include "game/app/content/data_paths.h"
#include "game/app/scene/battle_scene.h"
#include "game/app/scene/unit_art_files.h"
#include "tests/engine/render/software_frame.h"

namespace hp::app {
namespace {

// The Clearing in a scene drawn into a software frame, on the game's default difficulty.
struct Game {
  Game()
      : frame(640, 360),
        textures(frame.renderer()),
        text(frame.renderer(), hud_font(), fallback_fonts()) {
    Diagnostics diagnostics;
    std::optional<Battle> battle = load_checked_battle("maps/default.tmx", diagnostics);
    EXPECT_TRUE(battle.has_value());
    if (!battle) return;
    const view::UnitArt art = unit_art_files(find_data_paths());
    scene = std::make_unique<BattleScene>(frame.renderer(), std::move(*battle), audio, textures,
                                          text, art);
  }

  const sim::World& world() const { return scene->world(); }

  // Gives Shytor a Move and steps until it is over: the enemies then plan.
  void move_shytor() {
    EXPECT_TRUE(scene->click_unit("Shytor"));
    scene->click_world({400, 200});
    for (int i = 0; i < 60 * 20 && !world().move(); ++i) scene->step();
    for (int i = 0; i < 60 * 20 && world().move(); ++i) scene->step();
  }

  test::SoftwareFrame frame;
  Audio audio{false};
  TextureCache textures;
  TextRenderer text;
  std::unique_ptr<BattleScene> scene;
};

TEST(SceneClicks, a_hero_and_an_enemy_clicked_while_the_enemies_plan_attack_once_planned) {
  Game game;
  ASSERT_TRUE(game.scene);
  game.move_shytor();
  ASSERT_TRUE(game.world().planning_intents()) << "a Move's end sets the enemies planning";
  EXPECT_NE(game.scene->hint().find("the enemies plan their move"), std::string::npos)
      << game.scene->hint();
  EXPECT_TRUE(game.scene->click_unit("Shytor"));
  EXPECT_TRUE(game.scene->click_unit("Ultros"));
  EXPECT_EQ(game.scene->hint().find("queued"), std::string::npos)
      << "not queued as behind an attack: " << game.scene->hint();
  std::optional<sim::UnitId> attacker;
  for (int i = 0; i < 120 && !attacker; ++i) {
    game.scene->step();
    if (game.world().action()) attacker = game.world().acting_unit();
  }
  ASSERT_TRUE(attacker) << "the attack follows once the plans are made";
  EXPECT_EQ(*attacker, *game.world().find("Shytor"));
}

TEST(SceneClicks, space_while_the_enemies_plan_ends_the_turn_once_planned) {
  Game game;
  ASSERT_TRUE(game.scene);
  game.move_shytor();
  ASSERT_TRUE(game.world().planning_intents());
  game.scene->press_key("Space");
  for (int i = 0; i < 120 && game.world().turns().side == sim::TurnSide::kPlayer; ++i) {
    game.scene->step();
  }
  EXPECT_EQ(game.world().turns().side, sim::TurnSide::kEnemy) << game.scene->hint();
  EXPECT_FALSE(game.world().planning_intents());
}

TEST(SceneClicks, a_click_just_off_an_enemys_figure_where_no_move_fits_attacks_it) {
  Game game;
  ASSERT_TRUE(game.scene);
  const sim::Unit& ultros = *game.world().unit(*game.world().find("Ultros"));
  const sim::UnitId shytor = *game.world().find("Shytor");
  // Under its feet, off its figure and its pick radius, too near it for Shytor to stand.
  const Vec2 beside = ultros.position + Vec2{0, 2.0 * ultros.radius()};
  ASSERT_EQ(game.world().check_move_spot(shytor, beside), sim::MoveCheck::kNoRoom);
  ASSERT_TRUE(game.scene->click_unit("Shytor"));
  game.scene->click_world(beside);
  std::optional<sim::UnitId> attacker;
  for (int i = 0; i < 10 && !attacker; ++i) {
    game.scene->step();
    if (game.world().action()) attacker = game.world().acting_unit();
  }
  ASSERT_TRUE(attacker) << "an attack, not a refused Move: " << game.scene->hint();
  EXPECT_EQ(*attacker, shytor);
  EXPECT_FALSE(game.world().move());
}

}  // namespace
}  // namespace hp::app
