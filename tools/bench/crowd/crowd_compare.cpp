// Crowd comparison: RVO2's circle and crossing set-ups run with Heartpath's crowd (ORCA
// velocities and the sampled local steering heroes use, both under the never-overlap motion
// constraint; --method=orca|sampled runs one) and with the naive cardioid field, beside RVO2's
// figures. --only=TEXT picks runs by label (orca-crossing-1000, naive-circle-1000, ...);
// --agents=N runs one crowd size instead of 100, 1,000 and 10,000; --max-steps=S and
// --max-seconds=T cut runs short; --set=name=value tries another tunable. CROWD_DETAIL=1
// explains the path figures and the agents that did not arrive; CROWD_DUMP=FILE writes every
// agent's final state.
#include <algorithm>
#include <chrono>
#include <cmath>
#include <cstdint>
#include <cstdio>
#include <cstdlib>
#include <cstring>
#include <string>
#include <vector>

#include "engine/core/vec2.h"
#include "game/sim/steering/cardioid.h"
#include "tools/bench/crowd/crowd.h"
#include "tools/bench/crowd/crowd_scenarios.h"
#include "tools/bench/crowd/spatial_hash.h"

namespace {

using hp::Vec2;
using hp::crowd_lab::circle;
using hp::crowd_lab::crossing;
using hp::crowd_lab::Scenario;
using hp::sim::Crowd;
using hp::sim::CrowdSettings;
using hp::sim::Obstacle;
using hp::sim::SpatialHash;

constexpr double kPi = 3.14159265358979323846;
constexpr double kDt = 0.25;  // seconds per step, RVO2's examples
// Step limit: this many times the steps the longest straight path needs at preferred speed.
constexpr double kStepLimitFactor = 4.0;
// A step moving less than this fraction of a max-speed step counts as standing (no heading).
constexpr double kMovingFraction = 1e-3;

// The naive baseline: velocity = seek + summed cardioid pushes, capped at max speed, moved
// without any constraint (the field the issue measured).
class NaiveCrowd {
 public:
  NaiveCrowd(const CrowdSettings& settings, const Scenario& s)
      : settings_(settings),
        position_(s.starts),
        goal_(s.goals),
        arrived_(s.starts.size(), 0),
        velocity_(s.starts.size()),
        hash_(SpatialHash::cell_size_for(settings.neighbour_range)) {}

  void step(double dt) {
    discs_.resize(position_.size());
    for (std::size_t i = 0; i < position_.size(); ++i) discs_[i] = {position_[i], settings_.radius};
    hash_.build(std::span<const Obstacle>(discs_));
    for (std::uint32_t i = 0; i < position_.size(); ++i)
      velocity_[i] = arrived_[i] ? Vec2{} : field(i, dt);
    for (std::size_t i = 0; i < position_.size(); ++i) {
      if (arrived_[i]) continue;
      position_[i] += velocity_[i] * dt;
      const double tol = settings_.arrival_tolerance;
      if ((goal_[i] - position_[i]).length_squared() <= tol * tol) {
        arrived_[i] = 1;
        ++arrived_total_;
      }
    }
  }
  std::span<const Vec2> positions() const { return position_; }
  bool arrived(std::uint32_t i) const { return arrived_[i] != 0; }
  std::size_t arrived_count() const { return arrived_total_; }

 private:
  Vec2 field(std::uint32_t i, double dt) {
    const Vec2 to_goal = goal_[i] - position_[i];
    const double dist = to_goal.length();
    const Vec2 heading = hp::normalized(to_goal);
    Vec2 push;
    hash_.query(position_[i], settings_.neighbour_range - settings_.radius, found_);
    for (std::uint32_t j : found_) {
      if (j == i) continue;
      push += hp::sim::obstacle_push(position_[i], settings_.radius, heading, discs_[j]);
    }
    const double speed = std::min(settings_.preferred_speed, dist / dt);
    const Vec2 v = heading * speed + push * settings_.preferred_speed;
    const double len = v.length();
    return len > settings_.max_speed ? v * (settings_.max_speed / len) : v;
  }

