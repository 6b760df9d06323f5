// MusicOverlay (F5): what drives the music's intensity and how loud each stem is heard, live,
// so a composer tuning music.json's "intensity" sees what the battle does to the stems.
#pragma once

#include <string>
#include <vector>

struct SDL_Renderer;

namespace hp {
class TextRenderer;
}

namespace hp::view {

// What the overlay shows, filled by the scene from the music director each frame.
struct MusicReadout {
  std::string moment;              // e.g. "player_turn"
  std::string track;               // the bed playing, stems joined by "+"
  std::vector<std::string> lines;  // the measures, each with what it adds
  double tension = 0.0;            // 0..1, what the measures call for now
  double intensity = 0.0;          // 0..1, the smoothed value the stems follow
  struct Stem {
    std::string name;
    double low = 0.0, high = 1.0;  // its intensity range
    double gain = 0.0;             // heard now, 0..1
  };
  std::vector<Stem> stems;
};

class MusicOverlay {
 public:
  MusicOverlay(SDL_Renderer* renderer, TextRenderer& text) : renderer_(renderer), text_(text) {}

  void toggle() { visible_ = !visible_; }
  bool visible() const { return visible_; }
  // In the top-right corner from top down: the figures, then a bar per stem with its range
  // marked, the heard level filled and the intensity as a tick across them.
  void draw(const MusicReadout& readout, int output_w, int top, double ui_scale) const;

 private:
  SDL_Renderer* renderer_;
  TextRenderer& text_;
  bool visible_ = false;
};

}  // namespace hp::view
