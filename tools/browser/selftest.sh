#!/usr/bin/env bash
# Tests the browser machinery itself, before it is trusted with the game: serves
# tools/browser/selftest/ with serve.py (cross-origin isolated), drives it in headless Chromium
# with page_driver.py (clicks with three buttons, keys, a combination, wheel turns, a
# screenshot), and checks with selftest_plan.py that the page logged every event as sent and in
# order (its running hash), that the screenshot shows each click's mark where it was clicked,
# that the page got SharedArrayBuffer, a .wasm compiles streaming and the canvas follows a
# resized viewport; then reports the timings.
#
# Usage: tools/browser/selftest.sh [--port-base N] [--out DIR]
#   --port-base N  serve on 127.0.0.1:N and give Chromium's DevTools N+1 (default: free ports
#                  the system picks)
#   --out DIR      where the screenshot, the results and the logs go
#                  (default build/browser-selftest)
# Needs: chromium and python3-websocket (Debian), /usr/bin/python3.
set -euo pipefail
here=$(cd "$(dirname "${BASH_SOURCE[0]}")" && pwd)
root=$(cd "$here/../.." && pwd)
python=/usr/bin/python3  # Debian's, which has python3-websocket; a pyenv python does not

port_base=0
out="$root/build/browser-selftest"
while [[ $# -gt 0 ]]; do
  case "$1" in
    --port-base) port_base=$2; shift 2 ;;
    --out) out=$2; shift 2 ;;
    -h | --help) sed -n '2,15p' "${BASH_SOURCE[0]}" | sed 's/^# \{0,1\}//'; exit 0 ;;
    *) echo "selftest: unknown option '$1' (see --help)" >&2; exit 2 ;;
  esac
done

step() { echo "selftest: $*"; }
# Any command that fails unexpectedly (set -e) still names itself.
trap 'echo "selftest: FAILED: line $LINENO: $BASH_COMMAND" >&2' ERR
fail() {
  echo "selftest: FAILED: $1; full log: $2" >&2
  exit 1
}

for need in /usr/bin/chromium "$python"; do
  [[ -x $need ]] || fail "$need is missing (apt-get install chromium python3)" /dev/null
done
"$python" -c 'import websocket' 2>/dev/null ||
  fail "python3-websocket is missing (apt-get install python3-websocket)" /dev/null

mkdir -p "$out"
rm -f "$out"/*.png "$out"/*.json "$out"/*.log
serve_log="$out/serve.log"
driver_log="$out/driver.log"
check_log="$out/check.log"

# The server: its first line names the address (--port 0 picks a free port).
server_pid=""
stop_server() {
  [[ -n $server_pid ]] && kill "$server_pid" 2>/dev/null && wait "$server_pid" 2>/dev/null
  true
}
trap stop_server EXIT
"$python" "$here/serve.py" "$here/selftest" --port "$port_base" --isolate >"$serve_log" 2>&1 &
server_pid=$!
url=""
for _ in $(seq 1 100); do
  url=$(sed -n 's/^serving .* at \(http:[^ ]*\).*/\1/p' "$serve_log")
  [[ -n $url ]] && break
  kill -0 "$server_pid" 2>/dev/null || fail "serve.py exited before listening" "$serve_log"
  sleep 0.05
done
[[ -n $url ]] || fail "serve.py named no address within 5 s" "$serve_log"
step "serving tools/browser/selftest at $url"

debug_port=0
[[ $port_base -ne 0 ]] && debug_port=$((port_base + 1))
shot="$out/selftest.png"
"$python" "$here/selftest_plan.py" steps "${url}index.html" "$shot" >"$out/steps.json"
if ! "$python" "$here/page_driver.py" "$out/steps.json" --json "$out/results.json" \
     --console "$out/console.log" --debug-port "$debug_port" \
     --chromium-log "$out/chromium.log" >"$driver_log" 2>&1; then
  fail "page_driver.py: $(grep -m1 FAILED "$driver_log" || tail -n1 "$driver_log")" "$driver_log"
fi
step "page_driver.py ran $(grep -c '^step ' "$driver_log") steps ($(head -n1 "$driver_log"))"

if ! "$python" "$here/selftest_plan.py" check "$out/results.json" "$shot" >"$check_log" 2>&1; then
  fail "$(grep -m1 FAILED "$check_log" || tail -n1 "$check_log")" "$check_log"
fi
sed 's/^check: /selftest: /' "$check_log"
step "passed; screenshot $shot, console $out/console.log"
