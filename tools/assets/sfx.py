"""Sound effects: data/sounds/{slam,select,deny}.wav, 44100 Hz mono 16-bit.

Each effect is a few synthesised layers summed, faded at both ends (no clicks) and
normalised to a fixed peak. Noise comes from a seeded generator, so files are reproducible.
"""

import math
import random

from .audio import (RATE, fade_edges, normalise_peak, one_pole_highpass, one_pole_lowpass,
                    seconds)


def slam():
    """A body slam, ~0.35 s: a pitch-dropping thump, a noise smack and a little crunch."""
    n = seconds(0.35)
    rng = random.Random(1)
    # Thump: a sine gliding 120 -> 45 Hz, the weight of the impact.
    thump, phase = [], 0.0
    for i in range(n):
        t = i / RATE
        freq = 45 + 75 * math.exp(-t / 0.06)
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
    return normalise_peak(fade_edges(mix, 0.0015, 0.09), -1.0)


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


def build_effects():
    return {"slam": slam(), "select": select(), "deny": deny()}
