"""data/music/enemy_turn.ogg: "Heartpath Menace", the enemies' turn: an intro that plays once,
then a loop (LOOPSTART/LOOPLENGTH tags), so composers have an example of both.

D minor at the theme's tempo, so a crossfade from the theme lines up beat for beat. The intro
is two bars of a low drone swelling under toms; the loop is 16 bars of half-time drums, a
pulsing 8th-note bass and dark pads over Dm - Bb - Gm - A, with no melody: the enemies are
thinking. The loop is rendered on the theme's circular bus (music.Bus), so what rings past its
end sounds at its start and the loop point is seamless; the intro's notes all end inside it.
"""

import math

from . import music
from .audio import RATE, db_to_gain, integrated_loudness
from .music import BAR, LOOP, STEP, Bus

INTRO_BARS = 2
INTRO = INTRO_BARS * BAR

_CHORDS = {"Dm": ([50, 57, 62, 65], 38), "Bb": ([50, 58, 62, 65], 34),
           "Gm": ([50, 55, 62, 67], 43), "A": ([49, 57, 61, 64], 45)}
PROGRESSION = ["Dm", "Dm", "Bb", "Bb", "Gm", "Gm", "A", "A"] * 2
STEM_LEVELS = {"drums": -18.5, "bass": -19.0, "pads": -21.0}
TARGET_LUFS = -15.0  # a shade under the theme: the enemy turn is tension, not a fight


def _drums(bar):
    """Half time: kick on 1 and the 'and' of 2, snare on 3, a tom run closing every 4 bars."""
    hits = [(0, "kick", 1.0), (6, "kick", 0.7), (8, "snare", 1.0)]
    hits += [(s, "hat", 0.5 if s % 4 == 0 else 0.3) for s in range(0, 16, 2)]
    if bar % 4 == 3:
        hits += [(12, "snare", 0.5), (13, "snare", 0.6), (14, "snare", 0.75), (15, "snare", 0.9)]
    return hits


def render_loop():
    stems = {name: Bus() for name in STEM_LEVELS}
    for bar, chord in enumerate(PROGRESSION):
        at = bar * BAR
        voicing, root = _CHORDS[chord]
        for note in voicing:
            for detune, pan in ((-7, -0.5), (6, 0.5)):
                stems["pads"].add(music.pad_voice(note, BAR + int(0.3 * RATE), detune), at, 0.3, pan)
        for s in range(0, 16, 2):  # a pulsing 8th-note bass, accents on the beat
            stems["bass"].add(music.bass_note(root, 2), at + s * STEP, 1.0 if s % 4 == 0 else 0.7)
        for s, kind, velocity in _drums(bar):
            gain = {"kick": 1.0, "snare": 0.6, "hat": 0.18}[kind]
            stems["drums"].add(music.drum(kind), at + s * STEP, gain * velocity,
                               {"kick": 0.0, "snare": -0.1, "hat": 0.3}[kind])
    out = Bus()
    for name, bus in stems.items():
        bus.mix_into(out, db_to_gain(STEM_LEVELS[name] - bus.rms_db()))
    return out


def render_intro():
    """A D drone (the pads' detuned saws) swelling over two bars, toms counting in."""
    left, right = [0.0] * INTRO, [0.0] * INTRO
    fade = int(0.05 * RATE)
    for note, gain in ((38, 0.45), (45, 0.3), (50, 0.3), (57, 0.15)):
        for detune, pan in ((-7, -0.5), (6, 0.5)):
            tone = music.pad_voice(note, INTRO, detune)
            for i in range(min(INTRO, len(tone))):
                t = i / INTRO
                env = (0.15 + 0.85 * t * t) * min(1.0, (INTRO - i) / fade)  # ends inside the intro
                v = gain * env * tone[i]
                left[i] += v * (1 - pan) / 2
                right[i] += v * (1 + pan) / 2
    tom = music.drum("snare")
    for s, velocity in ((24, 0.4), (26, 0.5), (28, 0.65), (29, 0.7), (30, 0.85), (31, 1.0)):
        at = s * STEP
        for i, v in enumerate(tom[:INTRO - at]):
            left[at + i] += 0.35 * velocity * v
            right[at + i] += 0.35 * velocity * v
    return left, right


def build_enemy_turn():
    """The encoded track and its (loop start, loop length) in samples."""
    loop = render_loop()
    left, right = music.remove_dc(loop.left), music.remove_dc(loop.right)
    gain = db_to_gain(TARGET_LUFS - integrated_loudness([left, right]))
    left, right = [v * gain for v in left], [v * gain for v in right]
    ceiling = db_to_gain(music.CEILING_DB)
    if max(max(map(abs, left)), max(map(abs, right))) > ceiling:
        left, right = music.limiter(left, right, ceiling * 0.995)
    intro_l, intro_r = render_intro()
    peak = max(max(map(abs, intro_l)), max(map(abs, intro_r)), 1e-9)
    scale = min(gain, ceiling * 0.95 / peak)  # the intro as loud as the loop, never clipping
    intro_l, intro_r = [v * scale for v in intro_l], [v * scale for v in intro_r]
    data = music.encode_ogg(intro_l + left, intro_r + right, [
        ("TITLE", "Heartpath Menace"), ("ARTIST", "Heartpath (tools/gen_assets.py)"),
        ("LOOPSTART", str(INTRO)), ("LOOPLENGTH", str(LOOP))])
    return data, INTRO, LOOP
