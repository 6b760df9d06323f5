// OutputWatcher: told, while a decoder fills a buffer, how much of it is final, so a caller can
// look at each part while it is still in the cache instead of reading the whole buffer back.
#pragma once

#include <cstddef>

namespace hp::tiled {

class OutputWatcher {
 public:
  // The first `bytes` bytes of the output are written and final (called with growing counts).
  virtual void written(std::size_t bytes) = 0;

 protected:
  ~OutputWatcher() = default;
};

}  // namespace hp::tiled
