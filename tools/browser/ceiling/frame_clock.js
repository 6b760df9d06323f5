// Shared by the ceiling pages: runs draw() on every animation frame and keeps each frame's
// interval in window.intervals (milliseconds), the figures frame_ceiling.py reads back.
window.intervals = [];
function frameClock(draw) {
  var last = null;
  function frame(now) {
    if (last !== null) window.intervals.push(now - last);
    last = now;
    draw();
    requestAnimationFrame(frame);
  }
  requestAnimationFrame(frame);
}
// A full-window canvas at the page's device pixels, as the game's page has it.
function fullWindowCanvas() {
  var canvas = document.getElementById('canvas');
  var ratio = window.devicePixelRatio || 1;
  canvas.width = Math.round(canvas.clientWidth * ratio);
  canvas.height = Math.round(canvas.clientHeight * ratio);
  return canvas;
}
