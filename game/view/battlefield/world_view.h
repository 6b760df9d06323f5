// WorldView: draws the units (sprites, shadows, selection, names, HP bars) over the map.
#pragma once

#include <optional>
#include <span>
#include <string>
#include <vector>

#include "game/sim/world/world.h"
#include "game/view/battlefield/walk_cycle.h"
#include "game/view/canvas/camera.h"
#include "game/view/canvas/label_board.h"
#include "game/view/canvas/screen_rect.h"

#include <SDL.h>

namespace hp {
class TextureCache;
class TextRenderer;
}  // namespace hp

namespace hp::view {

// Whether a point of the world falls on the unit as drawn: its body from the feet up to the top
// of the head, not only its collision disc, so a click on any visible part of the sprite picks it.
// Without a camera the world is the map's pixels (orthogonal maps); with one, the figure is
// measured where it is drawn, in map pixels through the camera's projection.
bool drawn_over(const sim::Unit& unit, Vec2 world);
bool drawn_over(const sim::Unit& unit, Vec2 world, const Camera& camera);
// The same for an offset d from the unit's centre, map pixels.
bool over_figure(const sim::Unit& unit, Vec2 d);

// Where a unit's name and HP bar want to be drawn: centred above its figure (above its horns
// however big its look), moved as one into `view` so they never leave it. name_w x name_h is the
// name's measured size, output pixels. The frame's LabelBoard may then move them further (as one
// block) off other labels.
struct LabelLayout {
  ScreenRect name;
  ScreenRect bar;
};
LabelLayout label_layout(const sim::Unit& unit, Vec2 screen, double zoom, double name_w,
                         double name_h, const ScreenRect& view);
// The name and bar's box together, and the two moved as one so that box lands on `block`.
ScreenRect label_block(const LabelLayout& label);
LabelLayout moved_to(LabelLayout label, const ScreenRect& block);
// Whether a unit at `screen` (its centre, output pixels) gets a label: only when it is in the
// view. A unit off screen has none, so labels never pile up along the view's edges.
bool label_shown(Vec2 screen, const ScreenRect& view);
// The output pixels of a standing unit's body alone (no name nor bar), which labels keep off.
ScreenRect body_rect(const sim::Unit& unit, Vec2 screen, double zoom);

// The output pixels a standing unit covers: its figure and, above it, its name and HP bar (the
// name's width estimated from its length), for keeping tooltips off it.
ScreenRect figure_rect(const sim::Unit& unit, Vec2 screen, double zoom);

// What the player is pointing at and has chosen, for highlighting.
struct Selection {
  std::optional<sim::UnitId> selected;
  std::optional<sim::UnitId> hovered;
};

// Where the unit sprites are.
struct UnitArt {
  std::string hero;
  std::string enemy;
  std::string enemy_weak;  // by look (unit_look.h); may not exist: then `enemy`
  std::string enemy_strong;
  std::string hero_knocked_out;  // may not exist: then the standing sprite is greyed
  std::string enemy_knocked_out;
};

class StandingArt;

class WorldView {
 public:
  WorldView(SDL_Renderer* renderer, TextureCache& textures, TextRenderer& text, UnitArt art);

  // Draws every unit at its position interpolated by alpha between the last two ticks,
  // back to front; with `standing` (begun this frame), what stands on the map in depth order
  // between them, and a faint figure over what hides a unit.
  void draw(const sim::World& world, const Camera& camera, double alpha, const Selection& selection,
            double real_seconds, StandingArt* standing = nullptr);
  // The same in three steps, for StillScene (still_scene.h): prepare (where everyone is drawn
  // this frame; once), draw_grounded (the dust, the home rings and the units, with what stands
  // between them; as often as the frame needs, noting each box in `drawn` when it is set), then
  // draw_above (the faint figures of hidden units, and every name and HP bar, laid out on
  // `labels` when given: LabelBoard, label_board.h; the board is cleared first).
  void prepare(const sim::World& world, const Camera& camera, double alpha,
               const Selection& selection, double real_seconds);
  void draw_grounded(StandingArt* standing, std::vector<DrawnArea>* drawn);
  void draw_above(StandingArt* standing, LabelBoard* labels = nullptr);
  // Notes the events of a step the figures show: an enemy noticing the heroes gets a "!" over
  // its name for a moment (aggro_marks.h).
  void on_events(std::span<const sim::Event> events, double real_seconds);
  // Forgets the units' walk cycles, dust and marks (a new battle or map).
  void reset();

