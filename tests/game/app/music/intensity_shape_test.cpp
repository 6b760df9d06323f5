// IntensityShape: curves, the manifest's "intensity" blocks, the recorded log; property tests.
#include "game/app/music/intensity_shape.h"

#include <gtest/gtest.h>

#include <cmath>
#include <random>

#include "game/app/music/intensity_log.h"
#include "game/app/music/music_manifest.h"

namespace hp::app {
namespace {

TEST(IntensityCurve, is_straight_between_points_and_flat_beyond) {
  const IntensityCurve c{{{1.0, 0.6}, {3.0, 0.0}}};
  EXPECT_EQ(c.at(-5), 0.6);
  EXPECT_EQ(c.at(1), 0.6);
  EXPECT_NEAR(c.at(2), 0.3, 1e-12);
  EXPECT_EQ(c.at(3), 0.0);
  EXPECT_EQ(c.at(1e9), 0.0);
  EXPECT_EQ(IntensityCurve{}.at(2), 0.0);
  const IntensityCurve step{{{0.0, 0.0}, {0.5, 0.0}, {0.5, 1.0}}};  // a vertical step
  EXPECT_EQ(step.at(0.49), 0.0);
  EXPECT_EQ(step.at(0.5), 1.0);
  EXPECT_EQ(step.at(0.51), 1.0);
}

// Random shapes and inputs: the tension stays in 0..1, never NaN, and the follower never
// overshoots its target.
TEST(IntensityShape, tension_and_follower_stay_in_range_for_random_shapes) {
  std::mt19937 rng(30);
  std::uniform_real_distribution<double> u(0.0, 1.0);
  for (int round = 0; round < 2000; ++round) {
    IntensityShape shape;
    double x = 0;
    for (int i = 0, n = 1 + round % 5; i < n; ++i) {
      x += 3 * u(rng) * (i > 0);
      shape.closeness.points.emplace_back(x, u(rng));
      shape.wounds.points.emplace_back(std::min(1.0, x / 10), u(rng));
    }
    shape.last_enemy = u(rng);
    shape.rise_seconds = 3 * u(rng);
    shape.fall_seconds = 10 * u(rng);
    IntensityInputs in;
    in.both_sides = u(rng) < 0.9;
    in.gap_reaches = u(rng) < 0.1 ? INFINITY : 8 * u(rng);
    in.wounds = u(rng);
    in.last_enemy = u(rng) < 0.3;
    const double t = battle_tension(in, shape);
    ASSERT_FALSE(std::isnan(t));
    ASSERT_GE(t, 0.0);
    ASSERT_LE(t, 1.0);
    IntensityFollower f;
    for (int k = 0; k < 50; ++k) {
      const double before = f.value();
      const double v = f.follow(t, u(rng) / 10, shape);
      ASSERT_LE(std::min(before, t) - 1e-12, v);
      ASSERT_GE(std::max(before, t) + 1e-12, v);
    }
  }
}

TEST(IntensityShape, zero_smoothing_jumps_to_the_tension) {
  IntensityShape shape = default_intensity_shape();
  shape.rise_seconds = shape.fall_seconds = 0;
  IntensityFollower f;
  EXPECT_EQ(f.follow(0.8, 1.0 / 60, shape), 0.8);
  EXPECT_EQ(f.follow(0.1, 1.0 / 60, shape), 0.1);
}

MusicManifest parse(const std::string& text, Diagnostics& problems) {
  return parse_music_manifest(text, "music.json", {"a.ogg", "b.ogg"}, problems);
}

TEST(IntensityManifest, top_level_and_moment_blocks_are_read_over_the_defaults) {
  Diagnostics problems;
  const MusicManifest m = parse(R"({
  "intensity": {"closeness": [[0.5, 0.4], [2, 0]], "rise": 0.5, "stem_fade": 2.5},
  "moments": {
    "player_turn": {"track": "a.ogg", "intensity": {"fall": 9, "last_enemy": 0.6}},
    "enemy_turn": "b.ogg"
  }
})",
                                problems);
  ASSERT_TRUE(problems.empty()) << problems.items().front().message;
  const IntensityShape defaults = default_intensity_shape();
  EXPECT_EQ(m.intensity.closeness.points.size(), 2u);
  EXPECT_EQ(m.intensity.closeness.at(0.5), 0.4);
  EXPECT_EQ(m.intensity.rise_seconds, 0.5);
  EXPECT_EQ(m.intensity.stem_fade_seconds, 2.5);
  EXPECT_EQ(m.intensity.fall_seconds, defaults.fall_seconds);
  ASSERT_TRUE(m.at(Moment::kPlayerTurn)->intensity);
  const IntensityShape& turn = *m.at(Moment::kPlayerTurn)->intensity;
  EXPECT_EQ(turn.fall_seconds, 9);
  EXPECT_EQ(turn.last_enemy, 0.6);
  EXPECT_EQ(turn.rise_seconds, 0.5);  // the top-level block's, not the default
  EXPECT_FALSE(m.at(Moment::kEnemyTurn)->intensity);
}

