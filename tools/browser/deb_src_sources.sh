#!/usr/bin/env bash
# Prints a deb822 sources file with `Types: deb-src` for every archive stanza of the given
# deb822 file (Debian's /etc/apt/sources.list.d/debian.sources by default): the same URIs,
# Suites, Components and Signed-By, so `apt-get source` reads from the archive the machine
# already uses and no other.
set -euo pipefail
if [[ ${1:-} == -h || ${1:-} == --help ]]; then
  echo "usage: tools/browser/deb_src_sources.sh [SOURCES_FILE]   (default: /etc/apt/sources.list.d/debian.sources)"
  exit 0
fi
sources=${1:-/etc/apt/sources.list.d/debian.sources}
[[ -r $sources ]] || { echo "deb_src_sources: cannot read $sources" >&2; exit 1; }

# A stanza is kept when its Types include `deb`; comments and other fields are dropped.
awk '
  function flush() {
    if (is_deb && uris != "") {
      if (printed) print ""
      print "Types: deb-src"
      print "URIs: " uris
      print "Suites: " suites
      print "Components: " components
      if (signed != "") print "Signed-By: " signed
      printed = 1
    }
    is_deb = 0; uris = suites = components = signed = ""
  }
  /^[[:space:]]*$/ { flush(); next }
  /^#/ { next }
  # A continuation line (an inline key) belongs to the field above it: only Signed-By has them.
  /^[[:space:]]/ { if (last == "signed") signed = signed "\n" $0; next }
  { last = "" }
  /^Types:/ { for (i = 2; i <= NF; i++) if ($i == "deb") is_deb = 1; next }
  /^URIs:/ { sub(/^URIs:[[:space:]]*/, ""); uris = $0; next }
  /^Suites:/ { sub(/^Suites:[[:space:]]*/, ""); suites = $0; next }
  /^Components:/ { sub(/^Components:[[:space:]]*/, ""); components = $0; next }
  /^Signed-By:/ { sub(/^Signed-By:[[:space:]]*/, ""); signed = $0; last = "signed"; next }
  END { flush() }
' "$sources"
