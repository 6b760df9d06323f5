// MapReloader: a FileWatcher over tiled::files_of(map), and load_battle on a change.
#include "game/app/scene/map_reloader.h"

#include <algorithm>

#include "engine/tiled/map_files.h"
#include "game/app/check/map_check.h"

namespace hp::app {

MapReloader::MapReloader(const Battle& battle) {
  follow(battle);
}

void MapReloader::follow(const Battle& battle) {
  path_ = battle.map.path;
  good_files_ = tiled::files_of(battle.map);
  watcher_.watch(good_files_);
}

std::optional<Reload> MapReloader::poll(double now) {
  std::vector<std::string> changed = watcher_.poll(now);
  if (changed.empty()) return std::nullopt;
  Reload reload;
  reload.changed_files = std::move(changed);
  reload.battle = load_checked_battle(path_, reload.diagnostics);
  if (reload.battle) {
    good_files_ = tiled::files_of(reload.battle->map);
    watcher_.watch(good_files_);
  } else {
    // Keep watching what the good map used (the broken save may point at files that don't
    // exist yet; the map file itself is among these).
    std::vector<std::string> files = good_files_;
    if (std::find(files.begin(), files.end(), path_) == files.end()) files.push_back(path_);
    std::vector<std::string> current = watcher_.paths();
    if (files != current) watcher_.watch(files);
  }
  return reload;
}

}  // namespace hp::app
