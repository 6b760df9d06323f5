#!/usr/bin/python3
"""Drives one page in headless Chromium through the DevTools protocol: real input, console,
conditions, screenshots and timings. A module (PageDriver) and a command that runs a step list.

Usage: tools/browser/page_driver.py STEPS [--json OUT] [--console OUT] [--echo-console]
                                          [--debug-port N] [--chromium-log FILE]
STEPS is a JSON file, "-" for standard input, or the JSON text itself: a list of steps, each an
object with one action key and its options:

  {"open": URL, "width": 1280, "height": 720, "timeout": 30}  navigate; waits for the load event
  {"wait": JS, "timeout": 10}           until JS is truthy; reports the time since navigation
  {"console_until": TEXT, "timeout": 30}  until a console line contains TEXT; prints the line
  {"eval": JS}   {"check": JS}          evaluate (check fails unless the value is truthy)
  {"click": [X, Y], "button": "left", "count": 1}   move there, press, release
  {"move": [X, Y]}  {"mouse_down": [X, Y]}  {"mouse_up": [X, Y]}  (with "button" if not left)
  {"wheel": [X, Y], "dy": 100, "dx": 0}  a wheel turn at X, Y (CSS pixels, down is positive;
                                        SDL counts 100 pixels as one notch)
  {"key": "Return"}  {"key": "ctrl+s"}  {"key_down": "Shift"}  {"key_up": "Shift"}
  {"text": "Abc"}                       types each character as a key press
  {"frames": 2}                         waits for N animation frames of the page
  {"viewport": [W, H]}                  resizes the page's viewport (the page gets "resize")
  {"shot": "a.png"}                     screenshot of the viewport, PNG
  {"save_page_file": "/tmp/frames.log", "to": "frames.log"}  copies a file of the page's
                                        Emscripten file system (FS) to a local file
  {"sleep": 0.5}
Coordinates are CSS pixels of the viewport. Prints one line per step; exits 1 naming the step
and the reason when one fails, 2 when the step list itself is wrong. Chromium is always shut
down, by its PID, also on failure or Ctrl-C.
"""
import argparse
import base64
import json
import os
import signal
import sys
import time

sys.path.insert(0, os.path.dirname(os.path.abspath(__file__)))
from chromium_process import ChromiumProcess  # noqa: E402
from devtools_connection import DevToolsConnection, DevToolsError  # noqa: E402
from key_names import MODIFIER_BITS, UnknownKey, parse_combination, shifted_character  # noqa: E402

MOUSE_BUTTON_BITS = {"none": 0, "left": 1, "right": 2, "middle": 4}
CONDITION_POLL_SECONDS = 0.01


class StepFailed(RuntimeError):
    """A step did not find what it waited for; the message says what and how long."""


