#!/usr/bin/python3
"""Serves one folder over HTTP on the loopback interface, the way a web build needs it served.

Usage: tools/browser/serve.py DIR [--port N] [--isolate] [--quiet]

- The types a browser insists on: WebAssembly streaming compilation refuses a .wasm file that is
  not served as application/wasm, and emscripten's packed .data is fetched as binary.
- Every response says no-store, so a rebuilt page is never mixed with a cached older .wasm.
- --isolate adds Cross-Origin-Opener-Policy: same-origin and Cross-Origin-Embedder-Policy:
  require-corp: without both, a page is not cross-origin isolated and gets no SharedArrayBuffer,
  which a WebAssembly build with threads (-pthread) cannot start without.
- --port 0 lets the system pick a free port. The first line printed is always
  "serving DIR at http://127.0.0.1:PORT/", flushed at once, so a caller can read the address.

Stops cleanly on SIGTERM or Ctrl-C.
"""
import argparse
import functools
import http.server
import os
import signal
import sys

# Types beyond what mimetypes knows on every system (it reads /etc/mime.types, which may be
# absent or lack .wasm); set explicitly so the served types do not depend on the machine.
KNOWN_TYPES = {
    ".wasm": "application/wasm",
    ".data": "application/octet-stream",
    ".js": "text/javascript",
    ".mjs": "text/javascript",
    ".html": "text/html; charset=utf-8",
    ".json": "application/json",
    ".css": "text/css",
    ".png": "image/png",
    ".ogg": "audio/ogg",
    ".wav": "audio/wav",
    ".ttf": "font/ttf",
    ".tmx": "application/xml",
    ".tsx": "application/xml",
}


class BuildRequestHandler(http.server.SimpleHTTPRequestHandler):
    """Serves files from one folder with fixed types, no caching and optional isolation."""

    extensions_map = {**http.server.SimpleHTTPRequestHandler.extensions_map, **KNOWN_TYPES}

    def __init__(self, *args, isolate, quiet, **kwargs):
        self.isolate = isolate
        self.quiet = quiet
        super().__init__(*args, **kwargs)

    def end_headers(self):
        self.send_header("Cache-Control", "no-store, must-revalidate")
        self.send_header("Expires", "0")
        if self.isolate:
            self.send_header("Cross-Origin-Opener-Policy", "same-origin")
            self.send_header("Cross-Origin-Embedder-Policy", "require-corp")
            # Same-origin files need no CORP header under require-corp; saying it anyway
            # keeps them loadable if the page is ever framed by another loopback port.
            self.send_header("Cross-Origin-Resource-Policy", "same-origin")
        super().end_headers()

    def log_message(self, format, *args):  # noqa: A002 (the base class's name)
        if not self.quiet:
            sys.stderr.write("serve: %s %s\n" % (self.address_string(), format % args))


def parse_args(argv):
    parser = argparse.ArgumentParser(description="Serve a folder on 127.0.0.1 for a web build.")
    parser.add_argument("folder", help="the folder to serve (for example build/web)")
    parser.add_argument("--port", type=int, default=0, help="TCP port; 0 picks a free one")
    parser.add_argument("--isolate", action="store_true",
                        help="send COOP/COEP headers so the page gets SharedArrayBuffer")
    parser.add_argument("--quiet", action="store_true", help="do not log each request")
    return parser.parse_args(argv)


def stop_on_signal(signum, frame):
    raise KeyboardInterrupt


def main(argv):
    args = parse_args(argv)
    folder = os.path.abspath(args.folder)
    if not os.path.isdir(folder):
        print(f"serve: {args.folder} is not a folder", file=sys.stderr)
        return 2
    handler = functools.partial(BuildRequestHandler, directory=folder,
                                isolate=args.isolate, quiet=args.quiet)
    try:
        server = http.server.ThreadingHTTPServer(("127.0.0.1", args.port), handler)
    except OSError as error:
        print(f"serve: cannot listen on 127.0.0.1:{args.port}: {error.strerror}", file=sys.stderr)
        return 1
    # SIGTERM (what a calling script sends) ends serve_forever the same way Ctrl-C does.
    signal.signal(signal.SIGTERM, stop_on_signal)
    port = server.server_address[1]
    isolation = " (cross-origin isolated)" if args.isolate else ""
    print(f"serving {args.folder} at http://127.0.0.1:{port}/{isolation}", flush=True)
    try:
        server.serve_forever()
    except KeyboardInterrupt:
        pass
    finally:
        server.server_close()
    return 0


if __name__ == "__main__":
    sys.exit(main(sys.argv[1:]))
