// The page runs many programs in one engine, so nothing a run creates may outlive it in a static:
// a later run would meet objects whose Python code and types the earlier run freed (the
// use-after-free the evaluator fuzzer found with tf.math.top_k's namedtuple type). Each program
// here uses every piece of state the engine keeps per run (function::Runtime::run_state and the
// interpreter's own), and runs again after another program in the same engine: the texts must not
// change. Under the fuzz build's ASan these runs also check that nothing touches freed objects.
#include <doctest/doctest.h>

#include <string>

#include "core/function/runtime.h"
#include "core/session/session.h"

namespace {

struct Output {
  std::string stdout_text;
  std::string traceback;
};

Output run(tfplay::session::Session& engine, const std::string& source) {
  tfplay::session::RunResult r = engine.run(source);
  Output out;
  for (const auto& e : r.events)
    if (e.kind == "print" && e.stream == "stdout") out.stdout_text += e.text;
  if (r.error) out.traceback = r.error->traceback;
  return out;
}

// Each line uses one piece of per-run state: FuncGraph id stand-ins (op_dispatch.cpp), numpy dtype
// singletons (numpy_array.cpp), dataset and iterator handle tables (tf/data), the tf module
// TensorArray builds its results with (tensor_array.cpp), op result namedtuple types
// (sort_ops.cpp), set_loop_options (autograph.cpp), weakref stand-ins of trace types
// (trace_type.cpp), and the interpreter's last traceback entry (a bare `raise` in the frame that caught it).
const char* kProgram = R"(import numpy as np
import tensorflow as tf


@tf.function
def squares(n):
    out = []
    for i in tf.range(n):
        out.append(i * i)
    return out


try:
    squares(tf.constant(3))
except ValueError as e:
    print(str(e).splitlines()[-1])
d = np.dtype('float32')
print(d, d is np.dtype('float32'), np.zeros(2).dtype, d.itemsize)
ds = tf.data.Dataset.from_tensor_slices([1, 2, 3]).map(lambda x: x * 2)


@tf.function
def total(d):
    s = tf.constant(0)
    for x in d:
        s += x
    return s


@tf.function
def first(i):
    return next(i)


it = iter(ds)
print(total(ds).numpy(), first(it).numpy(), next(it).numpy())
ta = tf.TensorArray(tf.int32, size=2).write(0, 5).write(1, 7)
print(ta.stack().numpy())
r = tf.math.top_k([1, 5, 3], k=2)
u = tf.unique([2, 2, 1])
print(type(r).__name__, r.indices.numpy(), type(u).__name__, u.y.numpy(), [n for n in dir(tf) if 'result' in n])


@tf.function
def count(n):
    i = tf.constant(0)
    while i < n:
        tf.autograph.experimental.set_loop_options(maximum_iterations=4)
        i += 1
    return i


print(count(tf.constant(10)).numpy())


class Scale:
    pass


@tf.function
def apply(s, x):
    return x


keep = Scale()
apply(keep, 1)
print(apply.pretty_printed_concrete_signatures(verbose=False))


def fail():
    try:
        raise KeyError('k')
    except KeyError:
        raise


fail()
)";

const char* kStdout =
    "The tensor <tf.Tensor 'while/mul:0' shape=() dtype=int32> cannot be accessed from FuncGraph(name=squares, "
    "id=139637976727584), because it was defined in FuncGraph(name=while_body_2, id=139637976727568), which is out of "
    "scope.\n"
    "float32 True float64 4\n"
    "12 2 4\n"
    "[5 7]\n"
    "TopKV2 [1 2] Unique [2 1] []\n"
    "4\n"
    "(s: Weakref[<weakref at 0x7f0000000040; to 'Scale' at 0x7f0000000030>]), x: Literal[1]) -> "
    "TensorSpec(shape=(), dtype=tf.int32, name=None)\n";

const char* kTraceback =
    "Traceback (most recent call last):\n"
    "  File \"main.py\", line 77, in <module>\n"
    "    fail()\n"
    "  File \"main.py\", line 72, in fail\n"
    "    raise KeyError('k')\n"
    "KeyError: 'k'\n";

}  // namespace

TEST_CASE("run state: a program's output is the same when other programs ran before it in the engine") {
  tfplay::session::Session engine;
  const Output first = run(engine, kProgram);
  CHECK(first.stdout_text == kStdout);
  CHECK(first.traceback == kTraceback);
  // Another program in between, with its own graphs, datasets and namedtuples.
  const Output other = run(engine,
                           "import tensorflow as tf\n"
                           "import collections\n"
                           "P = collections.namedtuple('P', 'a b')\n"
                           "ds = tf.data.Dataset.range(4).batch(2)\n"
                           "print(P(1, 2), [b.numpy().tolist() for b in ds], tf.math.top_k([3, 1], k=1).values.numpy())\n");
  CHECK(other.stdout_text == "P(a=1, b=2) [[0, 1], [2, 3]] [3]\n");
  const Output again = run(engine, kProgram);
  CHECK(again.stdout_text == kStdout);
  CHECK(again.traceback == kTraceback);
}

TEST_CASE("run state: Runtime::run_state is one object per run, freed when the run's state is cleared") {
  struct Probe {
    std::shared_ptr<int> alive = std::make_shared<int>(1);
  };
  std::weak_ptr<int> seen;
  {
    tfplay::function::Runtime rt;
    Probe& p = rt.run_state<Probe>();
    CHECK(&p == &rt.run_state<Probe>());
    seen = p.alive;
    rt.clear_run_state();
    CHECK(seen.expired());
    CHECK(rt.run_state<Probe>().alive != nullptr);
  }
}

// Embedded library modules (Keras here) are parsed once per process and their ASTs, with the
// inline caches the evaluator fills, serve every later run: a second run must import, build,
// train and print exactly as the first, also when a run in between defines the same names.
TEST_CASE("run state: a program importing Keras prints the same in a second run of the engine") {
  const char* program = R"(import numpy as np
import keras

keras.utils.set_random_seed(3)
x = np.arange(24, dtype="float32").reshape(8, 3) / 24
y = x.sum(axis=1, keepdims=True)
model = keras.Sequential([keras.Input(shape=(3,)), keras.layers.Dense(2, activation="relu"), keras.layers.Dense(1)])
model.compile(optimizer="sgd", loss="mse")
history = model.fit(x, y, batch_size=4, epochs=2, verbose=0, shuffle=False)
print(model.layers[0].name, [tuple(w.shape) for w in model.weights])
print([round(v, 5) for v in history.history["loss"]])
print(np.round(model.predict(x[:2], verbose=0), 5).tolist())
)";
  tfplay::session::Session engine;
  const Output first = run(engine, program);
  CHECK(first.traceback.empty());
  CHECK(first.stdout_text.find("dense [(3, 2), (2,), (2, 1), (1,)]\n") == 0);
  const Output other = run(engine, "import keras\nDense = 1\nkeras = None\nprint(Dense)\n");
  CHECK(other.stdout_text == "1\n");
  const Output again = run(engine, program);
  CHECK(again.traceback.empty());
  CHECK(again.stdout_text == first.stdout_text);
}
