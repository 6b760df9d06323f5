// LoopTags: real tags in files made by oggenc and vorbiscomment, and hand-built Opus and FLAC.
#include "engine/audio/tracks/loop_tags.h"

#include <gtest/gtest.h>

#include <fstream>

#include "audio_test_util.h"

namespace hp {
namespace {

using test::comment_list;
using test::le32;

// A 1 s tone encoded by oggenc and tagged by vorbiscomment (Debian's vorbis-tools), as a
// composer would; the tools are required (tools/setup.sh installs them).
std::string tagged_ogg(const std::string& dir, const std::string& tags) {
  const std::string wav = dir + "/tone.wav", ogg = dir + "/tone.ogg";
  test::write_tone_wav(wav, 44100, 44100);
  EXPECT_EQ(test::run_command("oggenc -Q -o '" + ogg + "' '" + wav + "'"), 0) << "oggenc missing?";
  EXPECT_EQ(test::run_command("vorbiscomment -w " + tags + " '" + ogg + "'"), 0);
  return ogg;
}

TEST(LoopTags, reads_loopstart_and_looplength_from_a_real_ogg) {
  const std::string dir = test::audio_temp_dir("tags-ogg");
  const LoopTags tags =
      read_loop_tags_from_file(tagged_ogg(dir, "-t LOOPSTART=4410 -t LOOPLENGTH=22050"));
  EXPECT_EQ(tags.container, "OGG Vorbis");
  EXPECT_EQ(tags.sample_rate, 44100);
  ASSERT_TRUE(tags.loop());
  EXPECT_EQ(tags.loop()->first, 4410);
  EXPECT_EQ(tags.loop()->second, 26460);
}

TEST(LoopTags, reads_loopend_and_time_values_case_insensitively) {
  const std::string dir = test::audio_temp_dir("tags-ogg-end");
  const LoopTags tags =
      read_loop_tags_from_file(tagged_ogg(dir, "-t loopstart=00:00.1 -t LoopEnd=26460"));
  ASSERT_TRUE(tags.loop());
  EXPECT_EQ(tags.loop()->first, 4410);  // 0.1 s at 44.1 kHz
  EXPECT_EQ(tags.loop()->second, 26460);
}

TEST(LoopTags, a_file_without_tags_or_with_only_a_start_has_no_loop) {
  const std::string dir = test::audio_temp_dir("tags-ogg-none");
  EXPECT_FALSE(read_loop_tags_from_file(tagged_ogg(dir, "-t TITLE=x")).loop());
  EXPECT_FALSE(read_loop_tags_from_file(tagged_ogg(dir, "-t LOOPSTART=100")).loop());
  EXPECT_FALSE(read_loop_tags_from_file(tagged_ogg(dir, "-t LOOPSTART=100 -t LOOPEND=50")).loop());
}

TEST(LoopTags, opus_tags_spanning_several_pages_count_48khz_frames) {
  std::string head = "OpusHead";
  head += '\x01';
  head += '\x02';
  head += std::string("\x38\x01", 2) + le32(44100) + std::string(3, '\0');
  const std::string art = "METADATA_BLOCK_PICTURE=" + std::string(70000, 'x');  // 4+ pages
  const std::string tags = "OpusTags" + comment_list({art, "LOOPSTART=48000", "LOOPLENGTH=96000"});
  const LoopTags read = read_loop_tags(test::ogg_pages({head, tags}, 7));
  EXPECT_EQ(read.container, "Opus");
  EXPECT_EQ(read.sample_rate, 48000);
  ASSERT_TRUE(read.loop());
  EXPECT_EQ(read.loop()->first, 48000);
  EXPECT_EQ(read.loop()->second, 144000);
  EXPECT_EQ(read.comments.size(), 3u);
}

TEST(LoopTags, flac_streaminfo_rate_and_vorbis_comment_block) {
  std::string info(34, '\0');
  const std::uint32_t rate = 96000;  // 20 bits starting at byte 10
  info[10] = static_cast<char>(rate >> 12);
  info[11] = static_cast<char>((rate >> 4) & 0xff);
  info[12] = static_cast<char>((rate & 0xf) << 4);
  const std::string comments = comment_list({"LOOPSTART=0:01", "LOOPEND=192000"});
  const auto block_header = [](int type, bool last, std::size_t length) {
    std::string h;
    h += static_cast<char>(type | (last ? 0x80 : 0));
    h += static_cast<char>((length >> 16) & 0xff);
    h += static_cast<char>((length >> 8) & 0xff);
    h += static_cast<char>(length & 0xff);
    return h;
  };
  const std::string flac = "fLaC" + block_header(0, false, info.size()) + info +
                           block_header(4, true, comments.size()) + comments;
  const LoopTags read = read_loop_tags(flac);
  EXPECT_EQ(read.container, "FLAC");
  EXPECT_EQ(read.sample_rate, 96000);
  ASSERT_TRUE(read.loop());
  EXPECT_EQ(read.loop()->first, 96000);  // one second at the file's own rate
  EXPECT_EQ(read.loop()->second, 192000);
}

// The file reader reads the header in growing steps: tags past the first step (behind 300 KB of
// cover art, in Ogg and FLAC) are still found, and a file's audio after them is not needed.
TEST(LoopTags, tags_behind_large_cover_art_are_read_from_a_file) {
  const std::string dir = test::audio_temp_dir("tags-art");
  const std::string art = "METADATA_BLOCK_PICTURE=" + std::string(300000, 'x');
  std::string head = "OpusHead";
  head += '\x01';
  head += '\x02';
  head += std::string("\x38\x01", 2) + le32(48000) + std::string(3, '\0');
  const std::string opus = test::ogg_pages(
      {head, "OpusTags" + comment_list({art, "LOOPSTART=48000", "LOOPLENGTH=96000"}),
       std::string(2000000, 'a')},
      9);
  std::ofstream(dir + "/art.opus", std::ios::binary) << opus;
  LoopTags read = read_loop_tags_from_file(dir + "/art.opus");
  ASSERT_TRUE(read.loop());
  EXPECT_EQ(read.loop()->second, 144000);
  const std::string comments = comment_list({art, "LOOPSTART=10", "LOOPEND=20"});
  std::string flac = "fLaC";
  flac += static_cast<char>(0x84);  // the last block: VORBIS_COMMENT
  flac += static_cast<char>((comments.size() >> 16) & 0xff);
  flac += static_cast<char>((comments.size() >> 8) & 0xff);
  flac += static_cast<char>(comments.size() & 0xff);
  std::ofstream(dir + "/art.flac", std::ios::binary) << flac + comments + std::string(1000000, 'f');
  read = read_loop_tags_from_file(dir + "/art.flac");
  ASSERT_TRUE(read.loop());
  EXPECT_EQ(read.loop()->second, 20);
}

TEST(LoopTags, values_are_whole_samples_or_times) {
  EXPECT_EQ(parse_loop_value("441000", 44100), 441000);
  EXPECT_EQ(parse_loop_value(" 12 ", 44100), 12);
  EXPECT_EQ(parse_loop_value("1:00:00", 1000), 3600000);
  EXPECT_EQ(parse_loop_value("0:10.5", 44100), 463050);
  EXPECT_EQ(parse_loop_value("2.25", 1000), 2250);
  EXPECT_FALSE(parse_loop_value("", 44100));
  EXPECT_FALSE(parse_loop_value("-5", 44100));
  EXPECT_FALSE(parse_loop_value("1:2:3:4", 44100));
  EXPECT_FALSE(parse_loop_value("1.5:00", 44100));
  EXPECT_FALSE(parse_loop_value("abc", 44100));
  EXPECT_FALSE(parse_loop_value("99999999999999999999", 44100));
}

}  // namespace
}  // namespace hp
