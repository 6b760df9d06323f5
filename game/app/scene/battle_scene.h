// BattleScene: one map being played: the world, its drawing, and the jobs around it: input
// into orders (BattleInput), events told to the player (BattleNarrator), and the campaign
// flow (CampaignFlow), whose steps the scene carries out.
#pragma once

#include <cstdint>
#include <optional>
#include <set>
#include <string>
#include <utility>
#include <vector>

#include "engine/platform/platform.h"
#include "engine/render/map/map_renderer.h"
#include "game/app/content/battle_loader.h"
#include "game/app/music/battle_intensity.h"
#include "game/app/music/intensity_log.h"
#include "game/app/music/music_manifest.h"
#include "game/app/scene/battle_input.h"
#include "game/app/scene/battle_narrator.h"
#include "game/app/scene/campaign_flow.h"
#include "game/app/scene/map_reloader.h"
#include "game/app/scene/settings.h"
#include "game/sim/world/turn_history.h"
#include "game/sim/world/world.h"
#include "game/view/battlefield/event_effects.h"
#include "game/view/battlefield/map_labels.h"
#include "game/view/battlefield/objective_view.h"
#include "game/view/battlefield/standing_art.h"
#include "game/view/battlefield/still_scene.h"
#include "game/view/battlefield/world_view.h"
#include "game/view/canvas/camera.h"
#include "game/view/canvas/label_board.h"
#include "game/view/overlays/collision_overlay.h"
#include "game/view/overlays/frame_timing_overlay.h"
#include "game/view/overlays/music_overlay.h"
#include "game/view/overlays/patrol_overlay.h"
#include "game/view/overlays/steering_overlay.h"
#include "game/view/previews/attack_preview.h"
#include "game/view/previews/move_preview.h"
#include "game/view/previews/reach_shading.h"
#include "game/view/screens/hud.h"
#include "game/view/screens/pause_menu.h"
#include "game/view/screens/turn_buttons.h"
#include "game/view/text/combat_log.h"

struct SDL_Renderer;

namespace hp {
class Audio;
class TextRenderer;
class TextureCache;
}  // namespace hp

namespace hp::app {

class MusicDirector;
class SoundDirector;

class BattleScene {
 public:
  // The battles are played on `difficulty` (--difficulty, for this run only) when given, else on
  // the difficulty saved in the settings.
  BattleScene(SDL_Renderer* renderer, Battle battle, Audio& audio, TextureCache& textures,
              TextRenderer& text, view::UnitArt art,
              std::optional<sim::Difficulty> difficulty = std::nullopt);
  // The effects call back into the scene (the combat log), so it stays where it was made.
  BattleScene(const BattleScene&) = delete;
  BattleScene& operator=(const BattleScene&) = delete;

  // Reacts to a click, key or mouse move (window-level keys like F11 are the loop's).
  void handle(const InputEvent& event);
  // Advances the world one fixed tick with the orders gathered since the last one.
  void step();
  // Game time per real time: 1, 2 or 4 (keys 1, 2, 4), or 0 while paused (P), in the pause
  // menu (Esc) or on the title screen.
  double time_scale() const { return menu_open_ || title_ ? 0.0 : input_.time_scale(); }
  // Shows the title screen until a click or key (windowed play starts with it).
  void show_title() {
    title_ = true;
    effects_.hold_problems(true);  // the title covers the notice line
  }
  // The music for the title, the turns and the results (nullptr: none); starts the title's
  // track, or the player's turn's when the title is not shown.
  void set_music(MusicDirector* music);
  // The sound effects for events, clicks and steps (nullptr: none); follows its folder while
  // effects are updated.
  void set_sounds(SoundDirector* sounds);
  // The pause menu's Quit was chosen.
  bool quit_requested() const { return quit_; }
  // Advances real-time effects (shake, floating numbers) by dt seconds.
  void update_effects(double dt);
  // Draws the frame at alpha between the last two ticks, for an output of size.
  void draw(Size output, double alpha);

  // The window's play: the attack and move previews' forecasts (the move's check with it) play
  // on threads of their own, so no frame waits on one (view::ForecastPlay). Without it they play
  // in frame-sized slices, the same frames giving the same pictures (the headless demo, scripted
  // play).
  void forecast_on_thread() {
    preview_ = view::AttackPreview(view::ForecastPlay::kOnThread);
    move_preview_ = view::MovePreview(view::ForecastPlay::kOnThread);
  }

