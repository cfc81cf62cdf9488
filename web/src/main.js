// The page shell: wires the editor, the engine worker, the panes (as tabs), predict mode,
// share links, autosave, embedding and themes together. It knows the run-result contract and
// the pane interface (panes/index.js), never any individual pane.
// First: modules run in import order, and engine-client.js starts the engine's worker as it runs.
import { Engine, readStoredSnapshotAhead, WATCHDOG_MS } from './engine-client.js';
import { createEditor, NARROW_SCREEN } from './editor.js';
import { DEFAULT_EXAMPLE, EXAMPLES, exampleById } from './examples/index.js';
import { DEFAULT_PANE, panes as allPanes } from './panes/index.js';
import { ledgerRows } from './predict/grade.js';
import { createProgramStates } from './program-states.js';
import { callNotes, LIMIT_ERRORS, runAnnouncement, runEnding } from './run-model.js';
import { createLedger } from './predict/ledger.js';
import { checkedShareUrl, readHash, shareUrl } from './share.js';
import { createAutosave } from './shell/autosave.js';
import { connectExamplesMenu } from './shell/examples-menu.js';
import { connectDownloadMenu, notSavedNotice, tooLongToShare } from './shell/download.js';
import { connectHost, embedOptions } from './shell/embed.js';
import { connectEmbedDialog } from './shell/embed-dialog.js';
import { createNotices } from './shell/notices.js';
import { openingState } from './shell/opening.js';
import { createRunGuard, notRunAgainNotice } from './shell/run-guard.js';
import { forgetSetAside, setAsideForExample, setAsideForLink, setAsideForRestore, typedPredictions } from './shell/setaside.js';
import { connectSplit } from './shell/split.js';
import { createTabs } from './shell/tabs.js';
import { createTheme } from './shell/theme.js';
import { connectAbout, showFirstVisitHint } from './shell/welcome.js';
import { resultAtStep } from './step-model.js';
import { createStepper } from './stepper-view.js';
import { groupWarnings } from './warnings.js';
import { renderWarning, warningMarkers } from './warnings-view.js';
import { replaceChildren } from './dom.js';
import { errorBoxText, errorMessage, errorPlace } from './fold-lines.js';
import { followEnd } from './follow-end.js';
import { withEventList } from './events.js';
import { withoutEscapes } from './terminal.js';
import { PROGRAM_FILE } from './terminal-view.js';

const AUTO_RUN_DELAY_MS = 300;
// The engine counts Python steps; a runaway loop ends with a StepBudgetExceeded error well
// before the watchdog (WATCHDOG_MS) has to replace the worker.
const MAX_STEPS = 5_000_000;
const RUN_OPTIONS = { filename: PROGRAM_FILE, max_steps: MAX_STEPS };
// A program the step budget or the watchdog ended (a long Keras fit, a long loop) can be run
// again once with both limits LONG_RUN times larger: 60 s and 60 million steps (a Keras fit
// makes about a million steps a second in the page; a plain loop that never ends still stops
// at the budget within a few seconds). Stop ends it at any time; the next run has the usual limits.
const LONG_RUN = 12;
const LONG_RUN_OPTIONS = { ...RUN_OPTIONS, max_steps: MAX_STEPS * LONG_RUN };
const LONG_RUN_MS = WATCHDOG_MS * LONG_RUN;

const $ = (testid) => document.querySelector(`[data-testid="${testid}"]`);
const statusEl = $('status');
const runButton = $('run');
const stopButton = $('stop');
const shareButton = $('share');
const errorEl = $('error');
const warningsEl = $('warnings');
const runNoticeEl = $('run-notice');
const examplesEl = $('examples');
const predictToggle = $('predict-toggle');
const themeSelect = $('theme');
const openIn = $('open-in-tfplay');
const veil = $('predict-veil');
const panesHost = $('panes');
const notices = createNotices($('notices'));

let editor = null; // created below: at once a plain editor, upgraded to Monaco at idle
let host = null; // the embedding page, in embed mode
const predict = { on: false, checked: false };

const params = new URLSearchParams(location.search);
const embed = embedOptions(params);
document.body.classList.toggle('is-embed', Boolean(embed));

// --- Theme ------------------------------------------------------------------------------------
const theme = createTheme({ forced: embed?.theme ?? null });
themeSelect.value = theme.preference();
themeSelect.addEventListener('change', () => theme.set(themeSelect.value));

// --- What to open: a link wins, then saved work, then the default example -----------------------
// A program the browser would not store is offered as a download (once per failure).
let savedOk = true;
const autosave = createAutosave({
  onSaved(ok, inTab) {
    if (ok) notices.hide('not-saved');
    else if (savedOk) notSavedNotice(notices, () => ({ code: editor.getValue(), exerciseId }), { inTab });
    savedOk = ok;
  },
  // Another tab's program is set aside before this tab overwrites it, unless it is an example
  // left as it was (without predictions typed): nothing of the reader's.
  worthKeeping: (saved) => typedPredictions(saved.exercise) || !EXAMPLES.some((e) => e.code === saved.code),
});
const link = readHash();
// Restored work never replaces other work of the reader's: that is set aside in turn.
const restoreCode = (code, exercise = null) => {
  setAsideForRestore(editor.getValue(), code, { examples: EXAMPLES, exercise: exerciseState() ?? null, linkOnly: onlyTheLink() });
  setProgram(code, { exercise });
};
const initial = openingState({ link, embed, defaultCode: DEFAULT_EXAMPLE.code, notices, restore: restoreCode, examples: EXAMPLES });
readStoredSnapshotAhead(initial.code);
// The link's program while the editor shows it; '' for a damaged link (the first edit drops it).
let linkCode = initial.damagedLink ? '' : initial.linkCode;

