// Whether this build may start threads. Emscripten without -pthread (the browser build, which
// then plays from any static host: no cross-origin isolation headers needed) has none; the
// work the game hands to threads (music decodes, forecasts, loudness measurements) is then
// done in slices or at once on the game's thread.
#pragma once

namespace hp {

#if defined(__EMSCRIPTEN__) && !defined(__EMSCRIPTEN_PTHREADS__)
inline constexpr bool kHaveThreads = false;
#else
inline constexpr bool kHaveThreads = true;
#endif

}  // namespace hp