  // Orders hero to attack enemy on the next step, as a player's two clicks would (the demo).
  bool order_attack(const std::string& hero, const std::string& enemy) {
    return input_.order_attack(hero, enemy);
  }
  // Scripted play (--script): a left click at a point of the world, or on a unit where it
  // stands now (false: no such unit), and a key press, exactly as a player's would be.
  void click_world(Vec2 world) { input_.click(world); }
  bool click_unit(const std::string& name);
  // Puts the pointer over a world point, or over a unit's feet (scripts: the hover preview and
  // tooltips). Returns false when no unit has that name.
  void hover_world(Vec2 world) { input_.hover(world); }
  bool hover_unit(const std::string& name);
  void press_key(const std::string& key);
  const sim::World& world() const { return world_; }
  // The top bar's standing message: what the player can do now, or why not.
  std::string hint() const;
  // What every battle of this run is played on (the title screen's Left/Right change it).
  sim::Difficulty difficulty() const { return difficulty_; }
  // How the battlefield was drawn last frame, and how many rectangles were drawn again.
  const view::StillScene& still_scene() const { return still_; }
  // The words on the ground marks (doors, arrivals, areas) as drawn last frame.
  const std::vector<view::MapLabel>& map_labels() const { return map_labels_; }
  // F1 steering (route, intercept, velocities, clearances), F2 patrol routes, F3 collision,
  // F4 frame timing: toggled by key name, as the keys do.
  void toggle_overlay(const std::string& key);
  // The loop's measurements of the frame just shown, for F4.
  void record_frame(const view::FrameSample& sample) { timing_overlay_.record(sample); }
  // --intensity-log: writes the music's measures of danger to path every 0.1 s of play (for
  // the jukebox's audition); false when path cannot be written.
  bool record_intensity(const std::string& path) { return intensity_log_.open(path); }
  const Battle& battle() const { return battle_; }
  // Plays `battle` from its first turn in place of the current one (the next map, or a map
  // loaded again); the window, sound and settings stay.
  void switch_battle(Battle battle);
  // Hot reload: a saved map takes over the battle in place, keeping the camera, and the turn
  // when the units still match (World::resume_from); a broken one keeps the current map and
  // shows its problems on screen until a good save.
  void apply_reload(Reload reload);
  // Whether the campaign's last map (one without next_map) is won: its closing screen shows.
  bool campaign_complete() const { return campaign_.done(); }
  // The maps won since the campaign (re)started.
  const CampaignRecord& campaign() const { return campaign_.record(); }
  // The problems of the last broken save (empty once a good one loaded).
  const std::vector<std::string>& load_problems() const { return load_problems_; }
  // A map's warnings (it loaded, but check has something to say): each goes to the log, and
  // the notice line says how many and the first, once.
  void show_load_warnings(const Diagnostics& diagnostics);
  // The music's and the sounds' problems (MusicDirector::problems(), SoundDirector::problems(),
  // in the jukebox listing's words) that came since the last look: the first on the notice
  // line, as map warnings are shown.
  void show_audio_problems();
  // The notice line as drawn now (news, or a refusal's reason); empty once it has faded.
  const std::string& notice() const { return effects_.notice(); }

 private:
  // The scene's own share of input (battle_scene_controls.cpp): the title and the pause menu
  // (true when they took the event), and the menu's choices.
  bool handle_overlays(const InputEvent& event);
  // The combat log's scrolling (true when it took the event).
  bool scroll_log(const InputEvent& event);
  void act(view::PauseMenu::Action action);
  // What input asks of the scene.
  InputCalls input_calls();
  // The volumes, the game speed and the difficulty chosen on the title into the user's settings
  // file, for the next start (a --difficulty given for one run is not saved).
  void save_settings();
  // The title screen's Left/Right: the battle under it starts again on `difficulty`, saved.
  void choose_difficulty(sim::Difficulty difficulty);
  // Every world the scene plays is made here, from `battle`'s setup stamped with the difficulty
  // of this run: the first battle, a restart, a reload, the next map, a new choice on the title.
  static sim::World world_on(Battle& battle, sim::Difficulty difficulty);
  // A game speed other than 1x kept from the last run is said when the battle begins.
  std::string kept_speed_note() const;
  void announce_kept_speed();

  // battle_scene_undo.cpp: the last Move taken back and the turn reset (TurnHistory), each
  // written in the log or refused with the reason; the buttons that offer them.
  void undo_move();
  void reset_turn();
  // The drawing, the previews and the orders in hand belonged to the world before the rewind.
  void rewound();
  view::TurnButtonsState turn_buttons() const;
  // A left click on one of those buttons (true when it took the click).
  bool click_turn_button(const InputEvent& event);
  // The panels' scale on an output: doubled on tall (high-DPI) outputs.
  static double ui_scale_for(Size output) { return output.h >= 1200 ? 2.0 : 1.0; }

