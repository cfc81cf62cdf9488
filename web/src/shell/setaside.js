// Work set aside: when a share link (even a damaged one) or an example replaces the reader's
// program, the program moves here, in localStorage, with its exercise (predict mode and the
// predictions typed), and a notice offers it back ("Restore my code"), on this visit and on
// later ones, until it is restored or forgotten. Several programs can wait (newest first), so
// opening two links in a row never loses the first one. Every program set aside during the
// visit is also kept in memory: when the browser will not store them (storage full or
// blocked), they are still offered until the page is left, and the notices say so.
import { validateState } from '../share.js';
import { downloadPython } from './download.js';
import { TAB } from './tab-id.js';

const KEY = 'tfplay:autosave:before-link';
/** The localStorage slot autosave.js keeps the program in (also read here: dropSavedCopy). */
export const AUTOSAVE_KEY = 'tfplay:autosave';
const MAX_KEPT = 10;

/** The programs set aside during this visit, newest first, stored or not. */
let visit = [];

/** The programs set aside in localStorage, newest first: [{code, savedAt, tab?, exercise?}]. */
function storedList() {
  let raw = null;
  try {
    raw = JSON.parse(localStorage.getItem(KEY) ?? 'null');
  } catch {
    raw = null;
  }
  const list = Array.isArray(raw) ? raw : raw ? [raw] : []; // one object: the first format
  return list
    .filter((e) => e && typeof e.code === 'string' && e.code.length > 0)
    .map(({ exercise, ...entry }) => {
      // An exercise is checked as a link's state is (another version of the page may have stored it).
      const valid = exercise ? validateState({ code: '', exercise })?.exercise : null;
      return valid ? { ...entry, exercise: valid } : entry;
    });
}

/**
 * The programs set aside, newest first: [{code, savedAt, tab?, exercise?}]: those stored and
 * those of this visit the browser would not store.
 */
export function setAsideList() {
  const stored = storedList();
  const codes = new Set(stored.map((e) => e.code));
  return [...visit.filter((e) => !codes.has(e.code)), ...stored];
}

/** Whether `code` is set aside in storage, not in this page's memory only. */
export function isStored(code) {
  return storedList().some((e) => e.code === code);
}

function store(list) {
  try {
    if (list.length) localStorage.setItem(KEY, JSON.stringify(list.slice(0, MAX_KEPT)));
    else localStorage.removeItem(KEY);
    return true;
  } catch {
    return false; // no storage (or full): the visit's copy stays in memory
  }
}

/**
 * Drops autosave's copy of `code` from localStorage, if that is what it holds: a program of
 * millions of characters set aside when an example or a link replaces it is still in the autosave
 * slot, and both copies would not fit where one does. The autosave soon holds the new program.
 * Returns whether it made room.
 */
function dropSavedCopy(code) {
  try {
    const saved = JSON.parse(localStorage.getItem(AUTOSAVE_KEY) ?? 'null');
    if (saved?.code !== code) return false;
    localStorage.removeItem(AUTOSAVE_KEY);
    return true;
  } catch {
    return false;
  }
}

/**
 * Whether `exercise` (the page's exercise state: {id?, predict?, checked?, ledger?}) holds
 * predictions the reader typed: their work as much as the code is.
 */
export function typedPredictions(exercise) {
  return Object.values(exercise?.ledger ?? {}).some((p) => p && (p.outcome || p.trace || p.graph));
}

/**
 * Sets `entry` ({code, savedAt?, tab?, exercise?}) aside, ahead of the others; the same code is
 * kept once, and one program per tab (`tab`: the autosave id of the tab that saved it; its newer
 * program replaces its older one). Returns whether it is stored (else it is kept in memory).
 */
export function setAside(entry) {
  const item = { code: entry.code, savedAt: entry.savedAt || Date.now() };
  if (entry.tab) item.tab = entry.tab;
  if (entry.exercise) item.exercise = entry.exercise;
  const others = (e) => e.code !== item.code && !(item.tab && e.tab === item.tab);
  visit = [item, ...visit.filter(others)];
  const list = [item, ...storedList().filter(others)];
  return store(list) || (dropSavedCopy(item.code) && store(list));
}

/** Drops the set-aside program whose code is `code`. */
export function forgetSetAside(code) {
  visit = visit.filter((e) => e.code !== code);
  store(storedList().filter((e) => e.code !== code));
}

function when(entry) {
  return entry.savedAt ? new Date(entry.savedAt).toLocaleString() : 'earlier';
}

/**
 * The notice's sentence for `entry` set aside because of `cause`: {kind: 'link'} (a link
 * opened over it), {kind: 'damaged'} (a damaged link: the default example shows),
 * {kind: 'example', title} (an example replaced it), or null (offered again: on a later
 * visit, or after another was restored or forgotten). `stored`: whether the browser stored it;
 * if not, the sentence says a reload would lose it, never that it is kept.
 */
