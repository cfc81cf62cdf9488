// A program whose run took the page down (the tab crashed: the engine's memory grew past what
// the phone had) is not run again on its own when the page opens with it, so the reader is not
// caught in a loop of crashes with their saved program out of reach. A run marks its program in
// localStorage until its result is shown or the page is left as usual (a reload or a closed
// tab fires pagehide; a crash does not).
const KEY = 'tfplay:running';

/** A short fingerprint of a program (FNV-1a over its UTF-16 code units, and its length). */
function fingerprint(code) {
  let h = 0x811c9dc5;
  for (let i = 0; i < code.length; i++) {
    h ^= code.charCodeAt(i);
    h = Math.imul(h, 0x01000193);
  }
  return `${(h >>> 0).toString(36)}:${code.length}`;
}

export function createRunGuard() {
  let marked = null;
  const write = (value) => {
    try {
      if (value === null) localStorage.removeItem(KEY);
      else localStorage.setItem(KEY, value);
    } catch {
      // no storage: no guard
    }
  };
  return {
    /** A run of `code` starts. */
    started(code) {
      const mark = fingerprint(code);
      if (mark !== marked) write((marked = mark));
    },
    /** Its result is shown, or the page is being left as usual. */
    finished() {
      if (marked !== null) write((marked = null));
    },
    /** Whether a page's run of `code` never ended, the page gone with it; forgets that run. */
    crashedOn(code) {
      let mark = null;
      try {
        mark = localStorage.getItem(KEY);
      } catch {
        return false;
      }
      write(null);
      return mark === fingerprint(code);
    },
  };
}

/** Says why the program the page opened with was not run (crashedOn). */
export function notRunAgainNotice(notices) {
  notices.show({
    id: 'not-run-again',
    tone: 'warning',
    text:
      'The last time this program ran, the page closed before the run ended (the browser may have run out of memory), ' +
      'so it was not run again on its own. Your code is as you left it: edit it, or press Run to run it.',
  });
}
