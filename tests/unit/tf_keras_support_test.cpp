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

TEST_CASE("a variable-like object that is no core.Tensor fails GradientTape's dtype check") {
  // backprop_util.IsTrainable calls dtypes.as_dtype on anything tensor_util.is_tf_type refuses.
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
tape.gradient(y, p)
)");
  REQUIRE(out.result.error);
  CHECK(out.result.error->type == "TypeError");
  CHECK(out.result.error->message.rfind("Cannot convert the argument `type_value`: <__main__.Plain object at ", 0) == 0);
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
