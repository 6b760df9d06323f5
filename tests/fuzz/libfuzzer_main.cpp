// LibFuzzerMain: the libFuzzer entry of one fuzz target, named by HEARTPATH_FUZZ_TARGET.
#include <cstdint>
#include <cstdio>
#include <cstdlib>

#include "tests/fuzz/fuzz_targets.h"

namespace {

const hp::tiled::fuzz::FuzzTarget& target() {
  static const hp::tiled::fuzz::FuzzTarget* found =
      hp::tiled::fuzz::find_fuzz_target(HEARTPATH_FUZZ_TARGET);
  if (found == nullptr) {
    std::fprintf(stderr, "no fuzz target called \"%s\"\n", HEARTPATH_FUZZ_TARGET);
    std::abort();
  }
  return *found;
}

}  // namespace

// A broken promise aborts, so libFuzzer saves the input as a crash like any sanitizer report.
extern "C" int LLVMFuzzerTestOneInput(const std::uint8_t* data, std::size_t size) {
  const std::string problem = target().run({data, size});
  if (!problem.empty()) {
    std::fprintf(stderr, "fuzz target %s: %s\n", HEARTPATH_FUZZ_TARGET, problem.c_str());
    std::abort();
  }
  return 0;
}