class PageDriver:
    """One Chromium with one page. Times are seconds; `since_navigation` counts from the moment
    the last open() sent Page.navigate."""

    def __init__(self, window=(1280, 720), debug_port=0, chromium_log=None, echo_console=False):
        self.chromium = ChromiumProcess(window=window, debug_port=debug_port,
                                        log_path=chromium_log)
        self.connection = None
        self.session = None
        self.echo_console = echo_console
        self.console = []             # dicts: since_navigation, type, text, url, line
        self.navigation_wall = None   # time.time() when Page.navigate was sent
        self.navigation_monotonic = None
        self.loaded = False
        self.mouse_position = (0, 0)
        self.mouse_buttons = 0        # MOUSE_BUTTON_BITS held
        self.modifiers = 0            # MODIFIER_BITS held
        self.close_seconds = None     # how long the last close() took, Browser.close to exit

    # -- life cycle -------------------------------------------------------------------------

    def __enter__(self):
        self.start()
        return self

    def __exit__(self, *exc):
        self.close()
        return False

    def start(self):
        self.chromium.start()
        try:
            self.connection = DevToolsConnection(self.chromium.browser_websocket_url)
            self.session = self.attach_to_page()
            self.listen()
            for domain in ("Page", "Runtime", "Log"):
                self.call(f"{domain}.enable")
            # A headless page is never focused: keys still reach window listeners, but
            # document.hasFocus() is false and no focus event comes, so a page that pauses or
            # mutes itself without focus would behave as no player's focused tab does.
            self.call("Emulation.setFocusEmulationEnabled", {"enabled": True})
        except BaseException:
            self.close(keep_log=True)
            raise

    def close(self, keep_log=False):
        """Closes the browser, always by its PID in the end; keep_log keeps a temporary log."""
        started = time.monotonic()
        if self.connection is not None:
            try:
                self.connection.call("Browser.close", timeout=3)
            except DevToolsError:
                pass  # it may close the socket before answering; stop() below ends it anyway
            self.connection.close()
            self.connection = None
        self.chromium.stop(keep_log=keep_log)
        self.close_seconds = time.monotonic() - started

    @property
    def launch_seconds(self):
        return self.chromium.launch_seconds

    def attach_to_page(self):
        targets = self.connection.call("Target.getTargets")["targetInfos"]
        pages = [t for t in targets if t["type"] == "page"]
        if pages:
            target_id = pages[0]["targetId"]
        else:
            target_id = self.connection.call("Target.createTarget",
                                             {"url": "about:blank"})["targetId"]
        return self.connection.call("Target.attachToTarget",
                                    {"targetId": target_id, "flatten": True})["sessionId"]

    def call(self, method, params=None, timeout=None):
        return self.connection.call(method, params, session_id=self.session, timeout=timeout)

    # -- what the page says -------------------------------------------------------------------

    def listen(self):
        on = self.connection.on
        on("Runtime.consoleAPICalled", self.on_console_call, self.session)
        on("Runtime.exceptionThrown", self.on_exception, self.session)
        on("Log.entryAdded", self.on_log_entry, self.session)
        on("Page.loadEventFired", self.on_load, self.session)

    def seconds_since_navigation(self, wall_milliseconds):
        if self.navigation_wall is None:
            return None
        return wall_milliseconds / 1000.0 - self.navigation_wall

    def record(self, kind, text, wall_milliseconds, url="", line=None):
        entry = {"since_navigation": self.seconds_since_navigation(wall_milliseconds),
                 "type": kind, "text": text, "url": url, "line": line}
        self.console.append(entry)
        if self.echo_console:
            print(f"  console {format_seconds(entry['since_navigation'])} {kind}: {text}",
                  flush=True)

    def on_console_call(self, params, _session):
        text = " ".join(remote_object_text(arg) for arg in params.get("args", []))
        frame = (params.get("stackTrace") or {}).get("callFrames") or [{}]
        self.record(params["type"], text, params["timestamp"], frame[0].get("url", ""),
                    frame[0].get("lineNumber"))

    def on_exception(self, params, _session):
        details = params["exceptionDetails"]
        exception = details.get("exception") or {}
        text = exception.get("description") or details.get("text", "exception")
        self.record("exception", text, params["timestamp"], details.get("url", ""),
                    details.get("lineNumber"))

    def on_log_entry(self, params, _session):
        # Network failures, blocked cross-origin loads, autoplay and WebGL warnings land here.
        entry = params["entry"]
        text = entry["text"]
        if entry.get("source") == "network" and entry.get("url"):
            text += f": {entry['url']}"
        self.record(f"log-{entry['level']}", text, entry["timestamp"],
                    entry.get("url", ""), entry.get("lineNumber"))

    def on_load(self, _params, _session):
        self.loaded = True

    # -- navigation, conditions, evaluation ---------------------------------------------------

    def set_viewport(self, width, height):
        """The page's viewport in CSS pixels, one device pixel each, as a desktop window
        filling its screen: headless Chromium's screen is otherwise 800x600 whatever the
        window, and a page gone fullscreen takes the screen's size."""
        self.call("Emulation.setDeviceMetricsOverride",
                  {"width": width, "height": height, "deviceScaleFactor": 1, "mobile": False,
                   "screenWidth": width, "screenHeight": height})

    def open(self, url, width=1280, height=720, timeout=30.0):
        """Sets the viewport and navigates; returns seconds from navigation to the load event."""
        self.set_viewport(width, height)
        self.console.clear()
        self.loaded = False
        self.navigation_wall = time.time()
        self.navigation_monotonic = time.monotonic()
        result = self.call("Page.navigate", {"url": url}, timeout=timeout)
        if result.get("errorText"):
            raise StepFailed(f"navigation to {url} failed: {result['errorText']}")
        if not self.connection.pump_until(lambda: self.loaded, timeout):
            raise StepFailed(f"no load event within {timeout} s")
        return self.since_navigation()

    def since_navigation(self):
        return time.monotonic() - self.navigation_monotonic

    def evaluate(self, expression, timeout=30.0):
        """The value of a JS expression (promises awaited), as JSON-able Python."""
        result = self.call("Runtime.evaluate",
                           {"expression": expression, "returnByValue": True,
                            "awaitPromise": True, "userGesture": False}, timeout=timeout)
        if "exceptionDetails" in result:
            details = result["exceptionDetails"]
            text = (details.get("exception") or {}).get("description") or details.get("text")
            raise StepFailed(f"JS threw: {text}")
        return result["result"].get("value")

    def wait_for(self, expression, timeout=10.0):
        """Polls a JS condition until truthy; returns seconds since navigation when it was.
        A condition that throws (a name not defined yet while loading) counts as false."""
        deadline = time.monotonic() + timeout
        last_error = None
        while True:
            try:
                if self.evaluate(f"Boolean({expression})", timeout=max(timeout, 1.0)):
                    return self.since_navigation()
                last_error = None
            except StepFailed as error:
                last_error = error
            if time.monotonic() >= deadline:
                why = f"; it threw: {last_error}" if last_error else ""
                raise StepFailed(f"still false after {timeout} s{why}")
            self.connection.pump(CONDITION_POLL_SECONDS)

    def console_until(self, text, timeout=30.0):
        """Waits for a console line containing text (lines already seen count); returns it,
        its since_navigation being the page's own timestamp of the call."""
        def found():
            return next((m for m in self.console if text in m["text"]), None)
        if not self.connection.pump_until(lambda: found() is not None, timeout):
            raise StepFailed(f"no console line containing {text!r} within {timeout} s")
        return found()

    def animation_frames(self, count):
        """Waits until the page has drawn `count` more animation frames."""
        self.evaluate("new Promise(done => { let left = %d; const tick = () => "
                      "(--left <= 0 ? done(true) : requestAnimationFrame(tick)); "
                      "requestAnimationFrame(tick); })" % count)

    def save_page_file(self, page_path, local_path):
        """Copies a text file of the page's Emscripten file system (a --frame-log, a
        screenshot's name list) to local_path; returns its size in characters."""
        text = self.evaluate(f"(function () {{ try {{ return FS.readFile({json.dumps(page_path)}, "
                             "{encoding: 'utf8'}); } catch (error) { return null; } })()")
        if text is None:
            raise StepFailed(f"the page has no file {page_path} (or no Emscripten FS)")
        with open(local_path, "w") as f:
            f.write(text)
        return len(text)

    def screenshot(self, path):
        """Writes the viewport as PNG; returns the file's size in bytes."""
        data = base64.b64decode(self.call("Page.captureScreenshot", {"format": "png"})["data"])
        os.makedirs(os.path.dirname(os.path.abspath(path)), exist_ok=True)
        with open(path, "wb") as f:
            f.write(data)
        return len(data)

    # -- mouse --------------------------------------------------------------------------------

    def mouse_event(self, kind, x, y, button="none", click_count=0, delta=(0, 0)):
        params = {"type": kind, "x": x, "y": y, "button": button, "buttons": self.mouse_buttons,
                  "clickCount": click_count, "modifiers": self.modifiers}
        if kind == "mouseWheel":
            params["deltaX"], params["deltaY"] = delta
        self.call("Input.dispatchMouseEvent", params)
        self.mouse_position = (x, y)

    def mouse_move(self, x, y):
        self.mouse_event("mouseMoved", x, y)

    def mouse_down(self, x, y, button="left", click_count=1):
        self.mouse_buttons |= button_bit(button)
        self.mouse_event("mousePressed", x, y, button, click_count)

    def mouse_up(self, x, y, button="left", click_count=1):
        self.mouse_buttons &= ~button_bit(button)
        self.mouse_event("mouseReleased", x, y, button, click_count)

    def click(self, x, y, button="left", count=1):
        # A real click starts with the pointer arriving: SDL and pages see a motion first.
        self.mouse_move(x, y)
        for number in range(1, count + 1):
            self.mouse_down(x, y, button, number)
            self.mouse_up(x, y, button, number)

    def wheel(self, x, y, dy=100, dx=0):
        if (x, y) != self.mouse_position:
            self.mouse_move(x, y)
        self.mouse_event("mouseWheel", x, y, delta=(dx, dy))

    # -- keyboard -----------------------------------------------------------------------------

    def key_event(self, kind, spec, text=None):
        shifted = self.modifiers & MODIFIER_BITS["Shift"] and spec.shifted
        key = spec.shifted if shifted else spec.key
        typed = (spec.shifted if shifted else spec.text) if text is None else text
        # Ctrl/Alt/Meta combinations type nothing; keys that type nothing are "rawKeyDown",
        # as Chromium itself sends them (no keypress follows).
        if self.modifiers & ~MODIFIER_BITS["Shift"]:
            typed = ""
        params = {"type": kind, "key": key, "code": spec.code,
                  "windowsVirtualKeyCode": spec.key_code, "nativeVirtualKeyCode": spec.key_code,
                  "modifiers": self.modifiers}
        if kind == "keyDown":
            if typed:
                params["text"] = params["unmodifiedText"] = typed
            else:
                params["type"] = "rawKeyDown"
        self.call("Input.dispatchKeyEvent", params)

    def key_down(self, name):
        held, spec = parse_combination(name)
        for modifier in held:
            self.press_modifier(modifier)
        if spec.key in MODIFIER_BITS:
            self.press_modifier(spec)
        else:
            self.key_event("keyDown", spec)

    def key_up(self, name):
        held, spec = parse_combination(name)
        if spec.key in MODIFIER_BITS:
            self.release_modifier(spec)
        else:
            self.key_event("keyUp", spec)
        for modifier in reversed(held):
            self.release_modifier(modifier)

    # As a real keyboard does, a modifier's own keydown already carries its bit (shiftKey is
    # true on Shift's keydown) and its keyup no longer does.
    def press_modifier(self, spec):
        self.modifiers |= MODIFIER_BITS[spec.key]
        self.key_event("keyDown", spec)

    def release_modifier(self, spec):
        self.modifiers &= ~MODIFIER_BITS[spec.key]
        self.key_event("keyUp", spec)

    def key(self, name):
        """Presses and releases a key or a combination ("Return", "ctrl+s")."""
        self.key_down(name)
        self.key_up(name)

    def type_text(self, text):
        shift = parse_combination("Shift")[1]
        for character in text:
            spec, needs_shift = shifted_character(character)
            if needs_shift:
                self.press_modifier(shift)
            self.key_event("keyDown", spec)
            self.key_event("keyUp", spec)
            if needs_shift:
                self.release_modifier(shift)


