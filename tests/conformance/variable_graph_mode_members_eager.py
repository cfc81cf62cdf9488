# TF1 graph-mode members of an eagerly created tf.Variable and the EagerTensor equivalents, as a
# learner porting TF1 code meets them.
# Source: tensorflow/python/ops/resource_variable_ops.py BaseResourceVariable: `op` and `graph`
# return self.handle.op / self.handle.graph (the eager handle raises AttributeError, as
# _EagerTensorBase does in framework/ops.py); `initializer` is self._initializer_op, None for an
# eager variable; eval(), to_proto() and from_proto() raise RuntimeError("This operation is not
# supported when eager execution is enabled.") when context.executing_eagerly().
# variables.py Variable.initialized_value is @deprecated(None, "Use Variable.read_value. ...") and
# returns the value (cond on is_variable_initialized picks read_value); the notice goes to stderr
# once. framework/ops.py _EagerTensorBase.eval raises NotImplementedError("eval is not supported
# when eager execution is enabled, is .numpy() what you're looking for?").
import tensorflow as tf

v = tf.Variable([1.0, 2.0], name="w")


def show(f):
    try:
        print(f())
    except Exception as e:
        print(type(e).__name__ + ":", e)


show(lambda: v.op)
show(lambda: v.graph)
show(lambda: v.initializer)
show(lambda: v.eval())
show(lambda: v.to_proto())
show(lambda: tf.Variable.from_proto(None))
show(lambda: v.initialized_value())
show(lambda: v.initialized_value() * 2)
show(lambda: tf.constant([1, 2]).eval())
show(lambda: tf.constant(3.0).op)
