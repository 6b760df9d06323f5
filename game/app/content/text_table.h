// TextTable: rows of cells as aligned text columns, for the jukebox's listings.
#pragma once

#include <string>
#include <vector>

namespace hp::app {

// Each row on a line, each column as wide as its widest cell plus two spaces (none after the
// last). Rows may be of different lengths; a missing cell is empty.
std::string format_text_table(const std::vector<std::vector<std::string>>& rows);

}  // namespace hp::app