// --- Panes as tabs ----------------------------------------------------------------------------
const panes = embed?.panes.length ? embed.panes.map((id) => allPanes.find((p) => p.id === id)).filter(Boolean) : allPanes;
if (!panes.length) panes.push(...allPanes);
const bus = new Map();
const ctx = {
  revealLine: (line) => editor?.revealLine(line),
  highlightLines: (lines) => editor?.highlightLines(lines),
  colourLines: (entries) => editor?.colourLines(entries),
  select: (id) => tabs.select(id),
  hasPane: (id) => panes.some((p) => p.id === id),
  on(name, fn) {
    if (!bus.has(name)) bus.set(name, new Set());
    bus.get(name).add(fn);
  },
  emit(name, data) {
    for (const fn of bus.get(name) ?? []) fn(data);
  },
};
const tabs = createTabs(panesHost, panes, {
  // An embed opens on the first pane its author listed; the page on the Timeline.
  initial: initial.pane ?? (!embed?.panes.length && panes.some((p) => p.id === DEFAULT_PANE) ? DEFAULT_PANE : panes[0].id),
  onSelect: (id) => {
    ctx.emit('pane-shown', id);
    autosaveSoon();
  },
});
for (const pane of panes) pane.mount(tabs.bodyOf(pane.id), ctx);
// The stale-results note: a strip above the pane shown (stale-note in style.css).
panesHost.querySelector('.tabpanels').prepend($('stale-note'));
ctx.emit('pane-shown', tabs.selected());

// --- Examples menu ----------------------------------------------------------------------------
let exerciseId = initial.exercise?.id && exampleById(initial.exercise.id) ? initial.exercise.id : '';
const examplesMenu = connectExamplesMenu(examplesEl, $('examples-keys'), EXAMPLES, {
  exampleById,
  onChoose(ex) {
    setAsideForExample(notices, editor.getValue(), ex, { restore: restoreCode, examples: EXAMPLES, exercise: exerciseState() ?? null });
    setProgram(ex.code, { exercise: { id: ex.id, predict: ex.predict } });
  },
});
/**
 * The menu names the exercise only while the program is its code: browsers fire no change event
 * when the option already selected is chosen again, so an edited example shows "Examples…" and
 * choosing it starts it over.
 */
function showExerciseInMenu(code) {
  examplesMenu.show(exerciseId && exampleById(exerciseId).code === code ? exerciseId : '');
}
showExerciseInMenu(initial.code);

// --- Status and results -----------------------------------------------------------------------
let runsShown = 0;
let lastResult = null;
let lastSource = null;
let lastRunLong = false; // the run on screen had the longer limits (LONG_RUN)
// Stop shows once a run has gone on for a moment (most runs end before it would flash), in the
// place of the "running" pill (still read out to screen readers), so the top bar keeps its width.
const STOP_AFTER_MS = 300;
let stopTimer = null;
let runTakesFocus = false; // Stop had the focus when it went: Run takes it as soon as it can
function showStop(shown) {
  // A keyboard reader keeps their place. Run is disabled while a stopped run's engine restarts,
  // and a disabled button takes no focus: it gets it once the engine is ready.
  if (!shown && document.activeElement === stopButton) runTakesFocus = true;
  stopButton.hidden = !shown;
  statusEl.classList.toggle('visually-hidden', shown);
  if (runTakesFocus && !runButton.disabled) {
    runTakesFocus = false;
    if (document.activeElement === stopButton || document.activeElement === document.body) runButton.focus();
  }
}
let engineState = 'loading';
/**
 * The engine's state ('loading', 'ready', 'running', 'done') as the pill shows it: a run that
 * ended shows how it ended (runEnding: 'done', 'error' or 'stopped'), except while predicting,
 * where "error" (or the step budget's "stopped") would give an answer away.
 */
function setState(state) {
  engineState = state;
  const shown = state === 'done' ? endingShown() : state;
  statusEl.textContent = shown;
  statusEl.dataset.state = shown;
  runButton.disabled = state === 'loading';
  clearTimeout(stopTimer);
  endLive();
  if (state === 'running') {
    stopTimer = setTimeout(() => {
      showStop(true);
      showStale(true);
      startLive();
    }, STOP_AFTER_MS);
  } else {
    showStop(false);
    showStale(false);
  }
}

// A run that goes on for a moment shows what it prints as it comes: once Stop shows, the panes
// that say so (live: true, the Output pane) are drawn from the events streamed so far, at most
// every LIVE_EVERY_MS (longer when drawing takes long: a loop printing 100 000 lines), through
// the same terminal rendering as a result (Keras's progress bar redraws in place), undimmed.
// The other panes keep the previous results, dimmed. The run's result replaces it all; a
// stopped run's result has the events that streamed.
const LIVE_EVERY_MS = 150;
const live = { on: false, events: null, timer: null, next: 0, drawn: false };
function onEvents(events) {
  live.events = events;
  if (live.on) drawLiveSoon();
}
function startLive() {
  live.on = true;
  if (live.events) drawLiveSoon();
}
function drawLiveSoon() {
  if (live.timer !== null) return;
  live.timer = setTimeout(drawLive, Math.max(0, live.next - performance.now()));
}
const livePanels = () => panes.filter((p) => p.live).map((p) => [p, tabs.bodyOf(p.id).parentElement]);
// A live pane keeps to the end of the output while the reader leaves it there (follow-end.js).
const followers = new Map(); // pane id -> followEnd
function followerOf(pane, panel) {
  if (!followers.has(pane.id)) followers.set(pane.id, followEnd(panel, tabs.bodyOf(pane.id)));
  return followers.get(pane.id);
}
function drawLive() {
  live.timer = null;
  // While predicting, the results (and the badges) stay hidden.
  if (!live.on || !live.events || (predict.on && !predict.checked)) return;
  const started = performance.now();
  const partial = { ok: true, live: true, events: live.events, functions: [], error: null };
  for (const [pane, panel] of livePanels()) {
    // A pane keeps the previous results until the run has something for it.
    const first = !panel.classList.contains('is-live');
    const badge = pane.badge?.(partial) ?? null;
    if (first && badge === null) continue;
    try {
      pane.update(partial, { source: editor.getValue(), live: true });
      tabs.setBadge(pane.id, badge, '');
    } catch (err) {
      console.error(`pane ${pane.id} failed to show the output so far`, err);
    }
    panel.classList.add('is-live');
    // Drawn live for the first time, it follows the output, until the reader scrolls up.
    if (first) followerOf(pane, panel).start();
    else followerOf(pane, panel).pin();
    if (!live.drawn) staleNote.textContent = STALE_NOTE_LIVE;
    live.drawn = true;
  }
  const took = performance.now() - started;
  live.next = performance.now() + Math.max(LIVE_EVERY_MS, 3 * took);
}
/**
 * Live drawing ends: the run ended (its result is on screen), or was edited away (`restore`:
 * the live panes show the previous results again, dimmed with the rest, until the next run's).
 */
