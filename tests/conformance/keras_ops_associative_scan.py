# keras.ops.associative_scan on the TensorFlow backend (Keras 3.11.3 keras/src/ops/core.py and
# backend/tensorflow/core.py, tfp.math.scan_associative's odd/even recursion under tf.cond): the
# inclusive scan of an associative function along `axis`, over a tensor or a structure of them,
# reversed with reverse=True. Values are plain cumulative sums, products and maxima (worked by
# hand). On KerasTensors, AssociativeScan.compute_output_spec runs `f` on the first slice and
# gives every output the elements' full shape; unequal lengths raise its ValueError, a
# non-callable f the backend's TypeError.
import numpy as np
import keras
from keras import ops

print(ops.associative_scan(lambda a, b: a + b, ops.array([1, 2, 3, 4])))
for n in range(2, 10):
    print(n, ops.associative_scan(lambda a, b: a + b, ops.arange(1, n + 1)).numpy().tolist())
print(ops.associative_scan(lambda a, b: a * b, ops.array([1.0, 2.0, 3.0, 4.0, 5.0]), reverse=True))
x = np.arange(12).reshape(3, 4)
print(ops.associative_scan(lambda a, b: a + b, x, axis=1))
print(ops.associative_scan(lambda a, b: a + b, x, axis=-1).numpy().tolist())
print(ops.associative_scan(lambda a, b: a + b, x).numpy().tolist())
print(ops.associative_scan(lambda a, b: (a[0] + b[0], a[1] * b[1]), (ops.array([1, 2, 3]), ops.array([2, 2, 2]))))
print(ops.associative_scan(lambda a, b: {"s": a["s"] + b["s"]}, {"s": ops.array([1.0, 1.0, 1.0])}))
print(ops.associative_scan(ops.maximum, ops.array([3, 1, 4, 1, 5, 9, 2, 6])))

symbolic = ops.associative_scan(lambda a, b: a + b, keras.Input((4,)), axis=1)
print(symbolic.shape, symbolic.dtype)
pair = ops.associative_scan(lambda a, b: (a[0] + b[0], a[1] * b[1]), (keras.Input((3,), dtype="int32"), keras.Input((3,))))
print([(t.shape, t.dtype) for t in pair])
for bad in [lambda: ops.associative_scan(3, ops.array([1, 2])),
            lambda: ops.associative_scan(lambda a, b: a, (keras.Input((3,)), keras.Input((2,))), axis=1)]:
    try:
        bad()
    except (TypeError, ValueError) as e:
        print(type(e).__name__ + ":", e)
