"""One WebSocket to Chromium's DevTools endpoint: commands with replies, events kept in order.

Single-threaded on purpose: every read happens inside call() or wait_event(), so events are
handled in the order Chromium sent them, and a test never races a reader thread. Commands to a
page go through a flattened session (Target.attachToTarget flatten=true) on the same socket.
"""
import json
import time

import websocket  # Debian's python3-websocket (websocket-client)


class DevToolsError(RuntimeError):
    """A command failed, the browser went away, or a reply did not come in time."""


class DevToolsConnection:
    """Sends DevTools commands and passes every event to the listeners registered for it."""

    def __init__(self, websocket_url, reply_timeout=30.0):
        # Chromium rejects DevTools connections that carry an Origin header it was not told to
        # allow (--remote-allow-origins); a tool is not a web page, so send none.
        self.socket = websocket.create_connection(websocket_url, timeout=reply_timeout,
                                                  suppress_origin=True)
        self.reply_timeout = reply_timeout
        self.next_id = 1
        self.listeners = []  # (method, session_id or None, function(params, session_id))

    def close(self):
        try:
            self.socket.close()
        except Exception:  # noqa: BLE001 (closing a socket the browser already dropped)
            pass

    def on(self, method, function, session_id=None):
        """Calls function(params, session_id) for each `method` event (of one session, if given)."""
        self.listeners.append((method, session_id, function))

    def call(self, method, params=None, session_id=None, timeout=None):
        """Sends one command and returns its result, handling the events that arrive first."""
        command_id = self.next_id
        self.next_id += 1
        message = {"id": command_id, "method": method, "params": params or {}}
        if session_id:
            message["sessionId"] = session_id
        try:
            self.socket.send(json.dumps(message))
        except (websocket.WebSocketException, OSError) as error:
            raise DevToolsError(f"{method}: cannot send ({error}); did the browser exit?")
        deadline = time.monotonic() + (timeout or self.reply_timeout)
        while True:
            reply = self.read_one(deadline, method)
            if reply is None:
                raise DevToolsError(f"{method}: no reply within {timeout or self.reply_timeout} s")
            if reply.get("id") == command_id:
                if "error" in reply:
                    error = reply["error"]
                    raise DevToolsError(f"{method}: {error.get('message')} "
                                        f"{error.get('data', '')}".strip())
                return reply.get("result", {})

    def pump(self, seconds):
        """Handles the events that arrive during the next `seconds`."""
        deadline = time.monotonic() + seconds
        while time.monotonic() < deadline:
            self.read_one(deadline, "waiting for events")

    def pump_until(self, predicate, timeout, poll=0.01):
        """Handles events until predicate() is true; returns whether it became true in time."""
        deadline = time.monotonic() + timeout
        while not predicate():
            if time.monotonic() >= deadline:
                return False
            self.read_one(min(deadline, time.monotonic() + poll), "waiting for events")
        return True

    def read_one(self, deadline, context):
        """Reads and dispatches one message; returns it, or None if none came by the deadline."""
        remaining = deadline - time.monotonic()
        if remaining <= 0:
            return None
        self.socket.settimeout(remaining)
        try:
            raw = self.socket.recv()
        except websocket.WebSocketTimeoutException:
            return None
        except (websocket.WebSocketException, OSError) as error:
            raise DevToolsError(f"{context}: connection to the browser lost ({error})")
        if not raw:
            raise DevToolsError(f"{context}: the browser closed the connection")
        message = json.loads(raw)
        if "method" in message:
            self.dispatch(message)
        return message

    def dispatch(self, message):
        method, session = message["method"], message.get("sessionId")
        for wanted, wanted_session, function in self.listeners:
            if wanted == method and (wanted_session is None or wanted_session == session):
                function(message.get("params", {}), session)