function endLive({ restore = false } = {}) {
  clearTimeout(live.timer);
  const drawn = live.drawn;
  Object.assign(live, { on: false, events: null, timer: null, next: 0, drawn: false });
  if (!drawn) return;
  staleNote.textContent = STALE_NOTE;
  for (const [pane, panel] of livePanels()) {
    panel.classList.remove('is-live');
    if (restore) followers.get(pane.id)?.stop(); // the previous results, where the reader left them
    if (restore && lastResult) {
      pane.update(lastResult, { source: lastSource });
      const badge = pane.badge?.(lastResult);
      tabs.setBadge(pane.id, badge ?? null, badge === '!' ? 'error' : '');
    }
  }
}

// A run that goes on for a moment (a Keras fit, the run after an edit) leaves the previous run's
// results on screen: they dim, with a note saying whose they are (and the results region is
// marked busy for screen readers) until the new result replaces them. Only once Stop shows, so
// that a fast run never flickers; nothing is cleared, so no output of either run is lost.
const resultsEl = document.querySelector('.results');
const staleNote = $('stale-note');
const STALE_NOTE = staleNote.textContent;
const STALE_NOTE_LIVE = 'Running… Output shows this run so far; the other results are the previous run’s';
const staleParts = [resultsEl, errorEl, warningsEl, runNoticeEl];
function showStale(stale) {
  const shown = stale && runsShown > 0;
  if (!shown && !document.body.classList.contains('results-stale')) return;
  document.body.classList.toggle('results-stale', shown);
  staleNote.hidden = !shown;
  for (const el of staleParts) {
    if (shown) el.setAttribute('aria-busy', 'true');
    else el.removeAttribute('aria-busy');
  }
}
/** How the run on screen ended; while predicting, only a Stop the reader pressed is told apart. */
function endingShown() {
  if (predict.on && !predict.checked && lastResult?.error?.type !== 'Stopped') return 'done';
  return runEnding(lastResult);
}
/** Shows the pill again for the run on screen (predict mode turned off or checked). */
function refreshEnding() {
  if (engineState === 'done') setState('done');
}

// An error box that appears while the reader types waits until they pause (ERROR_SETTLE_MS
// after the last keystroke): runs start on short pauses, and a half-typed line (Monaco closes
// `tf.constant(` as `tf.constant()`) made the box pop in and out, resizing the editor under the
// cursor. The editor's marker shows at once; a box already shown is updated at once, and one
// whose error is gone goes at once.
const ERROR_SETTLE_MS = 1000;
let typedAt = -Infinity;
let replacingCode = false; // replaceCode's own edit: not the reader typing
let errorTimer = 0;
function showErrorSettled(error) {
  clearTimeout(errorTimer);
  const wait = typedAt + ERROR_SETTLE_MS - performance.now();
  if (!error || !errorEl.hidden || wait <= 0) showError(error);
  else errorTimer = setTimeout(() => showError(error), wait);
}

function showError(error) {
  clearTimeout(errorTimer);
  if (!error) {
    errorEl.hidden = true;
    errorEl.textContent = '';
    delete errorEl.dataset.line;
    return;
  }
  // "Line L, column C:" first, set apart, then the message (fold-lines.js errorSummary's text).
  const place = errorPlace(error);
  errorEl.replaceChildren();
  if (place) {
    const where = document.createElement('span');
    where.className = 'error-place';
    where.textContent = `${place}:`;
    errorEl.append(where, ' ');
  }
  errorEl.append(errorBoxText(errorMessage(error)));
  errorEl.dataset.line = String(error.line);
  errorEl.hidden = false;
}

/**
 * `output`: the run left events besides its error (what it printed, traced, called). `long`: the
 * run had the longer limits; a run with the usual ones that a limit ended offers to run again
 * with the longer ones.
 */
