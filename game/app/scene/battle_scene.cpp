// BattleScene: the battle on screen; composes the input (BattleInput), the narrator
// (BattleNarrator) and the campaign flow (CampaignFlow), and steps, draws and switches battles.
#include "game/app/scene/battle_scene.h"

#include <SDL.h>

#include <cmath>
#include <cstdlib>
#include <filesystem>

#include "engine/audio/audio.h"
#include "engine/core/log.h"
#include "engine/render/draw/shapes.h"
#include "engine/render/draw/texture_cache.h"
#include "engine/render/text/text_renderer.h"
#include "engine/tiled/map_geometry.h"
#include "game/app/check/map_check.h"
#include "game/app/music/music_director.h"
#include "game/app/scene/music_readout.h"
#include "game/app/scene/reload_news.h"
#include "game/app/scene/settings.h"
#include "game/app/sound/sound_director.h"
#include "game/sim/battle/enemy_tactics.h"
#include "game/sim/battle/wounded_flight.h"
#include "game/view/battlefield/aggro_marks.h"
#include "game/view/battlefield/arrival_markers.h"
#include "game/view/battlefield/door_view.h"
#include "game/view/battlefield/map_labels.h"
#include "game/view/battlefield/objective_view.h"
#include "game/view/previews/enemy_intent.h"
#include "game/view/previews/queued_orders.h"
#include "game/view/screens/campaign_screen.h"
#include "game/view/screens/hud.h"
#include "game/view/screens/load_error_panel.h"
#include "game/view/screens/title_screen.h"
#include "game/view/screens/unit_tooltip.h"
#include "game/view/text/difficulty_text.h"
#include "game/view/text/objective_text.h"
#include "game/view/text/order_messages.h"

