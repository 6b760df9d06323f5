"""Starts Debian's Chromium headless with its DevTools endpoint open, and stops it by its PID.

Used by page_driver.py; usable alone:

    with ChromiumProcess(window=(1280, 720)) as chromium:
        print(chromium.browser_websocket_url)
"""
import os
import re
import shutil
import signal
import subprocess
import tempfile
import time

CHROMIUM = "/usr/bin/chromium"
# When 127.0.0.1:PORT is taken, Chromium listens on [::1]:PORT instead and says so here.
LISTENING_LINE = re.compile(r"DevTools listening on ws://(127\.0\.0\.1|\[::1\]):(\d+)(/\S+)")

# Why each flag is there:
# --headless                 the new headless mode (the same browser as a windowed one, no X).
# --no-sandbox               Chromium refuses to start as root with its sandbox; these machines
#                            and containers run tools as root.
# --enable-unsafe-swiftshader  no GPU: WebGL (SDL's renderer in the browser) then runs on ANGLE
#                            over SwiftShader, Chromium's CPU Vulkan. Headless picks that by
#                            itself today; newer Chromiums refuse the fallback unless asked.
#                            Not --use-angle=swiftshader: it moves the compositor onto
#                            SwiftShader as well and delays the first WebGL context by most of
#                            a second, which the first-frame budget would pay for.
# --no-first-run, --no-default-browser-check, --disable-background-networking,
# --disable-component-update, --disable-sync: no network traffic or dialogs of its own.
# --disable-renderer-backgrounding, --disable-background-timer-throttling,
# --disable-backgrounding-occluded-windows: a headless page counts as hidden to some of these
#                            heuristics; throttled timers and rAF would distort frame timing.
# --hide-scrollbars          screenshots show the page, not a scrollbar a layout slip adds.
# --remote-debugging-address is not passed: the endpoint only ever listens on 127.0.0.1.
# Autoplay is left at the browser default on purpose: the page must cope with audio that waits
# for a click, as it will for a player (a click sent through DevTools counts as a gesture).
HEADLESS_FLAGS = [
    "--headless",
    "--no-sandbox",
    "--enable-unsafe-swiftshader",
    "--no-first-run",
    "--no-default-browser-check",
    "--disable-background-networking",
    "--disable-component-update",
    "--disable-sync",
    "--disable-renderer-backgrounding",
    "--disable-background-timer-throttling",
    "--disable-backgrounding-occluded-windows",
    "--hide-scrollbars",
]


class ChromiumError(RuntimeError):
    """Chromium could not be started or did not open its DevTools endpoint."""


class ChromiumProcess:
    """One headless Chromium with its own temporary profile; closes it on exit, always."""

    def __init__(self, window=(1280, 720), debug_port=0, log_path=None, extra_flags=(),
                 start_timeout=20.0):
        self.window = window
        self.debug_port = debug_port  # 0: the system picks one; the profile then records it
        self.log_path = log_path      # Chromium's own output; a temp file when not given
        self.own_log = log_path is None  # the temp log is removed by stop() unless kept
        self.extra_flags = list(extra_flags)
        self.start_timeout = start_timeout
        self.process = None
        self.profile_dir = None
        self.browser_websocket_url = None
        self.launch_seconds = None    # from spawning to the DevTools endpoint being announced

    def __enter__(self):
        self.start()
        return self

    def __exit__(self, *exc):
        self.stop()
        return False

    def start(self):
        self.profile_dir = tempfile.mkdtemp(prefix="heartpath-chromium-")
        if self.log_path is None:
            handle, self.log_path = tempfile.mkstemp(prefix="heartpath-chromium-", suffix=".log")
            os.close(handle)
        width, height = self.window
        command = [CHROMIUM, *HEADLESS_FLAGS,
                   f"--user-data-dir={self.profile_dir}",
                   f"--remote-debugging-port={self.debug_port}",
                   f"--window-size={width},{height}",
                   *self.extra_flags, "about:blank"]
        started = time.monotonic()
        with open(self.log_path, "wb") as log:
            # Its own session (process group) so that, if the browser dies and leaves helpers
            # behind, stop() can end exactly the processes it started and nothing else.
            self.process = subprocess.Popen(command, stdin=subprocess.DEVNULL, stdout=log,
                                            stderr=log, start_new_session=True,
                                            env=self.environment())
        try:
            host, port, path = self.wait_for_endpoint()
        except BaseException:
            self.stop(keep_log=True)
            raise
        self.launch_seconds = time.monotonic() - started
        self.browser_websocket_url = f"ws://{host}:{port}{path}"

    def environment(self):
        # Chromium puts its singleton socket in $TMPDIR and leaves it there when killed;
        # inside the profile it goes when the profile does.
        scratch = os.path.join(self.profile_dir, "tmp")
        os.makedirs(scratch, exist_ok=True)
        return {**os.environ, "TMPDIR": scratch}

    def wait_for_endpoint(self):
        """The port and path of the DevTools endpoint, once Chromium listens: from the
        DevToolsActivePort file it writes into the profile when it picked the port itself
        (--remote-debugging-port=0), else from the "DevTools listening on" line of its own log
        (it writes no such file for a port it was given; asking the port over HTTP could
        reach another browser if ours failed to bind it)."""
        deadline = time.monotonic() + self.start_timeout
        while time.monotonic() < deadline:
            if self.process.poll() is not None:
                raise ChromiumError(f"chromium exited with status {self.process.returncode} "
                                    f"before opening DevTools; its log: {self.log_path}")
            endpoint = self.endpoint_from_marker() or self.endpoint_from_log()
            if endpoint:
                return endpoint
            time.sleep(0.02)
        raise ChromiumError(f"chromium did not open DevTools within {self.start_timeout:.0f} s; "
                            f"its log: {self.log_path}")

    def endpoint_from_marker(self):
        try:
            with open(os.path.join(self.profile_dir, "DevToolsActivePort")) as f:
                lines = f.read().split("\n")
        except FileNotFoundError:
            return None
        if len(lines) >= 2 and lines[0].isdigit() and lines[1].startswith("/"):
            return "127.0.0.1", int(lines[0]), lines[1]
        return None  # still being written

    def endpoint_from_log(self):
        with open(self.log_path, errors="replace") as f:
            match = LISTENING_LINE.search(f.read())
        return (match.group(1), int(match.group(2)), match.group(3)) if match else None

    @property
    def pid(self):
        return self.process.pid if self.process else None

    def stop(self, grace=5.0, keep_log=False):
        """Ends the browser by its PID (SIGTERM, then SIGKILL), then any helper it left behind
        in its own process group, and removes the temporary profile (and the temporary log,
        unless keep_log: a caller that failed keeps it to point at)."""
        if self.process is not None:
            if self.process.poll() is None:
                self.process.send_signal(signal.SIGTERM)
                try:
                    self.process.wait(timeout=grace)
                except subprocess.TimeoutExpired:
                    self.process.kill()
                    self.process.wait()
            self.end_leftover_helpers()
            self.process = None  # reaped: its PID, and so its group id, may be reused now
        if self.profile_dir:
            shutil.rmtree(self.profile_dir, ignore_errors=True)
            self.profile_dir = None
        if self.own_log and not keep_log and self.log_path:
            try:
                os.remove(self.log_path)
            except FileNotFoundError:
                pass

    def end_leftover_helpers(self):
        # The group id is the browser's PID (start_new_session); signalling it reaches only
        # processes this object started. ProcessLookupError: the group is already empty.
        try:
            os.killpg(self.process.pid, signal.SIGKILL)
        except (ProcessLookupError, PermissionError):
            pass
