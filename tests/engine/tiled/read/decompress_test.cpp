// Bounded decompression: zlib, gzip and zstd round trips, the size cap, and corrupt input.
#include "engine/tiled/read/decompress.h"

#include <gmock/gmock.h>
#include <gtest/gtest.h>

#include <random>
#include <vector>

#include "tests/engine/tiled/support/test_codecs.h"

namespace hp::tiled {
namespace {

using test::Bytes;
using ::testing::HasSubstr;

Bytes sample_bytes(std::size_t size) {
  Bytes bytes(size);
  for (std::size_t i = 0; i < size; ++i) bytes[i] = static_cast<std::uint8_t>((i * 7) % 13);
  return bytes;
}

Bytes compress(Compression compression, const Bytes& bytes) {
  switch (compression) {
    case Compression::kZlib:
      return test::zlib_compress(bytes);
    case Compression::kGzip:
      return test::gzip_compress(bytes);
    case Compression::kZstd:
      return test::zstd_compress(bytes);
    case Compression::kNone:
      break;
  }
  return bytes;
}

std::string param_name(const ::testing::TestParamInfo<Compression>& param) {
  return compression_name(param.param);
}

class tiled_decompress : public ::testing::TestWithParam<Compression> {};
// Only real compressions: any bytes are valid uncompressed data.
class tiled_decompress_corrupt : public ::testing::TestWithParam<Compression> {};

TEST_P(tiled_decompress, round_trips_into_a_buffer_of_the_exact_size) {
  const Bytes original = sample_bytes(4000);
  Bytes out(original.size());
  const DecompressResult result = decompress_into(GetParam(), compress(GetParam(), original), out);
  ASSERT_EQ(result.status, DecompressStatus::kOk) << result.error;
  EXPECT_EQ(result.size, original.size());
  EXPECT_EQ(out, original);
}

TEST_P(tiled_decompress, reports_a_shorter_stream_by_its_size) {
  const Bytes original = sample_bytes(100);
  Bytes out(400);
  const DecompressResult result = decompress_into(GetParam(), compress(GetParam(), original), out);
  ASSERT_EQ(result.status, DecompressStatus::kOk) << result.error;
  EXPECT_EQ(result.size, 100u);
}

TEST_P(tiled_decompress, refuses_output_past_the_cap_without_writing_past_it) {
  const Bytes original(100000, 0x42);  // compresses to almost nothing: a small "bomb"
  Bytes buffer(1000 + 16, 0xee);
  const std::span<std::uint8_t> capped(buffer.data(), 1000);
  const DecompressResult result =
      decompress_into(GetParam(), compress(GetParam(), original), capped);
  EXPECT_EQ(result.status, DecompressStatus::kTooLarge);
  EXPECT_THAT(result.error, HasSubstr("larger than the expected 1000 bytes"));
  for (std::size_t i = 1000; i < buffer.size(); ++i) ASSERT_EQ(buffer[i], 0xee) << i;
}

TEST_P(tiled_decompress_corrupt, rejects_garbage) {
  const Bytes garbage = test::bytes_of("this is not compressed data at all");
  Bytes out(1000);
  EXPECT_EQ(decompress_into(GetParam(), garbage, out).status, DecompressStatus::kCorrupt);
}

TEST_P(tiled_decompress_corrupt, rejects_a_truncated_stream) {
  Bytes packed = compress(GetParam(), sample_bytes(4000));
  packed.resize(packed.size() / 2);
  Bytes out(4000);
  EXPECT_EQ(decompress_into(GetParam(), packed, out).status, DecompressStatus::kCorrupt);
}

TEST_P(tiled_decompress_corrupt, rejects_a_damaged_stream) {
  Bytes packed = compress(GetParam(), sample_bytes(4000));
  for (std::size_t i = packed.size() / 3; i < packed.size() / 3 + 8; ++i) packed[i] ^= 0x5a;
  Bytes out(4000);
  const DecompressResult result = decompress_into(GetParam(), packed, out);
  // zstd frames without a checksum may decode damaged data "successfully"; never to the original.
  EXPECT_TRUE(result.status != DecompressStatus::kOk || out != sample_bytes(4000));
}

TEST_P(tiled_decompress, bound_covers_the_real_size) {
  const Bytes original(50000, 0);
  const Bytes packed = compress(GetParam(), original);
  EXPECT_GE(decompressed_size_bound(GetParam(), packed), original.size());
}

INSTANTIATE_TEST_SUITE_P(all, tiled_decompress,
                         ::testing::Values(Compression::kNone, Compression::kZlib,
                                           Compression::kGzip, Compression::kZstd),
                         param_name);
INSTANTIATE_TEST_SUITE_P(all, tiled_decompress_corrupt,
                         ::testing::Values(Compression::kZlib, Compression::kGzip,
                                           Compression::kZstd),
                         param_name);

TEST(tiled_decompress_zlib, zlib_setting_also_reads_gzip_streams) {
  const Bytes original = sample_bytes(500);
  Bytes out(500);
  const DecompressResult result =
      decompress_into(Compression::kZlib, test::gzip_compress(original), out);
  ASSERT_EQ(result.status, DecompressStatus::kOk) << result.error;
  EXPECT_EQ(out, original);
}

TEST(tiled_decompress_gzip, gzip_setting_also_reads_zlib_streams) {
  const Bytes original = sample_bytes(500);
  Bytes out(500);
  const DecompressResult result =
      decompress_into(Compression::kGzip, test::zlib_compress(original), out);
  ASSERT_EQ(result.status, DecompressStatus::kOk) << result.error;
  EXPECT_EQ(out, original);
}

TEST(tiled_decompress_zlib, a_wrong_checksum_is_corrupt) {
  Bytes packed = test::zlib_compress(sample_bytes(500));
  packed.back() ^= 1;  // the adler32 trailer
  Bytes out(500);
  const DecompressResult result = decompress_into(Compression::kZlib, packed, out);
  EXPECT_EQ(result.status, DecompressStatus::kCorrupt);
  EXPECT_THAT(result.error, HasSubstr("corrupt zlib/gzip data"));
}

TEST(tiled_decompress_zstd, reads_frames_that_do_not_state_their_size) {
  const Bytes original = sample_bytes(3000);
  Bytes out(3000);
  const DecompressResult result =
      decompress_into(Compression::kZstd, test::zstd_compress(original, false), out);
  ASSERT_EQ(result.status, DecompressStatus::kOk) << result.error;
  EXPECT_EQ(out, original);
}

TEST(tiled_decompress_zstd, refuses_a_frame_stating_a_larger_size_up_front) {
  const Bytes packed = test::zstd_compress(Bytes(1 << 20, 7));
  Bytes out(64);
  EXPECT_EQ(decompress_into(Compression::kZstd, packed, out).status, DecompressStatus::kTooLarge);
}

}  // namespace
}  // namespace hp::tiled
