// Bounded decompression: zlib, gzip and zstd round trips, the size cap, and corrupt input.
#include "engine/tiled/read/decompress.h"

#include <gmock/gmock.h>
#include <gtest/gtest.h>

#include <random>
#include <vector>

#include "tests/engine/tiled/support/recording_watcher.h"
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

// zstd with a watcher goes block by block (ZSTD_decompressContinue); without one, one call.
// On random streams (several blocks, several frames, skippable frames, size stated or not,
// truncated, damaged, too small a buffer) both give the same status, size and bytes, and the
// watcher hears growing sizes that end at the result's.
TEST(tiled_decompress_zstd, block_by_block_with_a_watcher_matches_one_call) {
  std::mt19937 random(41);
  for (int round = 0; round < 300; ++round) {
    Bytes packed, original;
    const int frames = 1 + static_cast<int>(random() % 3);
    for (int f = 0; f < frames; ++f) {
      if (random() % 4 == 0) {  // a skippable frame: magic, 4-byte size, payload
        const std::uint8_t skippable[] = {0x50, 0x2a, 0x4d, 0x18, 3, 0, 0, 0, 1, 2, 3};
        packed.insert(packed.end(), std::begin(skippable), std::end(skippable));
      }
      Bytes part(random() % 400000);
      const unsigned runs = 1 + random() % 64;  // long runs compress; short ones do not
      for (std::size_t i = 0; i < part.size(); ++i) {
        part[i] = static_cast<std::uint8_t>((i / runs) % 2 == 0 ? random() % 4 : random());
      }
      const Bytes frame = test::zstd_compress(part, random() % 2 == 0);
      packed.insert(packed.end(), frame.begin(), frame.end());
      original.insert(original.end(), part.begin(), part.end());
    }
    const unsigned damage = random() % 4;
    if (damage == 1 && !packed.empty()) packed.resize(random() % packed.size());
    if (damage == 2 && !packed.empty()) packed[random() % packed.size()] ^= 0x5a;
    std::size_t capacity = original.size();
    if (random() % 4 == 0) capacity = capacity * (random() % 4) / 4;
    Bytes one(capacity, 0xee), blocks(capacity, 0xee);
    const DecompressResult expected = decompress_into(Compression::kZstd, packed, one);
    test::RecordingWatcher watcher;
    const DecompressResult got = decompress_into(Compression::kZstd, packed, blocks, &watcher);
    const std::string where = "round " + std::to_string(round);
    ASSERT_EQ(got.status, expected.status) << where << ": " << got.error << " / " << expected.error;
    if (got.status != DecompressStatus::kOk) continue;
    ASSERT_EQ(got.size, expected.size) << where;
    ASSERT_EQ(blocks, one) << where;
    for (std::size_t i = 1; i < watcher.calls.size(); ++i) {
      ASSERT_LT(watcher.calls[i - 1], watcher.calls[i]) << where;
    }
    if (got.size > 0) {
      ASSERT_FALSE(watcher.calls.empty()) << where;
      EXPECT_EQ(watcher.calls.back(), got.size) << where;
    }
  }
}

}  // namespace
}  // namespace hp::tiled
