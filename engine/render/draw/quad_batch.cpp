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

namespace hp {
namespace {

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

QuadBatch::QuadBatch(SDL_Renderer* renderer)
    : renderer_(renderer), software_(software_renderer(renderer)) {}

void QuadBatch::begin(QuadOrder order) {
  for (std::size_t i = 0; i < used_; ++i) {
    buckets_[i].vertices.clear();
    buckets_[i].indices.clear();
  }
  used_ = 0;
  order_ = order;
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
    add_shared(bucket, quad);
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

void QuadBatch::flush() {
  for (std::size_t i = 0; i < used_; ++i) {
    Bucket& bucket = buckets_[i];
    if (bucket.indices.empty()) continue;
    SDL_RenderGeometry(renderer_, bucket.texture.texture, bucket.vertices.data(),
                       static_cast<int>(bucket.vertices.size()), bucket.indices.data(),
                       static_cast<int>(bucket.indices.size()));
    ++calls_;
  }
  begin(order_);
}

}  // namespace hp
