// The absolute path is printed because tools/play tells the player where to look.
#include "game/app/commands/screenshot_file.h"

#include <cstdio>
#include <filesystem>

#include "engine/core/log.h"
#include "engine/render/capture/screenshot.h"

namespace hp::app {

bool write_screenshot(const Platform& platform, const std::string& path) {
  std::string error;
  if (!save_screenshot(platform.renderer(), path, error)) {
    log::error(error);
    return false;
  }
  std::error_code ec;
  const auto absolute = std::filesystem::absolute(path, ec);
  std::printf("heartpath: screenshot written to %s\n", (ec ? path : absolute.string()).c_str());
  return true;
}

}  // namespace hp::app
