// XvfbGame: process plumbing through the shell (Xvfb, the game, xdotool, import).
#include "tests/game/app/xvfb_game.h"

#include <SDL_image.h>
#include <unistd.h>

#include <algorithm>
#include <chrono>
#include <cstdio>
#include <cstdlib>
#include <thread>

#include "run_binary.h"

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

XvfbGame::XvfbGame(const std::string& dir, const std::string& map, int width, int height)
    : dir_(dir) {
  // A display number of our own, so parallel tests don't meet.
  static int instance = 0;
  display_ = ":" + std::to_string(100 + (getpid() * 7 + instance++) % 400);
  if (!run("Xvfb " + display_ + " -screen 0 " + std::to_string(width) + "x" +
           std::to_string(height + 80) + "x24 -nolisten tcp >/dev/null 2>&1 & echo $! > '" + dir_ +
           "/xvfb.pid'")) {
    return;
  }
  xvfb_pid_ = output_of("cat '" + dir_ + "/xvfb.pid'");
  bool up = false;
  for (int i = 0; i < 100 && !up; ++i) {
    up = run(env() + "xdotool getdisplaygeometry >/dev/null 2>&1");
    if (!up) std::this_thread::sleep_for(std::chrono::milliseconds(50));
  }
  if (!up) return;
  // Settings (volumes) go to the test's folder, never the real home.
  if (!run(env() + "HEARTPATH_SETTINGS_DIR='" + dir_ + "' SDL_AUDIODRIVER=dummy '" +
           HEARTPATH_BINARY + "' play '" + map + "' --mute --window " + std::to_string(width) +
           "x" + std::to_string(height) + " >'" + dir_ + "/game.log' 2>&1 & echo $! > '" + dir_ +
           "/game.pid'")) {
    return;
  }
  window_ = output_of(env() +
                      "timeout 20 xdotool search --sync --onlyvisible --name Heartpath | head -1");
}

XvfbGame::~XvfbGame() {
  // The game first (it holds a connection to the display), then the display; a process left
  // behind would keep a core busy for every later test.
  for (const std::string& pid : {game_pid_, xvfb_pid_}) {
    if (pid.empty() || pid.find_first_not_of("0123456789") != std::string::npos) continue;
    run("kill " + pid + " 2>/dev/null");
    for (int i = 0; i < 50 && run("kill -0 " + pid + " 2>/dev/null"); ++i) {
      std::this_thread::sleep_for(std::chrono::milliseconds(20));
    }
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
