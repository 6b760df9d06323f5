// Heartpath check for Tiled: every time a map is saved, runs `heartpath check --format json` on
// it and lists each problem in Tiled's Issues panel; double-clicking one selects the object at
// fault. Which binary: the project property `heartpath` (Tiled 1.10+ has project properties),
// else tools/tiled/heartpath.sh next to this checkout, which tries $HEARTPATH_BIN, then
// build/dev/game/heartpath, then `heartpath` on PATH. Loaded by Tiled from the project's
// extensions folder (maps/extensions); also loadable by node for tests (module.exports below).
/* global tiled, Process, File, module, __filename */
"use strict";

// This file's path, taken now: Tiled sets __filename only while it evaluates each script.
const heartpathScriptFile = typeof __filename === "string" ? __filename : "";

// The directory part of a path ("/a/b/c.js" -> "/a/b").
function heartpathDirectory(path) {
  const slash = Math.max(path.lastIndexOf("/"), path.lastIndexOf("\\"));
  return slash < 0 ? "." : path.substring(0, slash);
}

// The problems in the check's JSON output, each {severity, text, objectId, path, line}.
// objectId is null when the problem is not an object of the map (a tileset, the whole map).
function heartpathIssues(jsonText) {
  const items = JSON.parse(jsonText);
  if (!Array.isArray(items)) throw new Error("heartpath check did not print a JSON array");
  return items.map(function (item) {
    return {
      severity: item.severity === "warning" || item.severity === "note" ? item.severity : "error",
      text: item.text,
      objectId: typeof item.object_id === "number" ? item.object_id : null,
      path: item.path,
      line: item.line,
    };
  });
}

// The program and leading arguments that run heartpath.
function heartpathCommand() {
  if (typeof tiled !== "undefined" && tiled.project && typeof tiled.project.property === "function") {
    const configured = tiled.project.property("heartpath");
    if (configured) return { program: String(configured), args: [] };
  }
  const projectDir = heartpathDirectory(heartpathDirectory(heartpathScriptFile));  // maps/
  const wrapper = projectDir + "/../tools/tiled/heartpath.sh";
  return { program: "sh", args: [wrapper] };
}

// The object with this id on the map, searching group layers too, or null.
function heartpathFindObject(container, id) {
  for (let i = 0; i < container.layerCount; ++i) {
    const layer = container.layerAt(i);
    if (layer.isObjectLayer) {
      const found = layer.objects.find(function (object) { return object.id === id; });
      if (found) return found;
    } else if (layer.isGroupLayer) {
      const found = heartpathFindObject(layer, id);
      if (found) return found;
    }
  }
  return null;
}

// Opens the map (or switches to it) and selects the object, for a double-click on an issue.
function heartpathSelect(mapFile, id) {
  const map = tiled.open(mapFile);
  if (!map || !map.isTileMap) return;
  const object = heartpathFindObject(map, id);
  if (!object) return;
  map.currentLayer = object.layer;
  map.selectedObjects = [object];
}

// Lists one problem in the Issues panel; double-clicking it selects its object, if it has one.
// Tiled 1.8 has no tiled.warning (1.9+ does), so there warnings are listed as errors; their
// text still reads "path:line: warning: ...". A note (a property the game keeps and ignores) is
// not a problem: it goes to the Console, not the Issues panel.
function heartpathReport(issue, mapFile) {
  if (issue.severity === "note") {
    tiled.log(issue.text);
    return;
  }
  const report = issue.severity === "warning" && typeof tiled.warning === "function"
                     ? function (text, select) { return tiled.warning(text, select); }
                     : function (text, select) { return tiled.error(text, select); };
  if (issue.objectId === null) {
    report(issue.text, function () { tiled.open(mapFile); });
  } else {
    report(issue.text, function () { heartpathSelect(mapFile, issue.objectId); });
  }
}

// Runs the check on a saved map and reports its problems.
function heartpathCheck(asset) {
  if (!asset || !asset.isTileMap || !asset.fileName) return;
  const command = heartpathCommand();
  // start + waitForFinished, not exec: Tiled 1.8's exec throws on a non-zero exit, and check
  // exits 1 whenever it finds an error.
  const process = new Process();
  process.start(command.program, command.args.concat(["check", "--format", "json", asset.fileName]));
  if (!process.waitForFinished(60000)) {
    process.kill();
    tiled.error("heartpath check did not finish within a minute on " + asset.fileName);
    return;
  }
  const status = process.exitCode;
  const out = process.readStdOut();
  const err = process.readStdErr();
  process.close();
  if (status !== 0 && status !== 1) {
    tiled.error("heartpath check could not run (status " + status + "): " + err);
    return;
  }
  let issues;
  try {
    issues = heartpathIssues(out);
  } catch (e) {
    tiled.error("heartpath check printed something unexpected: " + e.message);
    return;
  }
  const mapFile = asset.fileName;
  issues.forEach(function (issue) { heartpathReport(issue, mapFile); });
  tiled.log("heartpath check: " + (issues.length === 0 ? "no problems in " : issues.length +
            " problem(s) in ") + mapFile);
}

if (typeof tiled !== "undefined") tiled.assetSaved.connect(heartpathCheck);

if (typeof module !== "undefined") {
  module.exports = { heartpathIssues, heartpathDirectory, heartpathFindObject, heartpathReport };
}
