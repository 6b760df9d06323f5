"""data/music/theme.ogg: "Heartpath Skirmish", a looping tactics-battle tune in D dorian.

16 bars of 4/4 at ~115 bpm (33.4 s): bass, detuned-saw chord pads, a 16th-note arpeggio,
a lead melody and synthesised drums. Two 8-bar phrases; the last bar sits on A major, the
dominant, and ends in a snare fill so it leads straight back into bar 1.

Seamless looping: the song is rendered into a circular buffer exactly one loop long. A note
or echo that runs past the end wraps around into the start, and the effects (delay, filters,
limiter) run over the loop twice so their state at the start equals their state at the end.
Sample N-1 therefore flows into sample 0 as if the song just kept playing. SDL_mixer loops
on the LOOPSTART/LOOPLENGTH comments, so the loop is sample-exact.

The tempo is chosen so a 16th note is a whole number of samples (5760), keeping every note
on an exact sample and the loop length exact.
"""

import collections
import math
import os
import random
import shutil
import subprocess
import tempfile

from .audio import RATE, db_to_gain, gain_to_db, integrated_loudness, one_pole_lowpass, wav_bytes

STEP = 5760                   # samples per 16th note (~114.8 bpm)
BAR = 16 * STEP
BARS = 16
LOOP = BARS * BAR             # 1,474,560 samples = 33.44 s
TARGET_LUFS = -14.0
CEILING_DB = -1.5             # sample peak ceiling before encoding; Vorbis adds a little


class EncoderMissing(Exception):
    pass


# --------------------------------------------------------------------------- the score

def midi_freq(note):
    return 440.0 * 2 ** ((note - 69) / 12.0)


# Chords per bar: (name, pad voicing as MIDI notes, bass root).
_CHORDS = {
    "Dm7": ([62, 65, 69, 72], 38), "C": ([60, 64, 67, 72], 36), "G": ([59, 62, 67, 71], 43),
    "A": ([61, 64, 69, 73], 45), "F": ([60, 65, 69, 72], 41), "Am": ([60, 64, 69, 72], 45),
    "Asus4": ([62, 64, 69, 74], 45),
}
PROGRESSION = ["Dm7", "C", "G", "Dm7", "Dm7", "C", "G", "A",
               "F", "G", "Am", "Dm7", "F", "G", "Asus4", "A"]

# Melody per bar: (start, length) in 16ths and a MIDI note. The motif is bar 1: a turn
# around A, a leap up to D and a fall back, answered a step lower in bar 2.
D4, E4, F4, G4, A4, B4, C5, CS5, D5, E5, F5, G5, A5 = 62, 64, 65, 67, 69, 71, 72, 73, 74, 76, 77, 79, 81
_MOTIF = [(0, 3, A4), (3, 1, G4), (4, 2, A4), (6, 4, D5), (10, 2, C5), (12, 4, A4)]
MELODY = [
    _MOTIF,
    [(0, 3, G4), (3, 1, F4), (4, 2, E4), (6, 6, G4)],
    [(0, 3, B4), (3, 1, A4), (4, 2, B4), (6, 4, D5), (10, 2, E5), (12, 4, D5)],
    [(0, 3, C5), (3, 1, A4), (4, 4, F4), (8, 4, D4), (12, 2, F4), (14, 2, G4)],
    _MOTIF,
    [(0, 3, G4), (3, 1, F4), (4, 2, E4), (6, 6, C5)],
    [(0, 3, B4), (3, 1, A4), (4, 2, B4), (6, 2, D5), (8, 2, E5), (10, 2, D5), (12, 4, B4)],
    [(0, 4, CS5), (4, 4, E5), (8, 6, A4)],
    [(0, 6, C5), (6, 2, A4), (8, 4, C5), (12, 4, F5)],
    [(0, 6, D5), (6, 2, B4), (8, 4, D5), (12, 4, G5)],
    [(0, 4, E5), (4, 2, D5), (6, 2, C5), (8, 2, E5), (10, 2, G5), (12, 4, A5)],
    [(0, 6, F5), (6, 2, E5), (8, 4, D5), (12, 2, C5), (14, 2, A4)],
    [(0, 6, C5), (6, 2, A4), (8, 4, C5), (12, 4, F5)],
    [(0, 6, G5), (6, 2, F5), (8, 4, D5), (12, 4, B4)],
    [(0, 2, A4), (2, 2, D5), (4, 8, E5), (12, 4, D5)],
    [(0, 8, CS5), (8, 2, E5), (10, 2, D5), (12, 2, CS5), (14, 2, B4)],
]

