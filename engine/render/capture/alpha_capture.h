// AlphaCapture: a frame with real transparency from SDL_Renderer, which blends correctly only over
// an opaque destination.
#pragma once

#include <functional>
#include <string>

struct SDL_Renderer;
struct SDL_Surface;

namespace hp {

// Calls draw twice, over opaque black and over opaque white, and returns the width x height frame
// (ARGB8888) whose colour and alpha explain both: alpha is 1 minus how much the two disagree, and
// colour the black one divided by alpha. (Drawing once over a transparent clear would darken every
// half-transparent pixel, since SDL blends colour as if the destination were opaque.) Returns
// nullptr and fills error on failure; the caller frees the surface.
SDL_Surface* capture_with_alpha(SDL_Renderer* renderer, int width, int height,
                                const std::function<void()>& draw, std::string& error);

}  // namespace hp
