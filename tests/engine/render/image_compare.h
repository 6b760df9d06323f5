// ImageCompare: PNG pictures as ARGB pixels, and how far two of them differ.
#pragma once

#include <cstdint>
#include <optional>
#include <string>
#include <vector>

#include "engine/tiled/map_model.h"

namespace hp::test {

// A picture in straight (not premultiplied) ARGB, row-major.
struct Image {
  int width = 0;
  int height = 0;
  std::vector<std::uint32_t> argb;
};

std::optional<Image> load_png(const std::string& path);
bool save_png(const Image& image, const std::string& path);

// Puts image over a background colour, as if it had been drawn on it.
void composite_over(Image& image, tiled::Color background);

struct Comparison {
  double differing_fraction = 0;  // share of pixels differing by more than the tolerance
  long long differing = 0;        // how many
  int max_difference = 0;         // the largest channel difference anywhere
  Image diff;                     // differing pixels red over a grey copy of ours
};

// Compares two same-size pictures channel by channel after premultiplying alpha (so fully
// transparent pixels are equal whatever their colour).
Comparison compare(const Image& ours, const Image& reference, int tolerance);

}  // namespace hp::test
