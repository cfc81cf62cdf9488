// Everything else the program writes: top-level prints, eager tf.print, warnings (with a plain
// explanation) and the traceback of an uncaught exception; under it, as a terminal-like
// playground says it, the status a program that called sys.exit with one exited with.
import { exitStatus } from '../run-model.js';
import { isFirstOfItsWarnings } from '../warnings.js';
import { renderWarning } from '../warnings-view.js';
import { isGraphPrint, isOutput, isTracePrint, linesPane } from './lines.js';

/** The events the Output pane shows for `result`, in order. */
export function outputEvents(result) {
  const events = result.events.filter((e) => isOutput(e) && !isTracePrint(e) && !isGraphPrint(e));
  // The traceback normally arrives as an "error" event; show it even if it did not.
  if (result.error && !result.events.some((e) => e.kind === 'error')) {
    events.push({ kind: 'error', stream: 'stderr', text: result.error.traceback, line: result.error.line });
  }
  // The line break ends the program's row as its own write would, so that row keeps its look.
  return events.flatMap((e, i) =>
    e.kind === 'error' && i > 0 && endsMidLine(events[i - 1])
      ? [{ kind: events[i - 1].kind, stream: events[i - 1].stream, text: '\n', line: events[i - 1].line }, e]
      : [e],
  );
}

/**
 * Whether an event's text leaves the row unfinished (`print(..., end="")`, a Keras progress bar
 * between redraws): a traceback or a stop notice after it starts a row of its own, as it does in
 * a notebook, not glued onto the program's half-written line and colouring it.
 */
function endsMidLine(event) {
  return typeof event.text === 'string' && event.text.length > 0 && !event.text.endsWith('\n');
}

const pane = linesPane({
  id: 'output',
  title: 'Output',
  hint: 'Everything else the program prints, as Python would show it, tracebacks included.',
  testid: 'pane-output',
  empty: 'No other output.',
  select: outputEvents,
  // One explanation per warning: a warning printed again at the same line is not explained again.
  decorate: (row, event, result) =>
    event.kind === 'warning' && isFirstOfItsWarnings(event, result) ? renderWarning(event, result, { compact: true }) : null,
  footer: (result) => (exitStatus(result) ? `exit status ${exitStatus(result)}` : ''),
});

export default {
  ...pane,
  // What a long run (a Keras fit, a loop of prints) prints shows as it comes.
  live: true,
  badge: (result) => (result.error ? '!' : pane.badge(result)),
};
