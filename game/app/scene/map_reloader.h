// MapReloader: watches the map being played and the files it was made from, and loads it again
// after a save, keeping the last good version when the new one is broken.
#pragma once

#include <optional>
#include <string>
#include <vector>

#include "engine/core/diagnostic.h"
#include "engine/core/file_watcher.h"
#include "game/app/content/battle_loader.h"

namespace hp::app {

// What a save on disk led to.
struct Reload {
  std::optional<Battle> battle;            // the map loaded again; empty when it is broken
  Diagnostics diagnostics;                 // its problems (errors when battle is empty)
  std::vector<std::string> changed_files;  // what changed on disk (images: drop textures)
};

class MapReloader {
 public:
  // Starts watching the files of `battle` (as loaded from its map's path).
  explicit MapReloader(const Battle& battle);

  // Looks for saved changes (at most every FileWatcher::kPollSeconds of `now`, a steady clock
  // in seconds) and loads the map again when there are any. A broken map keeps the files of
  // the last good one watched too, so fixing any of them is noticed.
  std::optional<Reload> poll(double now);
  // Watches the files of a battle switched to by other means (the next map).
  void follow(const Battle& battle);
  // The map file being watched.
  const std::string& path() const { return path_; }

 private:
  std::string path_;
  std::vector<std::string> good_files_;  // of the last map that loaded
  FileWatcher watcher_;
};

}  // namespace hp::app