# Bass: a galloping 16th pattern on the root (R), its octave (O) and fifth (F).
_BASS_PATTERN = [(0, "R", 2), (2, "R", 1), (3, "O", 1), (4, "R", 2), (6, "R", 1), (7, "F", 1),
                 (8, "R", 2), (10, "R", 1), (11, "O", 1), (12, "R", 2), (14, "F", 1), (15, "O", 1)]
# The last bar climbs A-B-C# into the D of bar 1.
_BASS_TURNAROUND = _BASS_PATTERN[:9] + [(12, 33, 1), (13, 35, 1), (14, 37, 2)]

# Arpeggio: which chord tone (index into the voicing) plays on each 16th.
_ARP_ORDER = [0, 1, 2, 3, 2, 1, 2, 3, 0, 1, 2, 3, 3, 2, 1, 2]


def bass_notes(bar):
    """(16th, length in 16ths, MIDI note) for one bar."""
    _, root = _CHORDS[PROGRESSION[bar]]
    pattern = _BASS_TURNAROUND if bar == BARS - 1 else _BASS_PATTERN
    offsets = {"R": 0, "O": 12, "F": 7}
    return [(start, steps, root + offsets[kind] if isinstance(kind, str) else kind)
            for start, kind, steps in pattern]


def drum_hits(bar):
    """(16th, instrument, velocity) for one bar; fills at the ends of the two phrases."""
    hits = [(0, "kick", 1.0), (8, "kick", 0.95), (11, "kick", 0.7), (4, "snare", 1.0),
            (12, "snare", 1.0)]
    if bar % 4 == 3:
        hits.append((6, "kick", 0.6))
    busy = bar >= 8  # the second phrase gets 16th hats for lift
    for s in range(16):
        if s % 2 == 0:
            hits.append((s, "hat", 0.8 if s % 4 == 2 else 0.55))
        elif busy:
            hits.append((s, "hat", 0.3))
    if bar in (3, 11):
        hits.append((14, "open_hat", 0.6))
    if bar == 7:
        hits += [(13, "snare", 0.45), (14, "snare", 0.6), (15, "snare", 0.8)]
    if bar == 15:  # the turnaround fill that throws back to bar 1
        hits += [(10, "snare", 0.4), (13, "snare", 0.55), (14, "snare", 0.7), (15, "snare", 0.9),
                 (14, "kick", 0.8)]
    return hits


# --------------------------------------------------------------------------- instruments

_TABLE = 2048


def _wavetable(freq, odd_weight, even_weight, top=9000.0, limit=60):
    """One band-limited cycle: harmonics up to `top` Hz, odd/even weights shape the timbre
    (odd only = square, both = saw). Band-limiting keeps high notes from aliasing."""
    count = max(1, min(limit, int(top / freq)))
    table = [0.0] * _TABLE
    for h in range(1, count + 1):
        amp = (odd_weight if h % 2 else even_weight) / h
        if amp == 0:
            continue
        step = 2 * math.pi * h / _TABLE
        for i in range(_TABLE):
            table[i] += amp * math.sin(step * i)
    scale = 1.0 / max(abs(v) for v in table)
    return [v * scale for v in table]


_tables = {}


def wavetable(kind, note):
    key = (kind, note)
    if key not in _tables:
        f = midi_freq(note)
        _tables[key] = {"saw": lambda: _wavetable(f, 1, 1, 7000),
                        "warm_saw": lambda: _wavetable(f, 1, 1, 3500),
                        "square": lambda: _wavetable(f, 1, 0, 6000),
                        "lead": lambda: _wavetable(f, 1, 0.35, 6000),
                        "bass": lambda: _wavetable(f, 1, 0.6, 2400)}[kind]()
    return _tables[key]


def oscillator(kind, note, length, detune_cents=0.0, phase=0.0):
    table = wavetable(kind, note)
    inc = midi_freq(note) * 2 ** (detune_cents / 1200) * _TABLE / RATE
    start = phase * _TABLE
    return [table[int(start + i * inc) & (_TABLE - 1)] for i in range(length)]


