// A program whose run took the page down (the tab crashed: the engine's memory grew past what
// the phone had) is not run again on its own when the page opens with it, so the reader is not
// caught in a loop of crashes with their saved program out of reach. A run marks its program in
// localStorage until its result is shown or the page is left as usual (a reload or a closed
// tab fires pagehide; a crash does not). The mark names the page that wrote it, which holds a
// Web Lock while its run lasts: a mark whose page still holds its lock is another open tab's
// run under way, not a crash (the browser releases a crashed or closed page's locks).
const KEY = 'tfplay:running';
const PAGE = Math.random().toString(36).slice(2, 10);
const lockName = (page) => `tfplay:run:${page}`;

/** Whether page `page`'s run is under way in another open tab: it holds its lock. */
async function runningElsewhere(page) {
  try {
    // A request not yet granted is a live page's too (a crashed page's requests go with it).
    const { held = [], pending = [] } = (await navigator.locks?.query()) ?? {};
    return [...held, ...pending].some((lock) => lock.name === lockName(page));
  } catch {
    return false;
  }
}

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
  // The mark a previous page left, read before this page can start a run of its own (a run
  // asked for while the engine loads writes this page's mark before crashedOn is called).
  const previous = read();
  let marked = null;
  let ranHere = false; // this page has started a run
  let release = null; // ends the lock this page holds while its run lasts
  const hold = () => {
    if (release || !navigator.locks) return;
    const held = new Promise((resolve) => (release = resolve));
    navigator.locks.request(lockName(PAGE), () => held).catch(() => {});
  };
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
      ranHere = true;
      const mark = `${fingerprint(code)}@${PAGE}`;
      if (mark !== marked) write((marked = mark));
      hold();
    },
    /** Its result is shown, or the page is being left as usual. */
    finished() {
      if (marked !== null) write((marked = null));
      release?.();
      release = null;
    },
    /**
     * Resolves with whether a previous page's run of `code` never ended, the page gone with it,
     * and forgets that run; a run another open tab has under way is left alone. The mark must
     * still be in storage: one removed or replaced since this page opened was a run that ended
     * as usual (another open tab's, whose result showed meanwhile) or was followed by another.
     * A mark this page wrote is never such a crash, and once the reader has asked for a run here
     * (before the engine was ready) there is no run to hold back: false.
     */
    async crashedOn(code) {
      if (!previous) return false;
      const [print, page] = previous.split('@');
      if (page && page !== PAGE && (await runningElsewhere(page))) return false;
      if (read() !== previous) return false;
      write(null);
      return !ranHere && print === fingerprint(code);
    },
  };
}

/** The mark in storage, or null (none, or no storage). */
function read() {
  try {
    return localStorage.getItem(KEY);
  } catch {
    return null;
  }
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
