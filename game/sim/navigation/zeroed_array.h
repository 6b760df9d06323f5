// ZeroedArray: a fixed-size array whose memory starts as zero bytes without being written.
// A big one is mapped straight from the system's zeroed pages, so making one costs next to nothing
// until a page is first touched: a search pays only for the part of a big map's grid it walks on.
// (Writing a 1024x1024-cell grid's 22 MB of scratch at once stalled the tick that made it for
// about 100 ms.) Not calloc: once a big block has been freed, glibc raises the size below which
// it serves blocks from its heap, and calloc then clears them by writing (40 ms for a search grid
// lent on the big level). For types whose zero bytes are a value, such as integers and floats.
#pragma once

#include <cstddef>
#include <type_traits>
#include <utility>

namespace hp::sim {

// The bytes behind a ZeroedArray: zero-filled, mapped pages from kMappedBytes up.
class ZeroedBytes {
 public:
  static constexpr std::size_t kMappedBytes = 64 * 1024;

  ZeroedBytes() = default;
  explicit ZeroedBytes(std::size_t bytes);  // throws std::bad_alloc
  ~ZeroedBytes();
  ZeroedBytes(ZeroedBytes&& other) noexcept
      : data_(std::exchange(other.data_, nullptr)), bytes_(std::exchange(other.bytes_, 0)) {}
  ZeroedBytes& operator=(ZeroedBytes&& other) noexcept {
    std::swap(data_, other.data_);
    std::swap(bytes_, other.bytes_);
    return *this;
  }
  ZeroedBytes(const ZeroedBytes&) = delete;
  ZeroedBytes& operator=(const ZeroedBytes&) = delete;

  void* data() const { return data_; }

 private:
  void* data_ = nullptr;
  std::size_t bytes_ = 0;
};

template <typename T>
class ZeroedArray {
  static_assert(std::is_trivially_copyable_v<T> && std::is_trivially_destructible_v<T>);

 public:
  ZeroedArray() = default;
  explicit ZeroedArray(std::size_t size)
      : bytes_((size == 0 ? 1 : size) * sizeof(T)), size_(size) {}

  bool empty() const { return size_ == 0; }
  std::size_t size() const { return size_; }
  T* data() { return static_cast<T*>(bytes_.data()); }
  const T* data() const { return static_cast<const T*>(bytes_.data()); }
  T& operator[](std::size_t i) { return data()[i]; }
  const T& operator[](std::size_t i) const { return data()[i]; }

 private:
  ZeroedBytes bytes_;
  std::size_t size_ = 0;
};

}  // namespace hp::sim
