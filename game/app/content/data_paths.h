// DataPaths: where the game's data/ and maps/ folders are, wherever it is started from.
#pragma once

#include <string>
#include <vector>

namespace hp::app {

struct DataPaths {
  std::string root;  // folder holding data/ and maps/

  std::string data(const std::string& relative) const { return root + "/data/" + relative; }
  std::string maps(const std::string& relative) const { return root + "/maps/" + relative; }
  std::string default_map() const { return maps("default.tmx"); }
  // Where the music is: the folder given with --music (use_music_folder), else data/music.
  std::string music() const;
};

// Makes DataPaths::music() answer folder for the rest of the run: `play --music DIR` and
// `check --music DIR` set it once, before anything reads the music.
void use_music_folder(std::string folder);

// Looks in $HEARTPATH_ROOT, then beside and above the executable, then the source tree the
// binary was built from, then the current directory; the first holding data/ and maps/ wins.
DataPaths find_data_paths();

// The fonts text is drawn with: the HUD font first, then the fallbacks for the characters it
// lacks (CJK, symbols and emoji), as the build was configured (HEARTPATH_SYSTEM_FONT and
// HEARTPATH_FALLBACK_FONTS, installed by tools/setup.sh).
std::string hud_font();
std::vector<std::string> fallback_fonts();

}  // namespace hp::app
