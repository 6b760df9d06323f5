"""data/music/battle_*.ogg: "Heartpath Skirmish" in three stems for the player's turn, heard
together or in part as the battle's intensity moves (docs/composing.md, "Adaptive stems").

The theme's 16 bars (music.py: same chords, melody, 114.84375 bpm, 4/4) split into layers
that each make sense alone and sum to the full arrangement:
  battle_base.ogg   pads and bass: the harmony, calm, always heard       intensity [0, 1]
  battle_drums.ogg  drums and the 16th-note arpeggio: the drive           intensity [0.3, 1]
  battle_lead.ogg   the melody and its ping-pong echo: the fight is on    intensity [0.6, 1]
Every stem is rendered on the theme's circular bus, so each is exactly LOOP samples long and
loops seamlessly on its own (LOOPSTART 0, LOOPLENGTH LOOP), and they stay sample-locked.

Mastered as one: the full sum is set to TARGET_LUFS and limited, and the limiter's gain curve
(computed on the sum) is applied to every stem, so the three decoded together stay under
CEILING_DB sample peak (a margin for three separately encoded files to stay under -1 dBTP).
"""

from . import music
from .audio import db_to_gain, integrated_loudness
from .music import LOOP, Bus

BPM = 44100 * 60 / (music.STEP * 4)  # 114.84375: a 16th is 5760 samples
TARGET_LUFS = -14.0  # the full battle as loud as the theme
CEILING_DB = -2.5
GROUPS = {  # stem file -> the theme's parts in it
    "battle_base.ogg": ("pads", "bass"),
    "battle_drums.ogg": ("drums", "arp"),
    "battle_lead.ogg": ("lead",),
}


def render_groups():
    """The three stems as buses, each part at the theme's level, the echo with the lead."""
    parts = music.render_stems()
    gains = {name: db_to_gain(music.STEM_LEVELS[name] - bus.rms_db()) for name, bus in parts.items()}
    groups = {}
    for stem, names in GROUPS.items():
        bus = Bus()
        for name in names:
            parts[name].mix_into(bus, gains[name])
        groups[stem] = bus
    echo_source = Bus()  # the theme echoes lead and arpeggio; here each echo stays in its stem
    parts["lead"].mix_into(echo_source, gains["lead"])
    music.ping_pong_delay(echo_source).mix_into(groups["battle_lead.ogg"], 0.28)
    arp_echo = Bus()
    parts["arp"].mix_into(arp_echo, gains["arp"])
    music.ping_pong_delay(arp_echo).mix_into(groups["battle_drums.ogg"], 0.28)
    return groups


def summed(stems):
    left = [sum(v) for v in zip(*(s[0] for s in stems.values()))]
    right = [sum(v) for v in zip(*(s[1] for s in stems.values()))]
    return left, right


def master_stems(groups):
    """DC removed per stem, one gain for all to reach TARGET_LUFS on the sum, and the sum's
    limiter gain applied to each, so the stems still add up to the mastered sum."""
    stems = {name: (music.remove_dc(b.left), music.remove_dc(b.right)) for name, b in groups.items()}
    ceiling = db_to_gain(CEILING_DB)
    for _ in range(3):  # limiting lowers loudness a little, so settle in a few rounds
        left, right = summed(stems)
        gain = db_to_gain(TARGET_LUFS - integrated_loudness([left, right]))
        stems = {n: ([v * gain for v in l], [v * gain for v in r]) for n, (l, r) in stems.items()}
        left, right = [v * gain for v in left], [v * gain for v in right]
        if max(max(map(abs, left)), max(map(abs, right))) > ceiling:
            g = music.limiter_gains(left, right, ceiling * 0.995)
            stems = {n: ([a * k for a, k in zip(l, g)], [b * k for b, k in zip(r, g)])
                     for n, (l, r) in stems.items()}
    return stems


def build_battle_stems():
    """{file name: encoded stem}, and a report line per stem (level, peak)."""
    stems = master_stems(render_groups())
    files, report = {}, []
    for name, (left, right) in stems.items():
        assert len(left) == len(right) == LOOP
        files[name] = music.encode_ogg(left, right, [
            ("TITLE", "Heartpath Skirmish (" + name[len("battle_"):-len(".ogg")] + " stem)"),
            ("ARTIST", "Heartpath (tools/gen_assets.py)"), ("BPM", f"{BPM:g}"),
            ("LOOPSTART", "0"), ("LOOPLENGTH", str(LOOP))])
        peak = max(max(map(abs, left)), max(map(abs, right)))
        report.append(f"{name}: {integrated_loudness([left, right]):.1f} LUFS alone, "
                      f"peak {music.gain_to_db(peak):.1f} dBFS")
    left, right = summed(stems)
    peak = max(max(map(abs, left)), max(map(abs, right)))
    report.append(f"all stems: {integrated_loudness([left, right]):.1f} LUFS, "
                  f"peak {music.gain_to_db(peak):.1f} dBFS")
    return files, report
