# tools/web --maps DIR's steps, sourced by tools/web (which defines step, root, logs, maps_dir
# and first_map): DIR's maps are checked by the native game as the game itself would play them,
# and refused with every message when check rejects them ("what check rejects, the game does not
# quietly play"); then what they use is staged into build/web-maps for the page.

# Runs a step whose messages are the point (a refusal): all of them shown, not a log's tail.
refusing_step() {  # name, log name, what is refused, command...
  local name=$1 log="$logs/$2.log" refused=$3
  shift 3
  printf 'web: %s ... ' "$name"
  if ! "$@" >"$log" 2>&1; then
    echo "refused"
    grep -v ': ok$' "$log" >&2 || true
    echo "web: $refused, so nothing was packed (the messages above are in $log)" >&2
    exit 1
  fi
  echo "done"
}

# The native game that checks the maps, found as tools/tiled/heartpath.sh finds it (the newest
# build of this checkout), else built the way tools/play builds it.
native_game() {
  if [[ -n ${HEARTPATH_BIN:-} ]]; then
    echo "$HEARTPATH_BIN"
    return
  fi
  local bin= candidate
  for candidate in "$root/build/play/game/heartpath" "$root/build/dev/game/heartpath" \
    "$root/build/release/game/heartpath"; do
    [[ -x $candidate ]] || continue
    if [[ -z $bin || $candidate -nt $bin ]]; then bin=$candidate; fi
  done
  echo "$bin"
}

build_native_game() {
  "$root/tools/setup.sh" play
  cmake --preset play
  nice cmake --build --preset play --target heartpath -j 2
}

check_and_stage_maps() {
  if [[ ! -d $maps_dir ]]; then
    echo "web: --maps $maps_dir is not a folder" >&2
    exit 2
  fi
  local lister="$root/tools/browser/web_maps.py"
  refusing_step "find $maps_dir's maps and what they use" maps-find \
    "the maps of $maps_dir use files outside it" /usr/bin/python3 "$lister" maps "$maps_dir"
  mapfile -t maps <"$logs/maps-find.log"

  local game
  game=$(cd "$root" && native_game)
  if [[ -z $game ]]; then
    step "build the native game for check (tools/play's build)" native-build build_native_game
    game="$root/build/play/game/heartpath"
  fi
  local music_args=() audio_args=()
  if [[ -d $maps_dir/music ]]; then
    music_args=(--music "$maps_dir/music")
    audio_args=("$maps_dir/music")
  fi
  if [[ -d $maps_dir/sounds ]]; then audio_args+=(--sounds "$maps_dir/sounds"); fi
  refusing_step "check ${#maps[@]} maps ($game check)" maps-check \
    "check rejects the maps of $maps_dir" "$game" check "${music_args[@]}" "${maps[@]}"
  if [[ ${#audio_args[@]} -gt 0 ]]; then
    refusing_step "check $maps_dir's music and sounds (jukebox --list)" maps-audio \
      "the jukebox rejects the music or sounds of $maps_dir" \
      env SDL_AUDIODRIVER=dummy "$game" jukebox --list "${audio_args[@]}"
  fi

  local stage="$root/build/web-maps" first_args=()
  if [[ -n $first_map ]]; then first_args=(--first "$first_map"); fi
  refusing_step "stage them in build/web-maps" maps-stage "the maps of $maps_dir cannot be staged" \
    /usr/bin/python3 "$lister" stage "$maps_dir" "$stage" "${first_args[@]}"
  sed 's/^/web:   packed: /' "$logs/maps-stage.log"
  packed_maps="$stage/maps"
  packed_first=$(<"$stage/first_map")
  if [[ -d $stage/music ]]; then packed_music="$stage/music"; fi
  if [[ -d $stage/sounds ]]; then packed_sounds="$stage/sounds"; fi
}
