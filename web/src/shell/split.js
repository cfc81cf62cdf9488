// The draggable split between the editor and the results. Side by side (wide screens) it sets
// the editor column's share of the width; stacked (narrow screens, embeds) it sets the editor's
// height. Mouse, touch and pen drag the handle; the arrow keys move it while it has focus;
// a double click (or Enter) resets it. Each layout's size is remembered in localStorage. The
// sizes are CSS custom properties on the layout (style.css): --editor-share, --editor-height.
import { readStored, writeStored } from './stored.js';

/** The smallest editor and results, in px, side by side; the smallest stacked editor. */
export const MIN_EDITOR_PX = 280;
export const MIN_RESULTS_PX = 380;
export const MIN_STACKED_EDITOR_PX = 160;
const KEY_STEP_SHARE = 0.02;
const KEY_STEP_PX = 24;

/**
 * The editor's share of `width` (px) clamped so that both sides keep their minimum; 0.5 when
 * the width cannot hold both minimums.
 */
export function clampShare(share, width) {
  const lo = MIN_EDITOR_PX / width;
  const hi = 1 - MIN_RESULTS_PX / width;
  if (!(lo < hi)) return 0.5;
  return Math.min(Math.max(share, lo), hi);
}

/** A stacked editor's height (px) clamped between its minimum and 85% of `viewport` (px). */
export function clampHeight(height, viewport) {
  return Math.round(Math.min(Math.max(height, MIN_STACKED_EDITOR_PX), Math.max(MIN_STACKED_EDITOR_PX, viewport * 0.85)));
}

/**
 * Makes `handle` (between the editor column and the results in `layout`) a separator that
 * resizes them. `stacked()` says whether the layout is stacked; `storageKey` names the
 * remembered sizes (an embed keeps its own).
 */
export function connectSplit(layout, handle, { stacked, storageKey = 'tfplay:split' }) {
  const editorColumn = layout.querySelector('.editor-column');
  const editor = layout.querySelector('.editor');
  const key = () => `${storageKey}:${stacked() ? 'stacked' : 'side'}`;
  handle.setAttribute('role', 'separator');
  handle.tabIndex = 0;
  handle.setAttribute('aria-label', 'Resize the editor and the results (arrow keys; Enter resets)');
  handle.title = 'Drag to resize; double-click to reset';
  if (editorColumn.id) handle.setAttribute('aria-controls', editorColumn.id);

  /** The width the two columns share, in px. */
  const avail = () => {
    const style = getComputedStyle(layout);
    return layout.clientWidth - parseFloat(style.paddingLeft) - parseFloat(style.paddingRight) - handle.getBoundingClientRect().width;
  };
  const apply = (value) => {
    if (stacked()) {
      layout.style.removeProperty('--editor-share');
      layout.style.removeProperty('--results-share');
      if (value === null) layout.style.removeProperty('--editor-height');
      else layout.style.setProperty('--editor-height', `${clampHeight(value, innerHeight)}px`);
    } else {
      layout.style.removeProperty('--editor-height');
      if (value === null) {
        layout.style.removeProperty('--editor-share');
        layout.style.removeProperty('--results-share');
      } else {
        const share = clampShare(value, avail());
        layout.style.setProperty('--editor-share', `${share}fr`);
        layout.style.setProperty('--results-share', `${1 - share}fr`);
      }
    }
    describe();
  };
  /** The current size: the editor's share of the width, or its height in px. */
  const size = () => {
    if (stacked()) return editor.getBoundingClientRect().height;
    const w = avail();
    return w > 0 ? editorColumn.getBoundingClientRect().width / w : 0.5;
  };
  const describe = () => {
    const isStacked = stacked();
    handle.setAttribute('aria-orientation', isStacked ? 'horizontal' : 'vertical');
    handle.dataset.orientation = isStacked ? 'stacked' : 'side';
    const now = isStacked ? Math.round((editor.getBoundingClientRect().height / innerHeight) * 100) : Math.round(size() * 100);
    handle.setAttribute('aria-valuenow', String(Math.min(100, Math.max(0, now))));
    handle.setAttribute('aria-valuemin', '0');
    handle.setAttribute('aria-valuemax', '100');
  };
  const set = (value) => {
    apply(value);
    writeStored(key(), value === null ? null : String(stacked() ? clampHeight(value, innerHeight) : clampShare(value, avail())));
  };
  const restore = () => {
    const stored = Number.parseFloat(readStored(key()) ?? '');
    apply(Number.isFinite(stored) ? stored : null);
  };

  handle.addEventListener('pointerdown', (event) => {
    if (event.button !== 0) return;
    // No preventDefault: it would cost the double click that resets the split.
    handle.setPointerCapture(event.pointerId);
    handle.classList.add('is-dragging');
    const start = { x: event.clientX, y: event.clientY, size: size(), width: avail() };
    const move = (e) => {
      if (stacked()) set(start.size + (e.clientY - start.y));
      else set(start.size + (e.clientX - start.x) / start.width);
    };
    const stop = () => {
      handle.classList.remove('is-dragging');
      handle.removeEventListener('pointermove', move);
      handle.removeEventListener('pointerup', stop);
      handle.removeEventListener('pointercancel', stop);
    };
    handle.addEventListener('pointermove', move);
    handle.addEventListener('pointerup', stop);
    handle.addEventListener('pointercancel', stop);
  });
  handle.addEventListener('dblclick', () => set(null));
  handle.addEventListener('keydown', (event) => {
    const isStacked = stacked();
    const step = isStacked ? KEY_STEP_PX : KEY_STEP_SHARE;
    const keys = isStacked ? { ArrowUp: -step, ArrowDown: step } : { ArrowLeft: -step, ArrowRight: step };
    if (event.key === 'Enter') {
      event.preventDefault();
      set(null);
    } else if (event.key in keys) {
      event.preventDefault();
      set(size() + keys[event.key]);
    }
  });
  // A new window size clamps the remembered size again (each side keeps its minimum); crossing
  // between the side-by-side and the stacked layout brings back that layout's size.
  window.addEventListener('resize', restore);
  restore();
}
