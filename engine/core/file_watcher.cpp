// FileWatcher: a stat per file per look; a change is reported once two looks agree on it.
#include "engine/core/file_watcher.h"

#include <filesystem>
#include <system_error>

namespace hp {

void FileWatcher::watch(std::vector<std::string> paths) {
  paths_ = std::move(paths);
  baseline_.clear();
  for (const std::string& path : paths_) baseline_.push_back(stamp_of(path));
  seen_ = baseline_;
}

std::vector<std::string> FileWatcher::poll(double now) {
  std::vector<std::string> changed;
  if (now - last_poll_ < kPollSeconds) return changed;
  last_poll_ = now;
  for (std::size_t i = 0; i < paths_.size(); ++i) {
    const Stamp stamp = stamp_of(paths_[i]);
    const bool settled = stamp == seen_[i];
    seen_[i] = stamp;
    if (settled && stamp != baseline_[i]) {
      baseline_[i] = stamp;
      changed.push_back(paths_[i]);
    }
  }
  return changed;
}

FileWatcher::Stamp FileWatcher::stamp_of(const std::string& path) {
  std::error_code ec;
  Stamp stamp;
  const auto status = std::filesystem::status(path, ec);
  if (ec || !std::filesystem::is_regular_file(status)) return stamp;
  const auto time = std::filesystem::last_write_time(path, ec);
  if (ec) return stamp;
  const auto size = std::filesystem::file_size(path, ec);
  if (ec) return stamp;
  stamp.exists = true;
  stamp.modified = static_cast<std::int64_t>(time.time_since_epoch().count());
  stamp.size = size;
  return stamp;
}

}  // namespace hp
