// Shared helpers for panes that list printed lines.

/** True for events whose text the program writes out (not the "trace"/"call" bookkeeping). */
export function isOutput(event) {
  return event.kind !== 'trace' && event.kind !== 'call';
}

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
 *          select: (result: object) => Array<{text: string, kind?: string, stream?: string,
 *                                               line?: number, function?: string|null}>}} spec
 */
export function linesPane({ id, title, testid, hint, empty, select }) {
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
      const rows = select(result).map((event) => {
        const row = document.createElement('div');
        row.className = `line kind-${event.kind ?? 'print'} stream-${event.stream ?? 'stdout'}`;
        row.textContent = event.text.endsWith('\n') ? event.text.slice(0, -1) : event.text;
        if (event.line > 0) {
          row.dataset.sourceLine = String(event.line);
          row.title = event.function ? `line ${event.line}, in ${event.function}` : `line ${event.line}`;
        }
        return row;
      });
      list.replaceChildren(...rows);
    },
  };
}
