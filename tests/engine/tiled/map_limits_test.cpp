// Size limits: files claiming huge sizes are refused before anything of that size is allocated.
// This test binary replaces global operator new to measure what a load allocates.
#include <gmock/gmock.h>
#include <gtest/gtest.h>

#include <atomic>
#include <chrono>
#include <cstdlib>
#include <new>

#include "engine/tiled/map_loader.h"
#include "tests/engine/tiled/support/test_codecs.h"
#include "tests/engine/tiled/support/test_files.h"

namespace {

std::atomic<bool> g_tracking{false};
std::atomic<std::size_t> g_total_bytes{0};    // requested while tracking
std::atomic<std::size_t> g_largest_bytes{0};  // largest single request while tracking

void note_allocation(std::size_t size) {
  if (!g_tracking.load(std::memory_order_relaxed)) return;
  g_total_bytes += size;
  std::size_t largest = g_largest_bytes.load();
  while (size > largest && !g_largest_bytes.compare_exchange_weak(largest, size)) {
  }
}

}  // namespace

// noinline: inlined into callers, GCC would pair malloc/free against new/delete and warn.
[[gnu::noinline]] void* operator new(std::size_t size) {
  note_allocation(size);
  if (void* p = std::malloc(size == 0 ? 1 : size)) return p;
  throw std::bad_alloc();
}
[[gnu::noinline]] void operator delete(void* p) noexcept {
  std::free(p);
}
[[gnu::noinline]] void operator delete(void* p, std::size_t) noexcept {
  std::free(p);
}
// The nothrow forms too: simdjson's library allocates its parser with new (std::nothrow), and a
// pointer that came from the sanitizer's own new must not reach the free above (ASan reports
// the mismatch); replaced here, those allocations are counted as well.
[[gnu::noinline]] void* operator new(std::size_t size, const std::nothrow_t&) noexcept {
  note_allocation(size);
  return std::malloc(size == 0 ? 1 : size);
}
[[gnu::noinline]] void operator delete(void* p, const std::nothrow_t&) noexcept {
  std::free(p);
}

