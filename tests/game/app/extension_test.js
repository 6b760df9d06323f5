// Runs the Tiled extension's parser (maps/extensions/heartpath-check.js) on the real output of
// `heartpath check --format json`, as Tiled would see it. Usage: node extension_test.js BINARY
"use strict";
const assert = require("assert");
const { execFileSync } = require("child_process");
const fs = require("fs");
const os = require("os");
const path = require("path");
const extension = require("../../../maps/extensions/heartpath-check.js");

const binary = process.argv[2];
const dir = fs.mkdtempSync(path.join(os.tmpdir(), "heartpath-extension-"));
const map = path.join(dir, "map.tmx");
fs.writeFileSync(map, `<?xml version="1.0" encoding="UTF-8"?>
<map version="1.8" orientation="orthogonal" renderorder="right-down" width="10" height="8" tilewidth="32" tileheight="32" infinite="0" nextlayerid="2" nextobjectid="4">
 <properties>
  <property name="edges" value="clamped"/>
 </properties>
 <objectgroup id="1" name="units">
  <object id="1" name="Ann" type="Hero" x="40" y="40"><point/></object>
  <object id="2" name="Otto" type="Enemy" x="280" y="40">
   <properties>
    <property name="hpp" type="int" value="4"/>
   </properties>
   <point/>
  </object>
 </objectgroup>
</map>
`);

let out;
try {
  execFileSync(binary, ["check", "--format", "json", map], { encoding: "utf8" });
  assert.fail("check should fail on a misspelt property");
} catch (e) {
  assert.strictEqual(e.status, 1, String(e));
  out = e.stdout;
}
const issues = extension.heartpathIssues(out);
assert.strictEqual(issues.length, 2, out);
assert.strictEqual(issues[0].severity, "error");
assert.strictEqual(issues[0].objectId, 2);
assert.strictEqual(issues[0].line, 10);
assert.ok(issues[0].text.startsWith(map + ":10: error: Enemy \"Otto\": property \"hpp\""), issues[0].text);
assert.ok(issues[0].text.includes("did you mean \"hp\"?"), issues[0].text);
// A property of the map's own is a note, which the extension logs instead of listing.
assert.strictEqual(issues[1].severity, "note");
assert.strictEqual(issues[1].objectId, null);
assert.ok(issues[1].text.startsWith(map + ":4: note: map property \"edges\""), issues[1].text);

// Finding the object through a group layer, as a double-click on the issue does.
const object = { id: 2 };
const objectLayer = { isObjectLayer: true, objects: [{ id: 1 }, object] };
const group = { isGroupLayer: true, layerCount: 1, layerAt: () => objectLayer };
const tileMap = { layerCount: 1, layerAt: () => group };
assert.strictEqual(extension.heartpathFindObject(tileMap, 2), object);
assert.strictEqual(extension.heartpathFindObject(tileMap, 9), null);
assert.strictEqual(extension.heartpathDirectory("/a/maps/extensions/x.js"), "/a/maps/extensions");

fs.rmSync(dir, { recursive: true });
console.log("extension parses heartpath check output: ok");
