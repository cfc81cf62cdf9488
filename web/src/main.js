// The page shell: wires the editor, the engine worker, the panes and the share link
// together. It knows the run-result contract, not any individual pane.
import { createEditor } from './editor.js';
import { Engine } from './engine-client.js';
import defaultExample from './examples/default.py?raw';
import { panes } from './panes/index.js';
import { codeFromHash, shareUrl } from './share.js';

const AUTO_RUN_DELAY_MS = 300;
const RUN_OPTIONS = { filename: 'main.py', max_steps: 50_000_000 };

const $ = (testid) => document.querySelector(`[data-testid="${testid}"]`);
const statusEl = $('status');
const runButton = $('run');
const shareButton = $('share');
const errorEl = $('error');

// --- Panes ------------------------------------------------------------------------------------
const paneHost = document.querySelector('.panes');
for (const pane of panes) {
  const section = document.createElement('section');
  section.className = `pane pane-${pane.id}`;
  const heading = document.createElement('h2');
  heading.textContent = pane.title;
  section.append(heading);
  if (pane.hint) {
    const hint = document.createElement('p');
    hint.className = 'hint';
    hint.textContent = pane.hint;
    section.append(hint);
  }
  const body = document.createElement('div');
  body.className = 'pane-body';
  section.append(body);
  paneHost.append(section);
  pane.mount(body);
}

// --- Status -----------------------------------------------------------------------------------
let runsShown = 0;
function setState(state) {
  statusEl.textContent = state;
  statusEl.dataset.state = state;
  runButton.disabled = state === 'loading';
}

// --- Results ----------------------------------------------------------------------------------
function showError(error) {
  if (!error) {
    errorEl.hidden = true;
    errorEl.textContent = '';
    return;
  }
  const where = error.line > 0 ? ` (line ${error.line}${error.column > 0 ? `, column ${error.column}` : ''})` : '';
  errorEl.textContent = `${error.type}: ${error.message}${where}`;
  errorEl.dataset.line = String(error.line);
  errorEl.hidden = false;
}

function showResult(result, { runMs }) {
  runsShown += 1;
  statusEl.dataset.run = String(runsShown);
  statusEl.title = runMs ? `last run took ${runMs.toFixed(1)} ms` : '';
  for (const pane of panes) {
    try {
      pane.update(result);
    } catch (err) {
      console.error(`pane ${pane.id} failed to update`, err);
    }
  }
  showError(result.error);
  editor.setError(result.error);
}

const engine = new Engine({ onState: setState, onResult: showResult });

// --- Editor -----------------------------------------------------------------------------------
let autoRunTimer = null;
function scheduleRun() {
  clearTimeout(autoRunTimer);
  autoRunTimer = setTimeout(runNow, AUTO_RUN_DELAY_MS);
}
function runNow() {
  clearTimeout(autoRunTimer);
  autoRunTimer = null;
  return engine.run(editor.getValue(), RUN_OPTIONS);
}

const editor = createEditor($('editor'), {
  value: codeFromHash() ?? defaultExample,
  onChange: scheduleRun,
  onRun: runNow,
});

runButton.addEventListener('click', () => runNow());
document.addEventListener('keydown', (event) => {
  // Ctrl/Cmd+Enter anywhere on the page (the editor handles it itself when focused).
  if (event.key === 'Enter' && (event.ctrlKey || event.metaKey) && !event.defaultPrevented) {
    event.preventDefault();
    runNow();
  }
});

// Clicking anything that carries a source line (an output line, a cache row, the error)
// moves the editor there.
document.addEventListener('click', (event) => {
  const target = event.target.closest('[data-source-line], [data-testid="error"]');
  const line = Number(target?.dataset.sourceLine ?? target?.dataset.line);
  if (line > 0) editor.revealLine(line);
});

// --- Share ------------------------------------------------------------------------------------
shareButton.addEventListener('click', async () => {
  const url = shareUrl(editor.getValue());
  history.replaceState(null, '', url);
  let copied = false;
  try {
    await navigator.clipboard.writeText(url);
    copied = true;
  } catch {
    // No clipboard access (insecure context, permissions): the address bar has the link.
  }
  shareButton.textContent = copied ? 'Link copied' : 'Link in address bar';
  setTimeout(() => (shareButton.textContent = 'Share'), 1500);
});
window.addEventListener('hashchange', () => {
  const source = codeFromHash();
  if (source !== null) editor.setValue(source);
});

// --- Hooks for tests and host pages (design.md, "The page's hooks") -----------------------------
window.tfplay = {
  setCode: (source) => editor.setValue(String(source)),
  getCode: () => editor.getValue(),
  run: () => runNow(),
  /** Monaco editor options, e.g. {autoIndent: 'none'} for tests that type programs. */
  configureEditor: (options) => editor.updateOptions(options),
  /** The error markers currently in the editor, and the cursor (for tests). */
  markers: () => editor.markers(),
  cursor: () => editor.cursor(),
  ready: null,
};

// --- Start ------------------------------------------------------------------------------------
setState('loading');
window.tfplay.ready = engine.start().then(
  () => runNow(),
  (err) => console.error(err),
);
