// DataPaths: where the game's data/ and maps/ folders are, wherever it is started from.
#pragma once

#include <string>

namespace hp::app {

struct DataPaths {
  std::string root;  // folder holding data/ and maps/

  std::string data(const std::string& relative) const { return root + "/data/" + relative; }
  std::string maps(const std::string& relative) const { return root + "/maps/" + relative; }
  std::string default_map() const { return maps("default.tmx"); }
};

// Looks in $HEARTPATH_ROOT, then beside and above the executable, then the source tree the
// binary was built from, then the current directory; the first holding data/ and maps/ wins.
DataPaths find_data_paths();

}  // namespace hp::app
