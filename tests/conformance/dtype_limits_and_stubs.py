# DType.limits (TF 2.20 dtypes.py): a property, so clip_negative is always True and the result
# is (0, max) of the dtype_range entry of the dtype's NumPy type (float32 and float64 are -1..1,
# so (0, 1)); a dtype without an entry is ValueError "<dtype: 'float16'> does not have defined
# limits.". tf.autodiff.ForwardAccumulator and tf.random.Generator.binomial exist in TF 2.20;
# tfplay does not emulate them and says so by name.
import tensorflow as tf

print(tf.float32.limits, tf.uint8.limits)
print(tf.bool.limits, tf.int8.limits, tf.int16.limits, tf.int32.limits)
print(tf.int64.limits, tf.float64.limits)
try:
    tf.float16.limits
except ValueError as e:
    print("ValueError:", e)
print(hasattr(tf.autodiff, "ForwardAccumulator"))
primals = tf.constant([1., 2.])
try:
    with tf.autodiff.ForwardAccumulator(primals, tf.constant([1., 0.])) as acc:
        out = primals ** 2
except NotImplementedError as e:
    print("NotImplementedError:", e)
g = tf.random.Generator.from_seed(1)
try:
    g.binomial([2], counts=[10., 20.], probs=[0.5, 0.5])
except NotImplementedError as e:
    print("NotImplementedError:", e)
