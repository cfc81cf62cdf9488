// Graph time: tf.print inside a traced graph, once every time the graph runs.
import { isGraphPrint, linesPane } from './lines.js';

export default linesPane({
  id: 'graph',
  title: 'Graph-time',
  hint: 'A traced graph runs on every call: tf.print inside it shows up here each time.',
  testid: 'pane-graph',
  empty: 'No graph printed anything.',
  select: (result) => result.events.filter(isGraphPrint),
  tagCalls: true,
});
