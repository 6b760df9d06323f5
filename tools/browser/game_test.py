#!/usr/bin/python3
"""The game's page played in headless Chromium: the browser stage of tools/test.

Usage: tools/browser/game_test.py [--page DIR] [--native FILE] [--out DIR] [--debug-port N]
  --page DIR     the built page (default build/web, from tools/web)
  --native FILE  the native game, for the state hashes (default build/dev/game/heartpath)
  --out DIR      screenshots, console logs and results.json (default build/browser-test)

It serves the page on a free loopback port (serve.py) and drives it with real input events
(page_driver.py), as a player would, checking:
  budget     the page's files add up to at most 8 MB (said gzipped too)
  replays    each recorded input script, replayed in the page (?script=), prints the battle
             and state hash that `heartpath play --script` prints natively: the Clearing won,
             the campaign's first two maps in one run (won, N, the Old Bridge won), the Fens
             and the Watchtower lost on Normal
  play       the title and the line that says sound waits for a click; Return; a click on
             Talan, then on Ultros: the attack plays (screenshots); Space: the enemies' turn;
             then the pause menu's music volume down a step and Quit, after which the page
             prints the battle: Ultros hurt, and says the game has ended. The frame log's
             figures from that key on (the same --frame-log the native game writes) and the
             first frame's time are reported
  frame ceiling  the rates bare pages reach here at the same time (frame_ceiling.py), which
             the game's figures are to be read beside
  settings   reloaded, the page reads back the volume the pause menu saved (IndexedDB)
  resize     the canvas follows a resized window
  wheel      a wheel turn over the map zooms it
  bad map    a link to a map that is not there says so on the page
  fullscreen F11 puts the canvas on the whole screen at the screen's size, F11 again back
One line per check; the exit status is 0 only when every check passed. Screenshots are left
in --out to be looked at.
"""
import argparse
import gzip
import json
import os
import shutil
import subprocess
import sys
import tempfile

HERE = os.path.dirname(os.path.abspath(__file__))
ROOT = os.path.dirname(os.path.dirname(HERE))
sys.path.insert(0, HERE)

from devtools_connection import DevToolsError  # noqa: E402
from frame_ceiling import measure, serve_ceiling_pages  # noqa: E402
from frame_figures import figures, read_frames, summary_line  # noqa: E402
from page_driver import PageDriver, StepFailed  # noqa: E402
from png_pixels import read_png  # noqa: E402

BUDGET_BYTES = 8 * 1024 * 1024
SCRIPTS = os.path.join(ROOT, "tests", "game", "app", "scripts")
# Where the default map's units stand on a 1280x720 canvas at the battle's start (the camera
# frames the map the same way natively: scratch checks with xdotool found them there).
TALAN = (680, 350)
ULTROS = (910, 360)


class CheckFailed(Exception):
    pass


def script_lines(name, offset=0.0):
    """The timed lines of a script in tests/game/app/scripts, TIME moved by offset seconds."""
    lines = []
    with open(os.path.join(SCRIPTS, name)) as f:
        for line in f:
            words = line.split("#")[0].split()
            if words:
                words[0] = f"{float(words[0]) + offset:g}"
                lines.append(" ".join(words))
    return lines


# Each replay: a name, the map (None: the game's first), the options, the script's lines.
REPLAYS = [
    ("clearing_won", "maps/default.tmx", "--difficulty story",
     script_lines("default_victory.txt")),
    ("campaign_two_maps", None, "--difficulty story",
     script_lines("default_victory.txt") + ["200 key N"] +
     script_lines("bridge_victory.txt", 200)),
    ("fens_lost", "maps/fens.tmx", "", script_lines("fens_defeat.txt")),
    ("watchtower_lost", "maps/watchtower.tmx", "", script_lines("watchtower_defeat.txt")),
]


def summary(lines):
    """The battle a run prints at its end, from "map" to "state hash"; the map by file name
    (natively its path is the repository's, in the page /heartpath's)."""
    out = []
    for line in lines:
        if not line.startswith("heartpath: "):
            continue
        if line.startswith("heartpath: map "):
            out = ["heartpath: map " + os.path.basename(line.split(" ", 2)[2])]
        elif out:
            out.append(line)
            if line.startswith("heartpath: state hash "):
                return out
    return []


