// QuadBatch implementation, with the vertex layouts SDL's software renderer draws exactly.
//
// SDL 2.26's software renderer turns each pair of triangles that share two vertices and form an
// axis-aligned rectangle into a blit (mirrored when the texture points run backwards; scaled in
// 16.16 fixed point, exactly as Qt's nearest-neighbour transform steps), but drops a transpose.
// Any other triangle goes through its rasteriser, which maps the largest texel coordinate of a
// triangle one texel short; so there the quad's far texture edges are pushed out by one texel
// (MapTexture pads every texture for that). Rectangles whose texture runs along the screen's axes
// share vertices (blits); transposed (diagonally flipped) and rotated quads get six vertices
// (rasterised). GPU renderers draw both layouts alike and get the plain coordinates.
#include "engine/render/draw/quad_batch.h"

#include <algorithm>
#include <cmath>
#include <functional>

namespace hp {
namespace {

// Copies are dropped at the next begin() once they hold more than this many pixels (64 MiB): a
// zoom's tiles take far less, but a map of large images zoomed in and out could pile them up.
constexpr long long kCopyPixelBudget = 16LL << 20;

SDL_Vertex vertex(const SDL_FPoint& at, const TexturePoint& point, const SDL_Color& color) {
  return {at, color, {point.u, point.v}};
}

// Pushes the corners at the largest u and v one texel further, for the software rasteriser.
std::array<TexturePoint, 4> reach_one_texel_further(std::array<TexturePoint, 4> points,
                                                    const QuadTexture& texture) {
  float max_u = 0, max_v = 0;
  for (const TexturePoint& p : points) {
    max_u = std::max(max_u, p.u);
    max_v = std::max(max_v, p.v);
  }
  auto one_further = [](float at, int size) {
    return texel_edge(static_cast<int>(std::lround(at * static_cast<float>(size))) + 1, size);
  };
  for (TexturePoint& p : points) {
    if (p.u == max_u) p.u = one_further(p.u, texture.width);
    if (p.v == max_v) p.v = one_further(p.v, texture.height);
  }
  return points;
}

}  // namespace

bool software_renderer(SDL_Renderer* renderer) {
  SDL_RendererInfo info;
  return SDL_GetRendererInfo(renderer, &info) == 0 && (info.flags & SDL_RENDERER_SOFTWARE);
}

float texel_edge(int x, int size) {
  const float texels = static_cast<float>(size);
  float u = static_cast<float>(x) / texels;
  // Step to the neighbouring float until the product is exact; a few steps at most.
  for (int i = 0; i < 16 && u * texels != static_cast<float>(x); ++i) {
    u = std::nextafter(u, u * texels < static_cast<float>(x) ? 2.0f : 0.0f);
  }
  return std::clamp(u, 0.0f, 1.0f);
}

bool blits_as_rectangle(const TexturedQuad& quad) {
  for (int i = 0; i < 4; ++i) {
    const SDL_FPoint& a = quad.corners[i];
    const SDL_FPoint& b = quad.corners[(i + 1) % 4];
    const TexturePoint& pa = quad.points[i];
    const TexturePoint& pb = quad.points[(i + 1) % 4];
    if (a.y == b.y) {
      if (pa.v != pb.v) return false;  // along screen x the texture must move in u only
    } else if (a.x == b.x) {
      if (pa.u != pb.u) return false;
    } else {
      return false;  // rotated
    }
  }
  return true;
}

QuadBatch::QuadBatch(SDL_Renderer* renderer, SoftwareBlits blits)
    : renderer_(renderer), software_(software_renderer(renderer)), blits_(blits) {}

QuadBatch::~QuadBatch() {
  forget_copies();
}

void QuadBatch::begin(QuadOrder order) {
  for (std::size_t i = 0; i < used_; ++i) {
    buckets_[i].vertices.clear();
    buckets_[i].indices.clear();
    buckets_[i].copies.clear();
  }
  used_ = 0;
  order_ = order;
  if (copy_pixels_ > kCopyPixelBudget) forget_copies();
}

void QuadBatch::forget_copies() {
  for (auto& [key, copy] : copies_) SDL_DestroyTexture(copy);
  copies_.clear();
  copy_pixels_ = 0;
}

std::size_t QuadBatch::CopyKeyHash::operator()(const CopyKey& k) const {
  std::size_t h = std::hash<const void*>()(k.texture);
  for (const int v : {k.x, k.y, k.w, k.h, k.width, k.height}) {
    h = h * 1099511628211ull ^ static_cast<std::size_t>(static_cast<unsigned>(v));
  }
  return h;
}

QuadBatch::Bucket& QuadBatch::bucket_for(const QuadTexture& texture) {
  if (used_ > 0 && buckets_[used_ - 1].texture.texture == texture.texture) {
    return buckets_[used_ - 1];
  }
  if (order_ == QuadOrder::kByTexture) {
    for (std::size_t i = 0; i < used_; ++i) {
      if (buckets_[i].texture.texture == texture.texture) return buckets_[i];
    }
  }
  if (used_ == buckets_.size()) buckets_.emplace_back();
  Bucket& bucket = buckets_[used_++];
  bucket.texture = texture;
  return bucket;
}

void QuadBatch::add(const QuadTexture& texture, const TexturedQuad& quad) {
  if (!texture.texture) return;
  Bucket& bucket = bucket_for(texture);
  if (blits_as_rectangle(quad)) {
    if (!(software_ && blits_ == SoftwareBlits::kFromCopies && add_from_copy(bucket, quad))) {
      add_shared(bucket, quad);
    }
  } else {
    add_split(bucket, quad);
  }
  ++quads_;
}

void QuadBatch::add_shared(Bucket& bucket, const TexturedQuad& quad) {
  const int base = static_cast<int>(bucket.vertices.size());
  for (int i = 0; i < 4; ++i) {
    bucket.vertices.push_back(vertex(quad.corners[i], quad.points[i], quad.color));
  }
  for (int i : {0, 1, 2, 0, 2, 3}) bucket.indices.push_back(base + i);
}

void QuadBatch::add_split(Bucket& bucket, const TexturedQuad& quad) {
  const std::array<TexturePoint, 4> points =
      software_ ? reach_one_texel_further(quad.points, bucket.texture) : quad.points;
  // Six vertices, none shared, so the software renderer rasterises instead of blitting.
  for (int i : {0, 1, 2, 0, 2, 3}) {
    bucket.indices.push_back(static_cast<int>(bucket.vertices.size()));
    bucket.vertices.push_back(vertex(quad.corners[i], points[i], quad.color));
  }
}

// A scaled or mirrored blit costs SDL's software renderer its slowest paths on every draw (a
// generic per-pixel scaler that blends even fully transparent texels; for a mirror, new surfaces
// each time). So the texels it would put on the output are made once, by that same blit into a
// texture of the quad's whole-pixel size, and blitted unscaled from then on: the fast blitter, and
// a clip rectangle cuts it without shifting a texel. The quad is read as SDL 2.26 reads it
// (SDL_SW_RenderGeometryRaw, SW_QueueCopy): texel rectangle from the top-left and bottom-right
// corners' points, truncated; output rectangle from those corners, each of x, y, w, h truncated.
bool QuadBatch::add_from_copy(Bucket& bucket, const TexturedQuad& quad) {
  std::size_t a = 0, b = 0;
  for (std::size_t i = 1; i < 4; ++i) {
    const SDL_FPoint& c = quad.corners[i];
    if (c.x <= quad.corners[a].x && c.y <= quad.corners[a].y) a = i;
    if (c.x >= quad.corners[b].x && c.y >= quad.corners[b].y) b = i;
  }
  const float texels_u = static_cast<float>(bucket.texture.width);
  const float texels_v = static_cast<float>(bucket.texture.height);
  CopyKey key{bucket.texture.texture, 0, 0, 0, 0, 0, 0};
  key.x = static_cast<int>(quad.points[a].u * texels_u);
  key.y = static_cast<int>(quad.points[a].v * texels_v);
  key.w = static_cast<int>(quad.points[b].u * texels_u - static_cast<float>(key.x));
  key.h = static_cast<int>(quad.points[b].v * texels_v - static_cast<float>(key.y));
  const SDL_FRect dest{quad.corners[a].x, quad.corners[a].y, quad.corners[b].x - quad.corners[a].x,
                       quad.corners[b].y - quad.corners[a].y};
  key.width = static_cast<int>(dest.w);
  key.height = static_cast<int>(dest.h);
  if (key.w == 0 || key.h == 0 || key.width <= 0 || key.height <= 0) return false;
  if (key.w == key.width && key.h == key.height) return false;  // a plain blit already
  SDL_Texture* copy = copy_of(key, dest);
  if (!copy) return false;
  bucket.copies.push_back(
      {bucket.indices.size(), copy,
       SDL_FRect{dest.x, dest.y, static_cast<float>(key.width), static_cast<float>(key.height)},
       quad.color});
  return true;
}

SDL_Texture* QuadBatch::copy_of(const CopyKey& key, const SDL_FRect& dest) {
  if (auto it = copies_.find(key); it != copies_.end()) return it->second;
  SDL_Texture* copy = SDL_CreateTexture(renderer_, SDL_PIXELFORMAT_ARGB8888,
                                        SDL_TEXTUREACCESS_TARGET, key.width, key.height);
  if (!copy) return nullptr;
  // Whatever target, clip and draw colour the frame had come back after.
  SDL_Texture* target = SDL_GetRenderTarget(renderer_);
  SDL_Rect clip;
  SDL_RenderGetClipRect(renderer_, &clip);
  const bool clipped = SDL_RenderIsClipEnabled(renderer_);
  Uint8 r = 0, g = 0, b = 0, a = 0;
  SDL_GetRenderDrawColor(renderer_, &r, &g, &b, &a);
  SDL_BlendMode mode = SDL_BLENDMODE_BLEND;
  SDL_GetTextureBlendMode(key.texture, &mode);
  SDL_SetRenderTarget(renderer_, copy);
  SDL_SetRenderDrawColor(renderer_, 0, 0, 0, 0);
  SDL_RenderClear(renderer_);
  // The blit SDL makes of the quad, at the origin, replacing (not blending) and unmodulated: the
  // copy holds the texture's own texels; the quad's colour modulates them when it is drawn.
  SDL_SetTextureBlendMode(key.texture, SDL_BLENDMODE_NONE);
  SDL_SetTextureColorMod(key.texture, 255, 255, 255);
  SDL_SetTextureAlphaMod(key.texture, 255);
  SDL_Rect source{key.x, key.y, key.w, key.h};
  int flip = SDL_FLIP_NONE;
  if (source.w < 0) {
    flip |= SDL_FLIP_HORIZONTAL;
    source.w = -source.w;
    source.x -= source.w;
  }
  if (source.h < 0) {
    flip |= SDL_FLIP_VERTICAL;
    source.h = -source.h;
    source.y -= source.h;
  }
  const SDL_FRect at{0, 0, dest.w, dest.h};
  if (flip == SDL_FLIP_NONE) {
    SDL_RenderCopyF(renderer_, key.texture, &source, &at);
  } else {
    SDL_RenderCopyExF(renderer_, key.texture, &source, &at, 0.0, nullptr,
                      static_cast<SDL_RendererFlip>(flip));
  }
  SDL_SetTextureBlendMode(key.texture, mode);
  SDL_SetTextureBlendMode(copy, mode);
  SDL_SetRenderTarget(renderer_, target);
  SDL_RenderSetClipRect(renderer_, clipped ? &clip : nullptr);
  SDL_SetRenderDrawColor(renderer_, r, g, b, a);
  copies_.emplace(key, copy);
  copy_pixels_ += static_cast<long long>(key.width) * key.height;
  return copy;
}

void QuadBatch::draw_indices(const Bucket& bucket, std::size_t from, std::size_t to) {
  if (to <= from) return;
  SDL_RenderGeometry(renderer_, bucket.texture.texture, bucket.vertices.data(),
                     static_cast<int>(bucket.vertices.size()), bucket.indices.data() + from,
                     static_cast<int>(to - from));
  ++calls_;
}

void QuadBatch::flush() {
  for (std::size_t i = 0; i < used_; ++i) {
    Bucket& bucket = buckets_[i];
    std::size_t from = 0;
    for (const CopyDraw& draw : bucket.copies) {  // in order among the bucket's other quads
      draw_indices(bucket, from, draw.at_index);
      SDL_SetTextureColorMod(draw.copy, draw.color.r, draw.color.g, draw.color.b);
      SDL_SetTextureAlphaMod(draw.copy, draw.color.a);
      SDL_RenderCopyF(renderer_, draw.copy, nullptr, &draw.dest);
      from = draw.at_index;
    }
    draw_indices(bucket, from, bucket.indices.size());
  }
  begin(order_);
}

}  // namespace hp
