"""data/music/victory.ogg and defeat.ogg: short stingers played once over the ducked battle music.

Victory: a rising D major arpeggio into a held, shimmering D major chord (2.8 s).
Defeat: a falling D minor line over a low drone that fades away (3.2 s).
Both are mastered like the theme (-14 LUFS integrated is too loud for a stinger heard over a
bed, so they aim at -16 LUFS, lowered whole if a peak would pass -1.5 dBFS) and carry no loop tags: they play once.
"""

import math

from .audio import RATE, db_to_gain, integrated_loudness, seconds
from .music import encode_ogg, midi_freq

TARGET_LUFS = -16.0
CEILING_DB = -1.5


def _voice(freq, start, length, total, gain, pan=0.0, decay=2.5):
    """A soft square-ish tone (odd harmonics) with a fast attack and an exponential decay."""
    left, right = [0.0] * total, [0.0] * total
    first, n = seconds(start), seconds(length)
    lg, rg = gain * (1 - pan) / 2, gain * (1 + pan) / 2
    for i in range(min(n, total - first)):
        t = i / RATE
        env = min(1.0, t / 0.01) * math.exp(-decay * t) * min(1.0, (n - i) / seconds(0.05))
        phase = 2 * math.pi * freq * t
        v = env * (math.sin(phase) + math.sin(3 * phase) / 5 + math.sin(5 * phase) / 12)
        left[first + i] += v * lg
        right[first + i] += v * rg
    return left, right


def _render(notes, length):
    total = seconds(length)
    left, right = [0.0] * total, [0.0] * total
    for note, start, dur, gain, pan, decay in notes:
        l, r = _voice(midi_freq(note), start, dur, total, gain, pan, decay)
        left = [a + b for a, b in zip(left, l)]
        right = [a + b for a, b in zip(right, r)]
    gain = db_to_gain(TARGET_LUFS - integrated_loudness([left, right]))
    # A stinger is one gesture: rather than limit it, lower it whole if a peak is too high.
    top = max(max(map(abs, left)), max(map(abs, right))) * gain
    gain *= min(1.0, db_to_gain(CEILING_DB) / top)
    return [v * gain for v in left], [v * gain for v in right]


def victory_notes():
    rise = [(62, 0.00), (66, 0.12), (69, 0.24), (74, 0.36)]  # D4 F#4 A4 D5
    notes = [(n, t, 0.5, 0.5, -0.3 + 0.2 * i, 4.0) for i, (n, t) in enumerate(rise)]
    chord = [(50, -0.2), (62, -0.4), (66, 0.4), (69, -0.1), (74, 0.2), (78, 0.0)]
    notes += [(n, 0.5, 2.3, 0.35, pan, 1.2) for n, pan in chord]
    return notes


def defeat_notes():
    fall = [(69, 0.0), (65, 0.4), (62, 0.8), (61, 1.2)]  # A4 F4 D4 C#4
    notes = [(n, t, 0.7, 0.45, 0.0, 2.0) for n, t in fall]
    notes += [(38, 0.0, 3.2, 0.5, 0.0, 0.8), (50, 1.6, 1.6, 0.35, 0.0, 1.0),
              (53, 1.6, 1.6, 0.3, -0.3, 1.0), (57, 1.6, 1.6, 0.3, 0.3, 1.0)]
    return notes


def build_stingers():
    """{file name: encoded OGG bytes} for the victory and defeat stingers."""
    out = {}
    for name, title, notes, length in [("victory.ogg", "Heartpath Victory", victory_notes(), 2.8),
                                       ("defeat.ogg", "Heartpath Defeat", defeat_notes(), 3.2)]:
        left, right = _render(notes, length)
        out[name] = encode_ogg(left, right, [("TITLE", title),
                                             ("ARTIST", "Heartpath (tools/gen_assets.py)")])
    return out
