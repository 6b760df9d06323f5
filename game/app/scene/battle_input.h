// BattleInput: clicks and keys become orders: the selection, the orders for the next step, the
// order queue, the held keys and the pointer; the world says which orders it would take.
#pragma once

#include <cstdint>
#include <functional>
#include <optional>
#include <set>
#include <string>
#include <vector>

#include "engine/core/vec2.h"
#include "engine/platform/input.h"
#include "engine/platform/platform.h"
#include "game/app/scene/order_queue.h"
#include "game/sim/model/commands.h"
#include "game/sim/world/world.h"
#include "game/view/battlefield/world_view.h"

namespace hp::view {
class Camera;
class EventEffects;
}  // namespace hp::view

namespace hp::app {

// What input asks of the scene: the actions that are the scene's, not an order's.
struct InputCalls {
  std::function<void()> open_menu;                         // Esc with nothing to cancel
  std::function<void(const std::string&)> toggle_overlay;  // F1 to F5
  std::function<void()> toggle_log;                        // L
  std::function<void()> restart;                           // R, confirmed in a battle under way
  std::function<void()> next_map;                          // N, or Enter after a victory
  std::function<void()> speed_changed;                     // 1, 2, 4 (the settings keep it)
  std::function<void()> undo;        // U, Backspace, Ctrl+Z: the last Move taken back
  std::function<void()> reset_turn;  // T: the turn back to its start, once a battle
};

class BattleInput {
 public:
  // Reads `world`, shows refusals and acceptances through `effects`, and moves `camera`; all
  // three outlive the input.
  BattleInput(const sim::World& world, view::EventEffects& effects, view::Camera& camera,
              InputCalls calls);

  // A click, key or mouse move in the battle (the scene's menus and screens took theirs first).
  void handle(const InputEvent& event);
  // A left click at a point of the world, as a player's would be (scripts come this way too).
  void click(Vec2 world);
  // Puts the pointer over a world point (scripts: the hover preview and tooltips).
  void hover(Vec2 world);
  // Orders hero to attack enemy on the next step, as a player's two clicks would (the demo).
  bool order_attack(const std::string& hero, const std::string& enemy);
  // Keys and screen edges pan the view over an output of `output`; the view follows the unit
  // that acts.
  void move_camera(double dt, Size output);
  // Real time passes for what input remembers for a moment (dt seconds): R's question.
  void update(double dt);
  // The orders for the next step, taken: the ones given, or the next queued one once the world
  // takes orders again (the queue is dropped when the player's turn is over).
  sim::Commands take_orders();
  // A new world is played: orders, queue, selection, fast-forward and an unanswered R are
  // forgotten.
  void reset();
  // Undo (U, Backspace, Ctrl+Z, the button) and the turn's reset (T, the button): refused while
  // paused, else asked of the scene, which says whether the world can be taken back.
  void undo();
  void reset_turn();
  // Selects a hero (the one whose Move was taken back, to move it again).
  void select(sim::UnitId hero) { selection_.selected = hero; }
  // The pause menu opened: keys held now are released there.
  void release_keys() { held_.clear(); }

  // Game time per real time: 1, 2 or 4 (keys 1, 2, 4), 4 times that in a fast-forwarded
  // enemies' turn, or 0 while paused (P).
  double time_scale() const;
  // The game speed the keys 1, 2, 4 chose (1, 2 or 4); set at start from the settings.
  int speed() const { return static_cast<int>(speed_); }
  void set_speed(int speed) { speed_ = speed; }
  bool paused() const { return paused_; }
  // The player's turn began: fast-forward ends.
  void end_fast_forward() { fast_forward_ = false; }
  const view::Selection& selection() const { return selection_; }
  const OrderQueue& queue() const { return queue_; }
  // Output pixels, once the mouse has moved over the window.
  const std::optional<Vec2>& mouse() const { return mouse_; }

 private:
  std::optional<sim::UnitId> unit_at(Vec2 world) const;
  // click's parts: a click refused whatever it is on (paused, battle over, enemies' turn; true
  // when refused), and a click on open ground, on a hero, on an enemy.
  bool refused_now(Vec2 world);
  void click_ground(Vec2 world);
  void click_hero(Vec2 world, const sim::Unit& hero);
  void click_enemy(Vec2 world, const sim::Unit& enemy);
  void queue_click(Vec2 world);
  // The enemy a click while an action plays means: the one near the click (they move), or the
  // one that walked out from under the pointer a moment ago (kPointerGraceSeconds).
  const sim::Unit* enemy_near(Vec2 world) const;
  const sim::Unit* enemy_just_pointed_at(Vec2 world) const;
  // The unit under the pointer now; an enemy there is remembered for a moment.
  void point_at(std::optional<sim::UnitId> unit);
  void cancel();
  void key_down(const std::string& key);
  // Space: ends the player's turn, or says why it cannot.
  void end_turn();
  // R: during a battle, asks to press R again (within kConfirmSeconds) before restarting.
  void ask_restart();
  // Tab: selects the next hero that can still act.
  void select_next_hero();
  // The next queued order into pending_, once the world takes orders again.
  void take_queued();

  const sim::World& world_;
  view::EventEffects& effects_;
  view::Camera& camera_;
  InputCalls calls_;
  view::Selection selection_;
  sim::Commands pending_;
  OrderQueue queue_;  // orders given while an action plays out
  // Clicks while the enemies only plan their intents (a few ticks, the world still): played as
  // given once the plans are made, so a quick click is neither queued nor lost.
  std::vector<Vec2> clicks_while_planning_;
  double speed_ = 1.0;
  bool paused_ = false;
  // Space in the enemies' turn: it plays kFastForward times faster until the player's turn.
  static constexpr double kFastForward = 4.0;
  bool fast_forward_ = false;
  // R's question stands this long in real seconds (the game's speed or a pause does not stretch
  // it), and only in the battle it was asked in, with nothing done since.
  static constexpr double kConfirmSeconds = 3.0;
  std::optional<double> restart_question_left_;  // seconds left to answer R's question
  std::set<std::string> held_;                   // keys down now (camera keys pan while held)
  // The last enemy under the pointer, where it stood then, and how long ago (real seconds): a
  // click aimed at a walking enemy lands a moment after it walked on, and must stay an attack.
  static constexpr double kPointerGraceSeconds = 0.5;
  struct PointedEnemy {
    sim::UnitId id;
    Vec2 at;             // where it stood while under the pointer
    double seconds = 0;  // since it left the pointer
  };
  std::optional<PointedEnemy> pointed_enemy_;
  std::optional<Vec2> mouse_;  // output pixels, once the mouse has moved over the window
  bool dragging_ = false;      // middle button down: the view follows the mouse
  Vec2 pan_carry_;             // the keys' and edges' pan not yet made, under a pixel
};

}  // namespace hp::app
