// Platform implementation: SDL window + accelerated renderer, or an off-screen software surface.
#include "engine/platform/platform.h"

#ifdef __EMSCRIPTEN__
#include <emscripten.h>
#include <emscripten/html5.h>
#endif
#include <SDL.h>

#include <cstdlib>

namespace hp {
namespace {

MouseButton translate_button(Uint8 button) {
  switch (button) {
    case SDL_BUTTON_LEFT:
      return MouseButton::kLeft;
    case SDL_BUTTON_MIDDLE:
      return MouseButton::kMiddle;
    case SDL_BUTTON_RIGHT:
      return MouseButton::kRight;
    default:
      return MouseButton::kNone;
  }
}

}  // namespace

bool display_available() {
#ifdef __EMSCRIPTEN__
  return true;  // the page's canvas
#endif
  const char* x11 = std::getenv("DISPLAY");
  const char* wayland = std::getenv("WAYLAND_DISPLAY");
  return (x11 && *x11) || (wayland && *wayland);
}

void persist_files() {
#ifdef __EMSCRIPTEN__
  EM_ASM(FS.syncfs(
      false, function(error) {
        if (error) console.warn('heartpath: settings not saved (' + error + ')');
      }););
#endif
}

std::unique_ptr<Platform> Platform::create(const PlatformOptions& options, std::string& error) {
  std::unique_ptr<Platform> platform(new Platform());
  platform->headless_ = options.headless;
  const bool ok = options.headless ? platform->init_headless(options, error)
                                   : platform->init_window(options, error);
  if (!ok) return nullptr;
  return platform;
}

bool Platform::init_window(const PlatformOptions& options, std::string& error) {
  SDL_SetHint(SDL_HINT_RENDER_SCALE_QUALITY, "nearest");  // crisp pixel art
  if (SDL_InitSubSystem(SDL_INIT_VIDEO | SDL_INIT_EVENTS) != 0) {
    error = std::string("cannot start video (") + SDL_GetError() +
            "); run with --headless to play without a display";
    return false;
  }
  // Hidden until the renderer exists: SDL's OpenGL renderer recreates a window that was not made
  // for OpenGL, and a window shown before that would flash up and vanish (and a tool looking
  // for the game's window could catch the one about to be destroyed).
  Uint32 flags = SDL_WINDOW_RESIZABLE | SDL_WINDOW_ALLOW_HIGHDPI | SDL_WINDOW_HIDDEN;
  if (options.fullscreen) flags |= SDL_WINDOW_FULLSCREEN_DESKTOP;
  int width = options.width, height = options.height;
#ifdef __EMSCRIPTEN__
  // The page's canvas fills the browser's window (tools/browser/page/shell.html): the game takes
  // that size, and SDL follows the window's resizes from then on.
  double css_width = 0, css_height = 0;
  if (emscripten_get_element_css_size("#canvas", &css_width, &css_height) ==
          EMSCRIPTEN_RESULT_SUCCESS &&
      css_width >= 1 && css_height >= 1) {
    width = static_cast<int>(css_width);
    height = static_cast<int>(css_height);
  }
#endif
  window_ = SDL_CreateWindow(options.title.c_str(), SDL_WINDOWPOS_CENTERED, SDL_WINDOWPOS_CENTERED,
                             width, height, flags);
  if (!window_) {
    error = std::string("cannot open a window: ") + SDL_GetError();
    return false;
  }
  Uint32 renderer_flags = SDL_RENDERER_ACCELERATED;
  if (options.vsync) renderer_flags |= SDL_RENDERER_PRESENTVSYNC;
  renderer_ = SDL_CreateRenderer(window_, -1, renderer_flags);
  if (!renderer_) renderer_ = SDL_CreateRenderer(window_, -1, SDL_RENDERER_SOFTWARE);
  if (!renderer_) {
    error = std::string("cannot create a renderer: ") + SDL_GetError();
    return false;
  }
  SDL_SetRenderDrawBlendMode(renderer_, SDL_BLENDMODE_BLEND);
  SDL_ShowWindow(window_);
  return true;
}

bool Platform::init_headless(const PlatformOptions& options, std::string& error) {
  // The dummy driver needs no display; frames go to a surface through the software renderer,
  // so tests and CI draw exactly what a player would see.
  SDL_SetHint(SDL_HINT_VIDEODRIVER, "dummy");
  if (SDL_InitSubSystem(SDL_INIT_VIDEO | SDL_INIT_EVENTS) != 0) {
    error = std::string("cannot start SDL's dummy video driver: ") + SDL_GetError();
    return false;
  }
  surface_ = SDL_CreateRGBSurfaceWithFormat(0, options.width, options.height, 32,
                                            SDL_PIXELFORMAT_ARGB8888);
  if (!surface_) {
    error = std::string("cannot create the off-screen frame: ") + SDL_GetError();
    return false;
  }
  renderer_ = SDL_CreateSoftwareRenderer(surface_);
  if (!renderer_) {
    error = std::string("cannot create the software renderer: ") + SDL_GetError();
    return false;
  }
  SDL_SetRenderDrawBlendMode(renderer_, SDL_BLENDMODE_BLEND);
  return true;
}

Platform::~Platform() {
  if (renderer_) SDL_DestroyRenderer(renderer_);
  if (surface_) SDL_FreeSurface(surface_);
  if (window_) SDL_DestroyWindow(window_);
  SDL_QuitSubSystem(SDL_INIT_VIDEO | SDL_INIT_EVENTS);
}

Size Platform::output_size() const {
  Size size;
  if (surface_) return {surface_->w, surface_->h};
  SDL_GetRendererOutputSize(renderer_, &size.w, &size.h);
  return size;
}

void Platform::to_output_pixels(int& x, int& y) const {
  if (!window_) return;
  int ww = 0, wh = 0;
  SDL_GetWindowSize(window_, &ww, &wh);
  const Size out = output_size();
  if (ww > 0 && wh > 0) {
    x = x * out.w / ww;
    y = y * out.h / wh;
  }
}

bool Platform::poll(InputEvent& event) {
  SDL_Event e;
  while (SDL_PollEvent(&e)) {
    event = InputEvent{};
    switch (e.type) {
      case SDL_QUIT:
        event.kind = InputKind::kQuit;
        return true;
      case SDL_MOUSEBUTTONDOWN:
      case SDL_MOUSEBUTTONUP:
        event.kind = e.type == SDL_MOUSEBUTTONDOWN ? InputKind::kMouseDown : InputKind::kMouseUp;
        event.button = translate_button(e.button.button);
        event.x = e.button.x;
        event.y = e.button.y;
        to_output_pixels(event.x, event.y);
        return true;
      case SDL_MOUSEMOTION:
        event.kind = InputKind::kMouseMove;
        event.x = e.motion.x;
        event.y = e.motion.y;
        to_output_pixels(event.x, event.y);
        return true;
      case SDL_MOUSEWHEEL:
        event.kind = InputKind::kMouseWheel;
        event.wheel = e.wheel.y;
        return true;
      case SDL_KEYDOWN:
        if (e.key.repeat) break;
        event.kind = InputKind::kKeyDown;
        event.key = SDL_GetKeyName(e.key.keysym.sym);
        return true;
      case SDL_KEYUP:
        event.kind = InputKind::kKeyUp;
        event.key = SDL_GetKeyName(e.key.keysym.sym);
        return true;
      case SDL_WINDOWEVENT:
        if (e.window.event == SDL_WINDOWEVENT_SIZE_CHANGED) {
          event.kind = InputKind::kResized;
          return true;
        }
        break;
      default:
        break;
    }
  }
  return false;
}

double Platform::now_seconds() const {
  return static_cast<double>(SDL_GetPerformanceCounter()) /
         static_cast<double>(SDL_GetPerformanceFrequency());
}

void Platform::present() {
  SDL_RenderPresent(renderer_);
}

void Platform::toggle_fullscreen() {
  if (!window_) return;
  const bool fullscreen = SDL_GetWindowFlags(window_) & SDL_WINDOW_FULLSCREEN_DESKTOP;
  SDL_SetWindowFullscreen(window_, fullscreen ? 0 : SDL_WINDOW_FULLSCREEN_DESKTOP);
}

}  // namespace hp
