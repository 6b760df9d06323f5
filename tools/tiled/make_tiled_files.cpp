// Regenerates the Tiled files the property table describes (run from the source root):
//   heartpath_tiled_files --write   rewrites maps/heartpath.tiled-project, maps/objecttypes.xml
//                                   and the generated tables in docs/level-design.md
//   heartpath_tiled_files --docs    prints the docs tables
#include <cstdio>
#include <cstring>
#include <fstream>
#include <sstream>
#include <string>

#include "game/app/check/tiled_project_writer.h"

namespace {

constexpr const char* kBegin =
    "<!-- generated: property tables (tools/tiled/make_tiled_files) -->\n";
constexpr const char* kEnd = "<!-- end of generated tables -->\n";

bool write(const std::string& path, const std::string& text) {
  std::ofstream out(path, std::ios::binary);
  out << text;
  return static_cast<bool>(out);
}

// Replaces the text between the markers in the docs page.
bool write_docs(const std::string& path) {
  std::ifstream in(path, std::ios::binary);
  std::stringstream buffer;
  buffer << in.rdbuf();
  std::string page = buffer.str();
  const std::size_t begin = page.find(kBegin);
  const std::size_t end = page.find(kEnd);
  if (begin == std::string::npos || end == std::string::npos || end < begin) {
    std::fprintf(stderr, "%s: the generated-tables markers are missing\n", path.c_str());
    return false;
  }
  const std::size_t start = begin + std::strlen(kBegin);
  page.replace(start, end - start, hp::app::property_tables_markdown());
  return write(path, page);
}

}  // namespace

int main(int argc, char** argv) {
  const std::string mode = argc > 1 ? argv[1] : "";
  if (mode == "--docs") {
    std::fputs(hp::app::property_tables_markdown().c_str(), stdout);
    return 0;
  }
  if (mode != "--write") {
    std::fputs("usage: heartpath_tiled_files --write | --docs\n", stderr);
    return 2;
  }
  const bool ok =
      write("maps/heartpath.tiled-project", hp::app::tiled_project_json().dump(4) + "\n") &&
      write("maps/objecttypes.xml", hp::app::object_types_xml()) &&
      write_docs("docs/level-design.md");
  return ok ? 0 : 1;
}
