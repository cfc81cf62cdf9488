// The panes the page shows, in tab order. A pane is a module with one interface:
//   { id, title, hint?, mount(el, ctx), update(runResult, info), badge?(runResult),
//     badgeNoun?: [singular, plural] (what the badge counts, for screen readers), live?: true }
// live: while a run goes on for a moment, the pane is also updated with what it has streamed so
// far (a run result with the events so far, no functions, no error, and live: true).
// ctx: { revealLine(line), highlightLines(lines), colourLines([{line, colour}]), select(paneId),
//        hasPane(paneId), on(name, fn), emit(name, data) }
//   events: 'cursor-line' (line), 'select-concrete' ({function, index}), 'pane-shown' (paneId),
//           'show-call' ({seq}: the Timeline shows the call event with that seq)
// Elements carrying data-source-line move the editor to that line when clicked.
// The page shell hands each pane an element to fill and every run result; adding a pane means
// adding a file here, never touching the shell.
import cache from './cache.js';
import graph from './graph.js';
import ops from './ops.js';
import output from './output.js';
import timeline from './timeline.js';
import trace from './trace.js';

export const panes = [trace, graph, output, timeline, cache, ops];
export const DEFAULT_PANE = 'timeline';