def envelope(length, attack, release, decay=None, sustain=1.0, hold=None):
    """Attack/decay/sustain over `hold` samples, then a release; lengths in samples."""
    hold = length - release if hold is None else hold
    out = []
    for i in range(length):
        if i < attack:
            v = i / attack
        elif decay:
            v = sustain + (1 - sustain) * math.exp(-(i - attack) / decay)
        else:
            v = 1.0
        if i >= hold:
            v *= max(0.0, 1 - (i - hold) / release)
        out.append(v)
    return out


def _times(a, b):
    return [x * y for x, y in zip(a, b)]


_note_cache = {}


def cached(key, render):
    if key not in _note_cache:
        _note_cache[key] = render()
    return _note_cache[key]


def pad_voice(note, length, detune):
    """One detuned saw of a chord pad, low-passed warm; slow attack, long release."""
    def render():
        tone = oscillator("warm_saw", note, length, detune, phase=(note * 0.137) % 1)
        tone = one_pole_lowpass(tone, 1800)
        return _times(tone, envelope(length, int(0.12 * RATE), int(0.35 * RATE)))
    return cached(("pad", note, length, detune), render)


def bass_note(note, steps):
    """A plucky bass: saw/square through a low-pass that closes over the note."""
    def render():
        length = int(steps * STEP * 0.9)
        tone = oscillator("bass", note, length)
        cutoff = [300 + 1700 * math.exp(-i / (0.07 * RATE)) for i in range(length)]
        tone = one_pole_lowpass(one_pole_lowpass(tone, cutoff), 2500)
        return _times(tone, envelope(length, 60, int(0.02 * RATE), decay=0.25 * RATE, sustain=0.6))
    return cached(("bass", note, steps), render)


def arp_note(note):
    def render():
        length = int(STEP * 1.6)
        tone = one_pole_lowpass(oscillator("square", note, length), 3200)
        return _times(tone, envelope(length, 40, int(0.03 * RATE), decay=0.06 * RATE, sustain=0.0))
    return cached(("arp", note), render)


def lead_note(note, steps):
    """The melody voice: a soft square with delayed vibrato, like a SNES brass-flute."""
    def render():
        length = int(steps * STEP * 0.94)
        table = wavetable("lead", note)
        base = midi_freq(note) * _TABLE / RATE
        out, phase = [], 0.0
        for i in range(length):
            t = i / RATE
            depth = 0.006 * min(1.0, max(0.0, (t - 0.15) / 0.2))  # vibrato fades in
            phase += base * (1 + depth * math.sin(2 * math.pi * 5.4 * t))
            out.append(table[int(phase) & (_TABLE - 1)])
        out = one_pole_lowpass(out, 3800)
        return _times(out, envelope(length, int(0.012 * RATE), int(0.06 * RATE),
                                    decay=0.3 * RATE, sustain=0.75))
    return cached(("lead", note, steps), render)


def drum(kind):
    """The drum kit, synthesised: each hit is rendered once and reused."""
    def render():
        rng = random.Random({"kick": 11, "snare": 12, "hat": 13, "open_hat": 14}[kind])
        if kind == "kick":
            n, out, phase = int(0.32 * RATE), [], 0.0
            for i in range(n):
                t = i / RATE
                phase += 2 * math.pi * (46 + 110 * math.exp(-t / 0.028)) / RATE
                out.append(math.sin(phase) * math.exp(-t / 0.14) + 0.3 * math.exp(-t / 0.002))
            return out
        if kind == "snare":
            n = int(0.22 * RATE)
            noise = one_pole_lowpass([rng.uniform(-1, 1) for _ in range(n)], 7000)
            noise = [v - w for v, w in zip(noise, one_pole_lowpass(noise, 900))]
            return [0.9 * nv * math.exp(-i / RATE / 0.06)
                    + 0.7 * math.sin(2 * math.pi * 185 * i / RATE) * math.exp(-i / RATE / 0.035)
                    for i, nv in enumerate(noise)]
        decay = 0.018 if kind == "hat" else 0.12
        n = int((decay * 6) * RATE)
        noise = [rng.uniform(-1, 1) for _ in range(n)]
        noise = [v - w for v, w in zip(noise, one_pole_lowpass(noise, 6500))]
        return [v * math.exp(-i / RATE / decay) for i, v in enumerate(noise)]
    def with_attack():
        # A 1.5 ms fade-in: hits stay punchy but never start on a step (a click), which
        # matters most for the kick on sample 0, the loop point.
        hit = render()
        ramp = int(0.0015 * RATE)
        return [v * min(1.0, i / ramp) for i, v in enumerate(hit)]
    return cached(("drum", kind), with_attack)


