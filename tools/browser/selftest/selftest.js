// The self-test page's behaviour. Each input event becomes one console line, e.g.
//   "mousedown left 200 150"  "keydown B KeyB 66 shift"  "wheel 120 0 0 at 400 300"
// followed by "hash COUNT HEX": FNV-1a (32 bit) over every event line so far, each with "\n",
// so a checker that recomputes it knows no event was lost, doubled or reordered.
// Mouse buttons mark the canvas with a 12x12 square of their colour, drawn with WebGL
// (scissored clears) because the game draws through WebGL too, so the screenshot path is the
// same. After the first animation frame: "first frame at MS ms" (performance.now(), counted
// from navigation) and window.selftestReady = true.
"use strict";

const kBackground = [16, 16, 32];
const kButtonColours = { left: [255, 64, 64], middle: [64, 255, 64], right: [64, 160, 255] };
const kButtonNames = ["left", "middle", "right"];
const kMarkSize = 12;  // pixels

const canvas = document.getElementById("canvas");
const gl = canvas.getContext("webgl2") || canvas.getContext("webgl");
const marks = [];  // {x, y, colour} in canvas pixels, top-left origin
let eventCount = 0;
let hash = 0x811c9dc5;

function logEvent(line) {
  for (const byte of new TextEncoder().encode(line + "\n")) {
    hash = Math.imul(hash ^ byte, 0x01000193) >>> 0;
  }
  eventCount += 1;
  console.log(line);
  console.log(`hash ${eventCount} ${hash.toString(16).padStart(8, "0")}`);
}

// The canvas follows the window, one canvas pixel per CSS pixel, as the game's page must.
function fitCanvas() {
  canvas.width = window.innerWidth;
  canvas.height = window.innerHeight;
}

// The modifiers an event says are held: "shift", "ctrl+shift", or "-" for none.
function modifierNames(event) {
  const held = ["ctrl", "alt", "meta", "shift"].filter(name => event[`${name}Key`]);
  return held.length ? held.join("+") : "-";
}

function canvasPoint(event) {
  const box = canvas.getBoundingClientRect();
  return [Math.round((event.clientX - box.left) * canvas.width / box.width),
          Math.round((event.clientY - box.top) * canvas.height / box.height)];
}

function draw() {
  gl.viewport(0, 0, canvas.width, canvas.height);
  gl.disable(gl.SCISSOR_TEST);
  gl.clearColor(...kBackground.map(c => c / 255), 1);
  gl.clear(gl.COLOR_BUFFER_BIT);
  gl.enable(gl.SCISSOR_TEST);
  for (const mark of marks) {
    const half = kMarkSize / 2;
    // WebGL's origin is the bottom-left corner.
    gl.scissor(mark.x - half, canvas.height - mark.y - half, kMarkSize, kMarkSize);
    gl.clearColor(...mark.colour.map(c => c / 255), 1);
    gl.clear(gl.COLOR_BUFFER_BIT);
  }
}

function frame() {
  draw();
  requestAnimationFrame(frame);
}

function listen() {
  window.addEventListener("resize", fitCanvas);
  canvas.addEventListener("contextmenu", event => event.preventDefault());
  canvas.addEventListener("mousedown", event => {
    const [x, y] = canvasPoint(event);
    const button = kButtonNames[event.button] || `button${event.button}`;
    marks.push({ x, y, colour: kButtonColours[button] || [255, 255, 255] });
    logEvent(`mousedown ${button} ${x} ${y}`);
    resumeAudio();
  });
  canvas.addEventListener("mouseup", event => {
    const [x, y] = canvasPoint(event);
    logEvent(`mouseup ${kButtonNames[event.button]} ${x} ${y}`);
  });
  canvas.addEventListener("wheel", event => {
    const [x, y] = canvasPoint(event);
    logEvent(`wheel ${event.deltaY} ${event.deltaX} ${event.deltaMode} at ${x} ${y}`);
    event.preventDefault();
  }, { passive: false });
  for (const kind of ["keydown", "keyup"]) {
    window.addEventListener(kind, event => {
      logEvent(`${kind} ${event.key} ${event.code} ${event.keyCode} ${modifierNames(event)}`);
      event.preventDefault();  // no browser shortcut may act on a test key
    });
  }
}

// Reports what a page's audio meets: headless Chromium keeps the autoplay rule (an
// AudioContext starts suspended until a user gesture; a DevTools click counts as one).
const audio = new AudioContext();
let audioResumeAsked = false;
console.log(`audio ${audio.state}`);
function resumeAudio() {
  if (!audioResumeAsked) {
    audioResumeAsked = true;
    audio.resume().then(() => console.log(`audio ${audio.state} after a click`));
  }
}

if (!gl) {
  console.error("selftest: no WebGL context");
} else {
  const info = gl.getExtension("WEBGL_debug_renderer_info");
  const renderer = info ? gl.getParameter(info.UNMASKED_RENDERER_WEBGL) : "(renderer hidden)";
  console.log(`webgl ${renderer}`);
  fitCanvas();
  listen();
  requestAnimationFrame(() => {
    draw();
    console.log(`first frame at ${performance.now().toFixed(1)} ms`);
    window.selftestReady = true;
    requestAnimationFrame(frame);
  });
}