def button_bit(button):
    if button not in MOUSE_BUTTON_BITS or button == "none":
        raise StepFailed(f"unknown mouse button '{button}' (left, right or middle)")
    return MOUSE_BUTTON_BITS[button]


def remote_object_text(obj):
    if "value" in obj:
        value = obj["value"]
        return value if isinstance(value, str) else json.dumps(value)
    return obj.get("description") or obj.get("type", "")


def format_seconds(seconds):
    return "-" if seconds is None else f"{seconds:.3f} s"


# -- the step list ------------------------------------------------------------------------------

ACTIONS = ("open", "wait", "console_until", "eval", "check", "click", "move", "mouse_down",
           "mouse_up", "wheel", "key", "key_down", "key_up", "text", "frames", "viewport", "shot",
           "sleep", "save_page_file")


def step_action(step):
    found = [a for a in ACTIONS if a in step] if isinstance(step, dict) else []
    if len(found) != 1:
        raise ValueError(f"a step needs exactly one of {', '.join(ACTIONS)}: {json.dumps(step)}")
    return found[0]


def point(value):
    if not (isinstance(value, list) and len(value) == 2 and
            all(isinstance(v, (int, float)) for v in value)):
        raise StepFailed(f"expected [x, y], got {json.dumps(value)}")
    return value


