// PlanMemo: a ring of requests and routes; a hash finds candidates, the whole request decides.
#include "game/sim/navigation/plan_memo.h"

#include <algorithm>
#include <utility>

#include "engine/core/bit_cast.h"

namespace hp::sim {
namespace {

// FNV-1a over the values' exact bits.
class Mix {
 public:
  void add(double value) {
    const auto bits = bit_cast<std::uint64_t>(value);
    for (int i = 0; i < 8; ++i) {
      hash_ ^= (bits >> (8 * i)) & 0xffu;
      hash_ *= 0x100000001b3ull;
    }
  }
  void add(Vec2 v) {
    add(v.x);
    add(v.y);
  }
  std::uint64_t value() const { return hash_; }

 private:
  std::uint64_t hash_ = 0xcbf29ce484222325ull;
};

std::uint64_t hash_of(const RouteRequest& request) {
  Mix mix;
  mix.add(request.start);
  mix.add(request.radius);
  mix.add(request.goal);
  mix.add(request.goal_reach);
  mix.add(request.margin);
  mix.add(request.max_length);
  for (const Obstacle& disc : request.discs) {
    mix.add(disc.position);
    mix.add(disc.radius);
  }
  return mix.value();
}

bool same_discs(std::span<const Obstacle> a, std::span<const Obstacle> b) {
  return std::equal(a.begin(), a.end(), b.begin(), b.end(),
                    [](const Obstacle& x, const Obstacle& y) {
                      return x.position == y.position && x.radius == y.radius;
                    });
}

bool same(const PlanMemo::Entry& entry, std::uint64_t hash, const RouteRequest& request) {
  return entry.hash == hash && entry.start == request.start && entry.radius == request.radius &&
         entry.goal == request.goal && entry.goal_reach == request.goal_reach &&
         entry.margin == request.margin && entry.max_length == request.max_length &&
         same_discs(entry.discs, request.discs);
}

RouteRequest request_of(const PlanMemo::Entry& entry) {
  RouteRequest request;
  request.start = entry.start;
  request.radius = entry.radius;
  request.goal = entry.goal;
  request.goal_reach = entry.goal_reach;
  request.margin = entry.margin;
  request.max_length = entry.max_length;
  request.discs = entry.discs;
  return request;
}

}  // namespace

const Route* PlanMemo::find(const RouteRequest& request) const {
  if (entries_.empty()) return nullptr;
  const std::uint64_t hash = hash_of(request);
  for (const Entry& entry : entries_) {
    if (same(entry, hash, request)) return &entry.route;
  }
  return nullptr;
}

void PlanMemo::keep(const RouteRequest& request, const Route& route) {
  if (capacity_ == 0) return;
  add({hash_of(request), request.start, request.radius, request.goal, request.goal_reach,
       request.margin, request.max_length,
       std::vector<Obstacle>(request.discs.begin(), request.discs.end()), route});
}

void PlanMemo::learn(std::span<const Entry> entries) {
  for (const Entry& entry : entries) {
    if (capacity_ > 0 && !kept(entry)) add(entry);
  }
}

std::vector<PlanMemo::Entry> PlanMemo::entries() const {
  std::vector<Entry> oldest_first(entries_.begin() + static_cast<std::ptrdiff_t>(next_),
                                  entries_.end());
  oldest_first.insert(oldest_first.end(), entries_.begin(),
                      entries_.begin() + static_cast<std::ptrdiff_t>(next_));
  return oldest_first;
}

bool PlanMemo::kept(const Entry& entry) const {
  const RouteRequest request = request_of(entry);  // its hash is the entry's own
  return std::any_of(entries_.begin(), entries_.end(),
                     [&](const Entry& other) { return same(other, entry.hash, request); });
}

void PlanMemo::add(Entry entry) {
  if (entries_.size() < capacity_) {
    entries_.push_back(std::move(entry));
    return;
  }
  entries_[next_] = std::move(entry);
  next_ = (next_ + 1) % capacity_;
}

}  // namespace hp::sim