function showRunNotice(error, output = true, long = false) {
  const LIMITS = { StepBudgetExceeded: 'step-budget', WatchdogTimeout: 'watchdog', Stopped: 'stopped' };
  const limit = LIMITS[error?.type] ?? null;
  if (runNoticeEl.contains(document.activeElement)) runButton.focus(); // its button goes: a keyboard reader keeps their place
  runNoticeEl.hidden = !limit;
  runNoticeEl.dataset.limit = limit ?? '';
  const steps = (long ? LONG_RUN_OPTIONS : RUN_OPTIONS).max_steps;
  const seconds = (long ? LONG_RUN_MS : WATCHDOG_MS) / 1000;
  if (limit === 'step-budget') {
    runNoticeEl.textContent =
      `Stopped by the step budget: the program ran more than ${steps.toLocaleString('en')} Python steps, ` +
      `which usually means a loop that never ends${long ? '' : ' (a long Keras fit reaches it too)'}. The output up to that point is shown with the results.`;
  } else if (limit === 'watchdog') {
    runNoticeEl.textContent =
      `Stopped by the watchdog: the program did not finish within ${seconds} s, so tfplay restarted ` +
      'the engine. The output that arrived before it stopped is shown; your code is untouched.';
  } else if (limit === 'stopped') {
    runNoticeEl.textContent =
      (output ? 'You stopped the run. The output that arrived before it stopped is shown; ' : 'You stopped the run before it had any output; ') +
      // A phone (a touch screen, or a screen as narrow as the page's phone layout) has no Ctrl key to name.
      `your code is untouched. ${matchMedia('(pointer: fine)').matches && !matchMedia(NARROW_SCREEN).matches ? 'Run (Ctrl+Enter)' : 'Run'} runs it again.`;
  } else {
    runNoticeEl.textContent = '';
  }
  if ((limit === 'step-budget' || limit === 'watchdog') && !long) runNoticeEl.append(' ', longRunButton(limit));
}

/**
 * The run notice's offer to run the program once more with the longer limits (LONG_RUN); its
 * label names the larger form of the limit that stopped the run.
 */
function longRunButton(limit) {
  const button = document.createElement('button');
  button.type = 'button';
  button.className = 'button small';
  button.dataset.testid = 'run-longer';
  button.textContent =
    limit === 'step-budget'
      ? `Run again with ${LONG_RUN_OPTIONS.max_steps.toLocaleString('en')} steps`
      : `Run again with ${LONG_RUN_MS / 1000} s`;
  button.title =
    `Runs this program once with up to ${LONG_RUN_MS / 1000} s and ${LONG_RUN_OPTIONS.max_steps.toLocaleString('en')} Python steps; ` +
    'Stop ends it sooner, and the next run has the usual limits again';
  button.addEventListener('click', () => runNow({ long: true }));
  return button;
}

function showWarnings(result) {
  const warnings = groupWarnings(result);
  replaceChildren(warningsEl, warnings.map(({ event, count }) => renderWarning(event, result, { count })));
  warningsEl.hidden = warnings.length === 0;
  editor.setWarnings(warningMarkers(result));
}

/** Shows a run result in every pane, the error box and the editor; info.step: a step of it. */
function renderResult(result, info) {
  for (const pane of panes) {
    try {
      pane.update(result, info);
      const badge = pane.badge?.(result);
      tabs.setBadge(pane.id, badge ?? null, badge === '!' ? 'error' : '');
    } catch (err) {
      console.error(`pane ${pane.id} failed to update`, err);
    }
  }
  // The error box and the editor's marker show plain text: a terminal's bold is no escape code.
  const shownError = result.error && { ...result.error, message: withoutEscapes(result.error.message) };
  showErrorSettled(shownError);
  showRunNotice(result.error, result.events.length > 1, lastRunLong);
  editor.setError(shownError);
  showWarnings(result);
  editor.setCallNotes(callNotes(result));
  if (!info?.step) announce(result); // the stepper announces its steps itself
}

/** One sentence for screen readers after each run: what the calls did. */
function announce(result) {
  $('announce').textContent = runAnnouncement(result);
}

function hideSpoilers() {
  // The last announcement may describe a run; while predicting it would give the answers away.
  $('announce').textContent = 'Run finished. The results stay hidden until you check your predictions.';
  showError(null);
  showRunNotice(null);
  editor.setError(null);
  editor.setWarnings([]);
  editor.setCallNotes([]);
  warningsEl.hidden = true;
}

function showResult(result, info) {
  if (!engine.busy) runGuard?.finished();
  runsShown += 1;
  lastResult = result;
  lastSource = info.source;
  lastRunLong = info.timeLimitMs > WATCHDOG_MS;
  statusEl.dataset.run = String(runsShown);
  statusEl.title = info.runMs ? `last run took ${info.runMs.toFixed(1)} ms` : '';
  if (predict.on) {
    ledger.setRows(ledgerRows(result, info.source));
    if (predict.checked) ledger.setChecked(result);
  }
  stepper.setRun(result, info.source);
  editor.setStepLine(0);
  if (predict.on && !predict.checked) hideSpoilers();
  else renderResult(result, info);
  // A pane that showed this run live ends at the end of its output, as a terminal leaves it,
  // unless the reader scrolled up meanwhile; after a run drawn at once it stays where it was.
  for (const [pane, panel] of livePanels()) {
    const follower = followers.get(pane.id);
    if (!panel.classList.contains('is-live')) follower?.stop();
    else follower?.pin();
  }
  host?.result(result);
  if (runsShown === 1) {
    requestAnimationFrame(() => performance.mark('tfplay:first-result', { detail: { runMs: info.runMs } }));
    startAfterFirstResult();
  }
}

// --- Predict mode -----------------------------------------------------------------------------
const ledger = createLedger(document.querySelector('.predict-host'), {
  onCheck: () => checkPredictions(),
  onReset: () => {
    predict.checked = false;
    ledger.setChecked(null);
    applyPredictView();
  },
  onChange: () => autosaveSoon(),
});
ledger.show(false);

function applyPredictView() {
  predictToggle.setAttribute('aria-pressed', String(predict.on));
  ledger.show(predict.on);
  const hidden = predict.on && !predict.checked;
  panesHost.hidden = hidden;
  veil.hidden = !hidden;
  document.body.classList.toggle('is-predicting', hidden);
  document.body.classList.toggle('predict-on', predict.on);
  stepper.toEnd();
  editor?.setStepLine(0);
  if (hidden) hideSpoilers();
  else if (lastResult) renderResult(lastResult, { source: lastSource });
  refreshEnding();
}

