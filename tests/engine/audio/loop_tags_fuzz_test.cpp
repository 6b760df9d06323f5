// LoopTags on garbage: random bytes, and every truncation and many mutations of valid headers.
#include <gtest/gtest.h>

#include <random>

#include "audio_test_util.h"
#include "engine/audio/tracks/loop_tags.h"

namespace hp {
namespace {

std::string valid_vorbis_header() {
  std::string id = "\x01vorbis" + test::le32(0);
  id += '\x02';
  id += test::le32(44100) + std::string(13, '\0');
  const std::string comments =
      "\x03vorbis" + test::comment_list({"LOOPSTART=10", "LOOPLENGTH=20"}) + "\x01";
  return test::ogg_pages({id, comments}, 1);
}

TEST(LoopTagsFuzz, random_bytes_never_crash_and_give_no_loop_without_a_magic) {
  std::mt19937 rng(1234);
  for (int round = 0; round < 2000; ++round) {
    std::string bytes(rng() % 600, '\0');
    for (char& c : bytes) c = static_cast<char>(rng());
    if (round % 3 == 0) bytes.replace(0, std::min<std::size_t>(4, bytes.size()), "OggS");
    if (round % 3 == 1) bytes.replace(0, std::min<std::size_t>(4, bytes.size()), "fLaC");
    const LoopTags tags = read_loop_tags(bytes);
    if (round % 3 == 2 && bytes.substr(0, 4) != "OggS" && bytes.substr(0, 4) != "fLaC") {
      EXPECT_FALSE(tags.loop());
    }
  }
}

TEST(LoopTagsFuzz, truncated_headers_give_the_loop_or_nothing) {
  const std::string header = valid_vorbis_header();
  ASSERT_TRUE(read_loop_tags(header).loop());
  for (std::size_t n = 0; n < header.size(); ++n) {
    const auto loop = read_loop_tags(header.substr(0, n)).loop();
    if (loop) {
      EXPECT_EQ(loop->first, 10);
      EXPECT_EQ(loop->second, 30);
    }
  }
}

TEST(LoopTagsFuzz, mutated_headers_never_crash) {
  const std::string header = valid_vorbis_header();
  std::mt19937 rng(99);
  int loops = 0;
  for (int round = 0; round < 5000; ++round) {
    std::string bytes = header;
    for (int flips = 1 + static_cast<int>(rng() % 4); flips > 0; --flips) {
      bytes[rng() % bytes.size()] = static_cast<char>(rng());
    }
    loops += read_loop_tags(bytes).loop() ? 1 : 0;
  }
  EXPECT_GT(loops, 0);  // most mutations miss the tags; the reader still finds them then
}

}  // namespace
}  // namespace hp
