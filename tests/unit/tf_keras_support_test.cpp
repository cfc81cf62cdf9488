// The TensorFlow pieces Keras's TensorFlow backend relies on: the conversion registry's
// priority rules, variable-like objects on a GradientTape, tf.Variable.handle.
#include <doctest/doctest.h>

#include "tests/unit/run_program.h"

using tfplay::testing::run_program;

TEST_CASE("registered conversion functions run only where TF's priorities let them") {
  // TF converts numbers at priority 0, lists with tensors at 99, and every object at 200.
  auto out = run_program(R"(
import tensorflow as tf
def anything(value, dtype=None, name=None, as_ref=False):
    print("anything", repr(value))
    return tf.constant(0)
tf.register_tensor_conversion_function(object, anything, priority=150)
tf.convert_to_tensor("text")
tf.convert_to_tensor(5)
tf.convert_to_tensor([1, 2])
tf.convert_to_tensor([tf.constant(1), 2])
def late(value, dtype=None, name=None, as_ref=False):
    print("late", repr(value))
    return tf.constant(0)
tf.register_tensor_conversion_function(str, late, priority=250)
tf.convert_to_tensor("again")
def first(value, dtype=None, name=None, as_ref=False):
    print("first", repr(value))
    return NotImplemented
tf.register_tensor_conversion_function(str, first, priority=10)
tf.convert_to_tensor("third")
)");
  CHECK(out.result.error == std::nullopt);
  CHECK(out.stdout_text == "anything 'text'\nanything 'again'\nfirst 'third'\nanything 'third'\n");
}

TEST_CASE("a dtype hint reaches a registered function first, then None when it refuses") {
  auto out = run_program(R"(
import tensorflow as tf
class Box:
    pass
def convert(value, dtype=None, name=None, as_ref=False):
    print("asked for", dtype)
    if dtype is not None:
        raise TypeError("no")
    return tf.constant(1.5)
tf.register_tensor_conversion_function(Box, convert)
print(tf.convert_to_tensor(Box(), dtype_hint=tf.int32))
)");
  CHECK(out.stdout_text == "asked for <dtype: 'int32'>\nasked for None\ntf.Tensor(1.5, shape=(), dtype=float32)\n");
}

TEST_CASE("a variable-like object needs no core.Tensor base: GradientTape reads its handle") {
  // backprop.GradientTape.gradient calls _handle_or_self before backprop_util.IsTrainable.
  auto out = run_program(R"(
import tensorflow as tf
class Plain:
    _should_act_as_resource_variable = True
    def __init__(self, v):
        self.value = v
    @property
    def handle(self):
        return self.value.handle
    def __tf_tensor__(self, dtype=None, name=None):
        return tf.convert_to_tensor(self.value, dtype=dtype, name=name)
p = Plain(tf.Variable(2.0))
with tf.GradientTape() as tape:
    y = tf.multiply(p, p)
print(tape.gradient(y, p), tf.is_tensor(p))
)");
  CHECK(out.result.error == std::nullopt);
  CHECK(out.stdout_text == "tf.Tensor(4.0, shape=(), dtype=float32) False\n");
}

TEST_CASE("tf.Variable.handle is the resource tensor; tfplay refuses to print an eager one") {
  auto out = run_program(R"(
import tensorflow as tf
v = tf.Variable([1.0, 2.0])
print(v.handle.dtype, v.handle.shape, tf.is_tensor(v.handle))
@tf.function
def f():
    h = v.handle
    print(h.dtype)
    return v.read_value()
print(f())
print(v.handle)
)");
  CHECK(out.stdout_text.rfind("<dtype: 'resource'> () True\n<dtype: 'resource'>\ntf.Tensor([1. 2.], shape=(2,), dtype=float32)\n", 0) == 0);
  REQUIRE(out.result.error);
  CHECK(out.result.error->type == "NotImplementedError");
}

