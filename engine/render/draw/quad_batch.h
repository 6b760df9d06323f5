// QuadBatch: textured quads gathered per texture and drawn with one SDL_RenderGeometry call each.
#pragma once

#include <SDL.h>

#include <array>
#include <vector>

#include "engine/render/draw/tile_flip.h"

namespace hp {

// One textured quad: screen corners in the order top-left, top-right, bottom-right, bottom-left of
// the unrotated quad, the texture point each shows, and a colour that multiplies the texture
// (opacity in alpha, tint in red, green and blue).
struct TexturedQuad {
  std::array<SDL_FPoint, 4> corners;
  std::array<TexturePoint, 4> points;
  SDL_Color color{255, 255, 255, 255};
};

// The texture a quad samples, with its size in texels.
struct QuadTexture {
  SDL_Texture* texture = nullptr;
  int width = 0;
  int height = 0;
};

// How quads of different textures may be ordered.
enum class QuadOrder {
  kByTexture,  // one call per texture; quads of different textures must not overlap
  kAsAdded,    // keeps the order quads were added in: a new call whenever the texture changes
};

class QuadBatch {
 public:
  explicit QuadBatch(SDL_Renderer* renderer);

  // Starts gathering (drops anything not flushed).
  void begin(QuadOrder order);
  void add(const QuadTexture& texture, const TexturedQuad& quad);
  // Draws what was gathered and empties the batch.
  void flush();

  long long calls() const { return calls_; }  // SDL_RenderGeometry calls so far
  long long quads() const { return quads_; }  // quads drawn so far

 private:
  struct Bucket {
    QuadTexture texture;
    std::vector<SDL_Vertex> vertices;
    std::vector<int> indices;
  };

  Bucket& bucket_for(const QuadTexture& texture);
  void add_shared(Bucket& bucket, const TexturedQuad& quad);
  void add_split(Bucket& bucket, const TexturedQuad& quad);

  SDL_Renderer* renderer_;
  bool software_ = false;
  QuadOrder order_ = QuadOrder::kByTexture;
  std::vector<Bucket> buckets_;  // the first used_ are in use; the rest keep their capacity
  std::size_t used_ = 0;
  long long calls_ = 0;
  long long quads_ = 0;
};

// The texture coordinate of texel edge x in a texture size texels wide, chosen so that converting
// back in float arithmetic (as SDL's software renderer does: u * size, truncated) gives exactly x.
// Whether renderer is SDL's software renderer, where the CPU draws every pixel (and a scaled
// image cut by a clip rectangle comes out a texel off).
bool software_renderer(SDL_Renderer* renderer);

float texel_edge(int x, int size);

// Whether SDL's software renderer can draw quad as a plain (possibly mirrored) blit: its corners
// make an axis-aligned rectangle and its texture axes run along the screen's. Exposed for tests.
bool blits_as_rectangle(const TexturedQuad& quad);

}  // namespace hp