def run_step(page, step):
    """Runs one step; returns (what it found, for printing; a dict of results)."""
    action = step_action(step)
    argument = step[action]
    timeout = float(step.get("timeout", 10))
    button = step.get("button", "left")
    if action == "open":
        seconds = page.open(argument, step.get("width", 1280), step.get("height", 720),
                            float(step.get("timeout", 30)))
        return f"loaded in {seconds:.3f} s", {"load_seconds": seconds}
    if action == "wait":
        seconds = page.wait_for(argument, timeout)
        return (f"true at {seconds:.3f} s after navigation",
                {"since_navigation": seconds})
    if action == "console_until":
        line = page.console_until(argument, timeout)
        return (f"{line['text']!r} at {format_seconds(line['since_navigation'])} after "
                "navigation", {"line": line["text"], "since_navigation": line["since_navigation"]})
    if action in ("eval", "check"):
        value = page.evaluate(argument, timeout)
        if action == "check" and not value:
            raise StepFailed(f"is {json.dumps(value)}")
        return json.dumps(value), {"value": value}
    if action == "click":
        page.click(*point(argument), button=button, count=int(step.get("count", 1)))
    elif action == "move":
        page.mouse_move(*point(argument))
    elif action == "mouse_down":
        page.mouse_down(*point(argument), button=button)
    elif action == "mouse_up":
        page.mouse_up(*point(argument), button=button)
    elif action == "wheel":
        page.wheel(*point(argument), dy=step.get("dy", 100), dx=step.get("dx", 0))
    elif action == "key":
        page.key(argument)
    elif action == "key_down":
        page.key_down(argument)
    elif action == "key_up":
        page.key_up(argument)
    elif action == "text":
        page.type_text(argument)
    elif action == "frames":
        page.animation_frames(int(argument))
    elif action == "viewport":
        page.set_viewport(*(int(v) for v in point(argument)))
    elif action == "shot":
        size = page.screenshot(argument)
        return f"{argument} ({size} bytes)", {"path": argument, "bytes": size}
    elif action == "sleep":
        page.connection.pump(float(argument))
    elif action == "save_page_file":
        size = page.save_page_file(argument, step.get("to") or os.path.basename(argument))
        return f"{argument} ({size} bytes)", {"path": argument, "bytes": size}
    return "ok", {}


