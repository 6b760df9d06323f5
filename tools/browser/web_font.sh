#!/usr/bin/env bash
# Writes the HUD font the page packs: the game's font (DejaVu Sans Bold, 700 KB, nearly 5,900
# characters) cut down with fonttools' subsetter to the scripts a page's text may be in. Its
# TrueType hinting programs are dropped too: the game draws text with light hinting
# (engine/render/text/text_renderer.cpp), which FreeType does with its auto-hinter and never
# with a TrueType font's own programs, so the glyphs draw as they do natively. A character
# outside these ranges draws as a box in the page only (the native game has the whole font and
# its fallbacks); check names such characters either way.
set -euo pipefail

usage() {
  cat <<USAGE
usage: tools/browser/web_font.sh FONT OUT
  Writes OUT, FONT cut down to the characters the page keeps (see the ranges in this script).
USAGE
}

if [[ ${1:-} == -h || ${1:-} == --help ]]; then usage; exit 0; fi
if [[ $# -ne 2 ]]; then usage >&2; exit 2; fi
font=$1 out=$2

# Kept: every Latin letter European languages (Vietnamese too) write with, composed or with
# combining accents; Greek and Cyrillic (DejaVu's own scripts, which docs/level-design.md says
# names may be in); punctuation, currency signs, arrows and geometric shapes (the game's own
# strings use the middle dot and arrows); and the replacement character.
ranges=(
  U+0020-007E  # Basic Latin
  U+00A0-024F  # Latin-1 Supplement, Latin Extended-A and -B
  U+0300-036F  # combining diacritical marks
  U+0370-03FF  # Greek and Coptic
  U+0400-052F  # Cyrillic and its supplement
  U+1E00-1EFF  # Latin Extended Additional (Vietnamese, Welsh)
  U+2000-206F  # general punctuation
  U+20A0-20CF  # currency symbols
  U+2190-21FF  # arrows
  U+25A0-25FF  # geometric shapes
  U+FFFD       # the replacement character
)
unicodes=$(IFS=,; echo "${ranges[*]}")

mkdir -p "$(dirname "$out")"
# Written beside OUT and moved over it only when it differs: the page is relinked when OUT's
# time changes, and the same font gives the same bytes.
fresh="$out.new"
# Debian's python3-fonttools has the module, not the pyftsubset command (that is "fonttools").
/usr/bin/python3 -m fontTools.subset "$font" --unicodes="$unicodes" --layout-features='*' \
  --no-hinting --output-file="$fresh"
if cmp -s "$fresh" "$out"; then rm "$fresh"; else mv "$fresh" "$out"; fi
# Every range's first character must be in the result: a subsetter that kept nothing fails here.
/usr/bin/python3 - "$out" "${ranges[@]}" <<'PY'
import sys
from fontTools.ttLib import TTFont
cmap = TTFont(sys.argv[1]).getBestCmap()
missing = [r for r in sys.argv[2:] if int(r[2:].split("-")[0], 16) not in cmap]
if missing:
    sys.exit(f"web_font: {sys.argv[1]} lacks the first character of {', '.join(missing)}")
print(f"web_font: {sys.argv[1]}: {len(cmap)} characters")
PY