// --- Stepping through the calls: the run as it stood after each one --------------------------
const stepResults = new WeakMap(); // step -> the run result at that step (steps are per run)
const stepper = createStepper($('stepper'), {
  onStep(step) {
    if (!lastResult) return;
    if (step && !stepResults.has(step)) stepResults.set(step, resultAtStep(lastResult, step));
    renderResult(step ? stepResults.get(step) : lastResult, { source: lastSource, step });
    editor.setStepLine(step?.line ?? 0);
  },
});

function setPredict(on, { predictions = null, checked = false } = {}) {
  predict.on = on;
  predict.checked = on && checked;
  if (predictions) ledger.setPredictions(predictions);
  if (on) ledger.setRows(lastResult && lastSource === editor.getValue() ? ledgerRows(lastResult, lastSource) : null);
  ledger.setChecked(predict.checked && lastResult ? lastResult : null);
  applyPredictView();
}

async function checkPredictions() {
  // A stopped run is no answer to grade against: the program runs to the end.
  const complete = lastResult?.error?.type !== 'Stopped';
  const result = complete && lastSource === editor.getValue() && !engine.busy ? lastResult : await runNow();
  predict.checked = true;
  ledger.setRows(ledgerRows(result, editor.getValue()));
  ledger.setChecked(result);
  applyPredictView();
  autosaveSoon();
}

predictToggle.addEventListener('click', () => {
  setPredict(!predict.on);
  autosaveSoon();
});

// --- Engine and runs --------------------------------------------------------------------------
const engine = new Engine({ onState: setState, onResult: showResult, onEvents });
let autoRunTimer = null;
function scheduleRun() {
  clearTimeout(autoRunTimer);
  autoRunTimer = setTimeout(() => runNow(), AUTO_RUN_DELAY_MS);
}
// The page's runs are marked until their result shows, so that a program that crashed the tab
// is not run again on its own when the page reopens with it (embeds run their host's code).
const runGuard = embed ? null : createRunGuard();
/** Runs the program now; `long`: this once with the longer limits (LONG_RUN). */
function runNow({ long = false } = {}) {
  clearTimeout(autoRunTimer);
  autoRunTimer = null;
  const source = editor.getValue();
  runGuard?.started(source);
  if (long) return engine.run(source, LONG_RUN_OPTIONS, { timeLimitMs: LONG_RUN_MS });
  return engine.run(source, RUN_OPTIONS);
}

// --- State, share links and autosave ----------------------------------------------------------
function exerciseState() {
  const state = {};
  if (exerciseId) state.id = exerciseId;
  if (predict.on) {
    state.predict = true;
    state.checked = predict.checked;
    state.ledger = ledger.predictions();
  }
  return Object.keys(state).length ? state : undefined;
}
function pageState() {
  return { code: editor.getValue(), pane: tabs.selected(), exercise: exerciseState() };
}
function autosaveSoon() {
  if (!editor || embed) return;
  autosave.schedule(() => editor.getValue(), () => exerciseState() ?? null, onlyTheLink);
}
/** The program is the open link's, unedited, with no predictions typed: nothing of the reader's. */
function onlyTheLink() {
  return linkCode !== null && editor.getValue() === linkCode && !typedPredictions(exerciseState());
}
// A tab closed right after an edit still keeps it.
window.addEventListener('pagehide', () => {
  autosave.flush();
  runGuard?.finished(); // a reload or a closed tab, not a crash
});
document.addEventListener('visibilitychange', () => {
  if (document.visibilityState === 'hidden') autosave.flush();
});
/** The address of the full page (no embed options). */
function pageBase() {
  const url = new URL(location.href);
  for (const key of ['embed', 'panes', 'readonly', 'autorun', 'theme', 'host', 'editor']) url.searchParams.delete(key);
  return url.href;
}
/** The address of the full page showing the current state. */
function pageUrl() {
  return shareUrl(pageState(), pageBase());
}

/**
 * The marks the last run left on the editor's lines (call notes, the stepper's line, the error and
 * warning markers, highlighted lines) belong to its program: once the whole program is replaced
 * they would sit on unrelated lines (squeezed onto the last one) until the next result, so they go.
 */
function forgetLineMarks() {
  editor.setCallNotes([]);
  editor.setStepLine(0);
  editor.setError(null);
  editor.setWarnings([]);
  editor.highlightLines([]);
}
/** Puts another program in the editor (one undo step), without the old program's line marks. */
/** Replaces the program (an example, restored work, a host's setCode), as one undo step. */
function replaceCode(code) {
  if (code === editor.getValue()) return;
  replacingCode = true;
  try {
    editor.setValue(code);
  } finally {
    replacingCode = false;
  }
  forgetLineMarks();
}

/**
 * Replaces the program with `code`; `exercise` ({id, predict, checked?, ledger?}, the page's
 * exercise state: an example's, or set-aside work's with its predictions; null: none) replaces
 * the exercise too.
 */
function setProgram(code, { exercise = undefined } = {}) {
  programStates.remember(editor.getValue(), programState());
  replaceCode(code);
  if (exercise !== undefined) {
    exerciseId = exercise?.id && exampleById(exercise.id) ? exercise.id : '';
    showExerciseInMenu(code);
    setPredict(Boolean(exercise?.predict), { predictions: exercise?.ledger ?? {}, checked: Boolean(exercise?.checked) });
  }
  programStates.remember(code, programState());
}

// An undo (or a redo) of a replaced program brings back that program's exercise and predict
// mode with its text: undoing a chosen exercise leaves predict mode as the reader's own code had it.
const programStates = createProgramStates();
let programShown = null; // the program as of the editor's last change
function programState() {
  return { exerciseId, predict: predict.on, checked: predict.checked, predictions: ledger.predictions() };
}
function followUndo(code) {
  const state = programStates.undone(programShown, programState(), code);
  if (!state) return;
  exerciseId = state.exerciseId;
  setPredict(state.predict, { predictions: state.predictions, checked: state.checked });
}