TEST(IntensityManifest, mistakes_name_the_line_and_the_fix) {
  const struct {
    const char* text;
    int line;
    const char* says;
  } cases[] = {
      {"{\n\"intensity\": {\"closeness\": [[2, 0.5], [1, 0]]}}", 2, "first numbers rising"},
      {"{\n\"intensity\": {\"wounds\": [[0, 1.5]]}}", 2, "each adds from 0 to 1"},
      {"{\n\"intensity\": {\"closness\": [[1, 0]]}}", 2, "did you mean \"closeness\""},
      {"{\n\"intensity\": {\"stem_fade\": 0}}", 2, "\"stem_fade\" must be a number of seconds"},
      {"{\n\"intensity\": 3}", 2, "\"intensity\" must be an object"},
      {"{\"moments\": {\n\"title\": {\"track\": \"a.ogg\",\n \"intensity\": {\"rise\": -1}}}}", 3,
       "\"rise\" must be a number of seconds from 0 to 60"},
  };
  for (const auto& c : cases) {
    Diagnostics problems;
    parse(c.text, problems);
    ASSERT_FALSE(problems.empty()) << c.text;
    EXPECT_EQ(problems.items().front().line, c.line) << c.text;
    EXPECT_NE(problems.items().front().message.find(c.says), std::string::npos)
        << problems.items().front().message;
  }
}

// "maps": a map's block goes over each moment's shaping on that map only; other maps keep it.
TEST(IntensityManifest, a_maps_block_shapes_its_map_over_each_moments_shaping) {
  Diagnostics problems;
  const MusicManifest m = parse(R"({
  "intensity": {"rise": 0.5},
  "moments": {
    "player_turn": {"track": "a.ogg", "intensity": {"fall": 9, "last_enemy": 0.6}},
    "enemy_turn": "b.ogg"
  },
  "maps": {"crypt.tmx": {"intensity": {"fall": 20, "closeness": [[0, 0.8], [3, 0]]}}}
})",
                                problems);
  ASSERT_TRUE(problems.empty()) << problems.items().front().message;
  const IntensityShape& crypt_turn = m.intensity_at(Moment::kPlayerTurn, "crypt.tmx");
  EXPECT_EQ(crypt_turn.fall_seconds, 20);                 // the map's
  EXPECT_EQ(crypt_turn.last_enemy, 0.6);                  // the moment's
  EXPECT_EQ(crypt_turn.rise_seconds, 0.5);                // the top level's
  EXPECT_NEAR(crypt_turn.closeness.at(1.5), 0.4, 1e-12);  // the map's curve
  const IntensityShape& crypt_enemy = m.intensity_at(Moment::kEnemyTurn, "crypt.tmx");
  EXPECT_EQ(crypt_enemy.fall_seconds, 20);
  EXPECT_EQ(crypt_enemy.last_enemy, default_intensity_shape().last_enemy);
  const IntensityShape& other = m.intensity_at(Moment::kPlayerTurn, "fortress.tmx");
  EXPECT_EQ(other.fall_seconds, 9);
  EXPECT_EQ(m.intensity_at(Moment::kEnemyTurn, "").fall_seconds,
            default_intensity_shape().fall_seconds);
  ASSERT_EQ(m.maps.count("crypt.tmx"), 1u);
  EXPECT_EQ(m.maps.at("crypt.tmx").line, 7);
}

