// Work set aside: when a share link (even a damaged one) or an example replaces the reader's
// program, the program moves here, in localStorage, with its exercise (predict mode and the
// predictions typed), and a notice offers it back ("Restore my code"), on this visit and on
// later ones, until it is restored or forgotten. Several programs can wait (newest first), so
// opening two links in a row never loses the first one.
import { validateState } from '../share.js';

const KEY = 'tfplay:autosave:before-link';
const MAX_KEPT = 10;

/** The programs set aside, newest first: [{code, savedAt, exercise?}]. */
export function setAsideList() {
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

function store(list) {
  try {
    if (list.length) localStorage.setItem(KEY, JSON.stringify(list.slice(0, MAX_KEPT)));
    else localStorage.removeItem(KEY);
    return true;
  } catch {
    return false; // no storage (or full): the notice still holds this session's copy
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
 * program replaces its older one).
 */
export function setAside(entry) {
  const item = { code: entry.code, savedAt: entry.savedAt || Date.now() };
  if (entry.tab) item.tab = entry.tab;
  if (entry.exercise) item.exercise = entry.exercise;
  return store([item, ...setAsideList().filter((e) => e.code !== item.code && !(item.tab && e.tab === item.tab))]);
}

/** Drops the set-aside program whose code is `code`. */
export function forgetSetAside(code) {
  store(setAsideList().filter((e) => e.code !== code));
}

function when(entry) {
  return entry.savedAt ? new Date(entry.savedAt).toLocaleString() : 'earlier';
}

/**
 * Shows the notice offering `entry` back. `restore(code, exercise)` puts it in the editor, with
 * its exercise state (null: the reader's own code, no exercise); restoring or
 * forgetting it drops it from the list; after "Forget it" the next set-aside program that
 * differs from `currentCode` (the editor's) is offered.
 * @param {{show: Function}} notices  shell/notices.js
 * @param {{code: string, savedAt?: number}} entry
 * @param {{restore: (code: string, exercise: object|null) => void, reason?: string|null, currentCode?: string|null}} options
 *   reason: the sentence saying why the code was set aside.
 */
export function offerSetAside(notices, entry, { restore, reason = null, currentCode = null }) {
  const text = reason ?? `Your code from ${when(entry)} was set aside and is still kept.`;
  notices.show({
    id: 'restore',
    text,
    actions: [
      {
        label: 'Restore my code',
        testid: 'restore-saved',
        run: () => {
          forgetSetAside(entry.code);
          restore(entry.code, entry.exercise ?? null);
        },
      },
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

/** The sentence for work set aside because a link (good or damaged) was opened. */
export function linkReason(entry, damaged) {
  return damaged
    ? `Your own code from ${when(entry)} is kept; the damaged link did not replace it.`
    : `You opened a shared link. Your own code from ${when(entry)} is kept.`;
}

/** The sentence for work set aside because an example replaced it. */
export function exampleReason(title) {
  return `“${title}” replaced your code, which is kept.`;
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
  offerSetAside(notices, entry, { restore, reason: exampleReason(example.title), currentCode: example.code });
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
  offerSetAside(notices, entry, { restore, reason: linkReason(entry, false), currentCode: newCode });
}
