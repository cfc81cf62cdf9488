// The stepper: a slider with previous/next buttons over the run's tf.function calls, as Python
// Tutor steps through a program. Its positions are the calls (1 ... N) and the end of the run
// (N + 1, the default). It only reports which step to show; the shell shows it (step-model.js
// makes the run result as it stood then). Left/Right arrows step while the stepper has focus,
// Home/End go to the first call/the end.
import { element } from './dom.js';
import { describeCall } from './run-model.js';
import { stepLabel, stepsOf } from './step-model.js';

/**
 * Fills `host` with the stepper and returns its interface.
 * @param {HTMLElement} host
 * @param {{onStep: (step: object|null) => void}} options onStep gets one of stepsOf(result),
 *   or null for the end of the run, whenever the reader moves the stepper.
 * @returns {{setRun(result: object, source: string): void, toEnd(): void, current(): object|null}}
 *   setRun shows a new run's calls at the end position (without calling onStep).
 */
export function createStepper(host, { onStep }) {
  host.classList.add('stepper');
  host.setAttribute('role', 'group');
  host.setAttribute('aria-label', 'Step through the calls');
  const button = (text, label, testid) => element('button', { className: 'button small step-button', text, label, testid });
  const prev = button('◀', 'Previous call', 'step-prev');
  const next = button('▶', 'Next call', 'step-next');
  const end = button('End', 'The end of the run: everything it did', 'step-end');
  const slider = element('input', {
    className: 'step-slider',
    testid: 'step-slider',
    label: 'Call',
    attrs: { type: 'range', min: '1', step: '1' },
  });
  const label = element('p', { className: 'step-label', testid: 'step-label', attrs: { 'aria-live': 'polite' } });
  const detail = element('p', { className: 'step-detail', testid: 'step-detail' });
  const controls = element('div', { className: 'step-controls' });
  controls.append(prev, slider, next, end);
  host.append(controls, label, detail);

  let run = null;
  let source = '';
  let steps = [];
  let position = 1; // 1 ... steps.length: a call; steps.length + 1: the end

  const atEnd = () => position > steps.length;
  const render = () => {
    slider.max = String(steps.length + 1);
    slider.value = String(position);
    prev.disabled = position <= 1;
    next.disabled = atEnd();
    end.disabled = atEnd();
    const n = steps.length;
    if (atEnd()) {
      label.textContent = `End of the run · ${n} call${n === 1 ? '' : 's'} · step back to see each one`;
      detail.textContent = '';
      slider.setAttribute('aria-valuetext', `end of the run, after ${n} call${n === 1 ? '' : 's'}`);
    } else {
      const step = steps[position - 1];
      label.textContent = stepLabel(source, step, n);
      detail.textContent = describeCall(run, step.call);
      slider.setAttribute('aria-valuetext', label.textContent);
    }
    host.dataset.position = atEnd() ? 'end' : String(position);
  };
  const go = (to) => {
    const clamped = Math.min(Math.max(to, 1), steps.length + 1);
    if (clamped === position) return;
    position = clamped;
    render();
    onStep(atEnd() ? null : steps[position - 1]);
  };

  slider.addEventListener('input', () => go(Number(slider.value)));
  prev.addEventListener('click', () => go(position - 1));
  next.addEventListener('click', () => go(position + 1));
  end.addEventListener('click', () => go(steps.length + 1));
  // The slider moves itself by arrow keys; the buttons step by them too.
  host.addEventListener('keydown', (event) => {
    if (event.target === slider || event.altKey || event.ctrlKey || event.metaKey) return;
    const to = { ArrowLeft: position - 1, ArrowRight: position + 1, Home: 1, End: steps.length + 1 }[event.key];
    if (to === undefined) return;
    event.preventDefault();
    go(to);
  });

  return {
    setRun(result, text) {
      run = result;
      source = text ?? '';
      steps = stepsOf(result);
      position = steps.length + 1;
      host.hidden = steps.length === 0;
      render();
    },
    toEnd() {
      position = steps.length + 1;
      render();
    },
    current: () => (atEnd() ? null : steps[position - 1]),
  };
}
