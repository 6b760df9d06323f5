// Linked into the page (--pre-js, game/CMakeLists.txt): the settings folder lives in the
// browser's IndexedDB, so volumes, speed and difficulty are kept between visits. It is read
// before main runs (a run dependency holds main back until then) and written back after each
// save (persist_files in engine/platform).
Module.preRun = Module.preRun || [];
Module.preRun.push(function () {
  FS.mkdir('/settings');
  FS.mount(IDBFS, {}, '/settings');
  ENV.HEARTPATH_SETTINGS_DIR = '/settings';
  addRunDependency('heartpath-settings');
  FS.syncfs(true, function (error) {
    if (error) console.warn('heartpath: the saved settings could not be read (' + error + ')');
    removeRunDependency('heartpath-settings');
  });
});
