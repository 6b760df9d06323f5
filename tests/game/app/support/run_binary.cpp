// RunBinary implementation with std::system and temporary files.
#include "tests/game/app/support/run_binary.h"

#include <sys/wait.h>

#include <cstdlib>
#include <filesystem>
#include <fstream>
#include <sstream>

namespace hp::test {

std::string slurp(const std::string& path) {
  std::ifstream in(path);
  std::stringstream s;
  s << in.rdbuf();
  return s.str();
}

std::string temp_dir(const std::string& name) {
  const auto dir = std::filesystem::temp_directory_path() /
                   ("heartpath-test-" + name + "-" + std::to_string(::getpid()));
  std::filesystem::remove_all(dir);
  std::filesystem::create_directories(dir);
  return dir.string();
}

RunResult run_heartpath(const std::string& args, const std::string& env) {
  static int counter = 0;
  const std::string dir = temp_dir("run" + std::to_string(counter++));
  const std::string out = dir + "/out", err = dir + "/err";
  // No display: the binary must behave as on CI whatever the developer's session has. Settings
  // go to the run's own folder (unless env says otherwise), never the developer's home.
  const std::string command = "env -u DISPLAY -u WAYLAND_DISPLAY HEARTPATH_SETTINGS_DIR='" + dir +
                              "/settings' " + env + " '" + HEARTPATH_BINARY + "' " + args + " >'" +
                              out + "' 2>'" + err + "'";
  const int raw = std::system(command.c_str());
  RunResult result;
  result.status = WIFEXITED(raw) ? WEXITSTATUS(raw) : -1;
  result.out = slurp(out);
  result.err = slurp(err);
  std::filesystem::remove_all(dir);
  return result;
}

}  // namespace hp::test
