// Writes what the renderer shows to a PNG and says where, for the play command's screenshots.
#pragma once

#include <string>

#include "engine/platform/platform.h"

namespace hp::app {

// Saves the renderer's current picture to path and prints "heartpath: screenshot written to
// ABSOLUTE_PATH"; false (logged) when it cannot be written.
bool write_screenshot(const Platform& platform, const std::string& path);

}  // namespace hp::app