TEST(IntensityManifest, a_maps_mistake_names_the_line_and_the_fix) {
  const struct {
    const char* text;
    int line;
    const char* says;
  } cases[] = {
      {"{\n\"maps\": [1]}", 2, "\"maps\" must be an object like"},
      {"{\"maps\": {\n\"crypt\": {\"intensity\": {\"fall\": 3}}}}", 2,
       "\"crypt\", which is not a map's file name"},
      {"{\"maps\": {\n\"crypt.tmx\": {\"intensty\": {\"fall\": 3}}}}", 2,
       "did you mean \"intensity\""},
      {"{\"maps\": {\n\"crypt.tmx\": 3}}", 2, "map \"crypt.tmx\" must be an object"},
      {"{\"maps\": {\"crypt.tmx\":\n {\"intensity\": {\"fall\": 99}}}}", 2,
       "\"fall\" must be a number of seconds from 0 to 60"},
  };
  for (const auto& c : cases) {
    Diagnostics problems;
    const MusicManifest m = parse(c.text, problems);
    ASSERT_FALSE(problems.empty()) << c.text;
    EXPECT_EQ(problems.items().front().line, c.line) << c.text;
    EXPECT_NE(problems.items().front().message.find(c.says), std::string::npos)
        << problems.items().front().message;
    EXPECT_TRUE(m.maps.empty()) << "a map entry with a mistake is left out: " << c.text;
  }
}

TEST(IntensityLog, what_the_writer_writes_the_reader_reads) {
  const std::string path = testing::TempDir() + "intensity_log_test.txt";
  {
    IntensityLogWriter writer;
    ASSERT_TRUE(writer.open(path));
    IntensityInputs in;
    for (int frame = 0; frame < 60; ++frame) {  // one second at 60 frames a second
      in.both_sides = frame >= 10;
      in.gap_reaches = frame < 10 ? INFINITY : 3.0 - frame / 30.0;
      in.wounds = frame / 120.0;
      in.last_enemy = frame >= 50;
      writer.record(in, 1.0 / 60);
    }
  }
  std::FILE* f = std::fopen(path.c_str(), "r");
  ASSERT_TRUE(f);
  std::string text(4096, '\0');
  text.resize(std::fread(text.data(), 1, text.size(), f));
  std::fclose(f);
  Diagnostics problems;
  const std::vector<IntensitySample> log = parse_intensity_log(text, path, problems);
  ASSERT_TRUE(problems.empty()) << problems.items().front().message;
  ASSERT_EQ(log.size(), 10u);  // every 0.1 s
  EXPECT_FALSE(log[0].inputs.both_sides);
  EXPECT_TRUE(std::isinf(log[0].inputs.gap_reaches));
  EXPECT_NEAR(log[3].seconds, 0.3, 1e-3);
  EXPECT_NEAR(log[3].inputs.gap_reaches, 3.0 - 18 / 30.0, 1e-4);
  EXPECT_TRUE(log[9].inputs.last_enemy);
  EXPECT_NEAR(inputs_at(log, 0.34).wounds, log[3].inputs.wounds, 1e-12);
  EXPECT_NEAR(inputs_at(log, 99).wounds, log[9].inputs.wounds, 1e-12);
}

TEST(IntensityLog, a_bad_line_is_named) {
  Diagnostics problems;
  const auto log = parse_intensity_log("# header\n0 1 0 0 1\n0.1 far 0 0 1\n0.2 1 0 0 1\n",
                                       "battle.log", problems);
  ASSERT_EQ(problems.items().size(), 1u);
  EXPECT_EQ(problems.items().front().line, 3);
  EXPECT_NE(problems.items().front().message.find("0.1 far"), std::string::npos);
  EXPECT_EQ(log.size(), 2u);
}

}  // namespace
}  // namespace hp::app