def native_summary(native, map_path, options, script_path):
    command = [native, "play"] + ([map_path] if map_path else []) + \
        ["--headless", "--mute", "--state-hash"] + options.split() + ["--script", script_path]
    with tempfile.TemporaryDirectory() as settings:  # no saved difficulty leaks in
        run = subprocess.run(command, cwd=ROOT, capture_output=True, text=True, timeout=300,
                             env=dict(os.environ, HEARTPATH_SETTINGS_DIR=settings))
    if run.returncode != 0:
        raise CheckFailed(f"the native run failed ({run.returncode}): {' '.join(command)}\n"
                          f"{run.stderr}")
    return summary(run.stdout.splitlines())


def page_lines(page):
    return [m["text"] for m in page.console]


def url_for(base, map_path=None, args="", script=None):
    query = []
    if map_path:
        query.append("map=" + map_path)
    if args:
        query.append("args=" + args.replace(" ", "%20"))
    if script:
        query.append("script=" + script)
    return base + ("?" + "&".join(query) if query else "")


def check_budget(page_dir):
    total = packed = 0
    parts = []
    for name in sorted(os.listdir(page_dir)):
        path = os.path.join(page_dir, name)
        with open(path, "rb") as f:
            data = f.read()
        total += len(data)
        packed += len(gzip.compress(data, 9))
        parts.append(f"{name} {len(data) // 1024} KB")
    said = (f"{total // 1024} KB in all ({packed // 1024} KB gzipped): " + ", ".join(parts))
    if total > BUDGET_BYTES:
        raise CheckFailed(f"the page is {said}, over the budget of {BUDGET_BYTES // 1024} KB")
    return said


def check_replay(page, base, served, native, replay):
    name, map_path, options, lines = replay
    script = os.path.join(served, "replays", name + ".txt")
    with open(script, "w") as f:
        f.write("\n".join(lines) + "\n")
    expected = native_summary(native, map_path, options, script)
    if not expected:
        raise CheckFailed(f"{name}: the native run printed no state hash")
    page.open(url_for(base, map_path, f"--headless --mute --state-hash {options}".strip(),
                      f"replays/{name}.txt"))
    page.console_until("heartpath: state hash", 120)
    got = summary(page_lines(page))
    if got != expected:
        diff = [f"  page: {g}\n  native: {e}" for g, e in zip(got, expected) if g != e]
        raise CheckFailed(f"{name}: the page's battle differs from the native one\n" +
                          "\n".join(diff or [f"  page: {got}\n  native: {expected}"]))
    outcome = next(line for line in got if line.startswith("heartpath: turn "))
    return f"{name}: {got[-1][len('heartpath: '):]} in the page and natively ({outcome[11:]})"


def differing_pixels(first, second, box):
    x0, y0, x1, y1 = box
    return sum(1 for y in range(y0, y1, 2) for x in range(x0, x1, 2)
               if first.pixel(x, y) != second.pixel(x, y))


def check_play(page, base, out):
    page.open(url_for(base, "maps/default.tmx", "--state-hash --frame-log /frames.log"))
    first = page.console_until("first frame shown", 30)
    status = page.evaluate("document.getElementById('status').textContent")
    if "sound" not in status:
        raise CheckFailed(f"before any click the status line says {status!r}, not that sound "
                          "waits for a click")
    page.screenshot(os.path.join(out, "title.png"))
    # The battle's frames are measured from the key that leaves the title (the frame log's
    # clock starts with the first frame).
    battle_from = page.since_navigation() - first["since_navigation"]
    page.key("Return")
    page.connection.pump(2.5)
    battle = os.path.join(out, "battle.png")
    page.screenshot(battle)
    status = page.evaluate("document.getElementById('status').textContent")
    if status:
        raise CheckFailed(f"after a key the status line still says {status!r}")
    page.click(*TALAN)
    page.connection.pump(0.5)
    page.mouse_move(*ULTROS)
    page.connection.pump(0.5)
    page.screenshot(os.path.join(out, "preview.png"))
    page.click(*ULTROS)
    page.connection.pump(1.5)
    attack = os.path.join(out, "attack.png")
    page.screenshot(attack)
    moved = differing_pixels(read_png(battle), read_png(attack),
                             (TALAN[0] - 60, TALAN[1] - 60, ULTROS[0] + 60, ULTROS[1] + 60))
    if moved < 50:
        raise CheckFailed(f"1.5 s after the clicks only {moved} pixels between Talan and Ultros "
                          "changed: the attack is not playing (see attack.png)")
    page.connection.pump(8)
    page.key("space")
    page.connection.pump(6)
    page.screenshot(os.path.join(out, "enemy_turn.png"))
    # The pause menu: the music volume a step down (saved), then Quit.
    for key in ["Escape", "Down", "Down", "Down", "Left", "Down", "Down", "Return"]:
        page.key(key)
        page.connection.pump(0.2)
    page.console_until("heartpath: state hash", 30)
    got = summary(page_lines(page))
    ultros = next((line for line in got if "enemy Ultros:" in line), "")
    if not ultros or ultros.split("Ultros: ")[1].startswith("12/12"):
        raise CheckFailed("after the clicks on Talan and Ultros, Ultros is not hurt: " +
                          (ultros or "no battle printed"))
    music = [line for line in page_lines(page) if line.startswith("heartpath: music: ") and
             " plays " in line]
    if not any("battle" in line for line in music):
        raise CheckFailed("no battle music played: " + ("; ".join(music) or "no track played"))
    ended = page.evaluate("document.getElementById('status').textContent")
    if "ended" not in ended:
        raise CheckFailed(f"after Quit the status line says {ended!r}")
    page.screenshot(os.path.join(out, "ended.png"))
    log = page.evaluate("FS.readFile('/frames.log', {encoding: 'utf8'})")
    frames = [f for f in read_frames(log.splitlines()) if f[0] >= battle_from]
    battle_figures = figures(frames)
    turn = next(line for line in got if line.startswith("heartpath: turn "))
    return (f"first frame {first['since_navigation']:.2f} s after navigation; {turn[11:]}; "
            f"{ultros.split(': ', 1)[1].strip()}; the battle's "
            f"{summary_line(battle_figures)}"), {
                "first_frame_seconds": first["since_navigation"], "battle": battle_figures}


