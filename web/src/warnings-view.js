// How a warning is shown: its plain explanation and links to its causes in the program.
// Text only (textContent), never HTML.
import { explainWarning } from './warnings.js';

/**
 * @param {object} event a "warning" event
 * @param {object} result the run result it belongs to
 * @param {{compact?: boolean}} options compact: collapsed under an output line
 */
export function renderWarning(event, result, { compact = false } = {}) {
  const info = explainWarning(event, result);
  const box = document.createElement('details');
  box.className = `warning-explain${compact ? ' compact' : ''}`;
  const title = document.createElement('summary');
  title.className = 'warning-title';
  const where = event.line > 0 ? ` (line ${event.line})` : '';
  title.textContent = compact ? 'What does this warning mean?' : `⚠ ${info.title}${where}: ${info.summary}`;
  const text = document.createElement('p');
  text.textContent = info.text;
  box.append(title, text);
  if (info.causes.length) {
    const list = document.createElement('ul');
    list.className = 'warning-causes';
    for (const cause of info.causes) {
      const li = document.createElement('li');
      const link = document.createElement('button');
      link.type = 'button';
      link.className = 'link-button';
      link.dataset.sourceLine = String(cause.line);
      link.textContent = cause.label;
      li.append(link);
      list.append(li);
    }
    box.append(list);
  }
  return box;
}

/** The editor markers of a run's warnings: [{line, message}]. */
export function warningMarkers(result) {
  return (result.events ?? [])
    .filter((e) => e.kind === 'warning' && e.line > 0)
    .map((e) => {
      const info = explainWarning(e, result);
      return { line: e.line, message: `${info.title}: ${info.text}` };
    });
}
