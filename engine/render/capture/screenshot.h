// Screenshot: saves what the renderer drew as a PNG file.
#pragma once

#include <string>

struct SDL_Renderer;
struct SDL_Surface;

namespace hp {

// Reads back the current render target and writes it to path as PNG. On failure returns false
// and fills error with the reason.
bool save_screenshot(SDL_Renderer* renderer, const std::string& path, std::string& error);

// Writes surface to path as PNG. On failure returns false and fills error with the reason.
bool save_png(SDL_Surface* surface, const std::string& path, std::string& error);

}  // namespace hp
