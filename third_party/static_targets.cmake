# Gives the static libraries of build/web-deps/prefix (tools/browser/web_deps.sh) the target names
# the game links (engine/CMakeLists.txt, engine/tiled/CMakeLists.txt), so the game's
# target_link_libraries lines serve the browser build unchanged. Included by dependencies.cmake
# and by the smoke page (tools/browser/smoke). The prefix holds static libraries only, whose CMake packages
# define SDL2_mixer::SDL2_mixer-static and zstd::libzstd_static but not SDL2_mixer::SDL2_mixer or
# zstd::libzstd_shared. Include it after the find_package calls; a name already defined is kept.
foreach(pair IN ITEMS
    "SDL2::SDL2=SDL2::SDL2-static"
    "SDL2_image::SDL2_image=SDL2_image::SDL2_image-static"
    "SDL2_mixer::SDL2_mixer=SDL2_mixer::SDL2_mixer-static"
    "SDL2_ttf::SDL2_ttf=SDL2_ttf::SDL2_ttf-static"
    "zstd::libzstd_shared=zstd::libzstd_static")
  string(REPLACE "=" ";" names "${pair}")
  list(GET names 0 game_name)
  list(GET names 1 static_name)
  if(NOT TARGET ${game_name} AND TARGET ${static_name})
    add_library(${game_name} INTERFACE IMPORTED)
    set_target_properties(${game_name} PROPERTIES INTERFACE_LINK_LIBRARIES ${static_name})
  endif()
endforeach()