// In predict mode a link is the exercise: whoever opens it predicts afresh. The reader's own
// predictions (and whether they were checked) would hand out the answers, so they travel only
// when asked for, from the confirmation's second button.
shareButton.addEventListener('click', async () => {
  const state = pageState();
  const answers = typedPredictions(state.exercise) || state.exercise?.checked;
  const url = checkedShareUrl(linkState(state), pageBase());
  if (!url) {
    // Never write a link that cannot be opened: offer the program as a file instead.
    tooLongToShare(notices, editor.getValue(), exerciseId);
    return;
  }
  const copied = await publishLink(url);
  if (!answers) {
    showShareFlash(copied ? 'Link copied' : 'Link in address bar');
    return;
  }
  showShareFlash(copied ? 'Link copied: the exercise, without your answers' : 'Link in address bar: the exercise, without your answers', {
    label: 'Copy with my answers',
    run: async () => {
      const withAnswers = checkedShareUrl(state, pageBase());
      if (!withAnswers) return;
      showShareFlash((await publishLink(withAnswers)) ? 'Link with your answers copied' : 'Link with your answers in address bar');
    },
  });
});

/**
 * A page state as a link (Share, Embed) gives it to someone else: an exercise in predict mode
 * keeps its id and predict mode, not the author's predictions or whether they were checked.
 */
function linkState(state) {
  if (!state.exercise?.predict) return state;
  const exercise = { predict: true };
  if (state.exercise.id) exercise.id = state.exercise.id;
  return { ...state, exercise };
}

/** Puts `url` in the address bar and on the clipboard; false when the clipboard refused it. */
async function publishLink(url) {
  history.replaceState(null, '', url);
  linkCode = editor.getValue();
  try {
    await navigator.clipboard.writeText(url);
    return true;
  } catch {
    return false; // no clipboard access (insecure context, permissions): the address bar has it
  }
}

// The confirmation shows in a bubble under Share, not as its label: a longer label would widen the
// button and shift the whole top bar for a moment. A second click restarts its time.
const shareFlash = $('share-flash');
let shareFlashTimer = null;
/**
 * Shows `text` in the bubble for 1.5 s; with `action` ({label, run}) a button follows the text
 * and the bubble stays 8 s (until Escape, or the button is used).
 */
function showShareFlash(text, action = null) {
  const box = shareButton.getBoundingClientRect();
  const message = document.createElement('span');
  message.textContent = text;
  shareFlash.replaceChildren(message);
  shareFlash.classList.toggle('has-action', Boolean(action));
  if (action) {
    const button = document.createElement('button');
    button.type = 'button';
    button.className = 'link-button';
    button.dataset.testid = 'share-with-answers';
    button.textContent = action.label;
    button.addEventListener('click', () => {
      hideShareFlash();
      action.run();
    });
    shareFlash.append(' ', button);
  }
  shareFlash.hidden = false;
  shareFlash.style.top = `${box.bottom + 6}px`;
  // Right-aligned with the button; left-aligned where that would cut it off (Share at the left
  // of a wrapped top bar, on a phone).
  shareFlash.style.left = 'auto';
  shareFlash.style.right = `${Math.max(4, document.documentElement.clientWidth - box.right)}px`;
  if (shareFlash.getBoundingClientRect().left < 4) {
    shareFlash.style.right = 'auto';
    shareFlash.style.left = `${Math.max(4, box.left)}px`;
  }
  clearTimeout(shareFlashTimer);
  shareFlashTimer = setTimeout(hideShareFlash, action ? 8000 : 1500);
}
function hideShareFlash() {
  clearTimeout(shareFlashTimer);
  shareFlash.hidden = true;
  shareFlash.replaceChildren();
}
document.addEventListener('keydown', (event) => {
  if (event.key === 'Escape' && !shareFlash.hidden) hideShareFlash();
});

// The program a link opened in this tab replaced ({code, exercise}), while the editor shows
// links only: Back to the address without a link brings it back.
let beforeLinks = null;
window.addEventListener('hashchange', () => {
  const r = readHash();
  if (r.kind === 'error') {
    notices.show({ id: 'bad-link', tone: 'error', text: `${r.message} The program was left as it was.` });
  } else if (r.kind === 'state') {
    if (!onlyTheLink()) beforeLinks = { code: editor.getValue(), exercise: exerciseState() ?? null };
    // A link opened over the reader's own program never loses it.
    setAsideForLink(notices, editor.getValue(), r.state.code, { restore: restoreCode, linkCode, examples: EXAMPLES });
    linkCode = r.state.code;
    applySharedState(r.state);
  } else if (beforeLinks && onlyTheLink()) {
    // Back (or Forward) to the address without a link, the link's program unedited: the page
    // shows what it showed at that address, and the notice offering that program back goes.
    const { code, exercise } = beforeLinks;
    beforeLinks = null;
    linkCode = null;
    forgetSetAside(code);
    notices.hide('restore');
    setProgram(code, { exercise });
    autosaveSoon();
  }
});

function applySharedState(state) {
  const before = programState();
  const ex = state.exercise;
  exerciseId = ex?.id && exampleById(ex.id) ? ex.id : '';
  showExerciseInMenu(state.code);
  if (state.pane) tabs.select(state.pane);
  programStates.remember(editor.getValue(), before);
  replaceCode(state.code);
  // The link's predictions are for its program's calls: set once the editor holds it.
  setPredict(Boolean(ex?.predict), { predictions: ex?.ledger ?? {}, checked: Boolean(ex?.checked) });
  programStates.remember(state.code, programState());
  if (predict.on) ledger.setRows(null);
}

connectDownloadMenu($('download-menu'), () => ({ code: editor.getValue(), exerciseId }));

