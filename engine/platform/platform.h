// Platform: the only place SDL's window, renderer, events and timer are set up and read.
#pragma once

#include <memory>
#include <string>

#include "engine/platform/input.h"

struct SDL_Window;
struct SDL_Renderer;
struct SDL_Surface;

namespace hp {

struct PlatformOptions {
  std::string title = "Heartpath";
  int width = 1280;  // window size in screen coordinates (or the headless frame size)
  int height = 720;
  bool headless = false;  // draw into an off-screen surface with the software renderer
  bool fullscreen = false;
  bool vsync = true;
};

struct Size {
  int w = 0;
  int h = 0;
};

class Platform {
 public:
  // Starts SDL video and creates the window and renderer. Returns nullptr and fills error with a
  // sentence a player can act on when that is impossible (fatal only at start-up).
  static std::unique_ptr<Platform> create(const PlatformOptions& options, std::string& error);
  ~Platform();
  Platform(const Platform&) = delete;
  Platform& operator=(const Platform&) = delete;

  SDL_Renderer* renderer() const { return renderer_; }
  bool headless() const { return headless_; }
  // Size of what is drawn, in pixels (larger than the window on high-DPI screens).
  Size output_size() const;
  // Next pending event, translated; false when there is none.
  bool poll(InputEvent& event);
  // Seconds since an arbitrary start, from the high-resolution counter.
  double now_seconds() const;
  void present();
  void toggle_fullscreen();

 private:
  Platform() = default;
  bool init_window(const PlatformOptions& options, std::string& error);
  bool init_headless(const PlatformOptions& options, std::string& error);
  void to_output_pixels(int& x, int& y) const;

  SDL_Window* window_ = nullptr;
  SDL_Surface* surface_ = nullptr;  // headless target
  SDL_Renderer* renderer_ = nullptr;
  bool headless_ = false;
};

// Whether a display is reachable (DISPLAY or WAYLAND_DISPLAY is set).
bool display_available();

// Makes the files written since the last call outlive the program: in a browser page its files
// live in memory and the settings folder is kept in IndexedDB (tools/browser/page/
// settings_store.js), written back here; natively files are on disk already and this does
// nothing.
void persist_files();

}  // namespace hp