  CrowdSettings settings_;
  std::vector<Vec2> position_;
  std::vector<Vec2> goal_;
  std::vector<std::uint8_t> arrived_;
  std::vector<Vec2> velocity_;
  std::size_t arrived_total_ = 0;
  SpatialHash hash_;
  std::vector<Obstacle> discs_;
  std::vector<std::uint32_t> found_;
};

// The figures of one run.
struct Figures {
  std::string method, scenario;
  int agents = 0;
  int steps = 0, step_limit = 0;
  double ms_per_step = 0, arrived_percent = 0, path_ratio = 0, worst_overlap_percent = 0;
  double total_path_ratio = 0;  // all paths walked over all straight lines (arrived agents)
  double reversals_per_agent_step = 0, max_turn_degrees_per_second = 0;
};

// Path, overlap and heading statistics gathered between steps (outside the timing).
class Meter {
 public:
  Meter(const Scenario& s, double radius)
      : radius_(radius),
        start_(s.starts),
        goal_(s.goals),
        previous_(s.starts),
        heading_(s.starts.size()),
        path_(s.starts.size(), 0.0),
        reached_(s.starts.size(), 0),
        hash_(2.0 * radius) {}

  template <typename Sim>
  void record(const Sim& sim, double max_step) {
    const auto now = sim.positions();
    for (std::size_t i = 0; i < now.size(); ++i) {
      const Vec2 moved = now[i] - previous_[i];
      if (reached_[i]) {  // an agent's figures end when it first reaches its goal
        previous_[i] = now[i];
        continue;
      }
      reached_[i] = sim.arrived(static_cast<std::uint32_t>(i));
      ++agent_steps_;
      const double len = moved.length();
      path_[i] += len;
      if constexpr (requires { sim.velocities(); }) {
        const Vec2 intended = sim.velocities()[i] * kDt;
        if ((intended - moved).length() > 1e-9) {
          ++slid_steps_;
          slid_path_ += len;
          slid_progress_ += hp::dot(moved, hp::normalized(goal_[i] - previous_[i]));
        }
        ++moving_steps_;
        progress_ += hp::dot(moved, hp::normalized(goal_[i] - previous_[i]));
      }
      if ((goal_[i] - now[i]).length() < 10.0)
        near_goal_path_ += len;
      else
        far_path_ += len;
      if (len > kMovingFraction * max_step) {
        turn(i, moved / len);
      } else {
        heading_[i] = {};
      }
      previous_[i] = now[i];
    }
    overlap(now);
  }

  void finish(Figures& f) const {
    double ratio_sum = 0, path_total = 0, straight_total = 0;
    int counted = 0;
    for (std::uint32_t i = 0; i < start_.size(); ++i) {
      const double straight = (goal_[i] - start_[i]).length();
      if (!reached_[i] || straight <= 0) continue;
      ratio_sum += path_[i] / straight;
      path_total += path_[i];
      straight_total += straight;
      ++counted;
    }
    // Two readings: the mean of per-agent ratios weighs a 5-unit trip doubled by one detour as
    // much as a 200-unit trip; the ratio of totals is the distance walked per distance needed.
    f.path_ratio = counted ? ratio_sum / counted : 0.0;
    f.total_path_ratio = straight_total > 0 ? path_total / straight_total : 0.0;
    if (std::getenv("CROWD_DETAIL")) detail();
    f.worst_overlap_percent = 100.0 * worst_overlap_;
    f.reversals_per_agent_step = agent_steps_ ? double(reversals_) / agent_steps_ : 0.0;
    f.max_turn_degrees_per_second = max_turn_ / kDt;
  }