// --- Embed code dialog ------------------------------------------------------------------------
// An embed's address carries the program, not the tab open here: it opens on the first pane it
// lists, as its panes= option says.
// An embedded exercise is the exercise, without the author's predictions; null when the program
// is too long for a link (the dialog says so instead of giving a snippet that cannot open).
const embedPageUrl = () => checkedShareUrl({ ...linkState(pageState()), pane: undefined }, pageBase());
connectEmbedDialog($('embed-dialog'), { openButton: $('embed-code'), panes: allPanes, pageUrl: embedPageUrl, selectedPane: () => tabs.selected() });

// --- Global interactions ----------------------------------------------------------------------
runButton.addEventListener('click', () => runNow());
stopButton.addEventListener('click', () => {
  clearTimeout(autoRunTimer); // an edit's run not yet started is stopped too
  autoRunTimer = null;
  engine.stop();
});
document.addEventListener('keydown', (event) => {
  // Ctrl/Cmd+Enter anywhere on the page (the editor handles it itself when focused).
  if (event.key === 'Enter' && (event.ctrlKey || event.metaKey) && !event.defaultPrevented) {
    event.preventDefault();
    runNow();
  }
  // Ctrl/Cmd+S, the editor's "save" reflex, copies the share link as in the TypeScript and Go
  // playgrounds; the browser's own Save Page would save the page's HTML, not the program.
  const save = event.key?.toLowerCase() === 's' && (event.ctrlKey || event.metaKey) && !event.shiftKey && !event.altKey;
  if (save && !event.defaultPrevented && !embed) {
    event.preventDefault();
    shareButton.click();
  }
});
// Clicking anything that carries a source line (an output line, a timeline event, a cache row,
// the error) selects that line in the editor. A tap selects it without focusing the editor: on
// a phone focus opens the on-screen keyboard. The pointer is the click's own where the click is
// a PointerEvent, else the last pointerdown's (browsers whose click is a MouseEvent); a click
// from the keyboard (Enter on a card) has neither and moves focus to the line. Text stays
// copyable: a click that ends a drag selecting text, or a double or triple click, leaves the
// selection alone, and a mouse click moves focus to the editor only once it is clear that no
// second click (a word selected) follows.
const DOUBLE_CLICK_MS = 300; // how long a first click waits for a second one
let lastPointer = '';
let focusLater = 0;
const nothingSelected = () => getSelection()?.isCollapsed ?? true;
document.addEventListener('pointerdown', (event) => (lastPointer = event.pointerType), true);
document.addEventListener('keydown', () => (lastPointer = ''), true);
document.addEventListener('click', (event) => {
  clearTimeout(focusLater);
  if (event.detail > 1 || !nothingSelected()) return;
  const target = event.target.closest('[data-source-line], [data-testid="error"]');
  const line = Number(target?.dataset.sourceLine ?? target?.dataset.line);
  if (!(line > 0)) return;
  const pointer = event.pointerType ?? lastPointer;
  if (pointer === 'mouse' || pointer === 'pen') {
    editor.revealLine(line, { focus: false });
    focusLater = setTimeout(() => nothingSelected() && editor.revealLine(line), DOUBLE_CLICK_MS);
  } else {
    editor.revealLine(line, { focus: pointer !== 'touch' });
  }
});

// --- How to leave the editor by keyboard ------------------------------------------------------
// Tab indents in the editor once the reader types there; focus that arrives by keyboard, and
// Escape, make the next Tab move on. A small note says so, shown when the editor got focus from
// the keyboard (a click needs no such help) and after Escape. Screen readers hear how to leave
// from the editor's label.
const keysEl = $('editor-keys');
let pointerAt = -Infinity;
let focusedByPointer = false;
document.addEventListener('pointerdown', () => (pointerAt = performance.now()), true);
function showEditorKeys(state) {
  if (!keysEl.dataset.state) focusedByPointer = performance.now() - pointerAt < 1000; // it just got focus
  keysEl.hidden = state === null || (state === 'indent' && focusedByPointer);
  keysEl.dataset.state = state ?? '';
  const ctrlM = editor?.kind === 'plain' ? '' : ' · Ctrl+M: Tab always moves focus';
  keysEl.textContent =
    state === 'leave'
      ? 'Tab moves focus on (Shift+Tab: back) · type to edit, and Tab indents'
      : `Tab indents · Esc then Tab: leave the editor${ctrlM}`;
}

// --- Editor (the engine loads meanwhile) -----------------------------------------------------
setState('loading');
const engineReady = engine.start({ expect: initial.code });
editor = createEditor($('editor'), {
  value: initial.code,
  theme: theme.current(),
  readOnly: Boolean(embed?.readonly),
  onChange: (change) => {
    if (!replacingCode) typedAt = performance.now();
    if (change?.undo) followUndo(editor.getValue());
    if (change?.replaced) forgetLineMarks(); // all of it pasted over, or such a paste undone
    programShown = editor.getValue();
    if (linkCode !== null && location.hash && editor.getValue() !== linkCode) {
      // The program no longer is the link's: a reload should bring back this work, not the link.
      history.replaceState(null, '', location.pathname + location.search);
      linkCode = null;
    }
    if (embed) fitEmbedEditor();
    showExerciseInMenu(editor.getValue());
    firstHint?.edited();
    autosaveSoon();
    engine.edited(); // the run under way is for older code: never shown, soon stopped
    if (live.on) endLive({ restore: true }); // nor what it printed so far
    scheduleRun(); // in predict mode too: the ledger follows the program (results stay hidden)
  },
  onRun: () => runNow(),
  onCursorLine: (line) => ctx.emit('cursor-line', line),
  onKeyboardFocus: showEditorKeys,
  onContentHeight: (px) => {
    if (embed) fitEmbedEditor(px);
  },
});
programShown = editor.getValue();
theme.onChange((name) => editor.setTheme(name));
if (initial.exercise) {
  setPredict(Boolean(initial.exercise.predict), {
    predictions: initial.exercise.ledger ?? {},
    checked: Boolean(initial.exercise.checked),
  });
}

