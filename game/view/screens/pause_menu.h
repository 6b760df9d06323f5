// PauseMenu: Resume, Restart, Master, Music and Effects volume, Quit; driven by keys or the mouse.
// The model (which item, what a key or click does) is separate from its drawing so it is testable.
#pragma once

#include <array>
#include <optional>
#include <string>

struct SDL_Renderer;

namespace hp {
class TextRenderer;
}

namespace hp::view {

class PauseMenu {
 public:
  enum class Item { kResume, kRestart, kMaster, kMusic, kEffects, kQuit };
  enum class Action { kNone, kResume, kRestart, kQuit, kVolumeChanged };
  static constexpr int kItems = 6;
  static constexpr int kVolumeSteps = 10;  // volumes go 0..10

  // A screen rectangle of one item, output pixels.
  struct Box {
    int x = 0, y = 0, w = 0, h = 0;
    bool contains(int px, int py) const { return px >= x && py >= y && px < x + w && py < y + h; }
  };

  // Opening starts on Resume.
  void open() { selected_ = 0; }
  // Keys by SDL name: Up/Down (or W/S) move, Left/Right (or A/D) change a volume, Return/Space
  // activate, Escape resumes.
  Action key(const std::string& name);
  // The mouse over the menu laid out for an output of w x h: hovering selects, clicking
  // activates (a volume's left half lowers it, its right half raises it).
  void hover(int x, int y, int output_w, int output_h);
  Action click(int x, int y, int output_w, int output_h);

  Item selected() const { return static_cast<Item>(selected_); }
  int master() const { return master_; }
  int music() const { return music_; }
  int effects() const { return effects_; }
  double master_volume() const { return master_ / static_cast<double>(kVolumeSteps); }
  double music_volume() const { return music_ / static_cast<double>(kVolumeSteps); }
  double effects_volume() const { return effects_ / static_cast<double>(kVolumeSteps); }
  std::string label(Item item) const;
  // Sets the three volumes (saved settings), each clamped to 0..kVolumeSteps.
  void set_volumes(int master, int music, int effects);

  // Where each item is drawn in an output of w x h.
  static std::array<Box, kItems> layout(int output_w, int output_h);
  // battle and briefing (the map's title and briefing) head the screen: what is paused.
  void draw(SDL_Renderer* renderer, TextRenderer& text, int output_w, int output_h,
            const std::string& battle = "", const std::string& briefing = "",
            const std::string& objectives = "") const;

 private:
  Action activate();
  Action change_volume(int delta);

  int selected_ = 0;
  int master_ = 10;
  int music_ = 8;
  int effects_ = 10;
};

}  // namespace hp::view
