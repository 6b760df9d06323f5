// Test helpers for the Tiled loader: fixture paths, throwaway map files, diagnostic checks.
#pragma once

#include <string>
#include <string_view>

#include "engine/core/diagnostic.h"

namespace hp::tiled::test {

// The path of a file in tests/engine/tiled/data/, relative to the repo root when the test runs
// there (as ctest does), so diagnostics read like "tests/engine/tiled/data/x.tmx:3: ...".
std::string fixture(std::string_view name);

// A fresh folder for one test, holding a copy of the fixture tileset image "tiles.png";
// removed with everything in it when the object goes.
class TempDir {
 public:
  TempDir();
  ~TempDir();
  TempDir(const TempDir&) = delete;
  TempDir& operator=(const TempDir&) = delete;

  // Writes text (or bytes) to name inside the folder and returns the file's path.
  std::string write(std::string_view name, std::string_view text) const;
  std::string path(std::string_view name) const;

 private:
  std::string root_;
};

// The 1-based line of the first line of text containing needle (0 when absent).
int line_containing(std::string_view text, std::string_view needle);

// "path:line: error:", the start of an error's to_string() (line 0: "path: error:").
std::string error_prefix(const std::string& path, int line);

// All diagnostics, one per line, for failure messages.
std::string dump(const Diagnostics& diagnostics);

// The number of errors in diagnostics.
int count_errors(const Diagnostics& diagnostics);

// The opening of a 2x2 orthogonal TMX map with 16 px tiles, for tests that append layers.
inline constexpr std::string_view kMapStart =
    "<?xml version=\"1.0\"?>\n<map orientation=\"orthogonal\" width=\"2\" height=\"2\" "
    "tilewidth=\"16\" tileheight=\"16\">\n";

// Loads path, expects no map and exactly one error, and returns its text.
std::string only_error(const std::string& path);

// Writes text as name in dir and checks its single error is at the line holding line_marker and
// mentions message.
void expect_error_at(const TempDir& dir, std::string_view name, const std::string& text,
                     std::string_view line_marker, std::string_view message);

}  // namespace hp::tiled::test
