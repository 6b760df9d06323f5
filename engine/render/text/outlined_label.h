// An opaque label's outline and fill composed into one picture, drawn with one copy instead of
// nine.
#pragma once

struct SDL_Surface;

namespace hp {

// The eight one-pixel offsets the outline is drawn at around the fill, in drawing order.
inline constexpr int kOutlineOffsets[8][2] = {{-1, 0},  {1, 0}, {0, -1}, {0, 1},
                                              {-1, -1}, {1, 1}, {-1, 1}, {1, -1}};

// A label is its outline's rendering drawn at each kOutlineOffsets, then its fill's on top: nine
// copies, nine times the label's pixels for the renderer to blend. On a software rasteriser
// (SDL's, or a browser's WebGL without a GPU: SwiftShader) that is most of a HUD's cost: the
// battle's top line alone was 112,000 blended pixels a frame. Blending is associative ("over"),
// so the nine layers composed once into a picture one pixel larger all round (straight alpha,
// ARGB8888), then drawn with ordinary blending, give the pixels the nine draws give, to within
// the rounding of 8-bit channels. Only for an opaque label: a translucent one's layers each let
// the background through, and one faint copy of the composed picture would not
// (TextRenderer::draw keeps nine copies for it). outline and fill are the same size, ARGB8888;
// returns null when a surface cannot be made.
SDL_Surface* compose_outlined_label(SDL_Surface* outline, SDL_Surface* fill);

}  // namespace hp
