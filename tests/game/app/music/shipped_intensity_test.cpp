// The shipped music under the default intensity shaping, over a scripted battle recorded with
// play --intensity-log: each of the battle's three stems is heard for a fair share of it.
#include <gtest/gtest.h>

#include <filesystem>

#include "game/app/music/intensity_log.h"
#include "game/app/music/music_manifest.h"
#include "tests/game/app/support/run_binary.h"

namespace hp::app {
namespace {

TEST(ShippedIntensity, the_base_the_drums_and_the_melody_each_get_their_turn_in_a_battle) {
  const std::string log_path = test::temp_dir("shipped-intensity") + "/battle.log";
  const test::RunResult run = test::run_heartpath(
      "play maps/default.tmx --headless --mute --script "
      "tests/game/app/scripts/default_victory.txt --intensity-log " +
          log_path + " --screenshot " + log_path + ".png",
      "SDL_AUDIODRIVER=dummy");
  ASSERT_EQ(run.status, 0) << run.err;
  Diagnostics problems;
  const std::vector<IntensitySample> log =
      parse_intensity_log(test::slurp(log_path), log_path, problems);
  ASSERT_FALSE(problems.has_errors()) << problems.first_error()->to_string();
  std::vector<std::string> tracks;
  for (const auto& f : std::filesystem::directory_iterator("data/music"))
    tracks.push_back(f.path().filename().string());
  const MusicManifest manifest =
      parse_music_manifest(test::slurp("data/music/music.json"), "music.json", tracks, problems);
  ASSERT_FALSE(problems.has_errors()) << problems.first_error()->to_string();
  const MomentMusic& battle = *manifest.at(Moment::kPlayerTurn);
  ASSERT_EQ(battle.stems.size(), 3u);
  const IntensityShape& shape = battle.intensity ? *battle.intensity : manifest.intensity;
  IntensityFollower follower;
  int heard[3] = {0, 0, 0}, samples = 0;  // base alone, with drums, with the melody
  double last = 0;
  for (const IntensitySample& s : log) {
    const double v = follower.follow(battle_tension(s.inputs, shape), s.seconds - last, shape);
    last = s.seconds;
    if (!s.inputs.both_sides) continue;  // after the victory
    ++samples;
    ++heard[v >= battle.stems[2].low ? 2 : v >= battle.stems[1].low ? 1 : 0];
  }
  ASSERT_GT(samples, 600);  // over a minute of battle
  for (int layer = 0; layer < 3; ++layer) {
    EXPECT_GT(heard[layer], samples / 10) << "layer " << layer << ": " << heard[0] << " / "
                                          << heard[1] << " / " << heard[2] << " of " << samples;
  }
}

}  // namespace
}  // namespace hp::app
