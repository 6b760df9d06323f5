// Tile data decoding: CSV details, base64 with each compression, count checks and allocation.
#include "engine/tiled/read/tile_layer_decoder.h"

#include <gmock/gmock.h>
#include <gtest/gtest.h>

#include <random>

#include "engine/tiled/map_model.h"
#include "tests/engine/tiled/support/test_codecs.h"

namespace hp::tiled {
namespace {

using ::testing::ElementsAre;
using ::testing::HasSubstr;

constexpr TileDataFormat kCsv{TileEncoding::kCsv, Compression::kNone};

TileDataFormat base64_with(Compression compression) {
  return {TileEncoding::kBase64, compression};
}

std::string encoded(Compression compression, const std::vector<std::uint32_t>& gids) {
  const test::Bytes raw = test::gid_bytes(gids);
  switch (compression) {
    case Compression::kZlib:
      return test::encode_base64(test::zlib_compress(raw));
    case Compression::kGzip:
      return test::encode_base64(test::gzip_compress(raw));
    case Compression::kZstd:
      return test::encode_base64(test::zstd_compress(raw));
    case Compression::kNone:
      break;
  }
  return test::encode_base64(raw);
}

std::string failure(TileDataFormat format, std::string_view text, int width, int height,
                    std::vector<std::uint32_t>* gids_out = nullptr) {
  std::vector<std::uint32_t> gids;
  std::string error;
  EXPECT_FALSE(decode_tile_data(format, text, width, height, gids, error));
  EXPECT_TRUE(gids.empty());
  if (gids_out) *gids_out = std::move(gids);
  return error;
}

TEST(tiled_csv, parses_rows_across_newlines) {
  std::vector<std::uint32_t> gids;
  std::string error;
  ASSERT_TRUE(decode_tile_data(kCsv, "\n1,2,3,\n4,5,6\n", 3, 2, gids, error)) << error;
  EXPECT_THAT(gids, ElementsAre(1, 2, 3, 4, 5, 6));
}

TEST(tiled_csv, tolerates_spaces_and_a_trailing_comma) {
  std::vector<std::uint32_t> gids;
  std::string error;
  ASSERT_TRUE(decode_tile_data(kCsv, " 1 , 2,\r\n 3 ,4,", 2, 2, gids, error)) << error;
  EXPECT_THAT(gids, ElementsAre(1, 2, 3, 4));
}

TEST(tiled_csv, keeps_flip_bits_in_full_32_bit_values) {
  std::vector<std::uint32_t> gids;
  std::string error;
  ASSERT_TRUE(decode_tile_data(kCsv, "2147483649,4294967295", 2, 1, gids, error)) << error;
  EXPECT_THAT(gids, ElementsAre(kFlipHorizontal | 1u, 0xffffffffu));
}

TEST(tiled_csv, rejects_values_past_32_bits) {
  EXPECT_THAT(failure(kCsv, "1,4294967296", 2, 1), HasSubstr("larger than a 32-bit gid"));
  // Past 2^64 too: the overflow test, left until the tenth digit, still stops it in time.
  EXPECT_THAT(failure(kCsv, "1,18446744073709551617", 2, 1),
              HasSubstr("CSV tile 2 is larger than a 32-bit gid"));
  EXPECT_THAT(failure(kCsv, "99999999999999999999999999,1", 2, 1),
              HasSubstr("CSV tile 1 is larger than a 32-bit gid"));
}

TEST(tiled_csv, leading_zeros_count_as_digits_without_changing_the_value) {
  std::vector<std::uint32_t> gids;
  std::string error;
  ASSERT_TRUE(
      decode_tile_data(kCsv, "0000000000000000004294967295,000000000007", 2, 1, gids, error))
      << error;
  EXPECT_THAT(gids, ElementsAre(0xffffffffu, 7u));
}

TEST(tiled_csv, rejects_letters_negative_numbers_and_empty_fields) {
  EXPECT_THAT(failure(kCsv, "1,x", 2, 1), HasSubstr("unexpected character 'x'"));
  EXPECT_THAT(failure(kCsv, "1,-2", 2, 1), HasSubstr("unexpected character '-'"));
  EXPECT_THAT(failure(kCsv, "1,,2", 3, 1), HasSubstr("unexpected character ','"));
  EXPECT_THAT(failure(kCsv, "1 2", 2, 1), HasSubstr("after CSV tile 1"));
}

TEST(tiled_csv, reports_too_few_and_too_many_tiles_with_the_layer_size) {
  EXPECT_EQ(failure(kCsv, "1,2,3,4,5", 3, 2), "tile data has 5 tiles, expected 6 (3x2)");
  EXPECT_EQ(failure(kCsv, "1,2,3,4,5,6,7", 3, 2), "tile data has 7 tiles, expected 6 (3x2)");
}

TEST(tiled_csv, short_text_claiming_a_huge_layer_allocates_nothing) {
  std::vector<std::uint32_t> gids;
  EXPECT_EQ(failure(kCsv, "1,2", 4096, 4096, &gids),
            "tile data has 2 tiles, expected 16777216 (4096x4096)");
  EXPECT_EQ(gids.capacity(), 0u);
}

class tiled_base64_tiles : public ::testing::TestWithParam<Compression> {};

TEST_P(tiled_base64_tiles, decode_to_the_gids_written) {
  const std::vector<std::uint32_t> written = {1, 0, kFlipVertical | 7u, 0xe0000003u, 42, 0};
  std::vector<std::uint32_t> gids;
  std::string error;
  ASSERT_TRUE(decode_tile_data(base64_with(GetParam()),
                               "\n  " + encoded(GetParam(), written) + "\n ", 3, 2, gids, error))
      << error;
  EXPECT_EQ(gids, written);
}

TEST_P(tiled_base64_tiles, report_too_few_tiles) {
  const std::string text = encoded(GetParam(), {1, 2, 3, 4, 5});
  EXPECT_EQ(failure(base64_with(GetParam()), text, 3, 2),
            "tile data has 5 tiles, expected 6 (3x2)");
}

TEST_P(tiled_base64_tiles, report_too_many_tiles) {
  const std::string text = encoded(GetParam(), {1, 2, 3, 4, 5, 6, 7});
  EXPECT_THAT(failure(base64_with(GetParam()), text, 3, 2), HasSubstr("tiles, expected 6 (3x2)"));
}

TEST_P(tiled_base64_tiles, short_data_claiming_a_huge_layer_allocates_little) {
  std::vector<std::uint32_t> gids;
  const std::string text = encoded(GetParam(), {1, 2, 3});
  EXPECT_EQ(failure(base64_with(GetParam()), text, 4096, 4096, &gids),
            "tile data has 3 tiles, expected 16777216 (4096x4096)");
  EXPECT_EQ(gids.capacity(), 0u);
}

TEST_P(tiled_base64_tiles, reject_invalid_base64) {
  EXPECT_THAT(failure(base64_with(GetParam()), "AAAA$AAA", 1, 1),
              HasSubstr("invalid base64 character '$'"));
}

INSTANTIATE_TEST_SUITE_P(all, tiled_base64_tiles,
                         ::testing::Values(Compression::kNone, Compression::kZlib,
                                           Compression::kGzip, Compression::kZstd),
                         [](const ::testing::TestParamInfo<Compression>& param) {
                           return std::string(compression_name(param.param));
                         });

TEST(tiled_base64_tiles_plain, rejects_data_that_is_not_whole_tiles) {
  EXPECT_THAT(
      failure(base64_with(Compression::kNone), test::encode_base64(test::Bytes(6, 0)), 2, 1),
      HasSubstr("6 bytes, which is not a whole number of 4-byte tiles"));
}

TEST(tiled_base64_tiles_zlib, rejects_corrupt_compressed_data) {
  const std::string text = test::encode_base64(test::bytes_of("definitely not zlib"));
  EXPECT_THAT(failure(base64_with(Compression::kZlib), text, 2, 2),
              HasSubstr("cannot decompress zlib tile data"));
}

TEST(tiled_base64_tiles_zstd, rejects_corrupt_compressed_data) {
  const std::string text = test::encode_base64(test::bytes_of("definitely not zstd"));
  EXPECT_THAT(failure(base64_with(Compression::kZstd), text, 2, 2),
              HasSubstr("cannot decompress zstd tile data"));
}

}  // namespace
}  // namespace hp::tiled
