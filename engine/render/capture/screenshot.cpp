// Screenshot implementation: SDL_RenderReadPixels into a surface, then SDL_image's PNG writer.
#include "engine/render/capture/screenshot.h"

#include <SDL.h>
#include <SDL_image.h>

namespace hp {

bool save_screenshot(SDL_Renderer* renderer, const std::string& path, std::string& error) {
  int w = 0, h = 0;
  if (SDL_GetRendererOutputSize(renderer, &w, &h) != 0 || w <= 0 || h <= 0) {
    error = std::string("cannot read the frame size: ") + SDL_GetError();
    return false;
  }
  SDL_Surface* surface = SDL_CreateRGBSurfaceWithFormat(0, w, h, 32, SDL_PIXELFORMAT_ARGB8888);
  if (!surface) {
    error = SDL_GetError();
    return false;
  }
  bool ok = SDL_RenderReadPixels(renderer, nullptr, SDL_PIXELFORMAT_ARGB8888, surface->pixels,
                                 surface->pitch) == 0;
  if (!ok) {
    error = std::string("cannot read the frame back: ") + SDL_GetError();
  } else {
    ok = save_png(surface, path, error);
  }
  SDL_FreeSurface(surface);
  return ok;
}

bool save_png(SDL_Surface* surface, const std::string& path, std::string& error) {
  if (IMG_SavePNG(surface, path.c_str()) != 0) {
    error = "cannot write \"" + path + "\": " + IMG_GetError();
    return false;
  }
  return true;
}

}  // namespace hp