def describe(step):
    action = step_action(step)
    return f"{action} {json.dumps(step[action])}"


def load_steps(source):
    if source == "-":
        text = sys.stdin.read()
    elif source.lstrip().startswith("["):
        text = source
    else:
        with open(source) as f:
            text = f.read()
    steps = json.loads(text)
    if not isinstance(steps, list) or not steps:
        raise ValueError("the steps must be a non-empty JSON list")
    for step in steps:
        step_action(step)
    return steps


def first_window_size(steps):
    opening = next((s for s in steps if "open" in s), {})
    return opening.get("width", 1280), opening.get("height", 720)


def last_page_error(page):
    """The page's last error or exception, said with a failure: often the reason a wait
    timed out (a missing SharedArrayBuffer, a .wasm that did not load)."""
    # An exception says more than a failed request (often only a missing favicon).
    exceptions = [m for m in page.console if m["type"] == "exception"]
    errors = exceptions or [m for m in page.console if m["type"] in ("error", "log-error")]
    if not errors:
        return ""
    first_line = errors[-1]["text"].split("\n")[0]
    return f" (the page's last error, at {format_seconds(errors[-1]['since_navigation'])}: " \
           f"{first_line})"


def run_steps(page, steps, results):
    """Runs the steps in order; returns the number of the failing step, or 0."""
    for number, step in enumerate(steps, 1):
        started = time.monotonic()
        try:
            found, details = run_step(page, step)
        except (StepFailed, DevToolsError, UnknownKey, OSError) as error:
            reason = f"{error}{last_page_error(page)}"
            print(f"step {number} {describe(step)}: FAILED: {reason}", flush=True)
            results.append({"step": number, "action": step_action(step), "ok": False,
                            "reason": reason})
            return number
        elapsed = time.monotonic() - started
        print(f"step {number} {describe(step)}: {found} ({elapsed:.3f} s)", flush=True)
        results.append({"step": number, "action": step_action(step), "ok": True,
                        "seconds": elapsed, **details})
    return 0


