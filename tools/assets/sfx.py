"""Sound effects: data/sounds/*.wav (data/sounds/sounds.json maps game events to them),
44100 Hz mono 16-bit.

Each effect is a few synthesised layers summed, faded at both ends (no clicks) and
normalised to a fixed peak with headroom (-3 dBFS or lower): the manifest's gain_db balances
them against the music and the mix bus's limiter catches what overlaps. Noise comes from a
seeded generator, so files are reproducible; variations differ by seed and pitch.
"""

import math
import random

from .audio import (RATE, fade_edges, normalise_peak, one_pole_highpass, one_pole_lowpass,
                    seconds)


def slam(seed=1, pitch=1.0):
    """A body slam, ~0.35 s: a pitch-dropping thump, a noise smack and a little crunch."""
    n = seconds(0.35)
    rng = random.Random(seed)
    # Thump: a sine gliding 120 -> 45 Hz, the weight of the impact.
    thump, phase = [], 0.0
    for i in range(n):
        t = i / RATE
        freq = (45 + 75 * math.exp(-t / 0.06)) * pitch
        phase += 2 * math.pi * freq / RATE
        thump.append(math.sin(phase) * math.exp(-t / 0.13))
    # Smack: a short burst of darkened noise, the contact.
    noise = one_pole_lowpass([rng.uniform(-1, 1) for _ in range(n)], 2600)
    smack = [v * 2.2 * math.exp(-i / RATE / 0.035) for i, v in enumerate(noise)]
    # Crunch: mid-band noise chopped into a few random grains, like armour and gravel.
    band = one_pole_highpass(one_pole_lowpass([rng.uniform(-1, 1) for _ in range(n)], 3000), 700)
    crunch = [0.0] * n
    for start in sorted(rng.uniform(0.004, 0.07) for _ in range(7)):
        s0, length = seconds(start), seconds(rng.uniform(0.006, 0.016))
        for i in range(s0, min(n, s0 + length)):
            crunch[i] += band[i] * 1.6 * math.sin(math.pi * (i - s0) / length)
    # Click: the very first milliseconds get a bright transient so it cuts through music.
    click = [math.sin(2 * math.pi * 1800 * i / RATE) * math.exp(-i / RATE / 0.003) * 0.5
             for i in range(n)]
    mix = [0.9 * a + 0.45 * b + 0.35 * c + d for a, b, c, d in zip(thump, smack, crunch, click)]
    mix = [math.tanh(1.6 * v) for v in mix]  # gentle saturation glues the layers together
    mix = one_pole_lowpass(one_pole_lowpass(mix, 5500), 7000)  # no hiss: weight, not fizz
    return normalise_peak(fade_edges(mix, 0.0015, 0.09), -3.0)


def select():
    """A soft, short UI blip (~0.08 s): two quick rising sine partials with a bell decay."""
    n = seconds(0.08)
    out = []
    for i in range(n):
        t = i / RATE
        freq = 880 + 440 * min(1.0, t / 0.02)
        env = math.exp(-t / 0.025)
        out.append(env * (math.sin(2 * math.pi * freq * t) + 0.25 * math.sin(4 * math.pi * freq * t)))
    return normalise_peak(fade_edges(out, 0.003, 0.02), -6.0)


def deny():
    """A low "nope" buzz (~0.15 s): two short, soft-edged square pulses, the second lower."""
    n = seconds(0.15)
    out = [0.0] * n
    for start, length, freq in ((0.0, 0.06, 150.0), (0.074, 0.074, 112.0)):
        s0, count = seconds(start), seconds(length)
        for i in range(count):
            t = i / RATE
            wave_ = math.copysign(1.0, math.sin(2 * math.pi * freq * t))
            env = math.sin(math.pi * i / count) ** 0.5
            out[s0 + i] += wave_ * env
    out = one_pole_lowpass(one_pole_lowpass(out, 1400), 2200)  # take the fizz off the square
    return normalise_peak(fade_edges(out, 0.002, 0.02), -4.0)


def footstep(seed):
    """A soft step on packed earth (~0.1 s): a low heel thud and a short gritty scuff."""
    n = seconds(0.1)
    rng = random.Random(100 + seed)
    pitch = rng.uniform(0.85, 1.15)
    thud = [math.sin(2 * math.pi * 85 * pitch * i / RATE) * math.exp(-i / RATE / 0.018)
            for i in range(n)]
    grit = one_pole_lowpass(one_pole_highpass([rng.uniform(-1, 1) for _ in range(n)], 400),
                            1800 * pitch)
    delay = seconds(rng.uniform(0.008, 0.02))  # the toe lands a moment after the heel
    scuff = [0.0] * n
    attack = seconds(0.002)  # the scuff swells in: a hard onset would click up to 20 kHz
    for i in range(delay, n):
        swell = min(1.0, (i - delay) / attack)
        scuff[i] = grit[i] * 0.8 * swell * math.exp(-(i - delay) / RATE / 0.022)
    mix = [a + b for a, b in zip(thud, scuff)]
    return normalise_peak(fade_edges(mix, 0.001, 0.03), -6.0)