namespace hp::tiled {
namespace {

using ::testing::HasSubstr;
using ::testing::StartsWith;

constexpr std::size_t kMegabyte = 1024 * 1024;

struct Measured {
  std::optional<Map> map;
  Diagnostics diagnostics;
  std::size_t total_bytes = 0;
  std::size_t largest_bytes = 0;
  double milliseconds = 0;
};

Measured measure_load(const std::string& path) {
  Measured m;
  g_total_bytes = 0;
  g_largest_bytes = 0;
  const auto start = std::chrono::steady_clock::now();
  g_tracking = true;
  m.map = load_map(path, m.diagnostics);
  g_tracking = false;
  const auto stop = std::chrono::steady_clock::now();
  m.milliseconds = std::chrono::duration<double, std::milli>(stop - start).count();
  m.total_bytes = g_total_bytes;
  m.largest_bytes = g_largest_bytes;
  return m;
}

std::string map_text(std::string_view size, std::string_view layer) {
  return "<?xml version=\"1.0\"?>\n<map orientation=\"orthogonal\" " + std::string(size) +
         " tilewidth=\"16\" tileheight=\"16\">\n" + std::string(layer) + "</map>\n";
}

TEST(tiled_limits, header_claiming_100000x100000_tiles_is_refused_quickly_without_allocating) {
  test::TempDir dir;
  const std::string path =
      dir.write("huge.tmx", map_text("width=\"100000\" height=\"100000\"",
                                     " <layer name=\"g\" width=\"100000\" height=\"100000\">\n"
                                     "  <data encoding=\"csv\">1</data>\n </layer>\n"));
  const Measured m = measure_load(path);
  EXPECT_FALSE(m.map.has_value());
  ASSERT_TRUE(m.diagnostics.has_errors());
  EXPECT_THAT(m.diagnostics.first_error()->to_string(),
              StartsWith(test::error_prefix(path, 2) + " the map is 100000x100000 tiles"));
  EXPECT_LT(m.total_bytes, kMegabyte);
  EXPECT_LT(m.milliseconds, 1000.0);
}

TEST(tiled_limits, layer_claiming_more_than_the_limit_is_refused_without_allocating) {
  test::TempDir dir;
  const std::string path =
      dir.write("layer.tmx", map_text("width=\"4\" height=\"4\"",
                                      " <layer name=\"g\" width=\"50000\" height=\"50000\">\n"
                                      "  <data encoding=\"csv\">1</data>\n </layer>\n"));
  const Measured m = measure_load(path);
  EXPECT_FALSE(m.map.has_value());
  ASSERT_TRUE(m.diagnostics.has_errors());
  EXPECT_THAT(m.diagnostics.first_error()->to_string(),
              HasSubstr(":3: error: layer \"g\" is 50000x50000 tiles; at most 16777216"));
  EXPECT_LT(m.total_bytes, kMegabyte);
}

class tiled_limits_encodings : public ::testing::TestWithParam<const char*> {};

// A tiny file whose layer claims 4096x4096 tiles (allowed: 64 MB) but holds three.
TEST_P(tiled_limits_encodings, tiny_data_for_a_large_layer_allocates_little) {
  const std::string compression = GetParam();
  const test::Bytes raw = test::gid_bytes({0, 0, 0});
  std::string attributes = "encoding=\"csv\"";
  std::string data = "0,0,0";
  if (compression != "csv") {
    attributes = "encoding=\"base64\"";
    test::Bytes packed = raw;
    if (compression == "zlib") packed = test::zlib_compress(raw);
    if (compression == "zstd") packed = test::zstd_compress(raw, false);
    if (compression != "none") attributes += " compression=\"" + compression + "\"";
    data = test::encode_base64(packed);
  }
  test::TempDir dir;
  const std::string path = dir.write(
      "tiny.tmx", map_text("width=\"4096\" height=\"4096\"",
                           " <layer name=\"g\" width=\"4096\" height=\"4096\">\n  <data " +
                               attributes + ">" + data + "</data>\n </layer>\n"));
  const Measured m = measure_load(path);
  EXPECT_FALSE(m.map.has_value());
  ASSERT_TRUE(m.diagnostics.has_errors());
  EXPECT_THAT(m.diagnostics.first_error()->to_string(),
              HasSubstr("tile data has 3 tiles, expected 16777216 (4096x4096)"));
  EXPECT_LT(m.total_bytes, 8 * kMegabyte) << "largest: " << m.largest_bytes;
}

INSTANTIATE_TEST_SUITE_P(all, tiled_limits_encodings,
                         ::testing::Values("csv", "none", "zlib", "zstd"),
                         [](const ::testing::TestParamInfo<const char*>& param) {
                           return std::string(param.param);
                         });

TEST(tiled_limits, decompression_bomb_is_capped_at_the_layer_size) {
  // 64 MB of zeros compresses to ~64 KB; the layer holds 512x512 tiles = 1 MB.
  const test::Bytes zeros(64 * kMegabyte, 0);
  const std::string data = test::encode_base64(test::zlib_compress(zeros));
  test::TempDir dir;
  const std::string path =
      dir.write("bomb.tmx", map_text("width=\"512\" height=\"512\"",
                                     " <layer name=\"g\" width=\"512\" height=\"512\">\n  <data "
                                     "encoding=\"base64\" compression=\"zlib\">" +
                                         data + "</data>\n </layer>\n"));
  const Measured m = measure_load(path);
  EXPECT_FALSE(m.map.has_value());
  ASSERT_TRUE(m.diagnostics.has_errors());
  EXPECT_THAT(m.diagnostics.first_error()->to_string(),
              HasSubstr("tile data has more than 262144 tiles, expected 262144 (512x512)"));
  EXPECT_LT(m.largest_bytes, 2 * kMegabyte);
}

std::string infinite_map_text(std::string_view layers) {
  return "<?xml version=\"1.0\"?>\n<map orientation=\"orthogonal\" width=\"4\" height=\"4\" "
         "tilewidth=\"16\" tileheight=\"16\" infinite=\"1\">\n" +
         std::string(layers) + "</map>\n";
}

std::string chunk_layer(int index, std::string_view chunk_attributes) {
  return " <layer name=\"l" + std::to_string(index) +
         "\" width=\"4\" height=\"4\">\n  <data encoding=\"csv\">\n   <chunk " +
         std::string(chunk_attributes) + ">0</chunk>\n  </data>\n </layer>\n";
}

TEST(tiled_limits, chunk_claiming_a_huge_size_is_refused_without_allocating) {
  test::TempDir dir;
  const std::string path = dir.write(
      "chunk.tmx",
      infinite_map_text(chunk_layer(0, "x=\"0\" y=\"0\" width=\"100000\" height=\"100000\"")));
  const Measured m = measure_load(path);
  EXPECT_FALSE(m.map.has_value());
  ASSERT_TRUE(m.diagnostics.has_errors());
  EXPECT_THAT(m.diagnostics.first_error()->to_string(),
              HasSubstr("layer \"l0\": chunk at (0, 0) of 100000x100000 tiles is outside the "
                        "supported area"));
  EXPECT_LT(m.total_bytes, kMegabyte);
}

TEST(tiled_limits, chunks_adding_up_past_the_map_limit_are_refused_without_allocating) {
  // Each layer's one chunk claims 4096x4096 tiles (allowed); five of them pass 64M tiles.
  std::string layers;
  for (int i = 0; i < 5; ++i) {
    layers += chunk_layer(i, "x=\"-4096\" y=\"0\" width=\"4096\" height=\"4096\"");
  }
  test::TempDir dir;
  const std::string path = dir.write("chunks.tmx", infinite_map_text(layers));
  const Measured m = measure_load(path);
  EXPECT_FALSE(m.map.has_value());
  EXPECT_EQ(test::count_errors(m.diagnostics), 5) << test::dump(m.diagnostics);
  EXPECT_THAT(test::dump(m.diagnostics),
              HasSubstr("brings the map's tile layers to 83886080 tiles, more than the 67108864 "
                        "allowed"));
  EXPECT_LT(m.total_bytes, 8 * kMegabyte) << "largest: " << m.largest_bytes;
}

TEST(tiled_limits, json_layer_claiming_more_than_the_limit_is_refused_without_allocating) {
  test::TempDir dir;
  const std::string path = dir.write(
      "layer.tmj",
      "{\"type\": \"map\", \"orientation\": \"orthogonal\", \"width\": 4, \"height\": 4,\n"
      " \"tilewidth\": 16, \"tileheight\": 16, \"layers\": [\n"
      "  {\"type\": \"tilelayer\", \"name\": \"g\", \"width\": 50000, \"height\": 50000,\n"
      "   \"encoding\": \"base64\", \"compression\": \"zlib\", \"data\": \"eJwDAAAAAAE=\"}]}\n");
  const Measured m = measure_load(path);
  EXPECT_FALSE(m.map.has_value());
  ASSERT_TRUE(m.diagnostics.has_errors());
  EXPECT_THAT(m.diagnostics.first_error()->to_string(),
              HasSubstr(":3: error: layer \"g\" is 50000x50000 tiles; at most 16777216"));
  EXPECT_LT(m.total_bytes, kMegabyte);
}

}  // namespace
}  // namespace hp::tiled