namespace hp::app {
namespace {

// The map loaded's warnings (it loaded, but check has something to say), one line each.
std::vector<std::string> warning_lines(const Diagnostics& diagnostics) {
  std::vector<std::string> warnings;
  for (const Diagnostic& d : diagnostics.items()) {
    if (d.severity == Severity::kWarning) warnings.push_back(d.to_string());
  }
  return warnings;
}

}  // namespace

BattleScene::BattleScene(SDL_Renderer* renderer, Battle battle, Audio& audio,
                         TextureCache& textures, TextRenderer& text, view::UnitArt art,
                         std::optional<sim::Difficulty> difficulty)
    : renderer_(renderer),
      saved_(load_user_settings()),
      difficulty_(difficulty.value_or(saved_.difficulty)),
      battle_(std::move(battle)),
      world_(world_on(battle_, difficulty_)),
      history_(world_),
      textures_(textures),
      text_(text),
      map_renderer_(renderer, textures),
      standing_(renderer, textures),
      still_(renderer),
      world_view_(renderer, textures, text, std::move(art)),
      effects_(text),
      steering_overlay_(renderer),
      patrol_overlay_(renderer, text),
      collision_overlay_(renderer),
      timing_overlay_(renderer, text),
      music_overlay_(renderer, text),
      narrator_(effects_, combat_log_,
                {[this](Moment moment) { cue(moment); }, [this] { input_.end_fast_forward(); },
                 [this] { campaign_.record_victory(world_, battle_.map); }}),
      input_(world_, effects_, camera_, input_calls()),
      audio_(audio),
      campaign_(battle_.map.path) {
  menu_.set_volumes(saved_.master, saved_.music, saved_.effects);
  input_.set_speed(saved_.speed);
  if (saved_.speed != 1) log::info(kept_speed_note());
  log::info("Difficulty: " + view::difficulty_title(difficulty_) +
            (difficulty ? " (--difficulty, for this run)" : ""));
  announce_kept_speed();
  const std::string every_frame =
      std::getenv("HEARTPATH_DRAW_EVERY_FRAME") ? std::getenv("HEARTPATH_DRAW_EVERY_FRAME") : "";
  if (!every_frame.empty() && every_frame != "0" && every_frame != "1") {
    log::warning("HEARTPATH_DRAW_EVERY_FRAME=" + every_frame +
                 " is neither 1 (draw the map in full every frame) nor 0 (copy its pictures): "
                 "copying its pictures");
  }
  still_.set_enabled(every_frame != "1");
  map_renderer_.set_layer_cache(every_frame != "1");
  apply_volumes();
  effects_.banner("Turn 1", kPlayerTurnLine, kTurnBannerSeconds);
  effects_.on_refusal([this](const std::string& reason) { combat_log_.add("Refused: " + reason); });
}

std::string BattleScene::kept_speed_note() const {
  return "Speed " + std::to_string(input_.speed()) + "x, as last played (keys 1, 2, 4 change it)";
}

void BattleScene::announce_kept_speed() {
  if (input_.speed() != 1) effects_.announce(kept_speed_note());
}

void BattleScene::set_music(MusicDirector* music) {
  music_ = music;
  follow_map_music();
  apply_volumes();
  cue(title_ ? Moment::kTitle : Moment::kPlayerTurn);
}

void BattleScene::set_sounds(SoundDirector* sounds) {
  sounds_ = sounds;
  effects_.set_sound([sounds](view::SoundCue cue) {
    if (sounds) sounds->play(cue);
  });
}

void BattleScene::apply_volumes() {
  audio_.set_effects_volume(menu_.master_volume() * menu_.effects_volume());
  if (music_) music_->set_volume(menu_.master_volume(), menu_.music_volume());
}

void BattleScene::follow_map_music() {
  if (!music_) return;
  music_->set_map(std::filesystem::path(battle_.map.path).filename().string());
  music_->set_map_override(battle_.map.properties.get_string("music").value_or(""));
}

void BattleScene::cue(Moment moment) {
  if (music_) music_->enter(moment);
}

sim::World BattleScene::world_on(Battle& battle, sim::Difficulty difficulty) {
  battle.setup.difficulty = difficulty;  // a loaded map comes as drawn (Story); the game's choice
  return sim::World(battle.setup);
}

void BattleScene::take_battle(Battle battle, sim::World world) {
  battle_ = std::move(battle);
  map_renderer_.forget_map();  // its cache is keyed by the map's address, which stays the same
  standing_.forget();          // as is this one's
  still_.forget();
  map_motion_.reset();
  load_problems_.clear();
  start_world(std::move(world));
  follow_map_music();  // the map's `music` may differ
}

void BattleScene::start_world(sim::World world) {
  world_ = std::move(world);
  history_ = sim::TurnHistory(world_);
  world_view_.reset();
  preview_.forget();       // its route was planned in the old world
  move_preview_.forget();  // as was its check
  input_.reset();
  combat_log_.clear();
  campaign_.battle_started();  // a victory on the last map shows the closing screen again
}

void BattleScene::apply_reload(Reload reload) {
  const std::string name = battle_title(battle_.map);
  if (!reload.battle) {
    load_problems_.clear();
    for (const Diagnostic& d : reload.diagnostics.items()) {
      if (d.severity != Severity::kError) continue;
      load_problems_.push_back(d.to_string());
      log::error(d.to_string());
    }
    effects_.refuse(name + " did not load: still playing the last good version");
    return;
  }
  // Images that changed on disk are read again; the rest stay cached.
  for (const std::string& file : reload.changed_files) textures_.forget(file);
  sim::World next = world_on(*reload.battle, difficulty_);
  const bool resumed = next.resume_from(world_);
  const std::string news = reload_news(name, world_, next, resumed);
  log::info(news);
  take_battle(std::move(*reload.battle), std::move(next));  // the camera stays where it was
  effects_.announce(news);
  if (!resumed) {
    effects_.banner("Turn 1", "The units changed: the battle starts again", kTurnBannerSeconds);
    cue(Moment::kPlayerTurn);
  }
  show_load_warnings(reload.diagnostics);  // after the news, so the notice line shows it
}

void BattleScene::step() {
  history_.step(world_, input_.take_orders());  // world_.step, keeping what undo needs
  effects_.on_events(world_.events(), camera_);
  effects_.on_steps(world_.units());
  world_view_.on_events(world_.events(), clock_);
  narrator_.narrate(world_, battle_.map);
}

void BattleScene::update_effects(double dt) {
  clock_ += dt;
  campaign_.update(dt);
  input_.update(dt);
  input_.move_camera(dt, output_);
  camera_.update(dt);
  effects_.update(dt);
  if (sounds_) sounds_->update(dt);
  // Every loop (window, demo, script) comes through here, so decodes that finished on the
  // loader's thread reach the mixer in each of them.
  if (music_) music_->update(dt);
  const IntensityInputs danger = intensity_inputs(world_.units());
  intensity_log_.record(danger, dt);
  if (music_) music_->follow_battle(danger, dt);  // the stems follow the fight
  show_audio_problems();
}

// Name, HP, speed and slam of the unit under the mouse, and whether it can still act.
void BattleScene::draw_tooltip(double ui_scale) {
  const sim::Unit* unit =
      input_.selection().hovered ? world_.unit(*input_.selection().hovered) : nullptr;
  if (!unit || !unit->in_play()) return;
  // The attack preview says more about the enemy, and must not be covered; a menu or the pause
  // covers the battle.
  if (preview_.forecast() || menu_open_ || input_.paused()) return;
  std::string extra;
  if (unit->side() == sim::Side::kHero && world_.turns().side == sim::TurnSide::kPlayer) {
    extra = view::actions_left(!world_.turns().has_moved(unit->id.index),
                               !world_.turns().has_acted(unit->id.index));
  } else if (sim::runs_when_threatened(*unit)) {
    extra = "wounded: runs from heroes";
  } else {
    extra = view::aggro_note(*unit);
  }
  // The tooltip keeps off the unit, every standing unit near it and the panels over the
  // battlefield: the objective panel (faint or not) and the buttons are drawn over it.
  std::vector<view::ScreenRect> panels = panels_over_battlefield(ui_scale);
  if (!objectives_.lines.empty()) panels.push_back(objectives_.box);
  const double zoom = camera_.zoom();
  std::vector<view::ScreenRect> others;
  for (const sim::Unit& other : world_.units()) {
    if (other.id == unit->id || !other.in_play()) continue;
    others.push_back(view::figure_rect(other, camera_.to_screen(other.position), zoom));
  }
  const view::ScreenRect figure = view::figure_rect(*unit, camera_.to_screen(unit->position), zoom);
  view::draw_unit_tooltip(renderer_, text_, *unit, figure, others, panels, camera_.view_rect(),
                          ui_scale, extra);
}

void BattleScene::draw_queue() {
  std::vector<view::QueuedMarker> markers;
  int number = 0;
  for (const QueuedOrder& order : input_.queue().orders()) {
    view::QueuedMarker m;
    m.label = std::to_string(++number);
    if (order.attack) {
      const sim::Unit* enemy = world_.unit(order.attack->target);
      if (!enemy) continue;
      m.where = enemy->position;
      m.radius = enemy->radius();
      // Several orders on one enemy: their numbers side by side.
      for (const view::QueuedMarker& earlier : markers) m.slot += earlier.where == m.where;
    } else if (order.move) {
      const sim::Unit* hero = world_.unit(order.move->hero);
      m.where = order.move->to;
      m.move = true;
      m.radius = hero ? hero->radius() : m.radius;
    }
    markers.push_back(m);
  }
  view::draw_queued_orders(renderer_, text_, camera_, markers);
}

std::string BattleScene::hint() const {
  if (title_) return "Click or press Enter to begin";
  if (menu_open_) return "Paused: Esc resumes";
  if (input_.paused()) return "Paused: P resumes";
  if (campaign_.screen_shown()) return "Campaign complete";
  const sim::TurnState& turns = world_.turns();
  if (turns.outcome == sim::Outcome::kVictory) {
    return "Victory! " + view::outcome_reason(world_) + " (" + after_result(world_, battle_.map) +
           ")";
  }
  if (turns.outcome == sim::Outcome::kDefeat) {
    return "Defeat: " + view::outcome_reason(world_) + " (" + after_result(world_, battle_.map) +
           ")";
  }
  if (turns.side == sim::TurnSide::kEnemy) {
    return "Turn " + std::to_string(turns.turn) +
           ", enemies' move: " + std::string(sim::enemy_rule(world_.setup().difficulty));
  }
  if (world_.busy() && !input_.queue().empty()) {
    return std::to_string(input_.queue().orders().size()) +
           " queued: they follow in order (Esc clears; click a hero to queue more)";
  }
  if (world_.move()) return "Moving... (click a hero, then its target, to queue an order)";
  if (world_.waiting_on_plans()) {
    return "Turn " + std::to_string(turns.turn) + ": the enemies plan their move...";
  }
  if (world_.busy()) return "Attacking... (click a hero, then its target, to queue an order)";
  if (input_.selection().selected) {
    const sim::Unit* hero = world_.unit(*input_.selection().selected);
    const std::string who = hero ? hero->name() : std::string("Hero");
    const bool attack = world_.can_order(*input_.selection().selected);
    const bool move = world_.can_move(*input_.selection().selected);
    const std::string what = attack && move ? "click an enemy to attack, or open ground to move"
                             : attack       ? "click an enemy to attack (" + who + " has moved)"
                                      : "click open ground to move (" + who + " has attacked)";
    return who + " selected: " + what + " (right-click or Esc cancels)";
  }
  return "Turn " + std::to_string(turns.turn) +
         ": click a hero, then an enemy to attack or open ground to move (Space ends the turn)";
}

void BattleScene::draw(Size output, double alpha) {
  output_ = output;
  const double ui_scale = ui_scale_for(output);
  const view::HudText hud = hud_text();
  // Taller on a narrow window, where the message goes under the title.
  const int hud_height = view::hud_height(text_, output.w, ui_scale, hud);
  // The world is seen through the map's projection (isometric maps) and fits by its drawn size.
  const tiled::MapGeometry geometry(battle_.map);
  camera_.set_projection(geometry);
  const Vec2 map_size = geometry.pixel_size();
  camera_.fit(map_size.x, map_size.y, output.w, output.h, hud_height);
  update_previews();
  lay_out_labels(hud_height, ui_scale);
  draw_battlefield(alpha);
  draw_previews();
  // Paused: the battlefield dims, so nobody takes a still picture for a game waiting on them.
  if (input_.paused()) {
    fill_rect(renderer_, 0, 0, static_cast<float>(output.w), static_cast<float>(output.h),
              {0, 0, 0, 110});
  }
  draw_panels(output, ui_scale, hud_height, hud);
  draw_screens(output);
}

// The objective panel first (it gives way to units and the pointer under it, else labels keep
// off it), then a fresh board for the frame's names, bars and numbers, which keep off the
// buttons and the log too.
void BattleScene::lay_out_labels(int hud_height, double ui_scale) {
  objectives_ = view::layout_objective_panel(text_, world_, hud_height, ui_scale);
  std::vector<view::ScreenRect> figures;
  for (const sim::Unit& unit : world_.units()) {
    if (!unit.in_play()) continue;
    figures.push_back(view::figure_rect(unit, camera_.to_screen(unit.position), camera_.zoom()));
  }
  objectives_faint_ = view::panel_gives_way(objectives_.box, figures, input_.mouse());
  labels_.clear(camera_.view_rect());
  if (!objectives_faint_ && !objectives_.lines.empty()) labels_.reserve(objectives_.box);
  for (const view::ScreenRect& panel : panels_over_battlefield(ui_scale)) labels_.reserve(panel);
}

// The Undo and Reset buttons while shown, and the combat log while open (as last drawn).
std::vector<view::ScreenRect> BattleScene::panels_over_battlefield(double ui_scale) const {
  std::vector<view::ScreenRect> panels;
  if (combat_log_.shown()) panels.push_back(combat_log_.box());
  if (turn_buttons().shown && !menu_open_ && !title_) {
    for (const view::TurnButton button : {view::TurnButton::kUndo, view::TurnButton::kReset}) {
      panels.push_back(view::turn_button_rect(button, output_.w, output_.h, ui_scale));
    }
  }
  return panels;
}

// The map, its areas and doors, the units and what the enemies will do.
void BattleScene::draw_battlefield(double alpha) {
  // Tile animations run on real time, like the other effects. The seed's waypoint grid is a
  // marker layer for the editor: the game shows routes with F2 instead.
  // An open door's tile layer is left out, so the ground shows through.
  // On a map seen at an angle, what stands up is drawn with the units, in depth order.
  MapDrawOptions layers{false, {"waypoints"}, {}, true};
  for (std::string& open : view::open_door_layers(world_)) layers.hide_layers.push_back(open);
  const std::vector<std::string> hidden = layers.hide_layers;
  standing_.prepare(battle_.map);
  for (const std::string& name : standing_.layers()) layers.hide_layers.push_back(name);
  const auto time_ms = static_cast<std::int64_t>(clock_ * 1000.0);
  const MapView view = camera_.map_view(time_ms);
  standing_.place(camera_, time_ms, hidden);
  world_view_.prepare(world_, camera_, alpha, input_.selection(), clock_);
  reach_shading_.update(world_, input_.selection().selected);
  view::StandingArt* standing = standing_.empty() ? nullptr : &standing_;
  // Drawn once while nothing in the key changes (still_scene.h), else every frame.
  static constexpr std::uint8_t kBackground[3] = {18, 16, 26};
  const auto still = [&](const MapView& drawn_view) {
    SDL_SetRenderDrawColor(renderer_, kBackground[0], kBackground[1], kBackground[2], 255);
    SDL_RenderClear(renderer_);
    map_renderer_.draw(battle_.map, drawn_view, layers);
    standing_.place(drawn_view);
    standing_.draw_flat();
  };
  // Drawn every frame, over that; again where something standing should hide some of it.
  const auto moving = [&](std::vector<view::DrawnArea>* drawn) {
    const view::DrawContext marks{renderer_, text_, world_, camera_, drawn};
    view::draw_goal_areas(marks);
    view::draw_trigger_areas(marks);
    view::draw_closed_doors(marks);
    view::draw_arrival_markers(marks, clock_);
    reach_shading_.draw(marks);  // under the aggro rings and the units
    view::draw_aggro_ranges(renderer_, world_, camera_, drawn);  // under the units
    world_view_.draw_grounded(standing, drawn);
  };
  if (!map_motion_) map_motion_ = view::map_motion(battle_.map);
  const view::StillSceneKey key{&battle_.map,
                                view.origin,
                                view.zoom,
                                view.output_width,
                                view.output_height,
                                hidden,
                                map_renderer_.animation_phase(battle_.map, time_ms),
                                map_motion_->rigid,
                                static_cast<int>(std::ceil(map_motion_->reach * view.zoom)) + 2};
  // Where the map draws on the output (still_scene.h, Pictures::kFlat).
  const view::PictureCopy copy{{kBackground[0], kBackground[1], kBackground[2]},
                               view::map_content(*map_motion_, view)};
  still_.draw(key, view, standing, still, moving, copy);
  world_view_.draw_above(standing, &labels_);
  const view::DrawContext ctx{renderer_, text_, world_, camera_};
  // While an order is previewed, the intents as they will be once it is done.
  if (const std::vector<sim::EnemyPlan>* after = previewed_plans()) {
    view::draw_enemy_intents(ctx, *after, labels_);
  } else {
    view::draw_enemy_intents(ctx, labels_);
  }
  // The marks' words over everything on the field, around the names and intents.
  map_labels_ = view::map_labels(world_, camera_);
  view::draw_map_labels(text_, labels_, map_labels_);
}

// The enemies' plans after the order on show, once its forecast is done.
const std::vector<sim::EnemyPlan>* BattleScene::previewed_plans() const {
  const sim::AttackForecast* attack = preview_.finished() ? preview_.forecast() : nullptr;
  if (attack && attack->accepted && attack->complete) return &attack->plans_after;
  const sim::MoveForecast* move = move_preview_.forecast();
  if (move && move->accepted && move->complete) return &move->plans_after;
  return nullptr;
}

// The forecasts of the order under the pointer, before the battlefield is drawn (its intents
// show the forecast's).
void BattleScene::update_previews() {
  // The route the selected hero would walk to the hovered enemy, and the slam's damage.
  const bool previewing = world_.turns().side == sim::TurnSide::kPlayer && !world_.busy();
  preview_.update(world_, previewing ? input_.selection().selected : std::nullopt,
                  input_.selection().hovered);
  // Open ground under the pointer with a hero selected: where a click would send it.
  // Not over the Undo and Reset buttons: a click there presses the button, it sends nobody.
  const bool on_ground = !input_.selection().hovered && input_.mouse() && !input_.paused() &&
                         !menu_open_ &&
                         !view::turn_button_at(turn_buttons(), input_.mouse()->x, input_.mouse()->y,
                                               output_.w, output_.h, ui_scale_for(output_));
  move_preview_.update(world_, previewing && on_ground ? input_.selection().selected : std::nullopt,
                       input_.mouse()
                           ? std::optional(camera_.to_world(input_.mouse()->x, input_.mouse()->y))
                           : std::nullopt);
}

// What an order would do, the queued orders, the F1-F3 overlays and the effects.
void BattleScene::draw_previews() {
  const view::DrawContext ctx{renderer_, text_, world_, camera_};
  preview_.draw(ctx, labels_);
  move_preview_.draw(ctx, labels_);
  draw_queue();
  collision_overlay_.draw(world_, camera_);
  patrol_overlay_.draw(world_, camera_);
  steering_overlay_.draw(world_, camera_);
  effects_.draw(renderer_, camera_);
}

// The combat log, the tooltip, the top bar, the objectives and the F4 timings.
// What the top bar says: the map's name and the difficulty it is played on, and the hint or the
// latest notice.
view::HudText BattleScene::hud_text() const {
  const std::string name =
      battle_title(battle_.map) + "  \xC2\xB7  " + view::difficulty_title(difficulty_);
  return {"Heartpath  \xC2\xB7  " + name, name, hint(), effects_.notice(),
          effects_.notice_is_refusal()};
}

void BattleScene::draw_panels(Size output, double ui_scale, int hud_height,
                              const view::HudText& hud) {
  combat_log_.draw(renderer_, text_, output.h, ui_scale);
  draw_tooltip(ui_scale);
  view::draw_hud(renderer_, text_, output.w, ui_scale, hud);
  view::draw_objective_panel(renderer_, text_, objectives_, objectives_faint_);
  if (!menu_open_ && !title_) {
    view::draw_turn_buttons(renderer_, text_, turn_buttons(), output.w, output.h, ui_scale);
  }
  timing_overlay_.draw(output.w, hud_height, ui_scale);
  if (music_ && music_overlay_.visible()) {
    music_overlay_.draw(music_readout(*music_), output.w,
                        hud_height + timing_overlay_.height(ui_scale), ui_scale);
  }
  view::draw_load_error_panel(renderer_, text_, output.w, output.h, ui_scale, load_problems_);
}

// The screens over the battle: the campaign's closing screen, the pause menu, the title.
void BattleScene::draw_screens(Size output) {
  if (campaign_.screen_shown()) {
    constexpr double kFadeSeconds = 0.8;
    view::draw_campaign_screen(renderer_, text_, output.w, output.h, campaign_.record().won_on(),
                               campaign_.record().summary_lines(),
                               campaign_.shown_seconds() / kFadeSeconds);
  }
  if (!menu_open_ && !title_) return;
  // Built only while a screen that shows it is open, not every frame of the battle.
  const std::string name = battle_title(battle_.map);
  const std::string briefing = battle_briefing(battle_.map);
  const std::string objectives = view::objective_summary(world_);
  if (menu_open_) {
    const std::string heading = name + "  \xC2\xB7  " + view::difficulty_title(difficulty_);
    menu_.draw(renderer_, text_, output.w, output.h, heading, briefing, objectives);
  }
  if (title_) {
    view::draw_title_screen(renderer_, text_, output.w, output.h, name, briefing, objectives,
                            difficulty_);
  }
}

// The campaign's flow (CampaignFlow) decides; the scene switches.
void BattleScene::follow(FlowStep step) {
  if (!step.refusal.empty()) effects_.refuse(step.refusal);
  if (step.play) switch_battle(std::move(*step.play));
  if (step.title) {
    show_title();
    cue(Moment::kTitle);
  }
  // After the title, if it came: the map's warnings then wait for the battle, as at start.
  if (step.play) show_load_warnings(step.diagnostics);
  if (step.quit) quit_ = true;
}

void BattleScene::next_map() {
  follow(campaign_.next_map(world_, battle_.map));
}

void BattleScene::restart() {
  start_world(world_on(battle_, difficulty_));
  effects_.banner("Turn 1", kPlayerTurnLine, kTurnBannerSeconds);
  effects_.announce("The battle starts again");
  cue(Moment::kPlayerTurn);
}

void BattleScene::switch_battle(Battle battle) {
  sim::World world = world_on(battle, difficulty_);
  take_battle(std::move(battle), std::move(world));
  camera_ = view::Camera();
  const std::string name = battle_title(battle_.map);
  effects_.banner(name, kPlayerTurnLine, kTurnBannerSeconds);
  effects_.announce("Turn 1 on " + name);
  cue(Moment::kPlayerTurn);
}

void BattleScene::show_load_warnings(const Diagnostics& diagnostics) {
  const std::vector<std::string> warnings = warning_lines(diagnostics);
  for (const std::string& warning : warnings) log::warning(warning);
  if (warnings.empty()) return;
  const std::string more =
      warnings.size() == 1 ? ""
                           : " (and " + std::to_string(warnings.size() - 1) + " more, in the log)";
  effects_.warn("Warning: " + warnings.front() + more);
}

void BattleScene::show_audio_problems() {
  // Called every frame: the texts are compared only when a folder's problems changed.
  const std::pair<std::uint64_t, std::uint64_t> versions{music_ ? music_->problems_version() : 0,
                                                         sounds_ ? sounds_->problems_version() : 0};
  if (versions == audio_problems_seen_) return;
  audio_problems_seen_ = versions;
  // Shown once each while they last: one that goes (its file fixed) and comes back shows again.
  std::vector<const Diagnostic*> fresh;
  std::set<std::string> now;
  const auto look = [&](const std::vector<Diagnostic>& problems) {
    for (const Diagnostic& problem : problems) {
      const std::string text = problem.to_string();
      if (!audio_problems_shown_.count(text)) fresh.push_back(&problem);
      now.insert(text);
    }
  };
  if (music_) look(music_->problems());
  if (sounds_) look(sounds_->problems());
  audio_problems_shown_ = std::move(now);
  if (fresh.empty()) return;
  const std::string more =
      fresh.size() == 1 ? "" : " (and " + std::to_string(fresh.size() - 1) + " more, in the log)";
  effects_.warn("Audio problem: " + fresh.front()->to_string() + more);
}

}  // namespace hp::app
