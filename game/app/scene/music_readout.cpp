// music_readout: the director's last measures put into words with the shape's curves.
#include "game/app/scene/music_readout.h"

#include <cmath>
#include <cstdio>

namespace hp::app {

view::MusicReadout music_readout(const MusicDirector& music) {
  view::MusicReadout out;
  out.moment = moment_key(music.moment());
  out.track = music.current_track();
  out.tension = music.battle_tension_now();
  out.intensity = music.mixer().intensity();
  const IntensityInputs& in = music.battle_inputs();
  const IntensityShape& shape = music.intensity_shape();
  char line[128];
  out.lines.push_back("shaped by " + music.intensity_source());
  if (!in.both_sides) {
    out.lines.push_back("no hero or no enemy in play: calm");
  } else {
    if (std::isfinite(in.gap_reaches)) {
      std::snprintf(line, sizeof line, "closest enemy %.2f reaches from a hero: +%.2f",
                    in.gap_reaches, shape.closeness.at(in.gap_reaches));
      out.lines.push_back(line);
    }
    std::snprintf(line, sizeof line, "heroes' wounds %.0f%%: +%.2f", in.wounds * 100,
                  shape.wounds.at(in.wounds));
    out.lines.push_back(line);
    if (in.last_enemy) {
      std::snprintf(line, sizeof line, "last enemy standing: +%.2f", shape.last_enemy);
      out.lines.push_back(line);
    } else {
      out.lines.push_back("last enemy standing: no");
    }
  }
  for (const MusicMixer::LayerLevel& layer : music.mixer().current_layers()) {
    out.stems.push_back({layer.name, layer.low, layer.high, layer.gain});
  }
  return out;
}

}  // namespace hp::app
