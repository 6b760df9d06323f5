// XvfbGame: process plumbing through the shell (Xvfb, the game, xdotool, import).
#include "tests/game/app/support/xvfb_game.h"

#include <SDL_image.h>

#include <algorithm>
#include <chrono>
#include <cstdio>
#include <cstdlib>
#include <thread>

#include "tests/game/app/support/run_binary.h"

namespace hp::app::test {

Surface::Surface(const std::string& path) {
  if (SDL_Surface* raw = IMG_Load(path.c_str())) {
    s = SDL_ConvertSurfaceFormat(raw, SDL_PIXELFORMAT_RGBA32, 0);
    SDL_FreeSurface(raw);
  }
}

Surface::~Surface() {
  SDL_FreeSurface(s);
}

int count_colour(SDL_Surface* image, int x0, int y0, int x1, int y1, int r, int g, int b) {
  int count = 0;
  for (int y = std::max(0, y0); y < std::min(image->h, y1); ++y) {
    for (int x = std::max(0, x0); x < std::min(image->w, x1); ++x) {
      const auto* p = static_cast<const Uint8*>(image->pixels) + y * image->pitch + x * 4;
      Uint8 pr = 0, pg = 0, pb = 0, pa = 0;
      SDL_GetRGBA(*reinterpret_cast<const Uint32*>(p), image->format, &pr, &pg, &pb, &pa);
      if (pr == r && pg == g && pb == b) ++count;
    }
  }
  return count;
}

bool run(const std::string& command) {
  return std::system(command.c_str()) == 0;
}

std::string output_of(const std::string& command) {
  std::string out;
  if (FILE* pipe = popen(command.c_str(), "r")) {
    char buffer[256];
    while (fgets(buffer, sizeof buffer, pipe)) out += buffer;
    pclose(pipe);
  }
  while (!out.empty() && (out.back() == '\n' || out.back() == ' ')) out.pop_back();
  return out;
}

std::string XvfbGame::missing_tools() {
  for (const char* tool : {"Xvfb", "xdotool", "import"}) {
    if (!run(std::string("command -v ") + tool + " >/dev/null")) {
      return std::string(tool) + " is missing: tools/setup.sh installs xvfb, xdotool, imagemagick";
    }
  }
  return {};
}

namespace {

// A PID read back from a file a shell wrote with `echo $!`; empty unless it is all digits.
std::string pid_in(const std::string& file) {
  std::string pid = output_of("cat '" + file + "' 2>/dev/null");
  if (pid.empty() || pid.find_first_not_of("0123456789") != std::string::npos) return {};
  return pid;
}

bool alive(const std::string& pid) {
  return !pid.empty() && run("kill -0 " + pid + " 2>/dev/null");
}

void pause_ms(int ms) {
  std::this_thread::sleep_for(std::chrono::milliseconds(ms));
}

}  // namespace

XvfbGame::XvfbGame(const std::string& dir, const std::string& map, int width, int height)
    : dir_(dir) {
  if (!start_display(width, height + 80)) return;
  // Settings (volumes) go to the test's folder, never the real home.
  if (!run(env() + "HEARTPATH_SETTINGS_DIR='" + dir_ + "' SDL_AUDIODRIVER=dummy '" +
           HEARTPATH_BINARY + "' play '" + map + "' --mute --window " + std::to_string(width) +
           "x" + std::to_string(height) + " >'" + dir_ + "/game.log' 2>&1 & echo $! > '" + dir_ +
           "/game.pid'")) {
    return;
  }
  game_pid_ = pid_in(dir_ + "/game.pid");
  window_ = wait_for_window(30.0);
}

bool XvfbGame::start_display(int width, int height) {
  // Xvfb picks a free display number itself (-displayfd) and writes it once it is listening,
  // so parallel tests, and other Xvfbs on the machine, never meet on one screen.
  const std::string number_file = dir_ + "/display";
  if (!run("Xvfb -displayfd 3 -screen 0 " + std::to_string(width) + "x" + std::to_string(height) +
           "x24 -nolisten tcp 3>'" + number_file + "' >/dev/null 2>&1 & echo $! > '" + dir_ +
           "/xvfb.pid'")) {
    return false;
  }
  xvfb_pid_ = pid_in(dir_ + "/xvfb.pid");
  for (int i = 0; i < 200; ++i) {
    const std::string number = output_of("cat '" + number_file + "' 2>/dev/null");
    if (!number.empty() && number.find_first_not_of("0123456789") == std::string::npos) {
      display_ = ":" + number;
      return true;
    }
    if (!alive(xvfb_pid_)) return false;
    pause_ms(50);
  }
  return false;
}

std::string XvfbGame::wait_for_window(double seconds) const {
  // A window counts once the same id is found on two looks 150 ms apart and still answers for
  // its name: a window being destroyed while xdotool walks the tree makes xdotool fail with
  // BadWindow, which is only a reason to look again.
  std::string last;
  for (double waited = 0; waited < seconds; waited += 0.15) {
    const std::string id = output_of(env() +
                                     "xdotool search --onlyvisible --name '^Heartpath' "
                                     "2>/dev/null | head -1");
    if (!id.empty() && id == last &&
        run(env() + "xdotool getwindowname " + id + " >/dev/null 2>&1")) {
      return id;
    }
    last = id;
    if (!alive(game_pid_)) return {};
    pause_ms(150);
  }
  return {};
}

XvfbGame::~XvfbGame() {
  // The game first (it holds a connection to the display), then the display; a process left
  // behind would keep a core busy for every later test.
  for (const std::string& pid : {game_pid_, xvfb_pid_}) {
    if (pid.empty()) continue;
    run("kill " + pid + " 2>/dev/null");
    for (int i = 0; i < 50 && alive(pid); ++i) pause_ms(20);
    run("kill -9 " + pid + " 2>/dev/null");
  }
}

std::string XvfbGame::log() const {
  return hp::test::slurp(dir_ + "/game.log");
}

bool XvfbGame::key(const std::string& name) const {
  return run(env() + "xdotool key --window " + window_ + " " + name);
}

bool XvfbGame::move_mouse(int x, int y) const {
  return run(env() + "xdotool mousemove --window " + window_ + " " + std::to_string(x) + " " +
             std::to_string(y));
}

bool XvfbGame::click(int x, int y) const {
  return move_mouse(x, y) && run(env() + "xdotool click 1");
}

bool XvfbGame::screenshot(const std::string& path) const {
  return run(env() + "import -window " + window_ + " '" + path + "'");
}

}  // namespace hp::app::test