 private:
  void draw_unit_body(const sim::Unit& unit, Vec2 screen, double zoom, bool spent,
                      const WalkPose& pose);
  // Where the figure's sprite goes: its box, the tilt's pivot in it (output pixels), its turn.
  struct FigureBox {
    SDL_FRect dest;
    SDL_FPoint feet;
  };
  FigureBox figure_box(const sim::Unit& unit, SDL_Texture* texture, Vec2 screen, double zoom,
                       const WalkPose& pose) const;
  // A unit hidden behind something standing in front of it: its figure again, faint, on top.
  void draw_ghost(const sim::Unit& unit, Vec2 screen, double zoom, const WalkPose& pose);
  // The base in the unit's team colour under its feet, if it has one.
  void draw_team_base(const sim::Unit& unit, Vec2 screen, double zoom);
  // The standing sprite: the map's own (sprite), else the one for the unit's side and look.
  const std::string& standing_art(const sim::Unit& unit);
  // Whether the figure is drawn facing left: its facing as the screen shows it.
  bool faces_left(const sim::Unit& unit) const;
  // Puffs of dust where feet land, fading over kDustSeconds of real time.
  void update_dust(const sim::World& world, std::span<const Vec2> positions, double real_seconds);
  void draw_dust(const Camera& camera, double real_seconds);
  // Thin rings where heroes away from their spot will walk back to.
  void draw_homes(const sim::World& world, const Camera& camera);
  void draw_ring(const sim::Unit& unit, Vec2 screen, double zoom, bool selected, double t);
  // The boxes of a unit's ring, base and figure, for noting them (draw_grounded).
  ScreenRect ring_box(const sim::Unit& unit, Vec2 screen, double zoom, bool selected) const;
  ScreenRect base_box(const sim::Unit& unit, Vec2 screen, double zoom) const;
  ScreenRect body_box(const sim::Unit& unit, Vec2 screen, double zoom, const WalkPose& pose);
  void note(const ScreenRect& rect, double depth);
  void draw_label(const sim::Unit& unit, Vec2 screen, double zoom, LabelBoard& labels);
  void draw_labels(LabelBoard& labels);

  const sim::Objectives* objectives_ = nullptr;  // the world's being drawn (for the name marks)
  const Camera* camera_ = nullptr;               // the frame's (for rings lying on the ground)
  const sim::World* world_ = nullptr;            // the frame's, from prepare
  Selection selection_;                          //
  std::vector<const sim::Unit*> order_;          // the frame's painter's order
  LabelBoard own_labels_;                        // draw_above's when given none
  std::vector<DrawnArea>* drawn_ = nullptr;      // draw_grounded's, while it runs
  SDL_Renderer* renderer_;
  TextureCache& textures_;
  TextRenderer& text_;
  UnitArt art_;
  WalkCycle walk_;
  struct Dust {
    Vec2 at;       // world pixels, the unit's centre
    double below;  // map pixels under it on the screen: its feet
    double born;   // real seconds
    double size;   // world pixels
  };
  std::vector<Dust> dust_;
  std::vector<Vec2> positions_;     // where each unit is drawn this frame, in the world's order
  std::vector<double> alerted_at_;  // by unit index: real seconds it noticed the heroes (or < 0)
  double now_ = 0;                  // real seconds of the frame being drawn
};

}  // namespace hp::view
