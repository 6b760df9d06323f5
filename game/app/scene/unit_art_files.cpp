// The unit sprites' files: one name each under data/art/units.
#include "game/app/scene/unit_art_files.h"

namespace hp::app {

view::UnitArt unit_art_files(const DataPaths& paths) {
  return view::UnitArt{
      paths.data("art/units/hero.png"),       paths.data("art/units/enemy.png"),
      paths.data("art/units/enemy_weak.png"), paths.data("art/units/enemy_strong.png"),
      paths.data("art/units/hero_ko.png"),    paths.data("art/units/enemy_ko.png")};
}

}  // namespace hp::app
