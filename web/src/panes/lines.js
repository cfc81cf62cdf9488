// Shared helpers for panes that list printed lines. Output is always set as text, never HTML.
import { isOutput, textOf } from '../run-model.js';

export { isOutput };

/** True for what the graph pane shows: tf.print running inside a traced graph. */
export function isGraphPrint(event) {
  return event.kind === 'tfprint' && event.clock === 'graph';
}

/** True for what the trace pane shows: output while a tf.function traces. */
export function isTracePrint(event) {
  return isOutput(event) && event.clock === 'trace';
}

/**
 * A pane that lists the text of some events, one element per event, as plain text.
 * @param {{id: string, title: string, testid: string, hint: string, empty: string,
 *          select: (result: object) => object[],
 *          decorate?: (row: HTMLElement, event: object, result: object) => HTMLElement|void}} spec
 *   decorate may return an element to put after the row (e.g. an explanation).
 */
export function linesPane({ id, title, testid, hint, empty, select, decorate }) {
  let list = null;
  return {
    id,
    title,
    hint,
    mount(el) {
      list = document.createElement('div');
      list.className = 'lines';
      list.dataset.testid = testid;
      list.dataset.empty = empty;
      el.append(list);
    },
    update(result) {
      const nodes = [];
      for (const event of select(result)) {
        const row = document.createElement('div');
        row.className = `line kind-${event.kind ?? 'print'} stream-${event.stream ?? 'stdout'}`;
        row.textContent = textOf(event);
        if (event.line > 0) {
          row.dataset.sourceLine = String(event.line);
          row.title = event.function ? `line ${event.line}, in ${event.function}` : `line ${event.line}`;
        }
        nodes.push(row);
        const extra = decorate?.(row, event, result);
        if (extra) nodes.push(extra);
      }
      list.replaceChildren(...nodes);
    },
    badge: (result) => {
      const n = select(result).length;
      return n > 0 ? n : null;
    },
  };
}