def parse_args(argv):
    parser = argparse.ArgumentParser(
        description="Run a JSON step list against a page in headless Chromium.",
        epilog="Steps: see the top of tools/browser/page_driver.py.")
    parser.add_argument("steps", help="JSON file, '-' for stdin, or the JSON list itself")
    parser.add_argument("--json", help="write every step's results and the console here")
    parser.add_argument("--console", help="write the console, one timed line each, here")
    parser.add_argument("--echo-console", action="store_true",
                        help="print console lines as they arrive")
    parser.add_argument("--debug-port", type=int, default=0,
                        help="Chromium's DevTools port on 127.0.0.1 (default 0: any free one)")
    parser.add_argument("--chromium-log", help="where Chromium's own output goes "
                        "(default: a temporary file, named when Chromium fails)")
    return parser.parse_args(argv)


def write_outputs(args, page, results):
    if args.console:
        with open(args.console, "w") as f:
            for m in page.console:
                f.write(f"{format_seconds(m['since_navigation'])}\t{m['type']}\t{m['text']}\n")
    if args.json:
        with open(args.json, "w") as f:
            json.dump({"chromium_launch_seconds": page.launch_seconds,
                       "chromium_close_seconds": page.close_seconds, "steps": results,
                       "console": page.console}, f, indent=1)


def stop_on_signal(signum, _frame):
    raise KeyboardInterrupt(f"signal {signum}")


def main(argv):
    args = parse_args(argv)
    try:
        steps = load_steps(args.steps)
    except (OSError, ValueError) as error:
        print(f"page_driver: bad step list: {error}", file=sys.stderr)
        return 2
    # SIGTERM from a calling script unwinds like Ctrl-C, through close(), so Chromium goes too.
    signal.signal(signal.SIGTERM, stop_on_signal)
    page = PageDriver(window=first_window_size(steps), debug_port=args.debug_port,
                      chromium_log=args.chromium_log, echo_console=args.echo_console)
    results = []
    failed = -1
    try:
        page.start()
        print(f"chromium started in {page.launch_seconds:.3f} s (pid {page.chromium.pid})",
              flush=True)
        failed = run_steps(page, steps, results)
    except KeyboardInterrupt as interrupt:
        print(f"page_driver: interrupted ({interrupt or 'Ctrl-C'}); closing chromium", flush=True)
    except Exception as error:  # noqa: BLE001 (report any launch failure as a failed start)
        print(f"page_driver: FAILED: {error}", flush=True)
    finally:
        # A second signal must not cut the shutdown short and leave Chromium running.
        signal.signal(signal.SIGTERM, signal.SIG_IGN)
        signal.signal(signal.SIGINT, signal.SIG_IGN)
        page.close(keep_log=failed != 0)
    print(f"chromium closed in {page.close_seconds:.3f} s", flush=True)
    if failed != 0 and page.chromium.log_path:
        print(f"page_driver: chromium's own log: {page.chromium.log_path}", flush=True)
    write_outputs(args, page, results)
    return 0 if failed == 0 else 1


if __name__ == "__main__":
    sys.exit(main(sys.argv[1:]))
