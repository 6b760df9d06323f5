// ZeroedArray: every element reads zero when made, small or big, however often big ones were made
// and freed before (their pages reused); moves hand the memory over.
#include <gtest/gtest.h>

#include <cstdint>
#include <utility>

#include "game/sim/navigation/zeroed_array.h"

namespace hp::sim {
namespace {

template <typename T>
bool all_zero(const ZeroedArray<T>& array) {
  for (std::size_t i = 0; i < array.size(); ++i) {
    if (array[i] != T{}) return false;
  }
  return true;
}

TEST(ZeroedArray, made_zero_after_others_were_written_and_freed) {
  for (const std::size_t size : {std::size_t{1}, std::size_t{1000}, std::size_t{1} << 14,
                                 std::size_t{1} << 20, std::size_t{3} << 20}) {
    for (int round = 0; round < 3; ++round) {
      ZeroedArray<std::uint32_t> array(size);
      ASSERT_EQ(array.size(), size);
      EXPECT_TRUE(all_zero(array)) << size << " round " << round;
      for (std::size_t i = 0; i < size; ++i) array[i] = 0xdeadbeef;  // then freed
    }
  }
  ZeroedArray<float> floats(std::size_t{1} << 18);
  EXPECT_TRUE(all_zero(floats));
}

TEST(ZeroedArray, a_move_hands_the_memory_over) {
  ZeroedArray<std::uint8_t> big(std::size_t{1} << 20);
  big[5] = 7;
  ZeroedArray<std::uint8_t> taken(std::move(big));
  EXPECT_EQ(taken[5], 7);
  ZeroedArray<std::uint8_t> small(16);
  small = std::move(taken);
  EXPECT_EQ(small.size(), std::size_t{1} << 20);
  EXPECT_EQ(small[5], 7);
  EXPECT_TRUE(ZeroedArray<std::uint8_t>().empty());
}

}  // namespace
}  // namespace hp::sim
