// What the page opens with: a share link wins, then saved work, then the default example.
// The reader's saved work is never lost to a link: when a link (or a damaged link, which
// shows the default example) replaces it, it is set aside and offered back (setaside.js).
import { loadSaved } from './autosave.js';
import { offerNext, offerSetAside, setAside, typedPredictions } from './setaside.js';

/**
 * @param {{link: ReturnType<import('../share.js').readHash>, embed: object|null,
 *          defaultCode: string, notices: object, restore: (code: string) => void,
 *          examples?: Array<{code: string}>}} options
 * @returns {{code: string, pane: string|null, exercise: object|null, linkCode: string|null,
 *            damagedLink: boolean}}
 *   linkCode: the link's program (the address keeps the link while the editor shows it);
 *   damagedLink: the address holds a link that could not be read.
 */
export function openingState({ link, embed, defaultCode, notices, restore, examples = [] }) {
  const initial = { code: defaultCode, pane: null, exercise: null, linkCode: null, damagedLink: false };
  if (link.kind === 'none') {
    if (embed) return initial;
    const saved = loadSaved();
    if (saved) Object.assign(initial, { code: saved.code, exercise: saved.exercise });
    queueMicrotask(() => offerNext(notices, { restore, currentCode: initial.code }));
    return initial;
  }
  if (link.kind === 'state') {
    const { code, pane, exercise } = link.state;
    Object.assign(initial, { code, pane: pane ?? null, exercise: exercise ?? null, linkCode: code });
  } else {
    initial.damagedLink = true;
    queueMicrotask(() =>
      notices.show({ id: 'bad-link', tone: 'error', text: `${link.message} The default example is shown instead.` }),
    );
  }
  const saved = embed ? null : loadSaved();
  const example = saved && !typedPredictions(saved.exercise) && examples.some((e) => e.code === saved.code);
  if (saved && saved.code !== initial.code && !saved.link && !example) {
    // Keep the reader's own work: it moves aside and can be restored at any time. A link's
    // program that was only looked at, or an example left unchanged, is not the reader's work:
    // the new link replaces it.
    setAside(saved);
    const cause = { kind: initial.damagedLink ? 'damaged' : 'link' };
    queueMicrotask(() => offerSetAside(notices, saved, { restore, cause, currentCode: initial.code }));
  }
  return initial;
}
