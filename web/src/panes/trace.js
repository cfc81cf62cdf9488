// Trace time: what Python prints while tf.function runs the function's body to build a graph.
import { isTracePrint, linesPane } from './lines.js';

export default linesPane({
  id: 'trace',
  title: 'Trace-time',
  hint: 'Python code inside a tf.function runs only while it traces: its print output shows up here.',
  testid: 'pane-trace',
  empty: 'Nothing printed while tracing.',
  select: (result) => result.events.filter(isTracePrint),
  tagCalls: true,
});
