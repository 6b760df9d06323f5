// XvfbGame: the real game in a real X window on a private Xvfb display, driven by xdotool and
// photographed with ImageMagick's import, as a person at the screen would use it.
#pragma once

#include <SDL.h>

#include <string>

namespace hp::app::test {

// An image read back with SDL_image as RGBA32, freed on destruction.
struct Surface {
  SDL_Surface* s = nullptr;
  explicit Surface(const std::string& path);
  ~Surface();
  Surface(const Surface&) = delete;
  Surface& operator=(const Surface&) = delete;
};

// Pixels of exactly (r, g, b) inside [x0, x1) x [y0, y1) of the image.
int count_colour(SDL_Surface* image, int x0, int y0, int x1, int y1, int r, int g, int b);

class XvfbGame {
 public:
  // Checks the tools are there; empty when they are, else what is missing and how to get it.
  static std::string missing_tools();

  // Starts Xvfb on a free display, then `heartpath play MAP --mute --window WxH` on it, and
  // waits for its window. ok() says whether all went well; log() has the game's output.
  XvfbGame(const std::string& dir, const std::string& map, int width, int height);
  ~XvfbGame();  // ends the game and the display (kill, then wait for them to go)
  XvfbGame(const XvfbGame&) = delete;
  XvfbGame& operator=(const XvfbGame&) = delete;

  bool ok() const { return !window_.empty(); }
  std::string log() const;
  bool key(const std::string& name) const;
  bool click(int x, int y) const;
  bool move_mouse(int x, int y) const;
  // Writes the window's pixels to path (PNG).
  bool screenshot(const std::string& path) const;

 private:
  // Starts Xvfb with a screen of width x height; false when it did not come up.
  bool start_display(int width, int height);
  // The id of the game's window once it has stayed for two looks; empty after `seconds` or
  // when the game has exited.
  std::string wait_for_window(double seconds) const;
  std::string env() const { return "DISPLAY=" + display_ + " "; }

  std::string dir_;
  std::string display_;
  std::string window_;
  // Read as soon as each process starts, so the destructor ends them even when the test has
  // deleted its folder by then.
  std::string xvfb_pid_;
  std::string game_pid_;
};

// Runs a shell command; true when it exits 0.
bool run(const std::string& command);
// A shell command's output, trailing blanks removed.
std::string output_of(const std::string& command);

}  // namespace hp::app::test
