// What belongs to a program besides its text (the exercise it is, predict mode and the
// predictions), by the text: an example, a link or restored work replaces the program as one
// undo step, and an undo or a redo that brings a program back brings back its mode too.

/**
 * Remembers states for the last `limit` programs (texts) they were remembered for.
 * @template S
 */
export function createProgramStates(limit = 20) {
  /** @type {Map<string, S>} */
  const states = new Map();
  const remember = (code, state) => {
    states.delete(code);
    states.set(code, state);
    if (states.size > limit) states.delete(states.keys().next().value);
  };
  return {
    /** `state` belongs to the program `code` (before and after it is replaced). */
    remember,
    /**
     * An undo or a redo changed the program from `from` (whose state is `current` now) to `to`:
     * keeps `current` for `from` when `from` is one of the programs remembered (a redo brings it
     * back as it was left), and returns `to`'s state, or null when `to` has none.
     */
    undone(from, current, to) {
      if (from !== to && states.has(from)) remember(from, current);
      return states.get(to) ?? null;
    },
  };
}
