#!/usr/bin/env python3
"""A 7 min 50 s OGG Vorbis track for timing how soon long music starts (docs/composing.md).

The theme's score (tools/assets/music.py) is rendered and mastered once, repeated to 470 s and
encoded as the theme is, with LOOPSTART 0 and a LOOPLENGTH of 14 loops (7 min 48 s), so the loop
ends far past what is decoded when the track starts.

    python3 tools/bench/audio/long_theme.py OUT.ogg
"""

import os
import sys

sys.path.insert(0, os.path.join(os.path.dirname(os.path.abspath(__file__)), "..", ".."))

from assets import music  # noqa: E402
from assets.audio import RATE  # noqa: E402

SECONDS = 7 * 60 + 50
LOOPS = 14


def main():
    if len(sys.argv) != 2:
        sys.exit(__doc__)
    left, right = music.master(music.mix())
    frames = SECONDS * RATE
    repeats = frames // len(left) + 1
    left, right = (left * repeats)[:frames], (right * repeats)[:frames]
    data = music.encode_ogg(left, right, [
        ("TITLE", "Heartpath Skirmish, long"), ("ARTIST", "Heartpath (tools/bench/audio)"),
        ("LOOPSTART", "0"), ("LOOPLENGTH", str(LOOPS * music.LOOP))])
    with open(sys.argv[1], "wb") as f:
        f.write(data)


if __name__ == "__main__":
    main()
