// Shared helpers for panes that list printed lines. Output is always set as text, never HTML.
import { renderPaged } from '../dom.js';
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

/** How many rows a lines pane renders at first; the rest come on request. */
export const ROW_LIMIT = 1000;

/**
 * A pane that lists the text of some events, one element per event, as plain text. Long
 * outputs show their first ROW_LIMIT rows and a bar saying how many more there are, with
 * buttons to show more, to show everything as one plain text block, or to copy it all.
 * @param {{id: string, title: string, testid: string, hint: string, empty: string,
 *          select: (result: object) => object[],
 *          decorate?: (row: HTMLElement, event: object, result: object) => HTMLElement|void}} spec
 *   decorate may return an element to put after the row (e.g. an explanation).
 */
export function linesPane({ id, title, testid, hint, empty, select, decorate }) {
  let list = null;
  let more = null;
  let full = null; // the whole output as one text, when the reader asked for it
  const renderRow = (event, result) => {
    const row = document.createElement('div');
    row.className = `line kind-${event.kind ?? 'print'} stream-${event.stream ?? 'stdout'}`;
    row.textContent = textOf(event);
    if (event.line > 0) {
      row.dataset.sourceLine = String(event.line);
      row.title = event.function ? `line ${event.line}, in ${event.function}` : `line ${event.line}`;
    }
    const extra = decorate?.(row, event, result);
    return extra ? [row, extra] : row;
  };
  return {
    id,
    title,
    hint,
    mount(el) {
      list = document.createElement('div');
      list.className = 'lines';
      list.dataset.testid = testid;
      list.dataset.empty = empty;
      more = document.createElement('div');
      more.className = 'more-bar';
      more.dataset.testid = `${testid}-more`;
      more.hidden = true;
      full = document.createElement('pre');
      full.className = 'lines-text';
      full.dataset.testid = `${testid}-text`;
      full.hidden = true;
      el.append(list, more, full);
    },
    update(result) {
      const events = select(result);
      const allText = () => events.map(textOf).join('\n');
      full.hidden = true;
      full.textContent = '';
      list.hidden = false;
      const showText = () => {
        full.textContent = allText();
        full.hidden = false;
        list.hidden = true;
        more.hidden = true;
        return full;
      };
      renderPaged({
        list,
        more,
        items: events,
        limit: ROW_LIMIT,
        noun: ['line', 'lines'],
        render: (event) => renderRow(event, result),
        actions: [
          { label: 'Show all as text', action: 'all', run: showText },
          {
            label: 'Copy all',
            action: 'copy',
            run: async (click) => {
              const button = click.currentTarget;
              try {
                await navigator.clipboard.writeText(allText());
                button.textContent = 'Copied';
              } catch {
                // No clipboard access: show the text selected, for Ctrl+C.
                const pre = showText();
                getSelection()?.selectAllChildren(pre);
              }
            },
          },
        ],
      });
    },
    badge: (result) => {
      const n = select(result).length;
      return n > 0 ? n : null;
    },
  };
}