TEST_CASE("iterator.get_next raises OutOfRangeError at the end, eagerly and from a graph; __next__ stops") {
  auto out = run_program(R"(
import tensorflow as tf
it = iter(tf.data.Dataset.range(1))
print(it.get_next())
try:
    it.get_next()
except tf.errors.OutOfRangeError as e:
    print(type(e).__name__, str(e))
print(next(it, "done"))
@tf.function
def step(iterator):
    return iterator.get_next()
it = iter(tf.data.Dataset.range(1))
print(step(it))
try:
    step(it)
except tf.errors.OutOfRangeError as e:
    print(type(e).__name__, str(e).splitlines()[0], str(e).splitlines()[-2])
)");
  CHECK(out.result.error == std::nullopt);
  CHECK(out.stdout_text ==
        "tf.Tensor(0, shape=(), dtype=int64)\n"
        "OutOfRangeError {{function_node __wrapped__IteratorGetNext_output_types_1_device_/job:localhost/replica:0/task:0/"
        "device:CPU:0}} End of sequence [Op:IteratorGetNext] name: \n"
        "done\n"
        "tf.Tensor(0, shape=(), dtype=int64)\n"
        "OutOfRangeError Graph execution error: End of sequence\n");
}

TEST_CASE("get_next_as_optional inside a tf.function runs IteratorGetNextAsOptional at each call") {
  auto out = run_program(R"(
import tensorflow as tf
@tf.function
def peek(iterator):
    optional = iterator.get_next_as_optional()
    return optional.has_value(), optional
it = iter(tf.data.Dataset.from_tensor_slices([7, 8]))
for _ in range(3):
    has, optional = peek(it)
    print(bool(has), optional.get_value().numpy() if has else None)
print([op.type for op in peek.get_concrete_function(it).graph.get_operations()])
)");
  CHECK(out.result.error == std::nullopt);
  CHECK(out.stdout_text ==
        "True 7\nTrue 8\nFalse None\n"
        "['Placeholder', 'IteratorGetNextAsOptional', 'OptionalHasValue', 'Identity', 'Identity', 'NoOp']\n");
}

TEST_CASE("Optional.empty(None) keeps no element_spec; eager variants are not printed or captured") {
  auto out = run_program(R"(
import tensorflow as tf
empty = tf.experimental.Optional.empty(None)
print(empty.element_spec, empty.has_value())
empty._element_spec = tf.TensorSpec([], tf.int32)
print(empty.element_spec)
outside = tf.experimental.Optional.from_value(1)
@tf.function
def uses_outside():
    return outside.has_value()
try:
    uses_outside()
except NotImplementedError as e:
    print("NotImplementedError")
print(outside._variant_tensor)
)");
  CHECK(out.stdout_text == "None tf.Tensor(False, shape=(), dtype=bool)\nTensorSpec(shape=(), dtype=tf.int32, name=None)\nNotImplementedError\n");
  REQUIRE(out.result.error);
  CHECK(out.result.error->type == "NotImplementedError");
}

TEST_CASE("tf.distribute: other strategies exist for isinstance only; the mode stack unwinds after errors") {
  auto out = run_program(R"(
import tensorflow as tf
s = tf.distribute.get_strategy()
try:
    tf.distribute.TPUStrategy()
except NotImplementedError as e:
    print(e)
m = tf.distribute.MirroredStrategy()
try:
    with m.scope():
        m.run(lambda: boom())
except NameError:
    pass
print(tf.distribute.has_strategy())
def boom():
    raise KeyError("inside")
try:
    s.run(boom)
except KeyError:
    pass
print(type(tf.distribute.get_replica_context()).__name__, tf.distribute.in_cross_replica_context())
print(s.extended.update(tf.Variable(1.0), lambda v: v.assign(5.0).numpy()))
)");
  CHECK(out.result.error == std::nullopt);
  CHECK(out.stdout_text == "tfplay does not implement tf.distribute.TPUStrategy yet\nFalse\n_DefaultReplicaContext False\n5.0\n");
}

TEST_CASE("an OptionalSpec in input_signature is refused by name (TF takes any TypeSpec there)") {
  auto out = run_program(R"(
import tensorflow as tf
@tf.function(input_signature=[tf.OptionalSpec(tf.TensorSpec([], tf.int32))])
def f(optional):
    return optional.has_value()
)");
  REQUIRE(out.result.error);
  CHECK(out.result.error->type == "NotImplementedError");
}
