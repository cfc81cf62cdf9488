// Keras programs start from a snapshot of the engine's memory. `import keras` re-runs Keras's
// module bodies in every run (each run starts from a fresh interpreter, which is what keeps
// runs independent), and that is a large part of what an edit of a Keras program costs. So,
// once the engine is idle, the worker has it prepare a run state with `import keras` done
// (Session::prepare, core/session/session.h) and copies the engine's whole memory right
// after. Before a Keras program runs, the copy is written back, which brings back that state
// exactly as it was (the interpreter, its modules, malloc's arena, every static), and the run
// uses it: the program's own `import keras` finds the modules imported. Nothing of the
// previous run survives the restore, so runs stay independent.
//
// Used by the engine worker (engine.worker.js) and the wasm tests (tests/prepared-runs.test.mjs).

/**
 * Whether a program may import Keras, whose modules the engine does not carry (the worker
 * fetches tfplay_keras.bundle): it names Keras, whichever backend it picks.
 */
export const mentionsKeras = (source) => /\bkeras\b/.test(source ?? '');

/**
 * The modules besides Keras's that the engine leaves to tfplay_keras.bundle too: the standard
 * library's in CMakeLists.txt's TFPLAY_STDLIB_BUNDLED (few programs import them, and neither
 * `import tensorflow` nor the examples without Keras do) and absl (absl.logging, which Keras's
 * io_utils logs through).
 */
export const bundledModules = [
  'absl', 'argparse', 'base64', 'binascii', 'calendar', 'dataclasses', 'datetime', 'difflib', 'fractions', 'hashlib', 'hmac',
  'itertools', 'pathlib', 'pickle', 'queue', 'random', 'statistics', 'struct', 'tempfile', 'textwrap', 'timeit', 'unittest', 'uuid',
];
const importsBundled = new RegExp(
  `^[ \\t]*(?:from[ \\t]+(?:${bundledModules.join('|')})\\b|import[ \\t]+(?:[\\w.]+(?:[ \\t]+as[ \\t]+\\w+)?[ \\t]*,[ \\t]*)*(?:${bundledModules.join('|')})\\b)`,
  'm',
);

// The APIs whose Python the engine leaves to the bundle too (core/tf/library/: tf.saved_model,
// tf.image, tf.signal, tf.io, tf.experimental.numpy, tf.train's checkpoints and Example protos,
// tf.data's Python members, np.save / np.load, tf.test's TestCase and main).
const usesBundledApi = new RegExp(
  [
    String.raw`\b(?:tf|tensorflow)\.(?:saved_model|image|signal|io|experimental\.numpy)\b`,
    String.raw`\b(?:tf|tensorflow)\.test\.(?:TestCase|main)\b`,
    String.raw`\btrain\.(?:Checkpoint\w*|checkpoints_iterator|get_checkpoint_state|latest_checkpoint|list_variables|load_checkpoint|load_variable|BytesList|FloatList|Int64List|Feature\w*|Example|SequenceExample)\b`,
    String.raw`\bdata\.(?:Options|ThreadingOptions|experimental)\b`,
    String.raw`\.(?:sample_from_datasets|choose_from_datasets|list_files|group_by_window|bucket_by_sequence_length|rejection_resample|options|with_options|save|load|snapshot|rebatch|random)\(`,
    String.raw`\b(?:np|numpy)\.(?:save|load|savetxt|loadtxt)\b`,
  ].join('|'),
);

/**
 * Whether a program needs tfplay_keras.bundle: it may import Keras, it imports one of the
 * standard-library modules the bundle carries (`import random`, `from datetime import date`), or
 * it names an API whose Python the bundle carries (`tf.image`, `tf.train.Checkpoint`), or it has a
 * \N{...} escape (the bundle carries the Unicode character names). The engine
 * fetches the bundle itself for a use this misses (`importlib.import_module`, `getattr(tf, name)`).
 */