// --- First-visit hint, About, the split --------------------------------------------------------
const firstHint = embed ? null : showFirstVisitHint($('first-hint'));
connectAbout($('about'), $('about-dialog'));
connectSplit(document.querySelector('.layout'), $('split-handle'), {
  stacked: () => Boolean(embed) || window.matchMedia('(max-width: 900px)').matches,
  storageKey: embed ? 'tfplay:split-embed' : 'tfplay:split',
});

// --- Embedding --------------------------------------------------------------------------------
function fitEmbedEditor(content = editor?.contentHeight()) {
  // The code as laid out, wrapped rows and call notes included (a line count left the last
  // lines of a program with long lines below the editor's edge): 6 to 24 rows, and borders.
  if (!(content > 0)) return;
  const rows = Math.min(Math.max(content, 6 * 21 + 16), 24 * 21 + 16);
  document.documentElement.style.setProperty('--embed-editor-height', `${rows + 4}px`);
}
if (embed) {
  openIn.hidden = false;
  const refreshOpenIn = () => (openIn.href = pageUrl());
  refreshOpenIn();
  openIn.addEventListener('pointerdown', refreshOpenIn);
  openIn.addEventListener('focus', refreshOpenIn);
  fitEmbedEditor();
  editor.upgraded.then(() => fitEmbedEditor()); // Monaco lays the code out its own way
  host = connectHost(embed, { setCode: (code) => replaceCode(code), run: () => runNow() });
}

// --- Hooks for tests and host pages (design.md, "The page's hooks") -----------------------------
window.tfplay = {
  setCode: (source) => replaceCode(String(source)),
  getCode: () => editor.getValue(),
  run: () => runNow().then(withEventList),
  /** Monaco editor options, e.g. {autoIndent: 'none'} for tests that type programs. */
  configureEditor: (options) => editor.updateOptions(options),
  /** The error and warning markers in the editor, the cursor and highlighted lines (for tests). */
  markers: () => editor.markers(),
  cursor: () => editor.cursor(),
  highlighted: () => editor.highlighted(),
  stepLine: () => editor.stepLine(),
  colouredLines: () => editor.colouredLines(),
  callNotes: () => editor.callNotes(),
  /** The code's height in px as the editor lays it out (wrapped rows, call notes). */
  contentHeight: () => editor.contentHeight(),
  editorKind: () => editor.kind,
  /** The engine worker's wasm memory as it last reported it, and how many workers have started. */
  engineMemory: () => ({ heapBytes: engine.heapBytes, starts: engine.starts }),
  /** Resolves once the final editor (Monaco, or the plain one on phones) is in place. */
  editorReady: editor.upgraded.then(() => undefined),
  /** Resolves with true once the service worker has cached everything the page loaded. */
  offlineReady: null,
  selectPane: (id) => tabs.select(id),
  state: () => pageState(),
  ready: null,
};

// --- After the first result: a warm engine, Monaco, offline ----------------------------------
// None of these may delay the first result, so they start once it is on screen: the worker at
// once runs a few programs that compile the engine's code for the learner's next runs (it has
// nothing else to do), and when the page is idle Monaco swaps in for the plain editor (sooner
// if the reader reaches for the editor) and the service worker caches what the page loaded.
const whenIdle = (fn) => (window.requestIdleCallback ? requestIdleCallback(fn, { timeout: 1000 }) : setTimeout(fn, 200));
let afterFirstResultStarted = false;
function startAfterFirstResult() {
  if (afterFirstResultStarted) return;
  afterFirstResultStarted = true;
  engine.warm();
  whenIdle(() => editor.upgrade());
  // After the engine's deferred module has arrived: the service worker copies it from the HTTP
  // cache. Without it (its download failed) the service worker could not install this visit.
  engine.deferredLoaded.then((ok) => (ok ? whenIdle(registerServiceWorker) : resolveOffline(false)));
}

// The service worker caches the page and the engine when it installs, Monaco once the page
// has loaded it (phones never do), each from the browser's HTTP cache: nothing is downloaded
// twice. offlineReady resolves with true once all of it is cached, false without offline use.
let resolveOffline;
const offlineReady = new Promise((resolve) => (resolveOffline = resolve));
function registerServiceWorker() {
  if (!import.meta.env.PROD || !('serviceWorker' in navigator) || location.protocol === 'file:') {
    resolveOffline(false);
    return;
  }
  const registered = navigator.serviceWorker.register('./sw.js').then(() => navigator.serviceWorker.ready);
  Promise.all([registered, editor.upgraded])
    .then(([registration]) => (editor.kind === 'monaco' ? precacheGroup(registration.active, 'editor') : true))
    .then(resolveOffline, (err) => {
      console.warn('tfplay: no offline support:', err.message);
      resolveOffline(false);
    });
}
/** Asks the service worker to cache one of its groups of URLs; resolves with its success. */
function precacheGroup(worker, group) {
  return new Promise((resolve) => {
    const channel = new MessageChannel();
    channel.port1.onmessage = (event) => resolve(Boolean(event.data?.ok));
    worker.postMessage({ type: 'precache', group }, [channel.port2]);
  });
}
window.tfplay.offlineReady = offlineReady;

// --- Start: the first result appears without any interaction -----------------------------------
window.tfplay.ready = engineReady.then(
  async () => {
    host?.ready();
    if (await runGuard?.crashedOn(editor.getValue())) {
      notRunAgainNotice(notices);
      startAfterFirstResult();
      return null;
    }
    if (!embed || embed.autorun) return runNow();
    startAfterFirstResult(); // no first run to wait for
    return null;
  },
  (err) => console.error(err),
);
