// Replays every saved fuzzer crash (and every committed seed) through the fuzz entry points.
#include <gtest/gtest.h>

#include <filesystem>
#include <fstream>
#include <iterator>
#include <string>
#include <vector>

#include "tests/fuzz/fuzz_targets.h"

namespace hp::tiled::fuzz {
namespace {

namespace fs = std::filesystem;

std::vector<std::uint8_t> read_bytes(const fs::path& path) {
  std::ifstream in(path, std::ios::binary);
  return {std::istreambuf_iterator<char>(in), std::istreambuf_iterator<char>()};
}

// The files of folder/<target> (sorted, so failures read the same on every run); none when
// the folder does not exist.
std::vector<fs::path> inputs_of(const char* folder, std::string_view target) {
  const fs::path dir = fs::path(HEARTPATH_FUZZ_DIR) / folder / target;
  std::vector<fs::path> files;
  std::error_code ec;
  if (!fs::is_directory(dir, ec)) return files;
  for (const fs::directory_entry& entry : fs::directory_iterator(dir)) {
    if (entry.is_regular_file()) files.push_back(entry.path());
  }
  std::sort(files.begin(), files.end());
  return files;
}

void replay(const char* folder, const FuzzTarget& target) {
  for (const fs::path& file : inputs_of(folder, target.name)) {
    const std::vector<std::uint8_t> input = read_bytes(file);
    EXPECT_EQ(target.run(input), "") << file.string();
  }
}

class FuzzTargetTest : public testing::TestWithParam<FuzzTarget> {};

// tests/fuzz/regressions/<target>/: minimised inputs that once crashed or broke a promise.
TEST_P(FuzzTargetTest, saved_crash_inputs_load_without_crashing) {
  replay("regressions", GetParam());
}

// tests/fuzz/seeds/<target>/: the hand-made part of the fuzzers' seed corpus.
TEST_P(FuzzTargetTest, seed_inputs_load_without_crashing) {
  replay("seeds", GetParam());
}

TEST(FuzzTargets, every_target_is_found_by_name) {
  for (const FuzzTarget& target : fuzz_targets()) {
    EXPECT_EQ(find_fuzz_target(target.name), &target);
  }
  EXPECT_EQ(find_fuzz_target("no_such_target"), nullptr);
}

INSTANTIATE_TEST_SUITE_P(AllTargets, FuzzTargetTest, testing::ValuesIn(fuzz_targets()),
                         [](const testing::TestParamInfo<FuzzTarget>& param_info) {
                           return std::string(param_info.param.name);
                         });

}  // namespace
}  // namespace hp::tiled::fuzz
