// std::bit_cast under the name hp::bit_cast: the libc++ of Debian's Emscripten (the browser
// build's) lacks std::bit_cast, and both its clang and GCC have the builtin it is made of.
#pragma once

namespace hp {

template <typename To, typename From>
constexpr To bit_cast(const From& from) {
  static_assert(sizeof(To) == sizeof(From), "bit_cast between types of different sizes");
  return __builtin_bit_cast(To, from);
}

}  // namespace hp
