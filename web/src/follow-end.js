// Keeps a scrolled pane at the end of what a long run prints, as a terminal keeps its last line
// in view: the live redraws (main.js drawLive) and the run's final render replace the pane's rows
// (a virtual list, dom.js renderChunked, whose chunks fill in a frame later and seldom have the
// height their placeholders guessed), so a position taken from the geometry at one redraw ("is it
// at the end?") was no longer at the end at the next one, and the pane stopped following a few
// epochs into a Keras fit. Here following is the reader's choice: on from the run's first live
// redraw, off once the reader scrolls away from the end (wheel, keys, touch, the scrollbar), on
// again when they scroll back to it; while it is on, any change of the content's size (a
// redraw, chunks filling in, the final render, the tab shown again) scrolls back to the end.

/** How close to the end (px) counts as at the end. */
const AT_END_PX = 8;
/** A scroll this long (ms) after the reader's input is theirs; later ones are layout's. */
const INPUT_MS = 1000;

/** True when `el` shows the end of its content. */
export function atEnd(el) {
  return el.scrollTop + el.clientHeight >= el.scrollHeight - AT_END_PX;
}

/**
 * Follows the end of `scroller`'s content (`content`, an element inside it whose size changes
 * with the text). Returns {start, stop, pin, following}: start() follows from now on (a run's
 * first live redraw) and scrolls to the end; stop() stops (the previous results shown back);
 * pin() scrolls to the end when following (after a redraw).
 */
export function followEnd(scroller, content) {
  let following = false;
  let inputAt = -Infinity;
  const readerActive = () => performance.now() - inputAt < INPUT_MS;
  const pin = () => {
    if (following) scroller.scrollTop = scroller.scrollHeight;
  };
  const noteInput = () => (inputAt = performance.now());
  for (const type of ['wheel', 'touchstart', 'touchmove', 'pointerdown', 'keydown']) {
    scroller.addEventListener(type, noteInput, { passive: true });
  }
  scroller.addEventListener(
    'scroll',
    () => {
      // The reader scrolled: they follow when they are at the end, else they read further up.
      if (readerActive()) following = atEnd(scroller);
    },
    { passive: true },
  );
  // What the reader opens themselves (a "Show all" button, a "call N" tag) is theirs to read.
  scroller.addEventListener('click', (event) => {
    if (event.target.closest?.('button')) following = false;
  });
  // The content grew or shrank: a redraw, chunks filled in, the pane shown again.
  new ResizeObserver(pin).observe(content);
  return {
    start() {
      following = true;
      pin();
    },
    stop() {
      following = false;
    },
    pin,
    get following() {
      return following;
    },
  };
}
