// Scripted headless play through the real binary: full battles on the default map scripted to
// victory and to defeat, the Old Bridge won on its Goal, the same script giving the same state
// hash, the campaign's maps in turn up to its closing screen, bad scripts refused, and an
// isometric map won and lost.
#include <gtest/gtest.h>

#include <cstdio>
#include <filesystem>
#include <fstream>
#include <sstream>
#include <string>

#include "tests/game/app/support/run_binary.h"

namespace hp::app {
namespace {

// The scripts here were written for the first rule of the enemies (each alone on the nearest
// hero), which is Story now: the damage taken and the turns they end on depend on it (the game's
// default, Normal, has the enemies choose together and hit harder). Each run has its own
// settings folder (run_heartpath), so a saved difficulty never leaks in.
std::string play(const std::string& script, int& status) {
  const test::RunResult r = test::run_heartpath(
      "play maps/default.tmx --headless --mute --difficulty story --state-hash --script " + script);
  status = r.status;
  return r.out + r.err;
}

// Writes a script into the test's temporary directory and returns its path.
std::string temp_script(const std::string& name, const std::string& text) {
  const std::string path = ::testing::TempDir() + name;
  std::ofstream(path) << text;
  return path;
}

std::string hash_line(const std::string& output) {
  const std::size_t at = output.find("state hash ");
  return at == std::string::npos ? "" : output.substr(at, output.find('\n', at) - at);
}

TEST(ScriptedPlay, a_scripted_battle_on_the_default_map_ends_in_victory) {
  int status = -1;
  const std::string out = play("tests/game/app/scripts/default_victory.txt", status);
  EXPECT_EQ(status, 0) << out;
  EXPECT_NE(out.find("heartpath: turn 2, victory"), std::string::npos) << out;
  EXPECT_NE(out.find("enemy Ultros: 0/12 HP"), std::string::npos) << out;
  EXPECT_NE(out.find("enemy Otto: 0/10 HP"), std::string::npos) << out;
}

// A campaign map won by its own objective through the real game: the campaign scripts' play of
// the Old Bridge, given as clicks, ends with Talan standing on the east road (its Goal). On
// Story: the script answers the enemies' first rule (on Normal they stand elsewhere, one of its
// moves is too far and the battle is not won by turn 3).
TEST(ScriptedPlay, a_scripted_battle_on_the_old_bridge_is_won_on_the_east_road) {
  const test::RunResult r = test::run_heartpath(
      "play maps/bridge.tmx --headless --mute --difficulty story --script "
      "tests/game/app/scripts/bridge_victory.txt");
  const std::string out = r.out + r.err;
  EXPECT_EQ(r.status, 0) << out;
  EXPECT_NE(out.find("heartpath: turn 3, victory"), std::string::npos) << out;
  EXPECT_NE(out.find("hero Talan: 5/14 HP at (928.0, 256.0)"), std::string::npos) << out;
  EXPECT_NE(out.find("enemy Brakk: 9/12 HP"), std::string::npos) << out;  // not a rout
}

TEST(ScriptedPlay, an_order_right_after_walking_home_lands_on_the_enemy_behind) {
  const test::RunResult r = test::run_heartpath(
      "play maps/default.tmx --headless --mute --seconds 110 --script "
      "tests/game/app/scripts/default_order_after_walking_home.txt");
  const std::string out = r.out + r.err;
  EXPECT_EQ(r.status, 0) << out;
  EXPECT_NE(out.find("heartpath: turn 2, in progress, 15 damage dealt"), std::string::npos) << out;
  EXPECT_NE(out.find("enemy Otto: 7/10 HP"), std::string::npos) << out;
}

TEST(ScriptedPlay, a_hero_moves_to_open_ground_attacks_from_there_and_walks_back_to_it) {
  int status = -1;
  const std::string out = play("tests/game/app/scripts/default_move_then_attack.txt", status);
  EXPECT_EQ(status, 0) << out;
  EXPECT_NE(out.find("hero Shytor: 10/10 HP at (400.0, 200.0)"), std::string::npos) << out;
  EXPECT_NE(out.find("enemy Ultros: 9/12 HP"), std::string::npos) << out;
}

// Regression (issue 29): R once, unanswered; the pause menu's Restart; a move; R once: the
// first R's question outlived its battle (whose clock starts again at 0) and the second R
// restarted at once, throwing the move away. Now the second R asks again.
TEST(ScriptedPlay, an_unanswered_r_does_not_outlive_its_battle) {
  int status = -1;
  const std::string out = play(temp_script("r_after_restart.txt",
                                           "1 key R\n"
                                           "1.5 key Escape\n1.5 key Down\n1.5 key Return\n"
                                           "2 click unit Shytor\n2.2 click 400 200\n"
                                           "2.6 key R\n"),
                               status);
  EXPECT_EQ(status, 0) << out;
  EXPECT_NE(out.find("hero Shytor: 10/10 HP at (400.0, 200.0)"), std::string::npos) << out;
}

// R, then an order, then R: the order answered the question (the player went on playing), so
// the second R asks again instead of throwing the order away.
TEST(ScriptedPlay, r_asks_again_once_an_order_came_between) {
  int status = -1;
  const std::string out = play(temp_script("r_order_r.txt",
                                           "1 key R\n"
                                           "1.2 click unit Shytor\n1.4 click 400 200\n"
                                           "1.6 key R\n"),
                               status);
  EXPECT_EQ(status, 0) << out;
  EXPECT_NE(out.find("hero Shytor: 10/10 HP at (400.0, 200.0)"), std::string::npos) << out;
}

// Regression (issue 29): a queued click aimed at a walking patroller became a Move to the empty
// spot. At 4x, while Mickey attacks Brakk, the pointer rests on Skarn (walking his beat) at 3 s;
// the click on that point comes 1.2 s of game time (0.3 s of real time) later, when Skarn has
// walked 108 px on. It stays Shytor's attack on Skarn.
TEST(ScriptedPlay, a_queued_click_on_a_patroller_that_walked_on_stays_an_attack) {
  const std::string script = temp_script("queued_patroller.txt",
                                         "0 key 4\n0 click unit Mickey\n0 click unit Brakk\n"
                                         "3 click unit Shytor\n3 hover unit Skarn\n"
                                         "4.2 click 624 308\n");
  const test::RunResult r =
      test::run_heartpath("play maps/bridge.tmx --headless --mute --seconds 30 --script " + script);
  const std::string out = r.out + r.err;
  EXPECT_EQ(r.status, 0) << out;
  EXPECT_EQ(out.find("Queued move"), std::string::npos) << out;
  EXPECT_NE(out.find("enemy Skarn: 7/10 HP"), std::string::npos) << out;  // Shytor's slam
}

TEST(ScriptedPlay, a_move_into_a_wall_or_a_second_move_is_refused_and_changes_nothing) {
  // (880, 160) is inside the ruin's wall; after the move to (400, 200), a second move is refused.
  int status = -1;
  const std::string out = play(temp_script("moves.txt",
                                           "1 click unit Shytor\n1.2 click 880 160\n"
                                           "1.4 click 400 200\n6 click 300 300\n"),
                               status);
  EXPECT_EQ(status, 0) << out;
  EXPECT_NE(out.find("hero Shytor: 10/10 HP at (400.0, 200.0)"), std::string::npos) << out;
}

TEST(ScriptedPlay, orders_given_during_an_attack_are_queued_and_carried_out_in_order) {
  // While Shytor attacks Ultros: Mickey is ordered onto Otto and Talan to open ground.
  const std::string orders =
      "1 click unit Shytor\n1.2 click unit Ultros\n2 click unit Mickey\n2.2 click unit Otto\n"
      "2.5 click unit Talan\n2.7 click 500 380\n";
  int status = -1;
  const std::string out = play(temp_script("queued.txt", orders), status);
  EXPECT_EQ(status, 0) << out;
  EXPECT_NE(out.find("enemy Ultros: 9/12 HP"), std::string::npos) << out;
  EXPECT_NE(out.find("enemy Otto: 7/10 HP"), std::string::npos) << out;
  EXPECT_NE(out.find("hero Talan: 14/14 HP at (500.0, 380.0)"), std::string::npos) << out;
  // Esc clears the queue before it is carried out.
  const std::string cleared =
      play(temp_script("cleared.txt",
                       "1 click unit Shytor\n1.2 click unit Ultros\n2 click unit Mickey\n"
                       "2.2 click unit Otto\n2.5 key Escape\n"),
           status);
  EXPECT_EQ(status, 0) << cleared;
  EXPECT_NE(cleared.find("enemy Otto: 10/10 HP"), std::string::npos) << cleared;
}

TEST(ScriptedPlay, heroes_that_only_end_their_turn_are_defeated) {
  int status = -1;
  const std::string out = play("tests/game/app/scripts/default_defeat.txt", status);
  EXPECT_EQ(status, 0) << out;
  EXPECT_NE(out.find(", defeat, 0 damage dealt"), std::string::npos) << out;
}

TEST(ScriptedPlay, the_same_script_twice_gives_the_same_state_hash) {
  int status = -1;
  const std::string first = hash_line(play("tests/game/app/scripts/default_victory.txt", status));
  const std::string second = hash_line(play("tests/game/app/scripts/default_victory.txt", status));
  ASSERT_FALSE(first.empty());
  EXPECT_EQ(first, second);
  EXPECT_NE(first, hash_line(play("tests/game/app/scripts/default_defeat.txt", status)));
}

TEST(ScriptedPlay, playing_at_4x_gives_the_same_state_hash) {
  std::ostringstream victory;
  victory << std::ifstream("tests/game/app/scripts/default_victory.txt").rdbuf();
  const std::string path = temp_script(
      "victory_at_4x.txt", "0 key 4  # four ticks a frame from the start\n" + victory.str());
  int status = -1;
  const std::string fast = play(path, status);
  EXPECT_NE(fast.find("heartpath: turn 2, victory"), std::string::npos) << fast;
  const std::string normal = play("tests/game/app/scripts/default_victory.txt", status);
  EXPECT_EQ(hash_line(fast), hash_line(normal));
  EXPECT_FALSE(hash_line(fast).empty());
  std::remove(path.c_str());
}

TEST(ScriptedPlay, r_starts_the_battle_again) {
  // R twice: during a battle the first asks for confirmation.
  const std::string path = temp_script(
      "restart.txt", "0 click unit Talan\n0.2 click unit Ultros\n15 key R\n15.5 key R\n");
  int status = -1;
  const std::string out = play(path, status);
  EXPECT_EQ(status, 0) << out;
  EXPECT_NE(out.find("heartpath: turn 1, in progress, 0 damage dealt, 0 taken"), std::string::npos)
      << out;
  EXPECT_NE(out.find("enemy Ultros: 12/12 HP at (752.0, 304.0)"), std::string::npos) << out;
  EXPECT_NE(out.find("hero Talan: 14/14 HP at (521.0, 300.0)"), std::string::npos) << out;
  std::remove(path.c_str());
}

TEST(ScriptedPlay, space_in_the_enemies_turn_fast_forwards_it_without_changing_the_outcome) {
  const std::string orders = "1 click unit Shytor\n1.2 click unit Ultros\n20 end-turn\n";
  const std::string fast = temp_script("fast_forward.txt", orders + "22 key Space\n");
  const std::string normal = temp_script("no_fast_forward.txt", orders);
  int status = -1;
  const std::string with = play(fast, status);
  EXPECT_EQ(status, 0) << with;
  const std::string without = play(normal, status);
  EXPECT_NE(with.find("heartpath: turn 2, in progress, 3 damage dealt, 3 taken"), std::string::npos)
      << with;
  EXPECT_EQ(hash_line(with), hash_line(without));
  EXPECT_FALSE(hash_line(with).empty());
}

TEST(ScriptedPlay, a_single_r_during_a_battle_only_asks_for_confirmation) {
  const std::string path =
      temp_script("restart_once.txt", "0 click unit Talan\n0.2 click unit Ultros\n15 key R\n");
  int status = -1;
  const std::string out = play(path, status);
  EXPECT_EQ(status, 0) << out;
  EXPECT_NE(out.find("enemy Ultros: 9/12 HP"), std::string::npos) << out;
  std::remove(path.c_str());
}

// A copy of a map in the temporary directory, its tileset found where it is in the tree, and a
// next_map property when given.
std::string temp_map(const std::string& name, const std::string& from, const std::string& next) {
  std::ostringstream text;
  text << std::ifstream(from).rdbuf();
  std::string map = text.str();
  const std::string tileset = std::filesystem::absolute("maps/tilesets/terrain.tsx").string();
  for (const char* source :
       {"source=\"tilesets/terrain.tsx\"", "source=\"../tilesets/terrain.tsx\""}) {
    for (std::size_t at; (at = map.find(source)) != std::string::npos;) {
      map.replace(at, std::string(source).size(), "source=\"" + tileset + "\"");
    }
  }
  // The copy's own next_map would point beside it, where there is no such map (check's
  // error, so the game would refuse it): the campaign goes where the test says.
  const std::size_t own = map.find("<property name=\"next_map\"");
  if (own != std::string::npos) map.erase(own, map.find("/>", own) + 2 - own);
  // Without its title the copy goes by its file's name, so each copy has its own.
  const std::size_t title = map.find("<property name=\"title\"");
  if (title != std::string::npos) map.erase(title, map.find("/>", title) + 2 - title);
  if (!next.empty()) {
    const std::string property =
        "<property name=\"next_map\" type=\"file\" value=\"" + next + "\"/>";
    const std::size_t props = map.find("<properties>");  // the map's own come first
    if (props != std::string::npos && props < map.find("<tileset")) {
      map.insert(props + 12, "\n  " + property);
    } else {
      map.insert(map.find('>', map.find("<map ")) + 1,
                 "\n <properties>" + property + "</properties>");
    }
  }
  const std::string path = ::testing::TempDir() + name;
  std::ofstream(path) << map;
  return path;
}

// On Story, as play(): the campaign's damage totals below are the first rule's.
std::string play_map(const std::string& map, const std::string& script, int& status) {
  const test::RunResult r = test::run_heartpath(
      "play " + map + " --headless --mute --difficulty story --script " + script);
  status = r.status;
  return r.out + r.err;
}

TEST(ScriptedPlay, n_after_a_victory_plays_the_next_map) {
  const std::string first =
      temp_map("campaign_first.tmx", "maps/default.tmx", "campaign_second.tmx");
  const std::string second =
      temp_map("campaign_second.tmx", "maps/scenarios/walls_between.tmx", "");
  std::ostringstream victory;
  victory << std::ifstream("tests/game/app/scripts/default_victory.txt").rdbuf();
  const std::string script = temp_script(
      "campaign.txt", "5 key N  # refused: not won yet\n" + victory.str() + "200 key N\n");
  int status = -1;
  const std::string out = play_map(first, script, status);
  EXPECT_EQ(status, 0) << out;
  EXPECT_NE(out.find("heartpath: map " + second), std::string::npos) << out;
  EXPECT_NE(out.find("heartpath: turn 1, in progress, 0 damage dealt, 0 taken"), std::string::npos)
      << out;
  EXPECT_NE(out.find("hero Ann: 10/10 HP"), std::string::npos) << out;  // the second map's units
  EXPECT_EQ(out.find("Talan"), std::string::npos) << out;               // not the first's
  for (const std::string& path : {first, second, script}) std::remove(path.c_str());
}

TEST(ScriptedPlay, n_on_the_last_map_or_a_broken_next_map_keeps_the_battle) {
  const std::string broken = ::testing::TempDir() + "campaign_broken.tmx";
  std::ofstream(broken)
      << "<map version=\"1.8\" orientation=\"orthogonal\" width=\"3\"";  // cut off
  const std::string first = temp_map("campaign_last.tmx", "maps/default.tmx", "");
  const std::string to_broken =
      temp_map("campaign_to_broken.tmx", "maps/default.tmx", "campaign_broken.tmx");
  std::ostringstream victory;
  victory << std::ifstream("tests/game/app/scripts/default_victory.txt").rdbuf();
  const std::string script = temp_script("campaign_end.txt", victory.str() + "200 key N\n");
  for (const std::string& map : {first, to_broken}) {
    int status = -1;
    const std::string out = play_map(map, script, status);
    EXPECT_EQ(status, 0) << out;
    EXPECT_NE(out.find("heartpath: map " + map), std::string::npos) << out;
    EXPECT_NE(out.find("heartpath: turn 2, victory"), std::string::npos) << out;
    if (map == to_broken) {
      EXPECT_NE(out.find("the next map: " + broken + ":"), std::string::npos) << out;
    }
  }
  for (const std::string& path : {first, to_broken, broken, script}) std::remove(path.c_str());
}

// A copy of the default map with no next_map at all: the campaign's last map.
std::string last_map(const std::string& name) {
  const std::string path = temp_map(name, "maps/default.tmx", "");
  std::ostringstream text;
  text << std::ifstream(path).rdbuf();
  std::string map = text.str();
  const std::size_t at = map.find("<property name=\"next_map\"");
  if (at != std::string::npos) map.erase(at, map.find("/>", at) + 2 - at);
  std::ofstream(path) << map;
  return path;
}

// The default victory script with every time moved on by `seconds` (comments dropped).
std::string victory_from(double seconds) {
  std::ifstream in("tests/game/app/scripts/default_victory.txt");
  std::ostringstream out;
  for (std::string line; std::getline(in, line);) {
    if (line.empty() || line[0] == '#') continue;
    const std::size_t space = line.find(' ');
    out << std::stod(line.substr(0, space)) + seconds << line.substr(space) << "\n";
  }
  return out.str();
}

TEST(ScriptedPlay, winning_the_last_map_shows_the_campaign_complete_screen_with_each_map) {
  const std::string first =
      temp_map("campaign_opening.tmx", "maps/default.tmx", "campaign_finale.tmx");
  const std::string last = last_map("campaign_finale.tmx");
  const std::string script = temp_script(
      "whole_campaign.txt", victory_from(0) + "200 key N\n" + victory_from(200) + "400 key N\n");
  int status = -1;
  const std::string out = play_map(first, script, status);
  EXPECT_EQ(status, 0) << out;
  EXPECT_NE(out.find("heartpath: map " + last), std::string::npos) << out;
  EXPECT_NE(out.find("heartpath: campaign complete\n"), std::string::npos) << out;
  // The closing screen's line under its title says the difficulty it was won on.
  EXPECT_NE(out.find("The campaign is won on Story: the heartpath is yours."), std::string::npos)
      << out;
  EXPECT_NE(out.find("campaign_opening: won in 2 turns, 22 damage dealt, 3 taken"),
            std::string::npos)
      << out;
  EXPECT_NE(out.find("campaign_finale: won in 2 turns, 22 damage dealt, 3 taken"),
            std::string::npos)
      << out;
  EXPECT_NE(out.find("Total: 2 maps, 4 turns, 44 damage dealt, 6 taken"), std::string::npos) << out;
  for (const std::string& path : {first, last, script}) std::remove(path.c_str());
}

TEST(ScriptedPlay, r_on_the_campaign_complete_screen_starts_the_campaign_again) {
  const std::string first =
      temp_map("campaign_again_first.tmx", "maps/default.tmx", "campaign_again_last.tmx");
  const std::string last = last_map("campaign_again_last.tmx");
  const std::string script = temp_script(
      "campaign_again.txt", victory_from(0) + "200 key N\n" + victory_from(200) + "400 key R\n");
  int status = -1;
  const std::string out = play_map(first, script, status);
  EXPECT_EQ(status, 0) << out;
  EXPECT_NE(out.find("heartpath: map " + first), std::string::npos) << out;
  EXPECT_NE(out.find("heartpath: turn 1, in progress, 0 damage dealt, 0 taken"), std::string::npos)
      << out;
  EXPECT_EQ(out.find("campaign complete"), std::string::npos) << out;
  for (const std::string& path : {first, last, script}) std::remove(path.c_str());
}

// Issue 29: the difficulty changes what the enemies do. The same script (the default victory)
// on Normal, the game's default, ends on another state than on Story: the enemies choose their
// targets together and hit 2 harder. --difficulty is for the run: it is not saved.
TEST(ScriptedPlay, the_difficulty_changes_what_the_enemies_do_and_normal_is_the_default) {
  const std::string script = "tests/game/app/scripts/default_victory.txt";
  const std::string args = "play maps/default.tmx --headless --mute --state-hash --script ";
  const test::RunResult story = test::run_heartpath(args + script + " --difficulty story");
  const test::RunResult normal = test::run_heartpath(args + script + " --difficulty normal");
  const test::RunResult unsaid = test::run_heartpath(args + script);  // a fresh settings folder
  EXPECT_NE(story.out.find("heartpath: difficulty story"), std::string::npos) << story.out;
  EXPECT_NE(normal.out.find("heartpath: difficulty normal"), std::string::npos) << normal.out;
  EXPECT_NE(unsaid.out.find("heartpath: difficulty normal"), std::string::npos) << unsaid.out;
  ASSERT_FALSE(hash_line(story.out).empty());
  EXPECT_NE(hash_line(story.out), hash_line(normal.out)) << story.out << normal.out;
  EXPECT_EQ(hash_line(normal.out), hash_line(unsaid.out));

  // A change of speed saves the settings; the run's --difficulty hard is not among them.
  const std::string dir = test::temp_dir("difficulty-not-saved");
  const std::string speed = temp_script("speed_on_hard.txt", "0.5 key 2\n");
  const test::RunResult hard = test::run_heartpath(
      "play maps/default.tmx --headless --mute --difficulty hard --script " + speed,
      "HEARTPATH_SETTINGS_DIR='" + dir + "'");
  EXPECT_NE(hard.out.find("heartpath: difficulty hard"), std::string::npos) << hard.out;
  const std::string saved = test::slurp(dir + "/settings.json");
  EXPECT_NE(saved.find("\"speed\": 2"), std::string::npos) << saved;
  EXPECT_NE(saved.find("\"difficulty\": \"normal\""), std::string::npos) << saved;
  std::remove(speed.c_str());
}

TEST(ScriptedPlay, a_bad_script_is_refused_with_its_line) {
  const std::string path =
      temp_script("bad_script.txt", "1 click unit Talan\nsoon end-turn\n2 jump\n");
  int status = -1;
  const std::string out = play(path, status);
  EXPECT_EQ(status, 2) << out;
  EXPECT_NE(out.find(path + ":2: error: \"soon\" is not a time"), std::string::npos) << out;
  EXPECT_NE(out.find(path + ":3: error: expected `TIME click unit NAME`"), std::string::npos)
      << out;
  std::remove(path.c_str());
}

// An isometric map played through the real binary: clicks pick units through the projection, the
// hero walks round the pillars in the world's plane (the tile axes) and the battle is won and
// lost as on an orthogonal map. The win on Story: the Brute's blows are the first rule's (on
// Normal it hits 2 harder); the loss holds on any difficulty.
TEST(ScriptedPlay, an_isometric_duel_is_won_round_the_pillars) {
  const test::RunResult r = test::run_heartpath(
      "play tests/game/app/play_maps/iso_duel.tmx --headless --mute --difficulty story --script "
      "tests/game/app/scripts/iso_duel_victory.txt");
  const std::string out = r.out + r.err;
  EXPECT_EQ(r.status, 0) << out;
  EXPECT_NE(out.find("heartpath: turn 3, victory, 10 damage dealt, 4 taken"), std::string::npos)
      << out;
  EXPECT_NE(out.find("enemy Brute: 0/10 HP"), std::string::npos) << out;
}

TEST(ScriptedPlay, an_isometric_duel_is_lost_when_the_hero_never_strikes) {
  const test::RunResult r = test::run_heartpath(
      "play tests/game/app/play_maps/iso_duel.tmx --headless --mute --script "
      "tests/game/app/scripts/iso_duel_defeat.txt");
  const std::string out = r.out + r.err;
  EXPECT_EQ(r.status, 0) << out;
  EXPECT_NE(out.find("defeat, 0 damage dealt, 12 taken"), std::string::npos) << out;
  EXPECT_NE(out.find("hero Ann: 0/12 HP"), std::string::npos) << out;
}

// A window's run prints the same summary when it closes (here after its --frames): the
// browser test reads it after playing the page with real input. SDL's dummy video driver
// gives the window without a display; nothing is clicked, so nobody has been hit and the
// heroes' turn is the first.
TEST(ScriptedPlay, a_window_prints_the_battle_and_its_hash_when_it_closes_with_state_hash) {
  const test::RunResult r =
      test::run_heartpath("play maps/default.tmx --mute --frames 20 --state-hash",
                          "SDL_VIDEODRIVER=dummy DISPLAY=:heartpath-dummy");
  const std::string out = r.out + r.err;
  EXPECT_EQ(r.status, 0) << out;
  EXPECT_NE(out.find("heartpath: turn 1, in progress, 0 damage dealt, 0 taken"), std::string::npos)
      << out;
  EXPECT_NE(out.find("enemy Ultros: 12/12 HP"), std::string::npos) << out;
  EXPECT_EQ(hash_line(out).size(), std::string("state hash ").size() + 16) << out;
  const test::RunResult without = test::run_heartpath(
      "play maps/default.tmx --mute --frames 20", "SDL_VIDEODRIVER=dummy DISPLAY=:heartpath-dummy");
  EXPECT_EQ(without.status, 0) << without.err;
  EXPECT_EQ(hash_line(without.out + without.err), "") << without.out;
}

}  // namespace
}  // namespace hp::app
