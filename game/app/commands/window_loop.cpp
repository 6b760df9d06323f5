// One frame of the windowed game, as run_window's loop body was.
#include "game/app/commands/window_loop.h"

#include <algorithm>
#include <optional>
#include <utility>

#include "engine/core/log.h"
#include "game/app/commands/screenshot_file.h"
#include "game/sim/world/world.h"

namespace hp::app {

WindowLoop::WindowLoop(Platform& platform, BattleScene& scene, WindowLoopOptions options)
    : platform_(platform),
      scene_(scene),
      options_(std::move(options)),
      clock_(sim::World::kDt),
      reloader_(scene.battle()) {
  start_ = last_ = platform_.now_seconds();
  if (options_.frame_log.empty()) return;
  log_file_.reset(std::fopen(options_.frame_log.c_str(), "w"));
  if (!log_file_) {
    log::warning("cannot write the frame log " + options_.frame_log + "; playing without it");
  }
}

bool WindowLoop::frame() {
  if (options_.frames >= 0 && frame_ >= options_.frames) return false;
  InputEvent event;
  while (platform_.poll(event)) {
    if (event.kind == InputKind::kQuit) return false;
    if (event.kind == InputKind::kKeyDown && event.key == "F11") {
      platform_.toggle_fullscreen();
      continue;
    }
    scene_.handle(event);
  }
  const double now = platform_.now_seconds();
  const double dt = now - last_;
  last_ = now;
  if (scene_.quit_requested()) return false;
  // Hot reload: a save in Tiled shows up within about half a second.
  if (scene_.battle().map.path != reloader_.path()) reloader_.follow(scene_.battle());
  if (std::optional<Reload> reload = reloader_.poll(now)) scene_.apply_reload(std::move(*reload));
  view::FrameSample sample;
  sample.frame_ms = dt * 1000.0;
  sample.ticks = clock_.advance(dt, scene_.time_scale());
  for (int steps = sample.ticks; steps > 0; --steps) scene_.step();
  const double simulated = platform_.now_seconds();
  sample.sim_ms = (simulated - now) * 1000.0;
  scene_.update_effects(std::min(dt, 0.1));
  scene_.draw(platform_.output_size(), clock_.alpha());
  sample.draw_ms = (platform_.now_seconds() - simulated) * 1000.0;
  scene_.record_frame(sample);  // shown by F4 from the next frame on
  if (log_file_) {
    std::fprintf(log_file_.get(), "%.3f %.2f %.2f %.2f\n", now - start_, sample.frame_ms,
                 sample.sim_ms, sample.draw_ms);
    // Whole lines as they happen: a page's log is read while the game runs (frame_figures.py),
    // and stdio's buffer would hold back the last few kilobytes, cutting a line in two.
    std::fflush(log_file_.get());
  }
  ++frame_;
  const bool last_frame = options_.frames > 0 && frame_ == options_.frames;
  if (last_frame && !options_.screenshot.empty()) write_screenshot(platform_, options_.screenshot);
  platform_.present();
  // How long a start takes to show something (a page: from navigation, by the console's clock).
  if (frame_ == 1) log::info("first frame shown");
  return !last_frame;
}

}  // namespace hp::app
