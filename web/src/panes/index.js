// The panes the page shows, in order. A pane is a module with one interface:
//   { id, title, hint?, mount(el), update(runResult) }
// The page shell gives each pane an element to fill and hands it every run result; adding a
// pane means adding a file here, never touching the shell.
import cache from './cache.js';
import graph from './graph.js';
import output from './output.js';
import trace from './trace.js';

export const panes = [trace, graph, output, cache];
