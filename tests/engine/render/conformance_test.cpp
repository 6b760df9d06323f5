// `heartpath render` draws what tmxrasterizer --no-smoothing draws: Tiled's examples in every
// orientation, the game's default map and maps covering every feature and orientation (data/)
// must differ on at most 0.5% of pixels by more than 8 in any channel. A failure keeps its work
// directory with both pictures and a diff (differing pixels red) and prints where they are.
#include <gtest/gtest.h>

#include <cstdio>
#include <filesystem>

#include "engine/tiled/map_loader.h"
#include "image_compare.h"
#include "reference_map.h"
#include "work_dir.h"

namespace hp {
namespace {

namespace fs = std::filesystem;

constexpr double kMaxDiffering = 0.005;  // share of pixels allowed to differ
constexpr int kTolerance = 8;            // per channel, premultiplied
constexpr const char* kTiledExamplesDir = "/usr/share/doc/tiled/examples";

// Where a case's map comes from; each is copied to a work directory first.
enum class Source {
  kTiledExamples,  // Debian's copy of Tiled's examples (some gzipped)
  kOurData,        // tests/engine/render/data
  kGameMaps,       // maps/ with the art it uses (data/art)
};

struct ConformanceCase {
  std::string name;
  Source source;
  std::string map;        // path inside the source folder
  std::string arguments;  // given to both programs, e.g. "--scale 2"
};

std::ostream& operator<<(std::ostream& out, const ConformanceCase& c) {
  return out << c.name;
}

std::vector<ConformanceCase> cases() {
  std::vector<ConformanceCase> out = {
      {"desert", Source::kTiledExamples, "desert.tmx", ""},
      {"perspective_walls", Source::kTiledExamples, "perspective_walls.tmx", ""},
      {"sewers", Source::kTiledExamples, "sewers.tmx", ""},
      {"island", Source::kTiledExamples, "rpg/island.tmx", ""},
      {"sandbox", Source::kTiledExamples, "sticker-knight/map/sandbox.tmx", ""},
      {"sandbox2", Source::kTiledExamples, "sticker-knight/map/sandbox2.tmx", ""},
      {"orthogonal_outside", Source::kTiledExamples, "orthogonal-outside.tmx", ""},
      {"isometric_grass_and_water", Source::kTiledExamples, "isometric_grass_and_water.tmx", ""},
      {"isometric_staggered_grass_and_water", Source::kTiledExamples,
       "isometric_staggered_grass_and_water.tmx", ""},
      {"hexagonal_mini", Source::kTiledExamples, "hexagonal-mini.tmx", ""},
      {"hexagonal_tile_60x60x30", Source::kTiledExamples, "test_hexagonal_tile_60x60x30.tmx", ""},
      {"default_map", Source::kGameMaps, "maps/default.tmx", ""},
  };
  for (const char* map : {"flips",
                          "groups",
                          "objects",
                          "alignment",
                          "image_layers",
                          "collection",
                          "renderorder_right_down",
                          "renderorder_right_up",
                          "renderorder_left_down",
                          "renderorder_left_up",
                          "background",
                          "trans_colour",
                          "infinite",
                          "isometric_right_down",
                          "isometric_right_up",
                          "isometric_left_down",
                          "isometric_left_up",
                          "isometric_infinite",
                          "staggered_x_odd",
                          "staggered_x_even",
                          "staggered_y_odd",
                          "staggered_y_even",
                          "hexagonal_x_odd",
                          "hexagonal_x_even",
                          "hexagonal_y_odd",
                          "hexagonal_y_even",
                          "hexagonal_odd",
                          "hexagonal_infinite"}) {
    out.push_back({map, Source::kOurData, std::string(map) + ".tmx", ""});
  }
  out.push_back({"json_map", Source::kOurData, "json_map.tmj", ""});
  out.push_back({"isometric_json", Source::kOurData, "isometric.tmj", ""});
  out.push_back({"hexagonal_y_odd_scale_2", Source::kOurData, "hexagonal_y_odd.tmx", "--scale 2"});
  out.push_back({"isometric_scale_2", Source::kOurData, "isometric_right_down.tmx", "--scale 2"});
  out.push_back({"flips_scale_2", Source::kOurData, "flips.tmx", "--scale 2"});
  out.push_back({"objects_scale_2", Source::kOurData, "objects.tmx", "--scale 2"});
  out.push_back({"desert_scale_1_5", Source::kTiledExamples, "desert.tmx", "--scale 1.5"});
  out.push_back(
      {"groups_ignore_visibility", Source::kOurData, "groups.tmx", "--ignore-visibility"});
  out.push_back({"groups_hide_layers", Source::kOurData, "groups.tmx",
                 "--hide-layer GROUND --hide-layer outer --hide-layer deep"});
  out.push_back({"groups_show_layers", Source::kOurData, "groups.tmx",
                 "--show-layer deep --show-layer Shifted --show-layer inner"});
  return out;
}

// Copies the case's folder into work; returns the map's path there.
std::string prepare(const ConformanceCase& c, const std::string& work, std::string& error) {
  switch (c.source) {
    case Source::kTiledExamples:
      if (!test::copy_unpacked(kTiledExamplesDir, work, error)) return "";
      break;
    case Source::kOurData:
      if (!test::copy_unpacked("tests/engine/render/data", work, error)) return "";
      break;
    case Source::kGameMaps:
      if (!test::copy_unpacked("maps", work + "/maps", error)) return "";
      if (!test::copy_unpacked("data/art", work + "/data/art", error)) return "";
      break;
  }
  return (fs::path(work) / c.map).string();
}

std::optional<tiled::Color> background_of(const std::string& map) {
  Diagnostics diagnostics;
  const std::optional<tiled::Map> loaded = tiled::load_map(map, diagnostics);
  return loaded ? loaded->background : std::nullopt;
}

class TmxRasterizerConformance : public testing::TestWithParam<ConformanceCase> {};

TEST_P(TmxRasterizerConformance, differs_on_at_most_half_a_percent_of_pixels) {
  if (!test::on_path("tmxrasterizer")) {
    GTEST_SKIP() << "tmxrasterizer is not on PATH (tools/setup.sh installs Debian's tiled)";
  }
  const ConformanceCase& c = GetParam();
  if (c.source == Source::kTiledExamples && !fs::exists(fs::path(kTiledExamplesDir) / c.map) &&
      !fs::exists(fs::path(kTiledExamplesDir) / (c.map + ".gz"))) {
    GTEST_SKIP() << c.map << " is not in " << kTiledExamplesDir
                 << " (Debian's tiled package ships it)";
  }
  const std::string work = test::make_work_dir(c.name);
  std::string error;
  const std::string map = prepare(c, work, error);
  ASSERT_FALSE(map.empty()) << error;
  const std::string reference_map = test::write_reference_map(map, error);
  ASSERT_FALSE(reference_map.empty()) << error;

  const std::string ours_png = work + "/heartpath.png";
  const std::string reference_png = work + "/tmxrasterizer.png";
  const test::CommandResult reference = test::run_command(
      "QT_QPA_PLATFORM=offscreen tmxrasterizer --no-smoothing " + c.arguments + " " +
      test::shell_quote(reference_map) + " " + test::shell_quote(reference_png));
  ASSERT_EQ(reference.status, 0) << reference.output;
  const test::CommandResult ours =
      test::run_command(std::string(HEARTPATH_BINARY) + " render " + test::shell_quote(map) + " " +
                        test::shell_quote(ours_png) + " " + c.arguments);
  ASSERT_EQ(ours.status, 0) << ours.output;

  std::optional<test::Image> ours_image = test::load_png(ours_png);
  std::optional<test::Image> reference_image = test::load_png(reference_png);
  ASSERT_TRUE(ours_image && reference_image) << "cannot read the pictures in " << work;
  ASSERT_EQ(ours_image->width, reference_image->width) << "picture widths differ; see " << work;
  ASSERT_EQ(ours_image->height, reference_image->height) << "picture heights differ; see " << work;
  // tmxrasterizer 1.8 leaves the background colour out; Tiled's editor and the game show it.
  if (const auto background = background_of(map)) {
    test::composite_over(*reference_image, *background);
  }

  const test::Comparison result = test::compare(*ours_image, *reference_image, kTolerance);
  std::printf("conformance %s: %dx%d, %.4f%% of pixels differ by more than %d, max %d\n",
              c.name.c_str(), ours_image->width, ours_image->height,
              100.0 * result.differing_fraction, kTolerance, result.max_difference);
  if (result.differing_fraction <= kMaxDiffering) {
    fs::remove_all(work);
    return;
  }
  const std::string diff_png = work + "/diff.png";
  test::save_png(result.diff, diff_png);
  ADD_FAILURE() << c.name << ": " << 100.0 * result.differing_fraction
                << "% of pixels differ (allowed " << 100.0 * kMaxDiffering
                << "%).\n  ours: " << ours_png << "\n  tmxrasterizer: " << reference_png
                << "\n  diff: " << diff_png;
}

INSTANTIATE_TEST_SUITE_P(Maps, TmxRasterizerConformance, testing::ValuesIn(cases()),
                         [](const testing::TestParamInfo<ConformanceCase>& param) {
                           return param.param.name;
                         });

}  // namespace
}  // namespace hp
