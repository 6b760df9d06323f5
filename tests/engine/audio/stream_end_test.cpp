// StreamEnd: an Ogg file whose last page is not flagged end-of-stream, or is cut, is cut.
#include "engine/audio/tracks/stream_end.h"

#include <gtest/gtest.h>

#include <filesystem>
#include <fstream>

#include "audio_test_util.h"

namespace hp {
namespace {

// A page: capture pattern, version 0, header type, 20 bytes of position/serial/sequence/CRC,
// one segment of body bytes.
std::string page(char header_type, const std::string& body) {
  std::string p = "OggS";
  p += '\0';
  p += header_type;
  p += std::string(20, '\0');
  p += static_cast<char>(1);
  p += static_cast<char>(body.size());
  return p + body;
}

TEST(StreamEnd, the_last_whole_page_must_end_the_stream) {
  const std::string first = page(0x02, "head"), middle = page(0, "audio"), last = page(0x04, "x");
  EXPECT_TRUE(ogg_tail_has_end_of_stream(first + middle + last));
  EXPECT_FALSE(ogg_tail_has_end_of_stream(first + middle));  // cut on a page's edge
  const std::string whole = first + middle + last;
  EXPECT_FALSE(ogg_tail_has_end_of_stream(whole.substr(0, whole.size() - 1)));  // inside it
  EXPECT_TRUE(ogg_tail_has_end_of_stream("ud" + middle + last));  // a tail from inside a page
  EXPECT_FALSE(ogg_tail_has_end_of_stream("no pages here"));
}

TEST(StreamEnd, a_real_ogg_cut_in_half_is_cut_and_the_whole_one_is_not) {
  const std::string dir = test::audio_temp_dir("stream-end");
  const std::string path = dir + "/tone.ogg";
  ASSERT_EQ(test::run_command("sox -n -r 44100 -c 2 '" + path + "' synth 20 sine 440 gain -12"), 0);
  EXPECT_FALSE(ogg_file_is_cut(path));
  std::filesystem::resize_file(path, std::filesystem::file_size(path) / 2);
  EXPECT_TRUE(ogg_file_is_cut(path));
  test::write_tone_wav(dir + "/tone.wav", 4410, 44100);
  EXPECT_FALSE(ogg_file_is_cut(dir + "/tone.wav"));  // not Ogg: the WAV's size tells instead
}

}  // namespace
}  // namespace hp
