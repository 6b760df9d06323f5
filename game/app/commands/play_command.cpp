// `heartpath play` implementation: set-up, then the windowed loop or the headless demo.
#include "game/app/commands/play_command.h"

#include <SDL.h>
#ifdef __EMSCRIPTEN__
#include <emscripten.h>
#endif

#include <algorithm>
#include <chrono>
#include <cstdio>
#include <filesystem>
#include <thread>

#include "engine/audio/audio.h"
#include "engine/core/log.h"
#include "engine/core/threads.h"
#include "engine/platform/platform.h"
#include "engine/render/draw/texture_cache.h"
#include "engine/render/text/text_renderer.h"
#include "game/app/check/map_check.h"
#include "game/app/commands/command_line.h"
#include "game/app/commands/screenshot_file.h"
#include "game/app/commands/window_loop.h"
#include "game/app/content/data_paths.h"
#include "game/app/music/music_director.h"
#include "game/app/scene/battle_scene.h"
#include "game/app/scene/input_script.h"
#include "game/app/scene/unit_art_files.h"
#include "game/app/sound/sound_director.h"
#include "game/view/screens/campaign_screen.h"

namespace hp::app {
namespace {

constexpr const char* kUsage =
    "usage: heartpath [play] [MAP] [options]\n"
    "\n"
    "Plays MAP (default: maps/default.tmx), starting on a title screen. Click a hero, then an\n"
    "enemy: the hero walks over, body-slams it and walks home; or then open ground: it moves\n"
    "there. Each hero may move once and attacks once a turn, then the enemies act (hovering\n"
    "shows exactly what an attack will do and what each enemy will). Clicks while an action\n"
    "plays queue orders. Tab: next hero; L: combat log. Space ends the turn (in the enemies'\n"
    "turn: fast-forward); 1, 2, 4 set the speed; P pauses; R restarts\n"
    "(after a victory N plays the map's next_map; after the last map, the campaign-complete\n"
    "screen: R plays the campaign again, Esc the title, Q quits);\n"
    "the wheel zooms and WASD, arrows, middle-drag or screen edges pan. Right-click cancels a\n"
    "selection, Esc too (with none, it opens the pause menu: resume, restart, volume, quit).\n"
    "F1-F5 show overlays: steering, patrol routes, collision, frame timing, music; F11 toggles\n"
    "fullscreen. Saving the map (or its tilesets, images, templates) reloads it in the\n"
    "running game. With no display\n"
    "(DISPLAY/WAYLAND_DISPLAY unset) the headless demo runs.\n"
    "\n"
    "  --headless          draw off-screen with the software renderer and play the demo: the\n"
    "                      map's demo_hero attacks its demo_enemy (else the first of each)\n"
    "  --frames N          stop after N frames (headless: N ticks of 1/60 s)\n"
    "  --seconds S         stop after S seconds of game time (headless; as --frames 60*S)\n"
    "  --script FILE       headless: replay FILE's inputs instead of the demo, one per line:\n"
    "                        TIME click unit NAME | TIME click X Y | TIME hover unit NAME |\n"
    "                        TIME hover X Y | TIME key NAME | TIME end-turn\n"
    "                        (TIME: seconds of game time; # comments)\n"
    "                      without --frames/--seconds it runs until the script is done and\n"
    "                      the battle is decided or the heroes' turn is idle\n"
    "  --state-hash        print the final game state and its hash (determinism) when the\n"
    "                      run ends: headless at its end, in a window when it closes\n"
    "  --realtime          headless --script: a frame each 1/60 s of real time, so a capture\n"
    "                      of the sound (SDL_AUDIODRIVER=disk) hears the battle as played\n"
    "  --screenshot FILE   write the last frame as PNG (headless default: heartpath-demo.png)\n"
    "  --window WxH        window or frame size (default 1280x720)\n"
    "  --difficulty D      story, normal or hard: how the enemies fight, for this run only\n"
    "                      (default: as chosen on the title screen and saved; at first normal)\n"
    "  --fullscreen        start fullscreen\n"
    "  --mute              no sound at all\n"
    "  --music DIR         play the music (and music.json) in DIR instead of data/music;\n"
    "                      files dropped there while playing are picked up within a second\n"
    "  --sounds DIR        play the sound effects (and sounds.json) in DIR instead of\n"
    "                      data/sounds; edits there are picked up within a second too\n"
    "  --overlay NAME      start with an overlay on: steering (F1), patrols (F2),\n"
    "                      collision (F3), timing (F4) or music (F5: the intensity and\n"
    "                      each stem's level); may be given more than once\n"
    "  --frame-log FILE    window: write each frame's timing (as F4 shows it) to FILE, one\n"
    "                      line per frame: seconds since start, frame, sim and draw ms\n";

constexpr int kDemoStartFrame = 30;               // let the scene settle on screen before acting
constexpr int kDemoTailFrames = 45;               // keep drawing a moment after the attack ends
constexpr int kDemoMaxFrames = 60 * 120;          // a demo never runs past two simulated minutes
constexpr long kScriptMaxFrames = 60L * 60 * 60;  // nor a script past a simulated hour

struct PlayOptions {
  std::string map;
  bool headless = false;
  long frames = -1;  // -1: until quit (window) or the demo ends (headless)
  std::string screenshot;
  int width = 1280;
  int height = 720;
  bool fullscreen = false;
  bool mute = false;
  std::vector<std::string> overlay_keys;  // --overlay: the keys that toggle them (F1-F5)
  std::string script;                     // --script FILE: scripted headless play
  std::string music;                      // --music DIR: the music folder (else data/music)
  std::string sounds;                     // --sounds DIR: the effects folder (else data/sounds)
  std::string frame_log;                  // --frame-log FILE: every frame's timing
  std::string intensity_log;              // --intensity-log FILE: the music's measures
  bool state_hash = false;
  bool realtime = false;                      // scripted frames paced by the clock
  std::optional<sim::Difficulty> difficulty;  // --difficulty: this run's, over the saved one
};

// Parses the options; returns false (after printing why) on bad input.
bool parse_options(std::vector<std::string> args, const DataPaths& paths, PlayOptions& options,
                   bool& help) {
  ArgReader reader(std::move(args));
  help = reader.flag("--help") || reader.flag("-h");
  if (help) return true;
  options.headless = reader.flag("--headless");
  options.fullscreen = reader.flag("--fullscreen");
  options.mute = reader.flag("--mute");
  options.music = reader.value("--music").value_or("");
  options.sounds = reader.value("--sounds").value_or("");
  options.frame_log = reader.value("--frame-log").value_or("");
  options.intensity_log = reader.value("--intensity-log").value_or("");
  const auto frames = reader.value("--frames");
  const auto seconds = reader.value("--seconds");
  options.script = reader.value("--script").value_or("");
  options.state_hash = reader.flag("--state-hash");
  options.realtime = reader.flag("--realtime");
  options.screenshot = reader.value("--screenshot").value_or("");
  const auto window = reader.value("--window");
  const auto difficulty = reader.value("--difficulty");
  const std::vector<std::string> overlays = reader.values("--overlay");
  const auto words = reader.positional();
  std::string problem = reader.error();
  if (problem.empty() && words.size() > 1) problem = "expected at most one MAP";
  for (const std::string& overlay : overlays) {
    const char* key = overlay == "steering"    ? "F1"
                      : overlay == "patrols"   ? "F2"
                      : overlay == "collision" ? "F3"
                      : overlay == "timing"    ? "F4"
                      : overlay == "music"     ? "F5"
                                               : nullptr;
    if (key) options.overlay_keys.push_back(key);
    if (!key && problem.empty()) {
      problem =
          "--overlay knows: steering, patrols, collision, timing, music (got \"" + overlay + "\")";
    }
  }
  if (problem.empty() && difficulty) {
    options.difficulty = sim::difficulty_named(*difficulty);
    if (!options.difficulty) {
      problem = "--difficulty knows: story, normal, hard (got \"" + *difficulty + "\")";
    }
  }
  if (problem.empty() && frames) {
    options.frames = parse_long(*frames).value_or(-1);
    if (options.frames <= 0) problem = "--frames needs a positive whole number";
  }
  if (problem.empty() && seconds) {
    const std::optional<double> s = parse_double(*seconds);
    if (!s || !(*s > 0.0) || *s > 86400.0) {
      problem = "--seconds needs a positive number of seconds (at most 86400)";
    } else if (!frames) {
      options.frames = std::max(1L, std::lround(*s * sim::World::kTicksPerSecond));
    } else {
      problem = "give --frames or --seconds, not both";
    }
  }
  std::error_code ec;
  if (problem.empty() && !options.music.empty() &&
      !std::filesystem::is_directory(options.music, ec)) {
    problem = "--music needs a folder of music files (\"" + options.music + "\" is not one)";
  }
  if (problem.empty() && !options.sounds.empty() &&
      !std::filesystem::is_directory(options.sounds, ec)) {
    problem = "--sounds needs a folder of sound effects (\"" + options.sounds + "\" is not one)";
  }
  while (options.sounds.size() > 1 && options.sounds.back() == '/') options.sounds.pop_back();
  if (problem.empty() && !options.script.empty()) options.headless = true;
  if (problem.empty() && window) {
    int w = 0, h = 0;
    if (std::sscanf(window->c_str(), "%dx%d", &w, &h) != 2 || w < 64 || h < 64 || w > 16384 ||
        h > 16384) {
      problem = "--window needs WIDTHxHEIGHT, e.g. 1280x720";
    }
    options.width = w;
    options.height = h;
  }
  if (!problem.empty()) {
    std::fprintf(stderr, "heartpath play: %s\n%s", problem.c_str(), kUsage);
    return false;
  }
  options.map = words.empty() ? paths.default_map() : words[0];
  return true;
}

// What a run of the game holds, made in this order (each needs those before it).
struct PlaySession {
  PlaySession(std::unique_ptr<Platform> made, Battle battle, const PlayOptions& options,
              const DataPaths& paths)
      : platform(std::move(made)),
        audio(!options.mute),
        music(audio, paths.music()),
        sounds(audio, options.sounds.empty() ? paths.data("sounds") : options.sounds),
        textures(platform->renderer()),
        text(platform->renderer(), hud_font(), fallback_fonts()),
        scene(platform->renderer(), std::move(battle), audio, textures, text, unit_art_files(paths),
              options.difficulty) {}

