// The examples menu: original exercises, one .py file each, in the order the menu lists them.
// `topic` is what the exercise teaches; `predict` says whether it opens in predict mode when
// chosen from the menu (every program can be predicted; these are written for it).
const sources = import.meta.glob('./*.py', { query: '?raw', import: 'default', eager: true });

export const EXAMPLES = [
  { id: 'default', title: 'Hello, tracing', topic: 'trace once, reuse, retrace on a new shape', predict: false },
  { id: 'literal-vs-tensor', title: 'Literal or tensor?', topic: 'Python numbers retrace by value; tensors by shape and dtype', predict: true },
  { id: 'shapes-and-dtypes', title: 'Shapes and dtypes', topic: 'a new shape, rank or dtype traces again', predict: true },
  { id: 'keywords-and-defaults', title: 'Keywords, defaults, 2 == 2.0', topic: 'binding before the cache key; equal literals share a trace', predict: true },
  { id: 'input-signature', title: 'input_signature with None', topic: 'one trace for every length; wrong dtype or rank is rejected', predict: true },
  { id: 'side-effects', title: 'print vs tf.print', topic: 'Python side effects run only while tracing', predict: true },
  { id: 'captured-globals', title: 'Captured globals', topic: 'globals freeze at trace time; variables are read live', predict: true },
  { id: 'variables-first-call', title: 'Variables: the two-trace first call', topic: 'creating a variable traces twice; creating one per trace fails', predict: true },
  { id: 'autograph-control-flow', title: 'AutoGraph if / while', topic: 'tensor conditions trace both branches and the loop body once', predict: true },
  { id: 'reduce-retracing', title: 'reduce_retracing=True', topic: 'generalized shapes: None dims and unknown rank', predict: true },
  { id: 'retracing-warning', title: 'The retracing warning', topic: 'five traces in the last calls trigger a warning', predict: true },
  { id: 'dataset-map', title: 'Dataset.map traces once', topic: 'map functions trace when .map() is called', predict: true },
  { id: 'training-step', title: 'A training step', topic: 'GradientTape in tf.function: one trace, gradient ops in the graph', predict: true },
  { id: 'run-eagerly', title: 'run_functions_eagerly', topic: 'no tracing: the body runs as plain Python', predict: true },
  { id: 'keras-train-step', title: 'Keras: your own training step', topic: 'a lazily built model and Adam make the first call trace twice', predict: true },
  { id: 'keras-fit-train-step', title: 'Keras: fit() and train_step', topic: 'fit traces train_step inside its own tf.functions; run_eagerly=True does not', predict: true },
  { id: 'keras-summary', title: 'Keras: summary() before and after build', topic: 'an unbuilt model has no weights until its first call, here while tracing', predict: true },
].map((e) => ({ ...e, code: sources[`./${e.id}.py`] }));

export const DEFAULT_EXAMPLE = EXAMPLES[0];

export function exampleById(id) {
  return EXAMPLES.find((e) => e.id === id) ?? null;
}