# --------------------------------------------------------------------------- mixing

class Bus:
    """A stereo loop buffer; anything added past the end wraps round to the start."""

    def __init__(self):
        self.left = [0.0] * LOOP
        self.right = [0.0] * LOOP

    def add(self, sound, at, gain, pan=0.0):
        """Mix a mono sound at sample `at`, pan -1 (left) .. 1 (right), equal-power."""
        angle = (pan + 1) * math.pi / 4
        for channel, g in ((self.left, gain * math.cos(angle) * math.sqrt(2)),
                           (self.right, gain * math.sin(angle) * math.sqrt(2))):
            pos, rest = at % LOOP, sound
            while rest:
                chunk = rest[:LOOP - pos]
                channel[pos:pos + len(chunk)] = [a + g * b for a, b in
                                                 zip(channel[pos:pos + len(chunk)], chunk)]
                rest, pos = rest[len(chunk):], 0

    def mix_into(self, other, gain):
        other.left = [a + gain * b for a, b in zip(other.left, self.left)]
        other.right = [a + gain * b for a, b in zip(other.right, self.right)]

    def rms_db(self):
        total = sum(v * v for v in self.left) + sum(v * v for v in self.right)
        return gain_to_db(math.sqrt(total / (2 * LOOP)))


def rotated(samples, shift):
    """The loop delayed by `shift` samples, wrapping (an echo of the end lands at the start)."""
    shift %= LOOP
    return samples[-shift:] + samples[:-shift] if shift else list(samples)


def ping_pong_delay(bus, steps=3, feedback=0.42, taps=6):
    """Dotted-8th echoes bouncing left-right, computed on the loop as a circle."""
    mono = [(a + b) * 0.5 for a, b in zip(bus.left, bus.right)]
    send = circular(lambda s: one_pole_lowpass(one_pole_lowpass(s, 7800), 2600), mono)  # darker repeats
    echo = Bus()
    for k in range(1, taps + 1):
        delayed = rotated(send, k * steps * STEP)
        g = feedback ** (k - 1)
        channel = echo.left if k % 2 else echo.right
        channel[:] = [a + g * b for a, b in zip(channel, delayed)]
    return echo


def render_stems():
    """Each part on its own bus, so the mix can balance them by measured level."""
    stems = {name: Bus() for name in ("drums", "bass", "pads", "arp", "lead")}
    for bar in range(BARS):
        at = bar * BAR
        voicing, _ = _CHORDS[PROGRESSION[bar]]
        for note in voicing:
            for detune, pan in ((-9, -0.6), (0, 0.0), (8, 0.6)):
                stems["pads"].add(pad_voice(note, BAR + int(0.3 * RATE), detune), at, 0.3, pan)
        for start, steps, note in bass_notes(bar):
            stems["bass"].add(bass_note(note, steps), at + start * STEP, 1.0)
        arp_notes = sorted(voicing)
        for s in range(16):
            note = arp_notes[_ARP_ORDER[s]] + 12
            stems["arp"].add(arp_note(note), at + s * STEP, 0.9 if s % 4 == 0 else 0.6, 0.35)
        for start, steps, note in MELODY[bar]:
            stems["lead"].add(lead_note(note, steps), at + start * STEP, 1.0, -0.05)
        for s, kind, velocity in drum_hits(bar):
            pan = {"kick": 0.0, "snare": -0.1, "hat": 0.3, "open_hat": 0.3}[kind]
            gain = {"kick": 1.0, "snare": 0.55, "hat": 0.22, "open_hat": 0.2}[kind]
            stems["drums"].add(drum(kind), at + s * STEP, gain * velocity, pan)
    return stems


# Levels (RMS, dBFS) each stem is set to before the master; the melody leads, pads sit back.
STEM_LEVELS = {"drums": -18.0, "bass": -19.0, "lead": -19.5, "pads": -24.0, "arp": -27.0}


