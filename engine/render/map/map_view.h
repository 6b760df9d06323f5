// MapView and MapDrawOptions: which part of a map is drawn where, at what time, and which layers.
#pragma once

#include <cstdint>
#include <string>
#include <vector>

#include "engine/core/vec2.h"

namespace hp {

// Which part of the world is on screen: screen = (world - origin) * zoom.
struct MapView {
  Vec2 origin;               // world pixel drawn at the output's top-left corner
  double zoom = 1.0;         // output pixels per world pixel
  int output_width = 0;      // output size in pixels: only what falls inside is drawn
  int output_height = 0;     //
  std::int64_t time_ms = 0;  // animation clock: animated tiles show their frame at this time
  bool parallax = false;     // shift layers by their parallax factor as Tiled's editor does
                             // (the game's camera); tmxrasterizer ignores parallax

  // The world point at the centre of the output (Tiled's parallax "view centre").
  Vec2 center() const { return origin + Vec2{output_width / 2.0, output_height / 2.0} / zoom; }
};

// Which layers a draw shows, with tmxrasterizer's meanings. Names are compared case-insensitively
// and only against tile, object and image layers: a group's own name filters nothing, but a hidden
// group hides everything in it.
struct MapDrawOptions {
  bool ignore_visibility = false;        // draw hidden layers too
  std::vector<std::string> hide_layers;  // never draw the layers with these names
  std::vector<std::string> show_layers;  // when not empty, draw only the layers with these names
  bool background = true;                // fill the output with the map's background colour
};

}  // namespace hp
