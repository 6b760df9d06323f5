// RecordingWatcher: an OutputWatcher that keeps every count a decoder tells it, for tests of
// what the decoders report as they write.
#pragma once

#include <cstddef>
#include <vector>

#include "engine/tiled/read/output_watcher.h"

namespace hp::tiled::test {

struct RecordingWatcher final : OutputWatcher {
  std::vector<std::size_t> calls;  // in the order told
  void written(std::size_t bytes) override { calls.push_back(bytes); }
};

}  // namespace hp::tiled::test
