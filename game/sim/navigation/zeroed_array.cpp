// ZeroedBytes: big blocks mapped anonymously (zero pages, written on first touch), small ones
// calloc'd.
#include "game/sim/navigation/zeroed_array.h"

#include <sys/mman.h>

#include <cstdlib>
#include <new>

namespace hp::sim {

ZeroedBytes::ZeroedBytes(std::size_t bytes) : bytes_(bytes) {
  if (bytes >= kMappedBytes) {
    void* mapped = mmap(nullptr, bytes, PROT_READ | PROT_WRITE, MAP_PRIVATE | MAP_ANONYMOUS, -1, 0);
    data_ = mapped == MAP_FAILED ? nullptr : mapped;
  } else {
    data_ = std::calloc(bytes, 1);
  }
  if (!data_) throw std::bad_alloc();
}

ZeroedBytes::~ZeroedBytes() {
  if (!data_) return;
  if (bytes_ >= kMappedBytes) {
    munmap(data_, bytes_);
  } else {
    std::free(data_);
  }
}

}  // namespace hp::sim