export const needsBundle = (source) =>
  mentionsKeras(source) ||
  importsBundled.test(source ?? '') ||
  usesBundledApi.test(source ?? '') ||
  /\\N\{/.test(source ?? '');

/**
 * Whether `source` may use the prepared state: it mentions Keras (`import keras`, `tf.keras`)
 * and does not pick a Keras backend through KERAS_BACKEND other than by setting it to
 * "tensorflow" (Keras reads the variable when it is imported, which the prepared state has
 * done already: such a program runs fresh).
 */
export function usesKeras(source) {
  if (!mentionsKeras(source)) return false;
  const picksBackend = /KERAS_BACKEND/.test(source);
  return !picksBackend || /KERAS_BACKEND["']\s*\]\s*=\s*["']tensorflow["']/.test(source);
}

/**
 * Prepares the Keras run state for runs with `options` ({filename, max_steps}) and copies the
 * memory that holds it: the static data below the C++ stack and the heap in use above it (the
 * stack holds nothing between calls). Returns the snapshot, or null when the engine cannot
 * prepare (an older engine, or Keras's import failed).
 */
export function takeSnapshot(engine, options) {
  const key = JSON.stringify(options ?? {});
  if (typeof engine.prepare !== 'function' || !engine.prepare(key)) return null;
  const { stackLow, stackHigh, heapTop } = engine.memoryLayout();
  const memory = new Uint8Array(engine.HEAP8.buffer);
  return {
    key,
    stackHigh,
    heapTop,
    data: memory.slice(0, stackLow),
    heap: memory.slice(stackHigh, heapTop),
    bytes: stackLow + (heapTop - stackHigh),
  };
}

/** Whether a run of `source` with `options` can start from `snapshot`. */
export function snapshotFits(snapshot, source, options) {
  return Boolean(snapshot) && snapshot.key === JSON.stringify(options ?? {}) && usesKeras(source);
}

/**
 * Writes the snapshot back into the engine's memory. The heap the runs since have taken past
 * the snapshot's is zeroed: malloc takes memory past its break as fresh (zeroed) memory.
 */
export function restoreSnapshot(engine, snapshot) {
  const { heapTop } = engine.memoryLayout();
  const memory = new Uint8Array(engine.HEAP8.buffer);
  memory.set(snapshot.data, 0);
  memory.set(snapshot.heap, snapshot.stackHigh);
  if (heapTop > snapshot.heapTop) memory.fill(0, snapshot.heapTop, heapTop);
}

/**
 * Writes a snapshot another instance of the same engine build stored (snapshot-store.js: an
 * earlier visit's) into this fresh engine, and has the engine read its clocks again (the copy
 * holds the other process's). `stored`: {stackLow, stackHigh, heapTop, runs, pages}, the pages of
 * the static data that engine had changed and the heap's pages that were not zero. False, with
 * the engine untouched, when the snapshot's memory layout is not this engine's or the engine
 * cannot take it.
 */
export function resumeFromSnapshot(engine, stored) {
  if (typeof engine.resumed !== 'function' || typeof engine.memoryLayout !== 'function') return false;
  const { stackLow, stackHigh, heapTop } = engine.memoryLayout();
  if (stackLow !== stored.stackLow || stackHigh !== stored.stackHigh) return false;
  if (stored.heapTop > heapTop) {
    // malloc moves its break past the snapshot's (growing the memory): the copy then fits.
    const block = engine._malloc(stored.heapTop - heapTop + 65536);
    if (!block) return false;
    engine._free(block);
    if (engine.HEAP8.length < stored.heapTop) return false;
  }
  const memory = new Uint8Array(engine.HEAP8.buffer);
  // The heap's pages that were not stored were zero; past the snapshot's break too, as malloc
  // expects of memory it has not taken yet.
  memory.fill(0, stackHigh, engine.memoryLayout().heapTop);
  let from = 0;
  for (const [at, bytes] of stored.runs) {
    memory.set(stored.pages.subarray(from, from + bytes), at);
    from += bytes;
  }
  engine.resumed();
  return true;
}
