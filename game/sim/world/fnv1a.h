// Fnv1a: a tiny stable 64-bit hash (FNV-1a) for determinism checks; same value on every platform.
#pragma once

#include <cstdint>

#include "engine/core/bit_cast.h"

namespace hp::sim {

class Fnv1a {
 public:
  // Mixes the 8 bytes of value, least significant first (independent of the machine's byte order).
  void add(std::uint64_t value) {
    for (int i = 0; i < 8; ++i) {
      hash_ ^= (value >> (8 * i)) & 0xffu;
      hash_ *= kPrime;
    }
  }
  // Mixes a double's exact bit pattern.
  void add(double value) { add(bit_cast<std::uint64_t>(value)); }

  std::uint64_t value() const { return hash_; }

 private:
  static constexpr std::uint64_t kPrime = 0x100000001b3ull;
  std::uint64_t hash_ = 0xcbf29ce484222325ull;  // FNV-1a 64-bit offset basis
};

}  // namespace hp::sim