 private:
  // Where the path ratio comes from: the excess path by straight-line length bucket.
  void detail() const {
    double straight_total = 0, near_straight = 0;
    for (std::uint32_t i = 0; i < start_.size(); ++i) {
      const double straight = (goal_[i] - start_[i]).length();
      straight_total += straight;
      near_straight += std::min(straight, 10.0);
    }
    std::fprintf(stderr,
                 "slid steps %lld of %lld, slid path %.0f progress %.0f, total progress %.0f\n",
                 slid_steps_, moving_steps_, slid_path_, slid_progress_, progress_);
    std::fprintf(stderr, "path near goal %.0f (straight %.0f), far %.0f (straight %.0f)\n",
                 near_goal_path_, near_straight, far_path_, straight_total - near_straight);
    double excess[4] = {}, straight_sum[4] = {};
    int count[4] = {}, over2[4] = {};
    for (std::uint32_t i = 0; i < start_.size(); ++i) {
      const double straight = (goal_[i] - start_[i]).length();
      if (!reached_[i] || straight <= 0) continue;
      const int b = straight < 10 ? 0 : straight < 40 ? 1 : straight < 120 ? 2 : 3;
      excess[b] += path_[i] / straight - 1.0;
      straight_sum[b] += path_[i] - straight;
      ++count[b];
      over2[b] += path_[i] > 2.0 * straight;
    }
    for (int b = 0; b < 4; ++b) {
      std::fprintf(stderr, "bucket %d: n=%d mean excess ratio %.3f mean extra units %.2f >2x %d\n",
                   b, count[b], count[b] ? excess[b] / count[b] : 0.0,
                   count[b] ? straight_sum[b] / count[b] : 0.0, over2[b]);
    }
  }

  void turn(std::size_t i, Vec2 unit) {
    const Vec2 before = heading_[i];
    heading_[i] = unit;
    if (before.length_squared() == 0) return;
    const double degrees =
        std::atan2(std::abs(hp::cross(before, unit)), hp::dot(before, unit)) * 180.0 / kPi;
    max_turn_ = std::max(max_turn_, degrees);
    if (degrees > 90.0) ++reversals_;
  }

  void overlap(std::span<const Vec2> now) {
    hash_.build(now);
    const double sum = 2.0 * radius_;
    for (std::uint32_t i = 0; i < now.size(); ++i) {
      hash_.query(now[i], sum, found_);
      for (std::uint32_t j : found_) {
        if (j <= i) continue;
        const double d = (now[j] - now[i]).length();
        worst_overlap_ = std::max(worst_overlap_, (sum - d) / sum);
      }
    }
  }

