// Base64 decoding: RFC 4648 vectors, padding, whitespace inside data, and rejected input;
// decoding up to a buffer's end and the size bound.
#include "engine/tiled/read/base64.h"

#include <gmock/gmock.h>
#include <gtest/gtest.h>

#include <algorithm>
#include <random>
#include <vector>

#include "tests/engine/tiled/support/test_codecs.h"

namespace hp::tiled {
namespace {

using ::testing::HasSubstr;

std::string decoded_text(std::string_view text) {
  std::vector<std::uint8_t> out;
  std::string error;
  EXPECT_TRUE(decode_base64(text, out, error)) << error;
  return std::string(out.begin(), out.end());
}

std::string error_for(std::string_view text) {
  std::vector<std::uint8_t> out;
  std::string error;
  EXPECT_FALSE(decode_base64(text, out, error)) << "accepted " << text;
  return error;
}

TEST(tiled_base64, decodes_rfc4648_vectors) {
  EXPECT_EQ(decoded_text(""), "");
  EXPECT_EQ(decoded_text("Zg=="), "f");
  EXPECT_EQ(decoded_text("Zm8="), "fo");
  EXPECT_EQ(decoded_text("Zm9v"), "foo");
  EXPECT_EQ(decoded_text("Zm9vYg=="), "foob");
  EXPECT_EQ(decoded_text("Zm9vYmE="), "fooba");
  EXPECT_EQ(decoded_text("Zm9vYmFy"), "foobar");
}

TEST(tiled_base64, accepts_missing_padding) {
  EXPECT_EQ(decoded_text("Zg"), "f");
  EXPECT_EQ(decoded_text("Zm8"), "fo");
}

TEST(tiled_base64, skips_whitespace_and_newlines_inside_data) {
  EXPECT_EQ(decoded_text("\n   Zm9v\r\n\tYm\nFy  \n  "), "foobar");
  EXPECT_EQ(decoded_text("Zm9vYg =\n="), "foob");
}

TEST(tiled_base64, round_trips_every_byte_value) {
  std::vector<std::uint8_t> bytes;
  for (int i = 0; i < 256; ++i) bytes.push_back(static_cast<std::uint8_t>(255 - i));
  std::vector<std::uint8_t> out;
  std::string error;
  ASSERT_TRUE(decode_base64(test::encode_base64(bytes), out, error)) << error;
  EXPECT_EQ(out, bytes);
}

TEST(tiled_base64, rejects_characters_outside_the_alphabet) {
  EXPECT_THAT(error_for("Zm9v!mFy"), HasSubstr("invalid base64 character '!' at offset 4"));
  EXPECT_THAT(error_for("Zm-v"), HasSubstr("'-'"));  // base64url is not what Tiled writes
  EXPECT_THAT(error_for("Zm9v\xc3\xa9"), HasSubstr("byte 0xc3"));
  EXPECT_THAT(error_for(std::string_view("Zm\0v", 4)), HasSubstr("byte 0x00"));
}

TEST(tiled_base64, rejects_data_after_padding) {
  EXPECT_THAT(error_for("Zg==Zm9v"), HasSubstr("after its '=' padding"));
}

TEST(tiled_base64, rejects_misplaced_padding) {
  EXPECT_THAT(error_for("Zg="), HasSubstr("padding"));
  EXPECT_THAT(error_for("===="), HasSubstr("padding"));
  EXPECT_THAT(error_for("Zm9v="), HasSubstr("padding"));
}

TEST(tiled_base64, rejects_a_lone_trailing_character) {
  EXPECT_THAT(error_for("Zm9vY"), HasSubstr("truncated"));
}

TEST(tiled_base64, measures_the_decoded_size_without_decoding) {
  std::string error;
  EXPECT_EQ(base64_decoded_size("Zm9v\nYmE=", error), 5u);
  EXPECT_EQ(base64_decoded_size("Zm9v#", error), std::nullopt);
}

TEST(tiled_base64, decode_into_rejects_a_buffer_of_the_wrong_size) {
  std::vector<std::uint8_t> small(2, 0xaa);
  std::string error;
  EXPECT_FALSE(decode_base64_into("Zm9v", small, error));
  EXPECT_THAT(error, HasSubstr("decodes to 3 bytes, expected 2"));
  EXPECT_EQ(small, (std::vector<std::uint8_t>{'f', 'o'}));  // nothing written past the end
}

TEST(tiled_base64, decode_up_to_writes_what_fits_and_counts_the_rest) {
  std::vector<std::uint8_t> buffer(6, 0xaa);
  const std::span<std::uint8_t> small(buffer.data(), 4);
  std::string error;
  EXPECT_EQ(decode_base64_up_to("Zm9vYmFy", small, error), 6u);
  EXPECT_EQ(buffer, (std::vector<std::uint8_t>{'f', 'o', 'o', 'b', 0xaa, 0xaa}));
}

// The four-symbol fast path hands over to the per-character scan wherever whitespace, padding or
// a bad character breaks a group: every place gives the same bytes or the same offset.
TEST(tiled_base64, a_break_anywhere_in_the_data_decodes_the_same) {
  const std::string text = "Zm9vYmFyYmF6cXV4";  // "foobarbazqux"
  for (std::size_t at = 0; at <= text.size(); ++at) {
    EXPECT_EQ(decoded_text(text.substr(0, at) + "\n " + text.substr(at)), "foobarbazqux") << at;
    EXPECT_THAT(error_for(text.substr(0, at) + "!" + text.substr(at)),
                HasSubstr("'!' at offset " + std::to_string(at)));
  }
}

TEST(tiled_base64, the_size_bound_covers_every_text) {
  std::string error;
  for (std::string_view text : {"", "Zg", "Zm8", "Zm9v", "Zm9vYg==", " Zm9v YmFy\n"}) {
    EXPECT_GE(base64_decoded_size_bound(text), base64_decoded_size(text, error).value()) << text;
  }
}

}  // namespace
}  // namespace hp::tiled
