// Test helper: compares two loaded maps field by field, naming the first fields that differ.
#pragma once

#include "engine/tiled/map_model.h"

namespace hp::tiled::test {

struct CompareOptions {
  // Tiled 1.8 drops the custom type name of class properties when it exports JSON without its
  // project; compare those names only when both sides have one.
  bool class_names_when_both = false;
  // Tileset sources are compared without their extension (a .tsx and its .tsj twin).
  bool source_extensions = false;
};

// Adds a GoogleTest failure for every field of actual that differs from expected, with the
// path to it ("layers[2].objects[1].gid"). Source lines and Map::path are not compared.
void expect_same_map(const Map& expected, const Map& actual, CompareOptions options = {});

}  // namespace hp::tiled::test