def mix():
    stems = render_stems()
    master = Bus()
    for name, bus in stems.items():
        bus.mix_into(master, db_to_gain(STEM_LEVELS[name] - bus.rms_db()))
    # Echoes on the melody and arpeggio give space without a reverb.
    echo_source = Bus()
    stems["lead"].mix_into(echo_source, db_to_gain(STEM_LEVELS["lead"] - stems["lead"].rms_db()))
    stems["arp"].mix_into(echo_source, db_to_gain(STEM_LEVELS["arp"] - stems["arp"].rms_db()))
    ping_pong_delay(echo_source).mix_into(master, 0.28)
    return master


# --------------------------------------------------------------------------- mastering

def circular(process, samples):
    """Run a stateful process over the loop twice and keep the second pass: its state at the
    start then matches its state at the end, so the loop point stays seamless."""
    return process(samples + samples)[LOOP:]


def limiter(left, right, ceiling):
    """A look-ahead peak limiter: the gain glides down over 3 ms before a peak (so there is
    no step to click), holds, then recovers over ~120 ms."""
    g = limiter_gains(left, right, ceiling)
    return [a * k for a, k in zip(left, g)], [b * k for b, k in zip(right, g)]


def limiter_gains(left, right, ceiling):
    """The limiter's gain per sample (see limiter), so the same gain can be applied to stems
    that sum to left/right: limiting each by it limits their sum exactly."""
    window, release = int(0.003 * RATE), math.exp(-1 / (0.12 * RATE))
    need = [min(1.0, ceiling / max(abs(a), abs(b), 1e-9)) for a, b in zip(left, right)]

    def gains(wanted):
        n = len(wanted)
        held, queue = [1.0] * n, collections.deque()
        for i in range(n - 1, -1, -1):  # held[i] = min(wanted[i .. i + window]), a deque scan
            while queue and wanted[queue[-1]] >= wanted[i]:
                queue.pop()
            queue.append(i)
            if queue[0] > i + window:
                queue.popleft()
            held[i] = wanted[queue[0]]
        prefix = [0.0]
        for h in held:
            prefix.append(prefix[-1] + h)
        out, g = [], 1.0
        for i in range(n):  # averaging the held gain over the window makes the glide
            lo = max(0, i - window + 1)
            s = (prefix[i + 1] - prefix[lo]) / (i + 1 - lo)
            g = s if s < g else s + (g - s) * release
            out.append(g)
        return out

    return circular(gains, need)


def remove_dc(samples):
    lows = circular(lambda s: one_pole_lowpass(s, 20.0), samples)
    return [x - low for x, low in zip(samples, lows)]


def master(bus):
    """High-pass away DC, set the loudness to TARGET_LUFS, and keep peaks under the ceiling."""
    left, right = remove_dc(bus.left), remove_dc(bus.right)
    ceiling = db_to_gain(CEILING_DB)
    for _ in range(3):  # limiting lowers loudness a little, so settle in a few rounds
        gain = db_to_gain(TARGET_LUFS - integrated_loudness([left, right]))
        left, right = [v * gain for v in left], [v * gain for v in right]
        if max(max(map(abs, left)), max(map(abs, right))) > ceiling:
            left, right = limiter(left, right, ceiling * 0.995)
    return left, right


# --------------------------------------------------------------------------- encoding

def require_encoder():
    if shutil.which("oggenc") is None:
        raise EncoderMissing("oggenc not found: install the Debian package vorbis-tools "
                             "(apt-get install vorbis-tools) to encode data/music/theme.ogg")


def encode_ogg(left, right, comments):
    """Vorbis-encode with oggenc -q 4; a fixed stream serial keeps the file reproducible."""
    require_encoder()
    interleaved = [v for pair in zip(left, right) for v in pair]
    with tempfile.TemporaryDirectory() as tmp:
        wav, ogg = os.path.join(tmp, "theme.wav"), os.path.join(tmp, "theme.ogg")
        with open(wav, "wb") as f:
            f.write(wav_bytes(interleaved, channels=2))
        command = ["oggenc", "-Q", "-q", "4", "-s", "1213", "-o", ogg]
        for key, value in comments:
            command += ["-c", f"{key}={value}"]
        subprocess.run(command + [wav], check=True)
        with open(ogg, "rb") as f:
            return f.read()


def build_theme():
    """The encoded theme and its loop length in samples."""
    left, right = master(mix())
    data = encode_ogg(left, right, [
        ("TITLE", "Heartpath Skirmish"), ("ARTIST", "Heartpath (tools/gen_assets.py)"),
        ("LOOPSTART", "0"), ("LOOPLENGTH", str(LOOP))])
    return data, LOOP
