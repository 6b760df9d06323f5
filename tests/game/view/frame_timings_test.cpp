// FrameTimings: the F4 overlay's figures: a window of the last kCapacity frames, oldest first.
#include "game/view/overlays/frame_timings.h"

#include <gtest/gtest.h>

namespace hp::view {
namespace {

TEST(FrameTimings, empty_has_no_figures) {
  const FrameTimings timings;
  EXPECT_EQ(timings.summary().count, 0u);
  EXPECT_EQ(timings.summary().fps, 0.0);
}

TEST(FrameTimings, summarises_frames_sim_and_draw) {
  FrameTimings timings;
  timings.record({10.0, 1.0, 2.0, 1});
  timings.record({30.0, 3.0, 4.0, 2});
  const FrameSummary s = timings.summary();
  EXPECT_EQ(s.count, 2u);
  EXPECT_DOUBLE_EQ(s.mean_frame_ms, 20.0);
  EXPECT_DOUBLE_EQ(s.worst_frame_ms, 30.0);
  EXPECT_DOUBLE_EQ(s.mean_sim_ms, 2.0);
  EXPECT_DOUBLE_EQ(s.mean_draw_ms, 3.0);
  EXPECT_DOUBLE_EQ(s.fps, 50.0);
  EXPECT_EQ(s.slow_frames, 1);  // 30 ms is under 50 fps
}

TEST(FrameTimings, keeps_only_the_latest_window_oldest_first) {
  FrameTimings timings;
  for (std::size_t i = 0; i < FrameTimings::kCapacity + 10; ++i) {
    timings.record({static_cast<double>(i), 0, 0, 1});
  }
  EXPECT_EQ(timings.size(), FrameTimings::kCapacity);
  EXPECT_DOUBLE_EQ(timings.at(0).frame_ms, 10.0);
  EXPECT_DOUBLE_EQ(timings.at(FrameTimings::kCapacity - 1).frame_ms,
                   static_cast<double>(FrameTimings::kCapacity + 9));
}

}  // namespace
}  // namespace hp::view
