// Test helpers: fixture lookup, per-test temporary folders, diagnostic formatting.
#include "tests/engine/tiled/support/test_files.h"

#include <gmock/gmock.h>
#include <gtest/gtest.h>

#include <unistd.h>
#include <algorithm>
#include <cstdlib>
#include <filesystem>
#include <fstream>
#include <optional>

#include "engine/tiled/map_loader.h"

namespace hp::tiled::test {
namespace fs = std::filesystem;

std::string fixture(std::string_view name) {
  const fs::path relative = fs::path("tests/engine/tiled/data") / name;
  if (fs::exists(relative)) return relative.lexically_normal().generic_string();
  // Run from elsewhere: HEARTPATH_TEST_DATA names this test folder (or tests/).
  if (const char* root = std::getenv("HEARTPATH_TEST_DATA")) {
    for (const fs::path& base : {fs::path(root) / "data", fs::path(root) / "engine/tiled/data"}) {
      if (fs::exists(base / name)) return (base / name).lexically_normal().generic_string();
    }
  }
  return relative.generic_string();
}

TempDir::TempDir() {
  const ::testing::TestInfo* info = ::testing::UnitTest::GetInstance()->current_test_info();
  std::string name = "heartpath_tiled_";
  if (info) name += std::string(info->test_suite_name()) + "_" + info->name() + "_";
  name += std::to_string(::getpid());
  std::replace(name.begin(), name.end(), '/', '_');  // parameterised suites are "all/suite"
  const fs::path root = fs::temp_directory_path() / name;
  fs::remove_all(root);
  fs::create_directories(root);
  fs::copy_file(fixture("tiles.png"), root / "tiles.png");
  root_ = root.generic_string();
}

TempDir::~TempDir() {
  std::error_code ec;
  fs::remove_all(root_, ec);
}

std::string TempDir::path(std::string_view name) const {
  return (fs::path(root_) / name).generic_string();
}

std::string TempDir::write(std::string_view name, std::string_view text) const {
  const fs::path file = fs::path(root_) / name;
  fs::create_directories(file.parent_path());
  std::ofstream out(file, std::ios::binary);
  out.write(text.data(), static_cast<std::streamsize>(text.size()));
  return file.generic_string();
}

int line_containing(std::string_view text, std::string_view needle) {
  const std::size_t at = text.find(needle);
  if (at == std::string_view::npos) return 0;
  int line = 1;
  for (std::size_t i = 0; i < at; ++i) line += text[i] == '\n' ? 1 : 0;
  return line;
}

std::string error_prefix(const std::string& path, int line) {
  return line > 0 ? path + ":" + std::to_string(line) + ": error:" : path + ": error:";
}

std::string dump(const Diagnostics& diagnostics) {
  std::string text;
  for (const Diagnostic& d : diagnostics.items()) text += d.to_string() + "\n";
  return text;
}

int count_errors(const Diagnostics& diagnostics) {
  int count = 0;
  for (const Diagnostic& d : diagnostics.items()) count += d.severity == Severity::kError ? 1 : 0;
  return count;
}

std::string only_error(const std::string& path) {
  Diagnostics diagnostics;
  const std::optional<Map> map = load_map(path, diagnostics);
  EXPECT_FALSE(map.has_value());
  EXPECT_EQ(count_errors(diagnostics), 1) << dump(diagnostics);
  const Diagnostic* error = diagnostics.first_error();
  return error ? error->to_string() : "(no error)";
}

void expect_error_at(const TempDir& dir, std::string_view name, const std::string& text,
                     std::string_view line_marker, std::string_view message) {
  const std::string path = dir.write(name, text);
  const int line = line_containing(text, line_marker);
  ASSERT_GT(line, 0) << "marker not in text: " << line_marker;
  const std::string error = only_error(path);
  EXPECT_THAT(error, ::testing::StartsWith(error_prefix(path, line)));
  EXPECT_THAT(error, ::testing::HasSubstr(message));
}

}  // namespace hp::tiled::test
