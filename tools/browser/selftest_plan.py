#!/usr/bin/python3
"""The browser self-test's plan and its judgement: the input it sends to selftest/index.html,
and what the page must then have logged and drawn.

  selftest_plan.py steps URL SHOT          prints the JSON step list for page_driver.py
  selftest_plan.py check RESULTS.json SHOT checks page_driver.py's --json output and the
                                           screenshot; prints one line per check, exits 1 on
                                           the first failure with what was expected and found

The events and the expected lines are written once, here, side by side, so the plan and the
check cannot drift apart.
"""
import json
import os
import sys

sys.path.insert(0, os.path.dirname(os.path.abspath(__file__)))
from key_names import parse_combination  # noqa: E402
from png_pixels import PngError, read_png  # noqa: E402

VIEWPORT = (800, 600)
RESIZED_VIEWPORT = (640, 360)
BACKGROUND = (16, 16, 32)                 # selftest.js kBackground
BUTTON_COLOURS = {"left": (255, 64, 64), "middle": (64, 255, 64), "right": (64, 160, 255)}
MARK_HALF = 6                             # selftest.js kMarkSize / 2
COLOUR_TOLERANCE = 2                      # per channel; the canvas is not colour-managed
CLICKS = [(200, 150, "left"), (613, 421, "right"), (57, 530, "middle")]
KEYS = ["Return", "a", "shift+b", "Left", "space", "ctrl+shift+z", "Escape"]
MODIFIER_NAMES = {"Control": "ctrl", "Alt": "alt", "Meta": "meta", "Shift": "shift"}
WHEELS = [(400, 300, 120), (401, 299, -240)]  # x, y, deltaY


def steps(url, shot):
    plan = [{"open": url, "width": VIEWPORT[0], "height": VIEWPORT[1], "timeout": 30},
            {"wait": "window.selftestReady === true", "timeout": 10},
            {"console_until": "first frame at", "timeout": 1},
            # serve.py --isolate's headers: what a threaded WebAssembly build needs.
            {"check": "crossOriginIsolated && typeof SharedArrayBuffer === 'function'"},
            # serve.py's type for .wasm: streaming compilation refuses any other.
            {"check": "WebAssembly.instantiateStreaming(fetch('empty.wasm')).then(() => true)"}]
    plan += [{"click": [x, y], "button": button} for x, y, button in CLICKS]
    plan += [{"key": key} for key in KEYS]
    plan += [{"wheel": [x, y], "dy": dy} for x, y, dy in WHEELS]
    # Two frames: the marks are drawn in the page's next frame, then composited.
    plan += [{"frames": 2}, {"shot": shot},
             {"console_until": f"hash {len(expected_events())} ", "timeout": 5}]
    # The canvas follows the window, as the game's must: resize, then ask the canvas.
    width, height = RESIZED_VIEWPORT
    plan += [{"viewport": [width, height]}, {"frames": 2},
             {"check": f"canvas.width === {width} && canvas.height === {height}"}]
    return plan


def key_lines(name):
    """The keydown/keyup lines selftest.js logs for one key or combination: modifiers go down
    first and up last, and each event names the modifiers held while it happens (a modifier's
    own keydown already counts it, its keyup no longer does)."""
    held, spec = parse_combination(name)
    names = [MODIFIER_NAMES[h.key] for h in held]
    shift = "shift" in names
    key = spec.shifted if shift and spec.shifted else spec.key

    def line(kind, key, spec, holding):
        order = [n for n in ("ctrl", "alt", "meta", "shift") if n in holding]
        return f"{kind} {key} {spec.code} {spec.key_code} {'+'.join(order) or '-'}"

    downs = [line("keydown", h.key, h, names[:i + 1]) for i, h in enumerate(held)]
    ups = [line("keyup", h.key, h, names[:i]) for i, h in reversed(list(enumerate(held)))]
    return downs + [line("keydown", key, spec, names), line("keyup", key, spec, names)] + ups


def expected_events():
    lines = []
    for x, y, button in CLICKS:
        lines += [f"mousedown {button} {x} {y}", f"mouseup {button} {x} {y}"]
    for key in KEYS:
        lines += key_lines(key)
    for x, y, dy in WHEELS:
        lines.append(f"wheel {dy} 0 0 at {x} {y}")
    return lines


def fnv1a(lines):
    value = 0x811C9DC5
    for line in lines:
        for byte in (line + "\n").encode():
            value = ((value ^ byte) * 0x01000193) & 0xFFFFFFFF
    return f"{value:08x}"