  double radius_;
  std::vector<Vec2> start_, goal_, previous_, heading_;
  std::vector<double> path_;
  std::vector<std::uint8_t> reached_;  // per agent: has been at its goal
  SpatialHash hash_;
  std::vector<std::uint32_t> found_;
  double worst_overlap_ = 0, max_turn_ = 0;
  double near_goal_path_ = 0, far_path_ = 0;
  long long slid_steps_ = 0, moving_steps_ = 0;
  double slid_path_ = 0, slid_progress_ = 0, progress_ = 0;
  long long reversals_ = 0, agent_steps_ = 0;
};

int step_limit(const Scenario& s, double speed) {
  double longest = 0;
  for (std::size_t i = 0; i < s.starts.size(); ++i) {
    longest = std::max(longest, (s.goals[i] - s.starts[i]).length());
  }
  return static_cast<int>(kStepLimitFactor * longest / (speed * kDt)) + 100;
}

// CROWD_DUMP=FILE: every agent at the end of a run as "x y goal_x goal_y arrived vx vy", one
// per line, to draw where and how a crowd jammed.
template <typename Sim>
void dump_agents(const Sim& sim) {
  const char* path = std::getenv("CROWD_DUMP");
  if (!path) return;
  std::FILE* out = std::fopen(path, "w");
  if (!out) {
    std::fprintf(stderr, "cannot write %s\n", path);
    return;
  }
  const auto at = sim.positions();
  const auto goal = sim.goals();
  for (std::uint32_t i = 0; i < at.size(); ++i) {
    Vec2 v{};
    if constexpr (requires { sim.velocities(); }) v = sim.velocities()[i];
    std::fprintf(out, "%.6f %.6f %.6f %.6f %d %.6f %.6f\n", at[i].x, at[i].y, goal[i].x, goal[i].y,
                 sim.arrived(i) ? 1 : 0, v.x, v.y);
  }
  std::fclose(out);
}

// Why agents have not arrived (CROWD_DETAIL=1): how far from their goals they stand, and
// whether another agent's disc covers the goal (and whether that one has arrived itself), how
// many discs each touches (a jam: 4 to 6) and how fast it still means to go.
template <typename Sim>
void report_unarrived(const Sim& sim, double radius) {
  const auto at = sim.positions();
  const auto goal = sim.goals();
  int unarrived = 0, near = 0, mid = 0, far = 0, goal_covered = 0, covered_by_arrived = 0;
  int crowd_hist[8] = {};
  int arrived_touching = 0;
  double speed_sum = 0;
  for (std::uint32_t i = 0; i < at.size(); ++i) {
    if (sim.arrived(i)) continue;
    ++unarrived;
    const double d = (goal[i] - at[i]).length();
    (d < 2.0 * radius ? near : d < 10.0 ? mid : far) += 1;
    int touching = 0, touching_arrived = 0;
    for (std::uint32_t j = 0; j < at.size(); ++j) {
      if (j != i && (at[j] - at[i]).length() < 2.0 * radius + 0.5) {
        ++touching;
        touching_arrived += sim.arrived(j);
      }
    }
    crowd_hist[std::min(touching, 7)] += 1;
    arrived_touching += touching_arrived;
    if constexpr (requires { sim.velocities(); }) speed_sum += sim.velocities()[i].length();
    for (std::uint32_t j = 0; j < at.size(); ++j) {
      if (j == i || (goal[i] - at[j]).length() >= 2.0 * radius) continue;
      ++goal_covered;
      covered_by_arrived += sim.arrived(j);
      break;
    }
  }
  std::fprintf(stderr,
               "unarrived %d: within 2r of goal %d, within 10 %d, farther %d; goal covered by "
               "another disc %d (that one arrived: %d)\n",
               unarrived, near, mid, far, goal_covered, covered_by_arrived);
  std::fprintf(stderr, "  touching others (0..7+):");
  for (int h : crowd_hist) std::fprintf(stderr, " %d", h);
  std::fprintf(stderr, "; of those touching, arrived %d; mean intended speed %.3f\n",
               arrived_touching, unarrived ? speed_sum / unarrived : 0.0);
}

double seconds_since(std::chrono::steady_clock::time_point start) {
  return std::chrono::duration<double>(std::chrono::steady_clock::now() - start).count();
}

// Wall-clock budget of one run, seconds (--max-seconds=): a run cut short says so (steps <
// limit and arrived < 100%).
double max_seconds = 300.0;
// Step budget of one run (--max-steps=), below the scenario's own limit: for tuning runs.
int max_steps = 1 << 30;

template <typename Sim>
Figures run(Sim& sim, const Scenario& s, const CrowdSettings& settings, const char* method) {
  Figures f;
  f.method = method;
  f.scenario = s.name;
  f.agents = static_cast<int>(s.starts.size());
  f.step_limit = std::min(max_steps, step_limit(s, settings.preferred_speed));
  Meter meter(s, settings.radius);
  const auto wall_start = std::chrono::steady_clock::now();
  double seconds = 0;
  while (f.steps < f.step_limit && sim.arrived_count() < s.starts.size() &&
         (f.steps % 64 != 0 || seconds_since(wall_start) < max_seconds)) {
    const auto begin = std::chrono::steady_clock::now();
    sim.step(kDt);
    seconds += std::chrono::duration<double>(std::chrono::steady_clock::now() - begin).count();
    ++f.steps;
    meter.record(sim, settings.max_speed * kDt);
  }
  f.ms_per_step = f.steps ? 1000.0 * seconds / f.steps : 0.0;
  if constexpr (requires { sim.goals(); }) {
    if (std::getenv("CROWD_DETAIL")) report_unarrived(sim, settings.radius);
    dump_agents(sim);
  }
  f.arrived_percent = 100.0 * sim.arrived_count() / s.starts.size();
  meter.finish(f);
  return f;
}

Figures run_heartpath(const Scenario& s, const CrowdSettings& settings) {
  Crowd crowd(settings);
  for (std::size_t i = 0; i < s.starts.size(); ++i) crowd.add_agent(s.starts[i], s.goals[i]);
  return run(crowd, s, settings,
             settings.method == hp::sim::CrowdSteering::kOrca ? "hp-orca" : "hp-sample");
}

Figures run_naive(const Scenario& s, const CrowdSettings& settings) {
  NaiveCrowd naive(settings, s);
  return run(naive, s, settings, "naive");
}

// RVO2's figures, quoted: RVO2 is not built or run here, so they are not from this run and not
// necessarily under this program's arrival rule (within arrival_tolerance of the goal). The
// times are issue #17's (RVO2 on this machine type, one thread, RVO2's own example set-ups with
// crowd_compare's generator); arrived, path and overlap came with the first version of this
// program (commit 9f7056f) without a stated source. Compare times within one run by the ratio
// column only on a quiet machine; the sampled/ORCA ratio in one run is the steadier figure.
struct Rvo2Quote {
  const char* scenario;
  int agents;
  double ms_per_step;
  const char* quality;  // arrived, path ratio, worst overlap
};
constexpr Rvo2Quote kRvo2Quotes[] = {
    {"crossing", 1000, 0.86, "100%, 1.12x, 4%"},
    {"crossing", 10000, 9.4, "100%, 1.14x, 5%"},
    {"circle", 1000, 0.50, "100%, 1.06x, 27%"},
};

const Rvo2Quote* rvo2_quote(const Figures& f) {
  if (f.method == "naive") return nullptr;
  for (const Rvo2Quote& q : kRvo2Quotes) {
    if (f.scenario == q.scenario && f.agents == q.agents) return &q;
  }
  return nullptr;
}

// "1.63x of 0.86 ms; 100%, 1.12x, 4%" or "" where no figure is quoted.
std::string target_for(const Figures& f) {
  const Rvo2Quote* q = rvo2_quote(f);
  if (!q) return "";
  char text[96];
  std::snprintf(text, sizeof text, "%.2fx of %.2f ms; %s", f.ms_per_step / q->ms_per_step,
                q->ms_per_step, q->quality);
  return text;
}

void print_table(const std::vector<Figures>& all) {
  std::printf("%-9s %-8s %6s %6s %7s %9s %8s %6s %6s %8s %9s %8s  %s\n", "method", "scenario", "N",
              "steps", "limit", "ms/step", "arrived", "path", "total", "overlap", "rev/a-st",
              "maxturn", "RVO2 (quoted, not run)");
  for (const Figures& f : all) {
    std::printf("%-9s %-8s %6d %6d %7d %9.3f %7.1f%% %5.2fx %5.2fx %7.2f%% %9.6f %8.1f  %s\n",
                f.method.c_str(), f.scenario.c_str(), f.agents, f.steps, f.step_limit,
                f.ms_per_step, f.arrived_percent, f.path_ratio, f.total_path_ratio,
                f.worst_overlap_percent, f.reversals_per_agent_step, f.max_turn_degrees_per_second,
                target_for(f).c_str());
  }
  std::printf(
      "(rev/a-st: steps turning > 90 deg per moving agent-step; maxturn: deg/s of actual\n"
      " displacement; path: mean over agents of path to first arrival / straight line; total:\n"
      " sum of those paths / sum of straight lines; step limit = %.0fx the longest straight\n"
      " path's steps at preferred speed + 100; RVO2: this run's ms/step over RVO2's quoted\n"
      " ms/step, then RVO2's quoted arrived, path and overlap: see kRvo2Quotes in\n"
      " crowd_compare.cpp for where they come from)\n",
      kStepLimitFactor);
}

void print_json(const std::vector<Figures>& all) {
  std::printf("[\n");
  for (std::size_t i = 0; i < all.size(); ++i) {
    const Figures& f = all[i];
    std::printf(
        "  {\"method\": \"%s\", \"scenario\": \"%s\", \"agents\": %d, \"steps\": %d, "
        "\"step_limit\": %d, \"ms_per_step\": %.4f, \"arrived_percent\": %.2f, "
        "\"path_ratio\": %.4f, \"total_path_ratio\": %.4f, \"worst_overlap_percent\": %.4f, "
        "\"reversals_per_agent_step\": %.7f, \"max_turn_degrees_per_second\": %.2f}%s\n",
        f.method.c_str(), f.scenario.c_str(), f.agents, f.steps, f.step_limit, f.ms_per_step,
        f.arrived_percent, f.path_ratio, f.total_path_ratio, f.worst_overlap_percent,
        f.reversals_per_agent_step, f.max_turn_degrees_per_second, i + 1 < all.size() ? "," : "");
  }
  std::printf("]\n");
}

struct Options {
  bool json = false;
  bool quick = false;                        // skip N = 10,000
  std::string only;                          // run only scenarios/methods containing this
  std::string method = "both";               // orca, sampled or both (--method=)
  std::vector<int> sizes{100, 1000, 10000};  // agent counts (--agents=N runs N only)
  CrowdSettings settings;                    // with any --set=name=value applied
};

// --set=name=value: tries another value of a crowd or steering tunable (for tuning runs).
bool apply_setting(CrowdSettings& s, const std::string& name, double value) {
  hp::sim::LocalSteeringTunables& t = s.steering;
  if (name == "collision_weight")
    t.collision_weight = value;
  else if (name == "inertia_weight")
    t.inertia_weight = value;
  else if (name == "left_penalty")
    t.left_penalty = value;
  else if (name == "reciprocity")
    t.reciprocity = value;
  else if (name == "slowing_weight")
    t.slowing_weight = value;
  else if (name == "horizon")
    t.horizon_seconds = value;
  else if (name == "turn_rate")
    t.max_turn_rate_degrees = value;
  else if (name == "orca_horizon")
    s.orca_horizon = value;
  else if (name == "orca_stall_horizon")
    s.orca_stall_horizon = value;
  else if (name == "orca_stall_right_bias")
    s.orca_stall_right_bias = value;
  else if (name == "orca_stall_steps")
    s.orca_stall_steps = static_cast<int>(value);
  else if (name == "orca_right_bias")
    s.orca_right_bias = value;
  else if (name == "neighbour_skin")
    s.neighbour_skin = value;
  else if (name == "max_neighbours")
    s.max_neighbours = static_cast<int>(value);
  else if (name == "max_slides")
    s.max_slides = static_cast<int>(value);
  else if (name == "slowing_radius")
    s.slowing_radius = value;
  else if (name == "arrival_tolerance")
    s.arrival_tolerance = value;
  else
    return false;
  return true;
}

constexpr const char* kUsage =
    "usage: crowd_compare [options]\n"
    "RVO2's circle and crossing set-ups with Heartpath's crowd (ORCA and the sampled local\n"
    "steering heroes use) and the naive cardioid field; by default N = 100, 1,000 and 10,000\n"
    "(about 10 minutes).\n"
    "  --help             print this and exit\n"
    "  --json             print the figures as JSON instead of a table\n"
    "  --quick            skip N = 10,000\n"
    "  --agents=N         run one crowd size, N agents\n"
    "  --only=TEXT        run the labels containing TEXT (orca-crossing-1000, sampled-circle-100,\n"
    "                     naive-circle-1000, ...); a final '$' anchors it at the label's end\n"
    "  --method=M         orca, sampled or both (default both)\n"
    "  --max-steps=S      cut every run at S steps\n"
    "  --max-seconds=T    cut every run after T seconds of wall clock (default 300)\n"
    "  --set=NAME=VALUE   try another value of a crowd or steering tunable\n"
    "Environment: CROWD_DETAIL=1 explains path figures and unarrived agents; CROWD_DUMP=FILE\n"
    "writes every agent's final state.\n"
    "Example: crowd_compare --method=sampled --agents=1000 --only=crossing\n";

// Exit 2 with the usage: a mistyped flag must not silently run the whole 10-minute suite.
[[noreturn]] void usage_error(const char* message, const char* arg) {
  std::fprintf(stderr, "crowd_compare: %s: %s\n%s", message, arg, kUsage);
  std::exit(2);
}

// The text after `prefix` if `arg` starts with it, else nullptr.
const char* value_of(const char* arg, const char* prefix) {
  const std::size_t n = std::strlen(prefix);
  return std::strncmp(arg, prefix, n) == 0 ? arg + n : nullptr;
}

// A whole number in [low, high], or a usage error.
long whole_number(const char* text, const char* arg, long low, long high) {
  char* end = nullptr;
  const long value = std::strtol(text, &end, 10);
  if (end == text || *end != '\0' || value < low || value > high) {
    usage_error("not a whole number in range", arg);
  }
  return value;
}

// A finite number, or a usage error.
double real_number(const char* text, const char* arg) {
  char* end = nullptr;
  const double value = std::strtod(text, &end);
  if (end == text || *end != '\0' || !std::isfinite(value)) usage_error("not a number", arg);
  return value;
}

Options parse(int argc, char** argv) {
  Options o;
  for (int i = 1; i < argc; ++i) {
    const char* arg = argv[i];
    const char* value = nullptr;
    if (std::strcmp(arg, "--help") == 0 || std::strcmp(arg, "-h") == 0) {
      std::fputs(kUsage, stdout);
      std::exit(0);
    } else if (std::strcmp(arg, "--json") == 0) {
      o.json = true;
    } else if (std::strcmp(arg, "--quick") == 0) {
      o.quick = true;
    } else if ((value = value_of(arg, "--only="))) {
      o.only = value;
    } else if ((value = value_of(arg, "--method="))) {
      o.method = value;
      if (o.method != "orca" && o.method != "sampled" && o.method != "both") {
        usage_error("--method is orca, sampled or both", arg);
      }
    } else if ((value = value_of(arg, "--max-seconds="))) {
      max_seconds = real_number(value, arg);
    } else if ((value = value_of(arg, "--max-steps="))) {
      max_steps = static_cast<int>(whole_number(value, arg, 0, 1 << 30));
    } else if ((value = value_of(arg, "--agents="))) {
      o.sizes = {static_cast<int>(whole_number(value, arg, 1, 10'000'000))};
    } else if ((value = value_of(arg, "--set="))) {
      const std::string assignment = value;
      const std::size_t equals = assignment.find('=');
      if (equals == std::string::npos) usage_error("--set wants NAME=VALUE", arg);
      const double number = real_number(assignment.c_str() + equals + 1, arg);
      if (!apply_setting(o.settings, assignment.substr(0, equals), number)) {
        usage_error("unknown setting", arg);
      }
    } else {
      usage_error("unknown option", arg);
    }
  }
  return o;
}

// --only=TEXT runs the labels containing TEXT; a final '$' anchors it at the label's end
// (--only=crossing-1000$ leaves crossing-10000 out).
bool wanted(const Options& o, const std::string& label) {
  if (o.only.empty()) return true;
  if (o.only.back() == '$') {
    const std::string tail = o.only.substr(0, o.only.size() - 1);
    return label.size() >= tail.size() &&
           label.compare(label.size() - tail.size(), tail.size(), tail) == 0;
  }
  return label.find(o.only) != std::string::npos;
}

}  // namespace

int main(int argc, char** argv) {
  const Options options = parse(argc, argv);
  const CrowdSettings& settings = options.settings;
  std::vector<Figures> all;
  for (int n : options.sizes) {
    if (options.quick && n > 1000) continue;
    for (const Scenario& s : {circle(n), crossing(n, settings.radius)}) {
      for (const bool orca : {true, false}) {
        if (options.method == (orca ? "sampled" : "orca")) continue;
        CrowdSettings chosen = settings;
        chosen.method = orca ? hp::sim::CrowdSteering::kOrca : hp::sim::CrowdSteering::kSampled;
        const std::string label =
            std::string(orca ? "orca-" : "sampled-") + s.name + "-" + std::to_string(n);
        if (wanted(options, label)) all.push_back(run_heartpath(s, chosen));
        if (!options.json) std::fprintf(stderr, "done %s\n", label.c_str());
      }
      if (n == 1000 && wanted(options, "naive-" + s.name + "-" + std::to_string(n))) {
        all.push_back(run_naive(s, settings));
      }
    }
  }
  if (options.json) {
    print_json(all);
  } else {
    print_table(all);
  }
  return 0;
}
