#!/usr/bin/python3
"""How fast this browser can run a page at all, here and now: the frame figures of the ceiling
pages (tools/browser/ceiling/), each a few seconds in headless Chromium, in the figures
frame_figures.py gives a game's --frame-log. Run it beside a measurement of the game: on a
shared machine the same page's rate moves with the load, so a game's figure means something
only next to the ceiling measured at the same time.

Usage: tools/browser/frame_ceiling.py [--seconds S] [--window WxH] [--pages raf,clear,sprites]
                                      [--json OUT]

Pages: raf (animation frames, nothing drawn), clear (a full-window WebGL canvas cleared each
frame), sprites (a Heartpath battle frame's drawing: a 960x640 tile map and its scenery, 44
labels, blended), sprites-opaque (the same unblended). One line each.
"""
import argparse
import functools
import http.server
import json
import os
import sys
import threading

sys.path.insert(0, os.path.dirname(os.path.abspath(__file__)))
from frame_figures import figures, summary_line  # noqa: E402
from page_driver import PageDriver  # noqa: E402

CEILING_DIR = os.path.join(os.path.dirname(os.path.abspath(__file__)), "ceiling")
PAGES = {
    "raf": "raf.html",
    "clear": "clear.html",
    "sprites": "sprites.html",
    "sprites-opaque": "sprites.html?blend=0",
}
SETTLE_SECONDS = 1.0  # the first frames include compiling shaders and making textures


class QuietHandler(http.server.SimpleHTTPRequestHandler):
    def log_message(self, *args):
        pass


def serve_ceiling_pages():
    """A loopback server for the ceiling pages on a free port, in a thread; returns it."""
    handler = functools.partial(QuietHandler, directory=CEILING_DIR)
    server = http.server.ThreadingHTTPServer(("127.0.0.1", 0), handler)
    threading.Thread(target=server.serve_forever, daemon=True).start()
    return server


def measure(page, url, seconds):
    """The page's frame intervals over `seconds`, as frames frame_figures.figures takes."""
    page.open(url, *page.chromium.window)
    page.connection.pump(SETTLE_SECONDS)
    page.evaluate("window.intervals = []")
    page.connection.pump(seconds)
    intervals = page.evaluate("window.intervals")
    frames, clock = [], 0.0
    for interval in intervals:
        clock += interval / 1000.0
        frames.append((clock, interval, 0.0, 0.0))
    return frames


def parse_args(argv):
    parser = argparse.ArgumentParser(description="The frame rate ceiling of headless Chromium.")
    parser.add_argument("--seconds", type=float, default=4.0, help="per page (default 4)")
    parser.add_argument("--window", default="1280x720", help="viewport WxH (default 1280x720)")
    parser.add_argument("--pages", default="raf,clear,sprites,sprites-opaque",
                        help="which pages, comma-separated: " + ", ".join(PAGES))
    parser.add_argument("--json", help="also write every page's figures here")
    return parser.parse_args(argv)


def main(argv):
    args = parse_args(argv)
    names = [n for n in args.pages.split(",") if n]
    unknown = [n for n in names if n not in PAGES]
    if unknown:
        print(f"frame_ceiling: unknown page {', '.join(unknown)}; pages: {', '.join(PAGES)}",
              file=sys.stderr)
        return 2
    width, height = (int(v) for v in args.window.split("x"))
    server = serve_ceiling_pages()
    results = {}
    try:
        with PageDriver(window=(width, height)) as page:
            for name in names:
                url = f"http://127.0.0.1:{server.server_port}/{PAGES[name]}"
                results[name] = figures(measure(page, url, args.seconds))
                print(f"{name} {width}x{height}: {ceiling_line(results[name])}", flush=True)
    finally:
        server.shutdown()
    if args.json:
        with open(args.json, "w") as f:
            json.dump(results, f, indent=1)
    return 0


def ceiling_line(result):
    # The pages have no simulation or drawing times of their own: only the intervals count.
    return summary_line(result).split("; sim ")[0]


if __name__ == "__main__":
    sys.exit(main(sys.argv[1:]))
