// ZeroedArray: a fixed-size array whose memory starts as zero bytes without being written.
// calloc takes a big block straight from the system's zeroed pages, so making one costs next to
// nothing until a page is first touched: a search pays only for the part of a big map's grid it
// walks on. (Writing a 1024x1024-cell grid's 22 MB of scratch at once stalled the tick that made
// it for about 100 ms.) For types whose zero bytes are a value, such as integers and floats.
#pragma once

#include <cstddef>
#include <cstdlib>
#include <memory>
#include <new>
#include <type_traits>

namespace hp::sim {

template <typename T>
class ZeroedArray {
  static_assert(std::is_trivially_copyable_v<T> && std::is_trivially_destructible_v<T>);

 public:
  ZeroedArray() = default;
  explicit ZeroedArray(std::size_t size)
      : data_(static_cast<T*>(std::calloc(size == 0 ? 1 : size, sizeof(T)))), size_(size) {
    if (!data_) throw std::bad_alloc();
  }

  bool empty() const { return size_ == 0; }
  std::size_t size() const { return size_; }
  T* data() { return data_.get(); }
  const T* data() const { return data_.get(); }
  T& operator[](std::size_t i) { return data_.get()[i]; }
  const T& operator[](std::size_t i) const { return data_.get()[i]; }

 private:
  struct Free {
    void operator()(T* p) const { std::free(p); }
  };
  std::unique_ptr<T, Free> data_;
  std::size_t size_ = 0;
};

}  // namespace hp::sim
