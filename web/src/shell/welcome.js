// The first-visit hint ("Edit the code: it reruns as you type") and the About dialog.
import { readStored, writeStored } from './stored.js';

const HINT_KEY = 'tfplay:hint-seen';

/**
 * Shows `hint` (an element with a dismiss button, [data-dismiss]) on the first visit only: it
 * is remembered as seen as soon as it shows. It goes when dismissed and at the first edit, so
 * it never covers the code for long.
 * @returns {{edited(): void}} call edited() when the reader changes the program.
 */
export function showFirstVisitHint(hint) {
  const hide = () => (hint.hidden = true);
  if (readStored(HINT_KEY)) {
    hide();
    return { edited() {} };
  }
  writeStored(HINT_KEY, '1');
  hint.hidden = false;
  hint.querySelector('[data-dismiss]')?.addEventListener('click', hide);
  return { edited: hide };
}

/**
 * Opens `dialog` (a <dialog>) as a modal from `opener`: the rest of the page is inert while it
 * is open, Escape or its close button closes it, and focus goes back to `opener`.
 */
export function connectAbout(opener, dialog) {
  opener.addEventListener('click', () => {
    dialog.showModal();
    dialog.querySelector('button')?.focus(); // its close button, first
    dialog.scrollTop = 0;
  });
  dialog.addEventListener('close', () => opener.focus());
  // A click on the backdrop (outside the dialog's box) closes it too.
  dialog.addEventListener('click', (event) => {
    if (event.target !== dialog) return;
    const r = dialog.getBoundingClientRect();
    const inside = event.clientX >= r.left && event.clientX <= r.right && event.clientY >= r.top && event.clientY <= r.bottom;
    if (!inside) dialog.close();
  });
}
