// webgl_without_gpu implementation.
#include "engine/render/draw/webgl_without_gpu.h"

#include <SDL.h>

#ifdef __EMSCRIPTEN__
#include <emscripten.h>
#endif

namespace hp {

bool webgl_without_gpu([[maybe_unused]] SDL_Renderer* renderer, std::string* rasteriser) {
#ifdef __EMSCRIPTEN__
  SDL_RendererInfo info;
  if (SDL_GetRendererInfo(renderer, &info) != 0 || (info.flags & SDL_RENDERER_SOFTWARE)) {
    return false;
  }
  // SDL's WebGL context is the page's current one (GLctx in Emscripten's GL library).
  char name[256] = {};
  EM_ASM(
      {
        var name = "";
        try {
          var gl = GLctx;
          var info = gl.getExtension("WEBGL_debug_renderer_info");
          name = String(gl.getParameter(info ? info.UNMASKED_RENDERER_WEBGL : gl.RENDERER));
        } catch (e) {
        }
        stringToUTF8(name, $0, $1);
      },
      name, static_cast<int>(sizeof name));
  const std::string found = name;
  if (rasteriser) *rasteriser = found;
  return found.find("SwiftShader") != std::string::npos ||
         found.find("llvmpipe") != std::string::npos || found.find("softpipe") != std::string::npos;
#else
  if (rasteriser) rasteriser->clear();
  return false;
#endif
}

}  // namespace hp
