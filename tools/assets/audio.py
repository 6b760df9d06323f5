"""Audio building blocks shared by the sound effects and the music: oscillators, envelopes,
filters, WAV writing and a loudness meter. Signals are plain lists of floats in -1..1.
"""

import io
import math
import struct
import wave

RATE = 44100


def seconds(n):
    return int(round(n * RATE))


def peak(samples):
    return max(abs(s) for s in samples) if samples else 0.0


def db_to_gain(db):
    return 10 ** (db / 20.0)


def gain_to_db(gain):
    return 20 * math.log10(max(gain, 1e-12))


def normalise_peak(samples, peak_db):
    g = db_to_gain(peak_db) / max(peak(samples), 1e-12)
    return [s * g for s in samples]


def one_pole_lowpass(samples, cutoff, state=0.0):
    """A gentle 6 dB/octave low-pass; cutoff in Hz (a float, or a list per sample)."""
    out = []
    y = state
    if isinstance(cutoff, (int, float)):
        a = 1 - math.exp(-2 * math.pi * cutoff / RATE)
        for x in samples:
            y += a * (x - y)
            out.append(y)
    else:
        for x, fc in zip(samples, cutoff):
            y += (1 - math.exp(-2 * math.pi * fc / RATE)) * (x - y)
            out.append(y)
    return out


def one_pole_highpass(samples, cutoff):
    low = one_pole_lowpass(samples, cutoff)
    return [x - l for x, l in zip(samples, low)]


def fade_edges(samples, fade_in=0.002, fade_out=0.05):
    """Raised-cosine fades at both ends, so a sound starts and stops without a click."""
    out = list(samples)
    n_in, n_out = seconds(fade_in), seconds(fade_out)
    for i in range(min(n_in, len(out))):
        out[i] *= 0.5 - 0.5 * math.cos(math.pi * i / n_in)
    for i in range(min(n_out, len(out))):
        out[-1 - i] *= 0.5 - 0.5 * math.cos(math.pi * i / n_out)
    return out


def to_pcm16(samples):
    """16-bit little-endian PCM; rounds (no dither) so the bytes are reproducible."""
    return struct.pack("<%dh" % len(samples),
                       *(max(-32767, min(32767, int(round(s * 32767)))) for s in samples))


def wav_bytes(samples, channels=1):
    """A 16-bit WAV file (interleaved samples when channels = 2)."""
    buffer = io.BytesIO()
    with wave.open(buffer, "wb") as w:
        w.setnchannels(channels)
        w.setsampwidth(2)
        w.setframerate(RATE)
        w.writeframes(to_pcm16(samples))
    return buffer.getvalue()


# --------------------------------------------------------------------------- loudness

def _biquad(samples, b, a):
    b0, b1, b2 = (c / a[0] for c in b)
    a1, a2 = a[1] / a[0], a[2] / a[0]
    x1 = x2 = y1 = y2 = 0.0
    out = []
    for x in samples:
        y = b0 * x + b1 * x1 + b2 * x2 - a1 * y1 - a2 * y2
        x2, x1, y2, y1 = x1, x, y1, y
        out.append(y)
    return out


def _k_weighting(samples):
    """ITU-R BS.1770 K-weighting (high shelf + high-pass), designed for this sample rate."""
    w0 = 2 * math.pi * 1681.974450955533 / RATE
    A = 10 ** (3.999843853973347 / 40)
    alpha = math.sin(w0) / (2 * 0.7071752369554196)
    cw, sa = math.cos(w0), 2 * math.sqrt(A) * alpha
    shelf = _biquad(samples,
                    (A * ((A + 1) + (A - 1) * cw + sa), -2 * A * ((A - 1) + (A + 1) * cw),
                     A * ((A + 1) + (A - 1) * cw - sa)),
                    ((A + 1) - (A - 1) * cw + sa, 2 * ((A - 1) - (A + 1) * cw),
                     (A + 1) - (A - 1) * cw - sa))
    w0 = 2 * math.pi * 38.13547087602444 / RATE
    alpha = math.sin(w0) / (2 * 0.5003270373238773)
    cw = math.cos(w0)
    return _biquad(shelf, ((1 + cw) / 2, -(1 + cw), (1 + cw) / 2), (1 + alpha, -2 * cw, 1 - alpha))


def integrated_loudness(channels):
    """Gated integrated loudness (LUFS) of equal-length channels, per BS.1770-4."""
    block, step = seconds(0.4), seconds(0.1)
    powers = None
    for samples in channels:
        weighted = _k_weighting(samples)
        prefix = [0.0]
        for v in weighted:
            prefix.append(prefix[-1] + v * v)
        p = [(prefix[i + block] - prefix[i]) / block for i in range(0, len(samples) - block + 1, step)]
        powers = p if powers is None else [a + b for a, b in zip(powers, p)]
    loud = lambda z: -0.691 + 10 * math.log10(max(z, 1e-20))
    gated = [z for z in powers if loud(z) > -70]
    relative = loud(sum(gated) / len(gated)) - 10
    gated = [z for z in gated if loud(z) > relative]
    return loud(sum(gated) / len(gated))