  std::unique_ptr<Platform> platform;
  Audio audio;
  MusicDirector music;
  SoundDirector sounds;
  TextureCache textures;
  TextRenderer text;
  BattleScene scene;
};

// What a run prints at its end (headless always; a window, as it closes, with --state-hash):
// the battle's state, and its hash when asked.
void print_summary(const BattleScene& scene, const PlayOptions& options) {
  const sim::World& world = scene.world();
  const sim::TurnState& turns = world.turns();
  const char* outcome = turns.outcome == sim::Outcome::kVictory  ? "victory"
                        : turns.outcome == sim::Outcome::kDefeat ? "defeat"
                                                                 : "in progress";
  std::printf("heartpath: map %s\n", scene.battle().map.path.c_str());
  std::printf("heartpath: difficulty %s\n",
              std::string(sim::difficulty_name(scene.difficulty())).c_str());
  std::printf("heartpath: turn %d, %s, %d damage dealt, %d taken\n", turns.turn, outcome,
              turns.hero_damage, turns.enemy_damage);
  for (const sim::Unit& unit : world.units()) {
    std::printf("heartpath:   %s %s: %d/%d HP at (%.1f, %.1f)%s\n",
                unit.side() == sim::Side::kHero ? "hero" : "enemy", unit.name().c_str(), unit.hp,
                unit.spec.hp, unit.position.x, unit.position.y,
                unit.knocked_out ? ", knocked out" : "");
  }
  if (scene.campaign_complete()) {
    std::printf("heartpath: campaign complete\n");
    std::printf("heartpath:   %s\n", view::campaign_won_line(scene.campaign().won_on()).c_str());
    for (const std::string& line : scene.campaign().summary_lines()) {
      std::printf("heartpath:   %s\n", line.c_str());
    }
  }
  if (options.state_hash) {
    std::printf("heartpath: state hash %016llx\n",
                static_cast<unsigned long long>(world.state_hash()));
  }
}

// The windowed game: real time feeds a fixed 60 Hz step; frames interpolate between ticks.
// When it ends (the player quits, or the last of --frames), --state-hash prints the battle as
// a headless run does: a page's test reads that after playing it with real input.
int run_window(std::unique_ptr<PlaySession> session, const PlayOptions& options) {
  const WindowLoopOptions loop_options{options.frames, options.screenshot, options.frame_log};
#ifdef __EMSCRIPTEN__
  // A page must not block: the browser calls a frame from each of its animation frames, after
  // this function has gone (emscripten_set_main_loop's simulated infinite loop unwinds the
  // stack). So the session and its loop are the page's, on the heap, for as long as it is open.
  struct PageRun {
    std::unique_ptr<PlaySession> session;
    PlayOptions options;
    WindowLoop loop;
  };
  PlaySession& played = *session;
  auto* page = new PageRun{std::move(session), options,
                           WindowLoop(*played.platform, played.scene, loop_options)};
  emscripten_set_main_loop_arg(
      [](void* run) {
        auto* page_run = static_cast<PageRun*>(run);
        if (page_run->loop.frame()) return;
        emscripten_cancel_main_loop();
        if (page_run->options.state_hash)
          print_summary(page_run->session->scene, page_run->options);
        // The canvas would only stand still: the page says the game has ended (shell.html).
        EM_ASM({
          if (Module.onGameEnded) Module.onGameEnded();
        });
      },
      page, 0, true);
#endif
  WindowLoop loop(*session->platform, session->scene, loop_options);
  while (loop.frame()) {
  }
  if (options.state_hash) print_summary(session->scene, options);
  return kExitOk;
}

// The headless demo: one tick per frame, the scripted attack, a screenshot of the last frame.
int run_headless(Platform& platform, BattleScene& scene, const PlayOptions& options) {
  const DemoAttack demo = demo_attack(scene.battle());
  bool ordered = false, finished = false, no_path = false;
  long tail = 0;
  long frame = 0;
  for (;; ++frame) {
    if (frame == kDemoStartFrame) {
      ordered = scene.order_attack(demo.hero, demo.enemy);
      if (!ordered)
        log::warning("the demo attack " + demo.hero + " -> " + demo.enemy +
                     " names a unit that is not on the map");
    }
    scene.step();
    scene.update_effects(sim::World::kDt);
    for (const sim::Event& e : scene.world().events()) {
      finished |= std::holds_alternative<sim::ActionFinished>(e);
      no_path |= std::holds_alternative<sim::NoPath>(e);
    }
    const bool done = options.frames > 0 ? frame + 1 >= options.frames
                                         : (finished && ++tail >= kDemoTailFrames) ||
                                               frame + 1 >= kDemoMaxFrames ||
                                               (frame > kDemoStartFrame && !ordered);
    if (done) break;
  }
  scene.draw(platform.output_size(), 1.0);
  for (const sim::Unit& unit : scene.world().units()) {
    if (unit.name() == demo.enemy) {
      if (no_path) {
        std::printf("heartpath: demo: %s cannot reach %s: no path (walls close every way)\n",
                    demo.hero.c_str(), demo.enemy.c_str());
        continue;
      }
      std::printf("heartpath: demo: %s attacked %s (%d/%d HP left) and %s\n", demo.hero.c_str(),
                  demo.enemy.c_str(), unit.hp, unit.spec.hp,
                  finished ? "walked back home" : "did not finish in time");
    }
  }
  const std::string path = options.screenshot.empty() ? "heartpath-demo.png" : options.screenshot;
  const bool saved = write_screenshot(platform, path);
  platform.present();
  return saved ? kExitOk : kExitFailed;
}

// Scripted headless play: one tick per frame at 1x (two at 2x, four at 4x, none paused); each
// input replays on its tick, as the player's click or key would, so the speed never changes
// the outcome. Without --frames it ends once the battle is decided, or once the script
// is done and the heroes' turn stands idle, after a short tail; never past an hour of game time
// (or ten minutes after the last input).
int run_scripted(Platform& platform, BattleScene& scene, const PlayOptions& options,
                 const std::vector<ScriptedInput>& script) {
  // A simulated hour, or ten minutes past the last input.
  const long limit = std::max<long>(
      kScriptMaxFrames, script.empty() ? 0 : static_cast<long>(script.back().tick) + 60L * 60 * 10);
  std::size_t next = 0;
  long tail = 0;
  long frame = 0;
  std::int64_t tick = 0;
  bool done = false;
  // Whether the run is over after the tick just played: --frames and --seconds count game
  // time (ticks) here, and so does the tail, so the speed never changes where a run ends.
  auto over = [&] {
    const sim::World& world = scene.world();
    // Inputs still to come (N for the next map after a victory, say) keep the run going.
    const bool idle =
        next == script.size() && (world.turns().outcome != sim::Outcome::kOngoing ||
                                  (!world.busy() && world.turns().side == sim::TurnSide::kPlayer));
    if (options.frames > 0) return tick >= options.frames;
    return (idle && ++tail >= kDemoTailFrames) || tick >= limit;
  };
  auto frame_due = std::chrono::steady_clock::now();
  for (; !done && frame < limit; ++frame) {
    if (options.realtime) {  // the audio device plays in real time; the battle keeps with it
      frame_due += std::chrono::microseconds(1000000 / sim::World::kTicksPerSecond);
      std::this_thread::sleep_until(frame_due);
    }
    // As many ticks as the game speed makes of one frame (1, 2 or 4; none while paused);
    // inputs replay on their ticks whatever the speed, so the outcome does not depend on it.
    const int ticks = static_cast<int>(scene.time_scale());
    for (int t = 0; t < std::max(ticks, 1) && !done; ++t) {
      for (; next < script.size() && script[next].tick <= tick; ++next) {
        const ScriptedInput& input = script[next];
        switch (input.kind) {
          case ScriptedInput::Kind::kClickUnit:
            if (!scene.click_unit(input.name)) {
              log::warning(options.script + ":" + std::to_string(input.line) +
                           ": no unit named \"" + input.name + "\" on this map; click skipped");
            }
            break;
          case ScriptedInput::Kind::kClickPoint:
            scene.click_world(input.point);
            break;
          case ScriptedInput::Kind::kHoverUnit:
            if (!scene.hover_unit(input.name)) {
              log::warning(options.script + ":" + std::to_string(input.line) +
                           ": no unit named \"" + input.name + "\" on this map; hover skipped");
            }
            break;
          case ScriptedInput::Kind::kHoverPoint:
            scene.hover_world(input.point);
            break;
          case ScriptedInput::Kind::kKey:
            scene.press_key(input.name);
            break;
          case ScriptedInput::Kind::kEndTurn:
            scene.press_key("Space");
            break;
          case ScriptedInput::Kind::kUndo:
            scene.press_key("U");
            break;
          case ScriptedInput::Kind::kResetTurn:
            scene.press_key("T");
            break;
        }
      }
      if (ticks == 0) break;  // paused: inputs still arrive (to unpause), time does not pass
      scene.step();
      ++tick;
      done = over();
    }
    scene.update_effects(sim::World::kDt);
  }
  if (options.frames <= 0 && !done) {
    log::warning("the scripted play stopped at its limit of " +
                 std::to_string(limit / sim::World::kTicksPerSecond) + " s of game time");
  }
  scene.draw(platform.output_size(), 1.0);
  print_summary(scene, options);
  const bool saved = options.screenshot.empty() || write_screenshot(platform, options.screenshot);
  platform.present();
  return saved ? kExitOk : kExitFailed;
}

}  // namespace

int run_play(std::vector<std::string> args) {
  const DataPaths paths = find_data_paths();
  PlayOptions options;
  bool help = false;
  if (!parse_options(std::move(args), paths, options, help)) return kExitBadInput;
  if (help) {
    std::fputs(kUsage, stdout);
    return kExitOk;
  }
  if (!options.music.empty()) use_music_folder(options.music);  // before the map's check
  if (!options.headless && !display_available()) {
    log::info(
        "no display found (DISPLAY and WAYLAND_DISPLAY are unset): playing the headless demo");
    options.headless = true;
  }

  Diagnostics diagnostics;
  // The map is played only if check would pass it: every error is printed, then the game stops.
  std::optional<Battle> battle = load_checked_battle(options.map, diagnostics);
  if (!battle) {
    for (const Diagnostic& d : diagnostics.items()) {
      std::fprintf(stderr, "%s\n", d.to_string().c_str());
    }
    return kExitBadInput;
  }

  std::vector<ScriptedInput> script;
  if (!options.script.empty()) {
    Diagnostics script_problems;
    auto loaded = load_input_script(options.script, script_problems);
    for (const Diagnostic& d : script_problems.items())
      std::fprintf(stderr, "%s\n", d.to_string().c_str());
    if (!loaded) return kExitBadInput;
    script = std::move(*loaded);
  }

  PlatformOptions platform_options;
  platform_options.width = options.width;
  platform_options.height = options.height;
  platform_options.headless = options.headless;
  platform_options.fullscreen = options.fullscreen;
  std::string error;
  std::unique_ptr<Platform> platform = Platform::create(platform_options, error);
  if (!platform) {
    log::error(error);
    return kExitFailed;
  }
  auto session =
      std::make_unique<PlaySession>(std::move(platform), std::move(*battle), options, paths);
  BattleScene& scene = session->scene;
  const bool windowed = script.empty() && options.script.empty() && !options.headless;
  if (windowed) scene.show_title();
  scene.show_load_warnings(diagnostics);  // held for the battle's start when the title shows
  for (const std::string& key : options.overlay_keys) scene.toggle_overlay(key);
  scene.set_music(&session->music);
  scene.set_sounds(&session->sounds);
  if (!options.intensity_log.empty() && !scene.record_intensity(options.intensity_log)) {
    log::warning("cannot write the intensity log " + options.intensity_log +
                 "; playing without it");
  }
  if (!script.empty() || !options.script.empty()) {
    return run_scripted(*session->platform, scene, options, script);
  }
  if (options.headless) return run_headless(*session->platform, scene, options);
  if (kHaveThreads) scene.forecast_on_thread();  // else each forecast is played in its frame
  return run_window(std::move(session), options);
}

}  // namespace hp::app