export function setAsideText(entry, cause, { stored = true } = {}) {
  const at = when(entry);
  const kept = stored ? 'is kept' : 'is kept only until this page is left or reloaded: this browser would not store it';
  switch (cause?.kind) {
    case 'link':
      return `You opened a shared link. Your own code from ${at} ${kept}.`;
    case 'damaged':
      // The default example shows in its place (the damaged link's notice says so).
      return `Your own code from ${at} was set aside and ${kept}.`;
    case 'example':
      return `“${cause.title}” replaced your code, which ${kept}.`;
    default:
      // A program another tab saved, set aside when this tab saved over it: not "your code" here.
      return entry.tab && entry.tab !== TAB
        ? `The program another tab had open, from ${at}, was set aside and ${kept}.`
        : `Your code from ${at} was set aside and ${kept}.`;
  }
}

/**
 * Shows the notice offering `entry` back. `restore(code, exercise)` puts it in the editor, with
 * its exercise state (null: the reader's own code, no exercise); restoring or forgetting it
 * drops it from the list, and the next set-aside program that differs from the editor's is
 * offered (`currentCode`: the editor's program now). A program kept in memory only is offered
 * as a download too.
 * @param {{show: Function}} notices  shell/notices.js
 * @param {{code: string, savedAt?: number}} entry
 * @param {{restore: (code: string, exercise: object|null) => void, cause?: object|null, currentCode?: string|null}} options
 *   cause: why the code was set aside (setAsideText).
 */
export function offerSetAside(notices, entry, { restore, cause = null, currentCode = null }) {
  const stored = isStored(entry.code);
  notices.show({
    id: 'restore',
    tone: stored ? 'info' : 'warning',
    text: setAsideText(entry, cause, { stored }),
    actions: [
      {
        label: 'Restore my code',
        testid: 'restore-saved',
        run: () => {
          forgetSetAside(entry.code);
          restore(entry.code, entry.exercise ?? null);
          offerNext(notices, { restore, currentCode: entry.code });
        },
      },
      ...(stored ? [] : [{ label: 'Download .py', testid: 'set-aside-download-py', keep: true, run: () => downloadPython(entry.code, entry.exercise?.id) }]),
      {
        label: 'Forget it',
        testid: 'forget-saved',
        run: () => {
          forgetSetAside(entry.code);
          offerNext(notices, { restore, currentCode });
        },
      },
    ],
  });
}

/** Offers the newest set-aside program that differs from `currentCode`, if there is one. */
export function offerNext(notices, { restore, currentCode = null }) {
  const entry = setAsideList().find((e) => e.code !== currentCode);
  if (entry) offerSetAside(notices, entry, { restore, currentCode });
  return entry ?? null;
}

/**
 * Before an example replaces `code`: sets the reader's own program aside (not an unchanged
 * example without typed predictions, not an empty editor) with its `exercise` state, and offers
 * it back.
 * @param {{restore: (code: string, exercise: object|null) => void, examples: Array<{code: string}>, exercise?: object|null}} options
 */
export function setAsideForExample(notices, code, example, { restore, examples, exercise = null }) {
  if (!code.trim()) return;
  if (!typedPredictions(exercise) && (code === example.code || examples.some((e) => e.code === code))) return;
  const entry = { code, savedAt: Date.now() };
  if (exercise) entry.exercise = exercise;
  setAside(entry);
  offerSetAside(notices, entry, { restore, cause: { kind: 'example', title: example.title }, currentCode: example.code });
}

/**
 * Before restored work replaces `code` (the editor's program): sets it aside when it is the
 * reader's own (not empty, not the restored program, not an unchanged example or link without
 * typed predictions), so that restoring one program never loses another.
 * @param {{examples: Array<{code: string}>, exercise?: object|null, linkOnly?: boolean}} options
 *   linkOnly: the program is the open link's, unedited
 */
export function setAsideForRestore(code, restored, { examples, exercise = null, linkOnly = false }) {
  if (!code.trim() || code === restored || linkOnly) return;
  if (!typedPredictions(exercise) && examples.some((e) => e.code === code)) return;
  const entry = { code, savedAt: Date.now() };
  if (exercise) entry.exercise = exercise;
  setAside(entry);
}

/**
 * Before a link opened in this tab (its fragment changed: a link pasted in the address bar,
 * Back or Forward) replaces `code`: sets the reader's own program aside and offers it back.
 * Not the program of the link shown before (`linkCode`: the browser's history still has it),
 * an unchanged example, an empty editor, or the new link's own program.
 * @param {{restore: (code: string) => void, linkCode: string|null, examples: Array<{code: string}>}} options
 */
export function setAsideForLink(notices, code, newCode, { restore, linkCode, examples }) {
  if (!code.trim() || code === newCode || code === linkCode || examples.some((e) => e.code === code)) return;
  const entry = { code, savedAt: Date.now() };
  setAside(entry);
  offerSetAside(notices, entry, { restore, cause: { kind: 'link' }, currentCode: newCode });
}
