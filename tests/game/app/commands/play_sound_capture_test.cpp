// The sound a scripted battle makes, captured by SDL's disk driver: the music is heard there too.
#include <gtest/gtest.h>

#include <cstdint>
#include <cstring>
#include <fstream>
#include <iterator>
#include <string>
#include <vector>

#include "engine/audio/mix/loudness.h"
#include "tests/game/app/support/run_binary.h"

namespace hp {
namespace {

std::vector<std::int16_t> read_capture(const std::string& path) {
  std::ifstream in(path, std::ios::binary);
  const std::vector<char> bytes((std::istreambuf_iterator<char>(in)), {});
  std::vector<std::int16_t> samples(bytes.size() / 2);
  std::memcpy(samples.data(), bytes.data(), samples.size() * 2);
  return samples;
}

// Regression: once music was decoded on a background thread, only the windowed loop handed
// finished decodes to the mixer, so scripted and demo play (and every capture made with them)
// had sound effects and no music at all.
TEST(PlaySoundCapture, a_scripted_battle_plays_its_music) {
  const std::string dir = test::temp_dir("sound_capture");
  std::ofstream(dir + "/wait.txt") << "# no input: whatever sounds is the music\n";
  const test::RunResult run = test::run_heartpath(
      "play maps/default.tmx --realtime --seconds 6 --script " + dir + "/wait.txt",
      "SDL_AUDIODRIVER=disk SDL_DISKAUDIOFILE=" + dir + "/out.raw");
  ASSERT_EQ(run.status, 0) << run.err;
  const std::vector<std::int16_t> capture = read_capture(dir + "/out.raw");
  ASSERT_GT(capture.size(), 44100u * 2 * 5) << "the disk driver wrote under 5 s";
  // The last three seconds: the battle's bed (its base stem alone is about -18 LUFS).
  const std::vector<std::int16_t> tail(capture.end() - 44100 * 2 * 3, capture.end());
  const LoudnessReport r = measure_loudness(tail, 44100);
  EXPECT_GT(r.integrated_lufs, -30.0) << run.err;
  EXPECT_EQ(r.full_scale_samples, 0);
}

}  // namespace
}  // namespace hp