  // The switching the campaign flow (CampaignFlow) asks for: the current map again (R), the
  // next map (N after a victory), and what the closing screen's keys (R, Esc, Q) ask for.
  void restart();
  void next_map();
  void follow(FlowStep step);
  // The closing screen's share of input; true when it took the event.
  bool handle_campaign_screen(const InputEvent& event);

  // The scene itself (battle_scene.cpp): the battle taken on, sound and music, drawing.
  // The pause menu's volumes to the effects and the music.
  void apply_volumes();
  // Plays `battle` with `world` from now on, forgetting what belonged to the old map (cached
  // drawing, walk cycles, the preview, orders and selection); the camera is the caller's.
  void take_battle(Battle battle, sim::World world);
  // Plays `world` on the current map from now on: a fresh start (R) or take_battle's.
  void start_world(sim::World world);
  // The map's `music` property overrides the player-turn track (MusicDirector).
  void follow_map_music();
  // A moment of the battle to the music.
  void cue(Moment moment);
  // draw()'s layers, bottom to top.
  void draw_battlefield(double alpha);
  void update_previews();
  void draw_previews();
  const std::vector<sim::EnemyPlan>* previewed_plans() const;
  void draw_panels(Size output, double ui_scale, int hud_height, const view::HudText& hud);
  view::HudText hud_text() const;
  void lay_out_labels(int hud_height, double ui_scale);
  std::vector<view::ScreenRect> panels_over_battlefield(double ui_scale) const;
  void draw_screens(Size output);
  void draw_queue();
  void draw_tooltip(double ui_scale);

  SDL_Renderer* renderer_;
  Settings saved_;              // settings.json as read at the start and changed since
  sim::Difficulty difficulty_;  // what this run plays: --difficulty, else the saved one
  Battle battle_;               // (its setup stamped with difficulty_: world_on)
  sim::World world_;
  sim::TurnHistory history_;  // the world before each Move and at the turn's start (undo, reset)
  TextureCache& textures_;
  TextRenderer& text_;
  MapRenderer map_renderer_;
  view::StandingArt standing_;  // what stands on a map seen at an angle, drawn with the units
  view::StillScene still_;      // the map's picture while the camera holds still or pans
  std::optional<view::MapMotion> map_motion_;  // how that picture may move, for this map
  view::WorldView world_view_;
  view::EventEffects effects_;
  view::SteeringOverlay steering_overlay_;
  view::PatrolOverlay patrol_overlay_;
  view::CollisionOverlay collision_overlay_;
  view::FrameTimingOverlay timing_overlay_;
  view::MusicOverlay music_overlay_;  // F5
  view::MovePreview move_preview_;
  view::ReachShading reach_shading_;  // where the selected hero can move, under the units
  view::AttackPreview preview_;
  view::CombatLog combat_log_;
  BattleNarrator narrator_;  // the events into log lines, banners and music cues
  view::Camera camera_;
  view::LabelBoard labels_;                 // the frame's names, bars and numbers (label_board.h)
  std::vector<view::MapLabel> map_labels_;  // the marks' words, as drawn last frame
  view::ObjectivePanel objectives_;         // the frame's objective panel
  bool objectives_faint_ = false;           // it gives way to units or the pointer under it
  BattleInput input_;  // clicks and keys into orders: selection, queue, held keys, pointer
  double clock_ = 0;   // real seconds, for pulsing highlights
  Audio& audio_;
  MusicDirector* music_ = nullptr;
  std::set<std::string> audio_problems_shown_;  // the problems on the notice already, as text
  // The music's and the sounds' problems_version() when show_audio_problems last looked.
  std::pair<std::uint64_t, std::uint64_t> audio_problems_seen_{0, 0};
  SoundDirector* sounds_ = nullptr;
  IntensityLogWriter intensity_log_;  // play --intensity-log: the music's measures over time
  view::PauseMenu menu_;
  bool menu_open_ = false;
  bool title_ = false;
  bool quit_ = false;
  Size output_{};                           // the last frame's output size
  std::vector<std::string> load_problems_;  // the last broken save's errors
  CampaignFlow campaign_;                   // the maps won, the next map, the closing screen
};

}  // namespace hp::app