class CheckFailed(Exception):
    pass


def check_events_in_order(console):
    texts = [m["text"] for m in console]
    events = [t for t in texts if t.split(" ", 1)[0] in ("mousedown", "mouseup", "keydown",
                                                          "keyup", "wheel")]
    expected = expected_events()
    for number, (want, got) in enumerate(zip(expected, events), 1):
        if want != got:
            raise CheckFailed(f"event {number}: expected {want!r}, the page logged {got!r}")
    if len(events) != len(expected):
        raise CheckFailed(f"expected {len(expected)} events, the page logged {len(events)}: "
                          f"{events[len(expected):] or expected[len(events):]}")
    return f"{len(events)} events logged as sent ({len(CLICKS)} clicks, {len(KEYS)} keys, " \
           f"{len(WHEELS)} wheel turns)"


def check_hash(console):
    hashes = [m["text"] for m in console if m["text"].startswith("hash ")]
    expected = expected_events()
    want = f"hash {len(expected)} {fnv1a(expected)}"
    if not hashes or hashes[-1] != want:
        raise CheckFailed(f"last hash line {hashes[-1] if hashes else None!r}, expected {want!r}")
    return f"page's running hash matches: {want}"


def check_no_errors(console):
    bad = [m for m in console if m["type"] in ("error", "exception", "log-error")]
    if bad:
        raise CheckFailed("the page reported errors: " + "; ".join(m["text"] for m in bad))
    return "no console errors or exceptions"


def close_to(colour, want):
    return all(abs(a - b) <= COLOUR_TOLERANCE for a, b in zip(colour, want))


def check_screenshot(shot):
    image = read_png(shot)
    if (image.width, image.height) != VIEWPORT:
        raise CheckFailed(f"screenshot is {image.width}x{image.height}, expected "
                          f"{VIEWPORT[0]}x{VIEWPORT[1]}")
    inside = MARK_HALF - 1
    for x, y, button in CLICKS:
        for dx, dy in [(0, 0), (-inside, -inside), (inside, -inside), (-inside, inside),
                       (inside, inside)]:
            found = image.pixel(x + dx, y + dy)
            if not close_to(found, BUTTON_COLOURS[button]):
                raise CheckFailed(f"pixel ({x + dx}, {y + dy}) of the {button} click at "
                                  f"({x}, {y}) is {found}, expected {BUTTON_COLOURS[button]}")
        for dx, dy in [(-MARK_HALF - 2, 0), (MARK_HALF + 2, 0), (0, -MARK_HALF - 2),
                       (0, MARK_HALF + 2)]:
            found = image.pixel(x + dx, y + dy)
            if not close_to(found, BACKGROUND):
                raise CheckFailed(f"pixel ({x + dx}, {y + dy}) beside the {button} click is "
                                  f"{found}, expected the background {BACKGROUND}")
    return f"screenshot {image.width}x{image.height} has each click's mark, and only there"


def report_timings(results):
    first_frame = next(m for m in results["console"] if m["text"].startswith("first frame at"))
    ready = next(s for s in results["steps"] if s["action"] == "wait")
    page_ms = float(first_frame["text"].split()[3])
    return (f"chromium launch {results['chromium_launch_seconds']:.3f} s; first frame "
            f"{page_ms / 1000:.3f} s after navigation (page clock), ready seen at "
            f"{ready['since_navigation']:.3f} s (driver)")


def check(results_path, shot):
    with open(results_path) as f:
        results = json.load(f)
    console = results["console"]
    for check_one in (lambda: check_events_in_order(console), lambda: check_hash(console),
                      lambda: check_no_errors(console), lambda: check_screenshot(shot),
                      lambda: report_timings(results)):
        print(f"check: {check_one()}", flush=True)
    for m in console:
        if m["text"].startswith(("audio", "webgl")):
            print(f"check: note: {m['text']}")


def main(argv):
    if len(argv) == 3 and argv[0] == "steps":
        print(json.dumps(steps(argv[1], argv[2]), indent=1))
        return 0
    if len(argv) == 3 and argv[0] == "check":
        try:
            check(argv[1], argv[2])
        except (CheckFailed, PngError, OSError, KeyError, StopIteration) as failure:
            print(f"check: FAILED: {failure}", flush=True)
            return 1
        return 0
    print(__doc__.strip(), file=sys.stderr)
    return 2


if __name__ == "__main__":
    sys.exit(main(sys.argv[1:]))
