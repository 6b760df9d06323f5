// FileWatcher: notices when files change on disk (by polling), for hot reload without threads.
#pragma once

#include <cstdint>
#include <string>
#include <vector>

namespace hp {

class FileWatcher {
 public:
  // Seconds between looks at the files: the cost of polling is a stat per file per look.
  static constexpr double kPollSeconds = 0.2;

  // Watches exactly these files from now on; their present state is the baseline.
  void watch(std::vector<std::string> paths);
  const std::vector<std::string>& paths() const { return paths_; }

  // Looks at the files when kPollSeconds have passed since the last look (now: any steady
  // clock in seconds) and returns those that changed, appeared or vanished since the baseline
  // and have stayed the same since the previous look: an editor still writing a file is
  // not caught half-way. The changes become the new baseline.
  std::vector<std::string> poll(double now);

 private:
  // What a look at a file sees; equal stamps mean "unchanged".
  struct Stamp {
    bool exists = false;
    std::int64_t modified = 0;  // file time, in the filesystem clock's ticks
    std::uintmax_t size = 0;
    bool operator==(const Stamp&) const = default;
  };
  static Stamp stamp_of(const std::string& path);

  std::vector<std::string> paths_;
  std::vector<Stamp> baseline_;  // as last reported
  std::vector<Stamp> seen_;      // at the previous look
  double last_poll_ = -1e300;
};

}  // namespace hp