def knock_out():
    """A unit falls (~0.75 s): a heavy body drop, a sagging low groan and a dust rattle."""
    n = seconds(0.75)
    rng = random.Random(7)
    body, phase = [], 0.0
    for i in range(n):
        t = i / RATE
        freq = 55 + 140 * math.exp(-t / 0.18)  # a tone sagging like a sigh
        phase += 2 * math.pi * freq / RATE
        body.append(math.sin(phase) * 0.6 * math.exp(-t / 0.25))
    drop = slam(seed=9, pitch=0.7)[:n] + [0.0] * max(0, n - seconds(0.35))
    rattle = one_pole_lowpass([rng.uniform(-1, 1) for _ in range(n)], 2200)
    start = seconds(0.12)  # the body settles after the impact
    dust = [0.0] * n
    for i in range(start, n):
        dust[i] = rattle[i] * 0.25 * math.exp(-(i - start) / RATE / 0.12)
    mix = [math.tanh(a + 0.8 * b + c) for a, b, c in zip(body, drop, dust)]
    return normalise_peak(fade_edges(mix, 0.002, 0.2), -3.0)


def flee():
    """A wounded enemy runs (~0.45 s): three quick light steps under a falling whoosh."""
    n = seconds(0.45)
    rng = random.Random(11)
    noise = [rng.uniform(-1, 1) for _ in range(n)]
    whoosh, state = [], 0.0
    for i, v in enumerate(noise):
        t = i / RATE
        cutoff = 300 + 2500 * math.sin(math.pi * min(1.0, t / 0.4))  # rises then falls
        k = 1 - math.exp(-2 * math.pi * cutoff / RATE)
        state += k * (v - state)
        whoosh.append(state * 0.6 * math.sin(math.pi * min(1.0, t / 0.45)))
    mix = whoosh
    for k, at in enumerate((0.03, 0.13, 0.22)):
        step = footstep(10 + k)
        s0 = seconds(at)
        for i, v in enumerate(step):
            if s0 + i < n:
                mix[s0 + i] += 0.7 * v
    return normalise_peak(fade_edges(mix, 0.002, 0.06), -6.0)


def _bell(freq, length, decay):
    """A soft bell note: a sine with a quieter inharmonic partial, struck and decaying."""
    n = seconds(length)
    return [(math.sin(2 * math.pi * freq * i / RATE) +
             0.3 * math.sin(2 * math.pi * freq * 2.76 * i / RATE) * math.exp(-i / RATE / 0.08))
            * math.exp(-i / RATE / decay) * min(1.0, i / (0.004 * RATE))
            for i in range(n)]


def _notes(notes, length, decay):
    """Bell notes (Hz, start in seconds) laid into one buffer of length seconds."""
    out = [0.0] * seconds(length)
    for freq, at in notes:
        s0 = seconds(at)
        for i, v in enumerate(_bell(freq, length - at, decay)):
            out[s0 + i] += v
    return out


def turn_change():
    """A turn begins (~0.55 s): two soft rising chimes, G5 then C6."""
    out = _notes(((784.0, 0.0), (1046.5, 0.12)), 0.55, 0.16)
    return normalise_peak(fade_edges(out, 0.002, 0.1), -8.0)


def victory():
    """The battle is won (~1.1 s): a quick rising C major arpeggio ringing out."""
    out = _notes(((523.3, 0.0), (659.3, 0.09), (784.0, 0.18), (1046.5, 0.27)), 1.1, 0.35)
    return normalise_peak(fade_edges(out, 0.002, 0.3), -6.0)


def defeat():
    """The battle is lost (~1.2 s): three slow falling minor notes over a low drone."""
    out = _notes(((659.3, 0.0), (587.3, 0.22), (523.3, 0.44)), 1.2, 0.3)
    drone = [0.5 * math.sin(2 * math.pi * 110 * i / RATE) * math.sin(math.pi * i / len(out))
             for i in range(len(out))]
    out = one_pole_lowpass([a + b for a, b in zip(out, drone)], 3000)
    return normalise_peak(fade_edges(out, 0.002, 0.3), -6.0)


def build_effects():
    effects = {"select": select(), "deny": deny(), "knock_out": knock_out(), "flee": flee(),
               "turn_change": turn_change(), "victory": victory(), "defeat": defeat()}
    for k, (seed, pitch) in enumerate(((1, 1.0), (2, 0.92), (3, 1.08))):
        effects[f"slam_{k + 1}"] = slam(seed, pitch)
    for k in range(4):
        effects[f"footstep_{k + 1}"] = footstep(k)
    return effects