def check_ceiling(page):
    """What this browser reaches here and now on bare pages (tools/browser/frame_ceiling.py):
    on a shared machine the game's frame figures mean something only beside these."""
    server = serve_ceiling_pages()
    try:
        base = f"http://127.0.0.1:{server.server_address[1]}/"
        results = {name: figures(measure(page, base + name + ".html", 4.0))
                   for name in ("clear", "sprites")}
    finally:
        server.shutdown()
    return ("bare pages beside the game: " + "; ".join(
        f"{name} {r['fps']} fps, median {r['median_ms']:.1f} ms" for name, r in results.items()),
        results)


def check_settings(page, base):
    page.open(base)
    page.console_until("first frame shown", 30)
    text = page.evaluate("FS.readFile('/settings/settings.json', {encoding: 'utf8'})")
    music = json.loads(text)["volume"]["music"]
    if music != 7:
        raise CheckFailed(f"reloaded, the saved music volume is {music}, not 7 (one step "
                          f"down from 8 in the last visit): {text}")
    return "the music volume set in the pause menu (7) is read back after a reload"


def check_resize(page, base):
    page.open(base + "?map=maps/default.tmx", 1280, 720)
    page.console_until("first frame shown", 30)
    page.set_viewport(900, 560)
    try:
        page.wait_for("canvas.width === 900 && canvas.height === 560", 10)
    except StepFailed:
        size = page.evaluate("[canvas.width, canvas.height]")
        raise CheckFailed(f"the window is 900x560, the canvas {size[0]}x{size[1]}")
    return "the canvas follows the window: 900x560"


def check_wheel(page, base, out):
    page.open(base + "?map=maps/default.tmx", 1280, 720)
    page.console_until("first frame shown", 30)
    page.key("Return")
    page.connection.pump(2.0)
    before = os.path.join(out, "before_zoom.png")
    page.screenshot(before)
    page.wheel(640, 360, dy=-300)
    after = os.path.join(out, "zoomed.png")
    changed = 0
    for _ in range(5):  # the zoom eases in over a few frames, slower on a loaded machine
        page.connection.pump(1.0)
        page.screenshot(after)
        changed = differing_pixels(read_png(before), read_png(after), (160, 80, 1120, 680))
        if changed >= 20000:
            break
    if changed < 20000:
        raise CheckFailed(f"a wheel turn over the map changed {changed} of 144,000 sampled "
                          "pixels: it did not zoom (see zoomed.png)")
    return f"the wheel zooms the map ({changed} of 144,000 sampled pixels changed)"


def press_held(page, key, seconds=0.15):
    """A key held as a person holds it: a browser allows fullscreen only inside an input
    event's handler, so SDL asks for it in the next one, the key's release. Sent at once (as
    `key` does), the release could come before a slow frame has seen the press."""
    page.key_down(key)
    page.connection.pump(seconds)
    page.key_up(key)


