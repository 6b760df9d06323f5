// QuadBatch: textured quads gathered per texture and drawn with one SDL_RenderGeometry call each.
#pragma once

#include <SDL.h>

#include <array>
#include <unordered_map>
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

// How SDL's software renderer gets a quad it draws as a blit but scaled or mirrored: directly
// (SDL scales or mirrors it on every draw, through its slowest blitters), or from a copy of that
// part of the texture already scaled and mirrored to the quad's size on the output (kept until
// forget_copies), which it then blits unscaled. GPU renderers ignore it.
enum class SoftwareBlits { kDirect, kFromCopies };

// How quads of different textures may be ordered.
enum class QuadOrder {
  kByTexture,  // one call per texture; quads of different textures must not overlap
  kAsAdded,    // keeps the order quads were added in: a new call whenever the texture changes
};

class QuadBatch {
 public:
  explicit QuadBatch(SDL_Renderer* renderer, SoftwareBlits blits = SoftwareBlits::kDirect);
  ~QuadBatch();
  QuadBatch(const QuadBatch&) = delete;
  QuadBatch& operator=(const QuadBatch&) = delete;

  // Starts gathering (drops anything not flushed).
  void begin(QuadOrder order);
  void add(const QuadTexture& texture, const TexturedQuad& quad);
  // Draws what was gathered and empties the batch.
  void flush();

  // Drops the scaled and mirrored copies (SoftwareBlits::kFromCopies): call when a texture they
  // were made from may be destroyed, or when the zoom changed and they will not serve again.
  void forget_copies();

  long long calls() const { return calls_; }             // SDL_RenderGeometry calls so far
  long long quads() const { return quads_; }             // quads drawn so far
  std::size_t copies() const { return copies_.size(); }  // scaled or mirrored copies kept

 private:
  // A quad drawn from a copy: where in its bucket's indices it comes, and where on the output.
  struct CopyDraw {
    std::size_t at_index;
    SDL_Texture* copy;
    SDL_FRect dest;
    SDL_Color color;
  };
  struct Bucket {
    QuadTexture texture;
    std::vector<SDL_Vertex> vertices;
    std::vector<int> indices;
    std::vector<CopyDraw> copies;  // in order of at_index
  };
  // What SDL's software renderer blits for a rectangle quad: this part of the texture (a negative
  // width or height mirrors it), at this many whole pixels.
  struct CopyKey {
    SDL_Texture* texture;
    int x, y, w, h;
    int width, height;
    bool operator==(const CopyKey&) const = default;
  };
  struct CopyKeyHash {
    std::size_t operator()(const CopyKey& k) const;
  };

  Bucket& bucket_for(const QuadTexture& texture);
  void add_shared(Bucket& bucket, const TexturedQuad& quad);
  void add_split(Bucket& bucket, const TexturedQuad& quad);
  bool add_from_copy(Bucket& bucket, const TexturedQuad& quad);
  SDL_Texture* copy_of(const CopyKey& key, const SDL_FRect& dest);
  void draw_indices(const Bucket& bucket, std::size_t from, std::size_t to);

  SDL_Renderer* renderer_;
  bool software_ = false;
  QuadOrder order_ = QuadOrder::kByTexture;
  std::vector<Bucket> buckets_;  // the first used_ are in use; the rest keep their capacity
  std::size_t used_ = 0;
  long long calls_ = 0;
  long long quads_ = 0;
  SoftwareBlits blits_ = SoftwareBlits::kDirect;
  std::unordered_map<CopyKey, SDL_Texture*, CopyKeyHash> copies_;
  long long copy_pixels_ = 0;  // kept in copies_
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
