// Whether the renderer is a browser's WebGL drawn by the CPU (no GPU under it).
#pragma once

#include <string>

struct SDL_Renderer;

namespace hp {

// A browser with no GPU it will use (headless Chromium, a GPU on its block list) draws WebGL
// with a software rasteriser, SwiftShader in Chromium; there every pixel drawn costs the CPU,
// as on SDL's software renderer, and what pays on one pays on the other. Natively false: SDL's
// own renderers say what they are (SDL_RENDERER_SOFTWARE). The browser names its rasteriser in
// WEBGL_debug_renderer_info; rasteriser gets that name, or the masked one.
bool webgl_without_gpu(SDL_Renderer* renderer, std::string* rasteriser = nullptr);

}  // namespace hp