def check_bad_map(page, base):
    page.open(base + "?map=maps/nowhere.tmx", 1280, 720)
    expected = "Heartpath cannot start: maps/nowhere.tmx: error: cannot open the map"
    try:
        page.wait_for(f"document.getElementById('status').textContent.indexOf({expected!r}) == 0",
                      30)
    except StepFailed:
        said = page.evaluate("document.getElementById('status').textContent")
        raise CheckFailed(f"a link to a missing map leaves the status line at {said!r}")
    return "a link to a missing map says on the page why the game cannot start"


def check_fullscreen(page, base):
    page.open(base + "?map=maps/default.tmx", 1280, 720)
    page.console_until("first frame shown", 30)
    page.key("Return")
    page.connection.pump(1.0)
    press_held(page, "F11")
    try:  # a loaded machine may take a few frames
        page.wait_for("document.fullscreenElement === canvas && canvas.width === 1280 && "
                      "canvas.height === 720", 10)
    except StepFailed:
        full = page.evaluate("[document.fullscreenElement === canvas, canvas.width, "
                             "canvas.height]")
        raise CheckFailed(f"after F11 [canvas fullscreen, width, height] is {full}, not the "
                          "canvas on the whole 1280x720 screen")
    press_held(page, "F11")
    try:
        page.wait_for("document.fullscreenElement === null", 10)
    except StepFailed:
        raise CheckFailed("a second F11 left the page fullscreen")
    return "F11 puts the canvas on the whole 1280x720 screen and takes it back"


def main(argv):
    parser = argparse.ArgumentParser(description=__doc__.split("\n")[0])
    parser.add_argument("--page", default=os.path.join(ROOT, "build", "web"))
    parser.add_argument("--native", default=os.path.join(ROOT, "build", "dev", "game",
                                                         "heartpath"))
    parser.add_argument("--out", default=os.path.join(ROOT, "build", "browser-test"))
    parser.add_argument("--debug-port", type=int, default=0)
    args = parser.parse_args(argv)
    for need in (os.path.join(args.page, "index.html"), args.native):
        if not os.path.exists(need):
            print(f"game_test: {need} is missing (tools/web builds the page, tools/test the "
                  "native game)", file=sys.stderr)
            return 2
    shutil.rmtree(args.out, ignore_errors=True)
    os.makedirs(args.out)
    # The served folder: the page's files and the replays beside them, so ?script= fetches
    # them from the page's own server.
    served = os.path.join(args.out, "served")
    os.makedirs(os.path.join(served, "replays"))
    for name in os.listdir(args.page):
        os.symlink(os.path.abspath(os.path.join(args.page, name)), os.path.join(served, name))
    server = subprocess.Popen([sys.executable, os.path.join(HERE, "serve.py"), served,
                               "--port", "0", "--quiet"], stdout=subprocess.PIPE, text=True)
    failed = 0
    results = {}
    try:
        base = server.stdout.readline().split(" at ")[1].strip()
        checks = [("budget", lambda page: check_budget(args.page))]
        checks += [(f"replay {r[0]}", lambda page, r=r: check_replay(page, base, served,
                                                                        args.native, r))
                   for r in REPLAYS]
        checks += [("play", lambda page: check_play(page, base, args.out)),
                   ("settings", lambda page: check_settings(page, base)),
                   ("frame ceiling", check_ceiling),
                   ("resize", lambda page: check_resize(page, base)),
                   ("wheel", lambda page: check_wheel(page, base, args.out)),
                   ("fullscreen", lambda page: check_fullscreen(page, base)),
                   ("bad map", lambda page: check_bad_map(page, base))]
        with PageDriver(window=(1280, 720), debug_port=args.debug_port) as page:
            for name, check in checks:
                try:
                    said = check(page)
                    if isinstance(said, tuple):
                        said, results[name] = said
                    print(f"game_test: ok {name}: {said}", flush=True)
                except (CheckFailed, StepFailed, DevToolsError, OSError, StopIteration) as error:
                    failed += 1
                    print(f"game_test: FAILED {name}: {error}", flush=True)
                finally:
                    with open(os.path.join(args.out, "console.log"), "a") as log:
                        log.write(f"== {name}\n" + "\n".join(page_lines(page)) + "\n")
                    page.console.clear()
    finally:
        server.terminate()
        server.wait()
    with open(os.path.join(args.out, "results.json"), "w") as f:
        json.dump(results, f, indent=1)
    print(f"game_test: {len(checks) - failed} of {len(checks)} checks passed; screenshots and "
          f"the console in {args.out}", flush=True)
    return 1 if failed else 0


if __name__ == "__main__":
    sys.exit(main(sys.argv[1:]))
