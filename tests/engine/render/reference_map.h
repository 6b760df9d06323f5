// ReferenceMap: a copy of a map for tmxrasterizer with only what `heartpath render` draws: Tiled
// 1.8's tmxrasterizer also draws rectangles, points, polygons and text, which the game does not,
// and draws objects made from templates as empty rectangles, where the editor draws their tiles.
#pragma once

#include <string>

namespace hp::test {

// Writes beside path (same directory, so relative paths still resolve) a copy of the TMX or JSON
// map at path in which every object that is not a tile object (no gid, itself or from its
// template) is hidden and (TMX) template instances carry their template's attributes. Returns the
// copy's path, or "" with error filled.
std::string write_reference_map(const std::string& path, std::string& error);

}  // namespace hp::test
