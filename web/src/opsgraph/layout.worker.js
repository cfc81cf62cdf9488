// Lays out drawn graphs off the page's main thread: dagre takes about a second for a few
// hundred ops, and the page must stay responsive meanwhile.
// Page -> worker: {id, ops, collapsed: number[]|null, limit}   collapsed null: fold as
//                                                               initialCollapsed decides
// Worker -> page: {id, layout, collapsed}                       layout: layoutOps's result
//                 {id, error}
import { layoutOps } from './layout.js';
import { initialCollapsed, opsGraph } from './model.js';

self.onmessage = ({ data: { id, ops, collapsed, limit } }) => {
  try {
    const folded = collapsed ?? [...initialCollapsed(opsGraph(ops), limit)];
    self.postMessage({ id, layout: layoutOps(ops, { collapsed: folded, limit }), collapsed: folded });
  } catch (err) {
    self.postMessage({ id, error: String(err?.message ?? err) });
  }
};
