// `heartpath jukebox`: the track table, a scripted audition, or a window driven by keys.
#include "game/app/commands/jukebox_command.h"

#include <SDL.h>

#include <algorithm>
#include <cmath>
#include <cstdio>
#include <cstdlib>
#include <filesystem>
#include <fstream>
#include <sstream>

#include "engine/audio/audio.h"
#include "engine/audio/tracks/track_decoder.h"
#include "engine/core/edit_distance.h"
#include "engine/core/log.h"
#include "engine/platform/platform.h"
#include "engine/render/draw/shapes.h"
#include "engine/render/text/text_renderer.h"
#include "game/app/commands/command_line.h"
#include "game/app/content/data_paths.h"
#include "game/app/music/intensity_log.h"
#include "game/app/music/music_director.h"
#include "game/app/music/track_listing.h"
#include "game/app/scene/settings.h"
#include "game/app/sound/sound_listing.h"

namespace hp::app {
namespace {

constexpr const char* kUsage =
    "usage: heartpath jukebox [DIR] [--list [--sounds DIR]]\n"
    "                         [--play MOMENTS [--every S] [--intensity V | --intensity-log FILE]]\n"
    "                         [--map FILE] [--volume N]\n"
    "\n"
    "Lists the music in DIR (default: data/music) with format, duration, loop points and the\n"
    "manifest's moments, then plays it through the game's mixer in a window:\n"
    "  1-6   the moments title, player_turn, enemy_turn, victory, defeat, result (crossfades,\n"
    "        stingers; result with no track fades the bed out, as after a battle)\n"
    "  N, P  the next / previous track      R  rescan now      Q, Esc  quit\n"
    "  Up, Down  the intensity, 0..1 in steps of 0.1: a layered moment's stems fade in and\n"
    "        out by their ranges (the window shows which are heard)\n"
    "Files added, removed or re-exported while it runs are picked up within a second.\n"
    "\n"
    "  --list          validate and exit (also what happens with no display): every track is\n"
    "                  decoded and listed with its integrated loudness (LUFS) and true peak\n"
    "                  (dBTP), then every problem is printed as  path[:line]: error|warning: ...\n"
    "                  by the game's own rules, in its words (a file that cannot be played, is\n"
    "                  cut or damaged, loop points past the end or in the wrong order, a loop\n"
    "                  a 48 kHz file cannot keep exact, stems of different lengths, a track\n"
    "                  over 8 minutes, mistakes in music.json), with each layered moment's\n"
    "                  stems summed at their gains (true peak, loudness). Then the sounds\n"
    "                  folder: a table of the events with their files, formats, gains and true\n"
    "                  peaks, and its problems (mistakes in sounds.json, a file that cannot be\n"
    "                  played or is cut, an event with no sound); a \"maps\" entry naming no\n"
    "                  map in maps/ is a warning. Exit status: 0 no errors,\n"
    "                  1 errors (music or sounds)\n"
    "  --sounds DIR    the sounds folder --list checks (default: data/sounds); implies --list\n"
    "  --play MOMENTS  no window: enter each moment of a comma-separated list in turn\n"
    "                  (e.g. title,enemy_turn,victory), then exit; with SDL_AUDIODRIVER=disk\n"
    "                  this records the mixer's output to check crossfades\n"
    "  --every S       seconds between the --play moments (default 5)\n"
    "  --intensity V   the intensity for --play, 0..1 (default 0); a comma-separated list\n"
    "                  gives one per moment, the last one holding (e.g. 0,1 to hear the\n"
    "                  stems come in)\n"
    "  --intensity-log FILE  with --play MOMENT: play it for as long as FILE (written by\n"
    "                  heartpath play --intensity-log) lasts, the intensity following the\n"
    "                  recorded battle under music.json's \"intensity\" shaping; prints the\n"
    "                  intensity and each stem's level once a second\n"
    "  --map FILE      with --intensity-log: shape the intensity as on that map (its entry in\n"
    "                  music.json's \"maps\", by the file's name, e.g. fortress.tmx)\n"
    "  --volume N      the music volume, 0..10, as the pause menu's Music setting (default 8,\n"
    "                  the game's default, so the jukebox sounds as loud as the game; 10 plays\n"
    "                  the tracks at their manifest gains in full)\n";

struct JukeboxOptions {
  std::string folder;
  std::string sounds;  // --sounds DIR (implies --list), else data/sounds: the folder --list checks
  bool list = false;
  std::vector<Moment> play;
  double every = 5.0;
  std::vector<double> intensity = {0.0};  // per --play moment, the last one holding
  std::vector<IntensitySample> battle;    // --intensity-log: a recorded battle to follow
  int volume = Settings{}.music;          // 0..10, the pause menu's Music steps
  std::string map;                        // --map: the file name whose "maps" entry shapes
};

constexpr double kIntensityStep = 0.1;  // Up and Down

std::optional<Moment> moment_named(const std::string& name) {
  for (int i = 0; i < kMoments; ++i) {
    if (name == moment_key(Moment(i))) return Moment(i);
  }
  return std::nullopt;
}

std::string parse_moments(const std::string& text, std::vector<Moment>& out) {
  for (std::size_t start = 0; start <= text.size();) {
    const std::size_t end = std::min(text.find(',', start), text.size());
    const std::string name = text.substr(start, end - start);
    const auto moment = moment_named(name);
    if (!moment) {
      return "--play knows the moments title, player_turn, enemy_turn, victory, defeat, result "
             "(got \"" +
             name + "\")";
    }
    out.push_back(*moment);
    start = end + 1;
  }
  return "";
}

std::string parse_intensities(const std::string& text, std::vector<double>& out) {
  out.clear();
  for (std::size_t start = 0; start <= text.size();) {
    const std::size_t end = std::min(text.find(',', start), text.size());
    const auto v = parse_double(text.substr(start, end - start));
    if (!v || !(*v >= 0.0 && *v <= 1.0))
      return "--intensity needs numbers from 0 to 1, comma-separated (got \"" + text + "\")";
    out.push_back(*v);
    start = end + 1;
  }
  return "";
}

// --intensity-log FILE: the recorded battle, for one --play moment.
std::string read_battle_log(const std::string& path, JukeboxOptions& options) {
  if (options.play.size() != 1 || options.intensity.size() > 1)
    return "--intensity-log goes with --play and one moment (e.g. --play player_turn), and "
           "instead of --intensity";
  std::ifstream file(path, std::ios::binary);
  if (!file) return "--intensity-log cannot read \"" + path + "\"";
  std::ostringstream text;
  text << file.rdbuf();
  Diagnostics problems;
  options.battle = parse_intensity_log(text.str(), path, problems);
  if (problems.has_errors()) return problems.first_error()->to_string();
  if (options.battle.empty())
    return "--intensity-log: \"" + path +
           "\" has no samples; record one with heartpath play "
           "MAP --intensity-log FILE";
  return "";
}

bool parse_options(std::vector<std::string> args, JukeboxOptions& options, bool& help) {
  ArgReader reader(std::move(args));
  help = reader.flag("--help") || reader.flag("-h");
  options.list = reader.flag("--list");
  const auto play = reader.value("--play");
  const auto every = reader.value("--every");
  const auto intensity = reader.value("--intensity");
  const auto sounds = reader.value("--sounds");
  const auto battle = reader.value("--intensity-log");
  const auto volume = reader.value("--volume");
  const auto map = reader.value("--map");
  const auto words = reader.positional();
  std::string problem = reader.error();
  if (problem.empty() && words.size() > 1) problem = "expected at most one DIR";
  if (problem.empty() && play) problem = parse_moments(*play, options.play);
  if (problem.empty() && every) {
    const auto s = parse_double(*every);
    if (!s || !(*s > 0.0) || *s > 600.0)
      problem = "--every needs seconds, more than 0, at most 600";
    options.every = s.value_or(5.0);
  }
  if (problem.empty() && intensity) problem = parse_intensities(*intensity, options.intensity);
  if (problem.empty() && volume) {
    const auto v = parse_double(*volume);
    if (!v || !(*v >= 0.0 && *v <= 10.0) || *v != std::floor(*v))
      problem = "--volume needs a whole number from 0 to 10 (got \"" + *volume + "\")";
    options.volume = static_cast<int>(v.value_or(8.0));
  }
  std::error_code ec;
  if (problem.empty() && sounds && !std::filesystem::is_directory(*sounds, ec))
    problem = "--sounds needs a folder of sound effects (\"" + *sounds + "\" is not one)";
  if (problem.empty() && !words.empty() && !std::filesystem::is_directory(words[0], ec))
    problem = "DIR needs a folder of music files (\"" + words[0] + "\" is not one)";
  if (problem.empty() && sounds && play)
    problem = "--sounds goes with --list; --play auditions the music only";
  if (problem.empty() && battle) problem = read_battle_log(*battle, options);
  if (problem.empty() && map && !battle)
    problem =
        "--map goes with --intensity-log: it picks the map whose shaping the recorded "
        "battle is heard under";
  if (map) options.map = std::filesystem::path(*map).filename().string();
  if (!problem.empty()) {
    std::fprintf(stderr, "heartpath jukebox: %s\n%s", problem.c_str(), kUsage);
    return false;
  }
  options.folder = words.empty() ? find_data_paths().data("music") : words[0];
  options.list = options.list || sounds.has_value();
  options.sounds = sounds.value_or(find_data_paths().data("sounds"));
  for (std::string* folder : {&options.folder, &options.sounds}) {
    while (folder->size() > 1 && folder->back() == '/') folder->pop_back();
  }
  return true;
}

void print_table(const MusicLibrary& library, const MusicManifest& manifest,
                 const std::vector<TrackRow>& rows) {
  std::printf("%s: %zu track%s%s\n", library.folder().c_str(), rows.size(),
              rows.size() == 1 ? "" : "s",
              manifest.present ? ", music.json read" : ", no music.json");
  std::fputs(format_track_table(rows).c_str(), stdout);
  std::fflush(stdout);
}

// Prints each problem; returns how many are errors.
int print_problems(const Diagnostics& problems) {
  int errors = 0;
  for (const Diagnostic& d : problems.items()) {
    std::printf("%s\n", d.to_string().c_str());
    errors += d.severity == Severity::kError;
  }
  return errors;
}

// The sounds folder after the music: its table, then its problems; returns how many errors.
int list_sounds_folder(const Audio& audio, const std::string& folder, std::size_t& warnings) {
  Diagnostics problems;
  const SoundListing sounds = list_sounds(folder, audio.rate(), problems);
  std::printf("\n%s: %d sound file%s%s\n", folder.c_str(), sounds.files,
              sounds.files == 1 ? "" : "s",
              sounds.manifest_present ? ", sounds.json read" : ", no sounds.json");
  std::fputs(format_sound_table(sounds.rows).c_str(), stdout);
  const int errors = print_problems(problems);
  warnings += problems.items().size() - static_cast<std::size_t>(errors);
  return errors;
}

// A "maps" entry shapes the intensity on the map of that file name: one under maps/ (any depth)
// is expected, else its shaping applies to no map the game ships (a warning at its line).
void check_map_entries(const std::string& manifest_path, const MusicManifest& manifest,
                       Diagnostics& problems) {
  if (manifest.maps.empty()) return;
  const std::string folder = find_data_paths().maps("");
  std::vector<std::string> maps;
  std::error_code ec;
  for (auto it = std::filesystem::recursive_directory_iterator(folder, ec);
       !ec && it != std::filesystem::recursive_directory_iterator(); it.increment(ec)) {
    const std::string ext = it->path().extension().string();
    if (ext == ".tmx" || ext == ".tmj" || ext == ".json") maps.push_back(it->path().filename());
  }
  std::sort(maps.begin(), maps.end());
  for (const auto& [name, map] : manifest.maps) {
    if (std::binary_search(maps.begin(), maps.end(), name)) continue;
    const std::string guess = did_you_mean(name, maps);
    problems.warning(
        manifest_path, map.line,
        "\"maps\" names \"" + name + "\", which is no map in " + folder +
            ", so its shaping applies to no map the game ships" +
            (guess.empty() ? ": name the map's file, e.g. default.tmx" : ": " + guess));
  }
}

// --list (and no display): every file decoded and measured, every problem printed, the music
// then the sounds; the exit status says whether there was an error in either.
int run_list(const std::string& folder, const std::string& sounds_folder) {
  Audio audio(true);
  MusicLibrary library(folder, audio.available() && midi_playable());
  library.rescan();
  std::vector<std::string> names;
  for (const TrackFile& t : library.tracks()) names.push_back(t.name);
  Diagnostics problems;
  const std::string manifest_path = folder + "/music.json";
  const MusicManifest manifest = load_music_manifest(manifest_path, names, problems);
  const auto rows = list_tracks(
      library, manifest, audio.available() ? ListDepth::kDecode : ListDepth::kTags, problems);
  check_manifest_tracks(manifest_path, manifest, rows, problems);
  check_map_entries(manifest_path, manifest, problems);
  print_table(library, manifest, rows);
  for (const std::string& line : stem_sum_lines(library, manifest, rows)) {
    std::printf("%s\n", line.c_str());
  }
  int errors = print_problems(problems);
  std::size_t warnings = problems.items().size() - static_cast<std::size_t>(errors);
  errors += list_sounds_folder(audio, sounds_folder, warnings);
  std::printf("%d error%s, %zu warning%s\n", errors, errors == 1 ? "" : "s", warnings,
              warnings == 1 ? "" : "s");
  return errors > 0 ? kExitFailed : kExitOk;
}

// --play: each moment in turn, --every seconds apart, with the folder followed meanwhile.
// The stems heard now, e.g. "battle_base.ogg 1.00, battle_drums.ogg 0.00", or empty.
std::string stem_levels(const MusicDirector& director) {
  const auto layers = director.mixer().current_layers();
  if (layers.size() < 2) return "";
  std::string out;
  char gain[32];
  for (const auto& l : layers) {
    std::snprintf(gain, sizeof gain, " %.2f", l.gain);
    out += (out.empty() ? "" : ", ") + l.name + gain;
  }
  return out;
}

// --play MOMENT --intensity-log FILE: the moment follows the recorded battle in real time.
int run_battle_audition(MusicDirector& director, const JukeboxOptions& options) {
  director.enter(options.play.front());
  std::printf("jukebox: %s -> %s, following %.1f s of a recorded battle\n",
              moment_key(options.play.front()), director.current_track().c_str(),
              options.battle.back().seconds);
  constexpr double kStep = 0.05;
  double next_print = 0.0;
  for (double t = 0; t <= options.battle.back().seconds; t += kStep) {
    director.follow_battle(inputs_at(options.battle, t), kStep);
    if (t + 1e-9 >= next_print) {
      std::printf("jukebox: %6.1f s  intensity %.2f  %s\n", t, director.mixer().intensity(),
                  stem_levels(director).c_str());
      std::fflush(stdout);
      next_print += 1.0;
    }
    SDL_Delay(50);
    director.update(kStep);
  }
  return kExitOk;
}

int run_audition(MusicDirector& director, const JukeboxOptions& options) {
  // The game decodes in the background; a recording starts once the tracks are in memory.
  if (!director.wait_for_decodes(60)) log::warning("the tracks took over 60 s to decode");
  for (std::size_t i = 0; i < options.play.size(); ++i) {
    const Moment moment = options.play[i];
    const double intensity = options.intensity[std::min(i, options.intensity.size() - 1)];
    director.set_intensity(intensity);
    director.enter(moment);
    const std::int64_t waits = director.mixer().pending_start() - director.mixer().clock();
    char wait[64] = "";
    if (director.mixer().pending_start() >= 0 && waits > 0)
      std::snprintf(wait, sizeof wait, ", the change waits %.3f s for the beat or bar",
                    static_cast<double>(waits) / Audio::kRate);
    std::printf("jukebox: %s -> %s (intensity %.2f%s)\n", moment_key(moment),
                director.current_track().c_str(), intensity, wait);
    std::fflush(stdout);
    for (double t = 0; t < options.every; t += 0.05) {
      SDL_Delay(50);
      director.update(0.05);
    }
    const std::string stems = stem_levels(director);
    if (!stems.empty()) std::printf("jukebox:   stems heard: %s\n", stems.c_str());
  }
  return kExitOk;
}

void draw_window(SDL_Renderer* renderer, TextRenderer& text, const MusicDirector& director,
                 Size size) {
  fill_rect(renderer, 0, 0, static_cast<float>(size.w), static_cast<float>(size.h),
            {18, 16, 26, 255});
  text.draw("Jukebox: " + director.library().folder(), 24, 20, 24, {255, 226, 150, 255});
  char intensity[64];
  std::snprintf(intensity, sizeof intensity, "   intensity %.1f", director.mixer().intensity());
  text.draw(std::string("moment: ") + moment_key(director.moment()) + intensity, 24, 56, 16,
            {220, 220, 230, 255});
  text.draw("keys: 1-6 moments, N/P tracks, Up/Down intensity, R rescan, Q quit", 24, 78, 16,
            {170, 170, 185, 255});
  int y = 112;
  const auto layers = director.mixer().current_layers();
  for (const auto& layer : layers) {  // a layered bed's stems, each with its level now
    if (layers.size() < 2) break;
    char line[160];
    std::snprintf(line, sizeof line, "  stem %s  [%.2f-%.2f]  %s %3.0f%%", layer.name.c_str(),
                  layer.low, layer.high, layer.gain > 0.01 ? "heard" : "silent", layer.gain * 100);
    fill_rect(renderer, 560, static_cast<float>(y + 4), static_cast<float>(layer.gain * 200), 14,
              {120, 200, 140, 255});
    text.draw(line, 40, y, 16,
              layer.gain > 0.01 ? TextColor{190, 240, 200, 255} : TextColor{120, 120, 135, 255});
    y += 22;
  }
  y += 10;
  for (const TrackFile& t : director.library().tracks()) {  // every stem of the bed is marked
    const bool on =
        std::any_of(layers.begin(), layers.end(), [&](const auto& l) { return l.name == t.name; });
    text.draw((on ? "> " : "  ") + t.name + "  (" + t.format + ")", 24, y, 18,
              on ? TextColor{255, 240, 200, 255} : TextColor{170, 170, 185, 255});
    y += 26;
  }
}

// Steps through the folder's tracks by delta, wrapping, from the one playing.
void step_track(MusicDirector& director, int delta) {
  const auto& tracks = director.library().tracks();
  if (tracks.empty()) return;
  const int n = static_cast<int>(tracks.size());
  int at = -1;
  for (int i = 0; i < n; ++i) {
    if (tracks[static_cast<std::size_t>(i)].name == director.current_track()) at = i;
  }
  const int next = at < 0 ? 0 : ((at + delta) % n + n) % n;
  director.play_track(tracks[static_cast<std::size_t>(next)].name);
}

bool handle_key(MusicDirector& director, const std::string& key) {
  if (key == "Q" || key == "Escape") return false;
  if (key.size() == 1 && key[0] >= '1' && key[0] < '1' + kMoments) {
    director.enter(Moment(key[0] - '1'));
  } else if (key == "N" || key == "P") {
    step_track(director, key == "N" ? 1 : -1);
  } else if (key == "R") {
    director.rescan();
  } else if (key == "Up" || key == "Down") {
    const double step = key == "Up" ? kIntensityStep : -kIntensityStep;
    const double next = std::round((director.mixer().intensity() + step) * 10.0) / 10.0;
    director.set_intensity(std::clamp(next, 0.0, 1.0));
  }
  return true;
}

int run_window(Platform& platform, MusicDirector& director) {
  TextRenderer text(platform.renderer(), hud_font(), fallback_fonts());
  director.enter(Moment::kTitle);
  double last = platform.now_seconds();
  for (;;) {
    InputEvent event;
    while (platform.poll(event)) {
      if (event.kind == InputKind::kQuit) return kExitOk;
      if (event.kind == InputKind::kKeyDown && !handle_key(director, event.key)) return kExitOk;
    }
    const double now = platform.now_seconds();
    director.update(now - last);
    last = now;
    draw_window(platform.renderer(), text, director, platform.output_size());
    platform.present();
    SDL_Delay(15);  // a list of names needs no more than ~60 frames a second, vsync or not
  }
}

}  // namespace

int run_jukebox(std::vector<std::string> args) {
  JukeboxOptions options;
  bool help = false;
  if (!parse_options(std::move(args), options, help)) return kExitBadInput;
  if (help) {
    std::fputs(kUsage, stdout);
    return kExitOk;
  }
  const bool window = !options.list && options.play.empty() && display_available();
  if (!window && options.play.empty()) {
    setenv("SDL_AUDIODRIVER", "dummy", 0);  // decode only
    return run_list(options.folder, options.sounds);
  }
  Audio audio(true);
  MusicDirector director(audio, options.folder);
  Diagnostics quiet;  // the director warns about each file itself
  print_table(director.library(), director.manifest(),
              list_tracks(director.library(), director.manifest(),
                          audio.available() ? ListDepth::kProbe : ListDepth::kTags, quiet));
  if (!audio.available()) return kExitOk;
  // The game's gain for the music: Master (its default, full) times Music, each in tenths.
  director.set_volume(Settings{}.master / 10.0, options.volume / 10.0);
  if (!options.battle.empty()) {
    if (!director.wait_for_decodes(60)) log::warning("the tracks took over 60 s to decode");
    if (!options.map.empty() && !director.manifest().maps.count(options.map)) {
      log::warning("music.json has no \"maps\" entry for \"" + options.map +
                   "\": the moment's own shaping holds, as it does on that map in the game");
    }
    director.set_map(options.map);
    return run_battle_audition(director, options);
  }
  if (!options.play.empty()) return run_audition(director, options);
  PlatformOptions platform_options;
  platform_options.title = "Heartpath jukebox";
  platform_options.width = 800;
  platform_options.height = 480;
  std::string error;
  std::unique_ptr<Platform> platform = Platform::create(platform_options, error);
  if (!platform) {
    log::error(error);
    return kExitOk;  // the table was the useful part, and it is printed
  }
  return run_window(*platform, director);
}

}  // namespace hp::app
