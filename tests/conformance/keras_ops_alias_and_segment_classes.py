# keras.ops' alias Operation classes and the segment reductions' classes (Keras 3.11.3
# keras/src/ops/numpy.py: `class Abs(Absolute): pass`, `class Conj(Conjugate): pass`;
# keras/src/ops/math.py: SegmentReduction(num_segments=None, sorted=False) with
# compute_output_spec giving (num_segments,) + data.shape[1:], SegmentSum and SegmentMax its
# subclasses). Values from keras/src/ops/numpy_test.py (test_abs: knp.Abs()(x)), math_test.py
# SegmentSumTest / SegmentMaxTest (the call results) and TestMathErrors
# .test_segment_reduce_leading_not_match (the symbolic shapes).
import numpy as np
from keras import KerasTensor, ops
from keras.src.ops import linalg, nn
from keras.src.ops import math as kmath
from keras.src.ops import numpy as knp

print(issubclass(knp.Abs, knp.Absolute), issubclass(knp.Conj, knp.Conjugate))
print(knp.Abs()(np.array([-1.0, 2.0])))
print(knp.Conj()(np.array([1 + 2j])))
print(kmath.SegmentReduction.__mro__[1].__name__, issubclass(kmath.SegmentSum, kmath.SegmentReduction))

data = np.array([[1, 2, 3], [4, 5, 6], [7, 8, 9]], dtype=np.float32)
op = kmath.SegmentSum(num_segments=2, sorted=False)
print(op.num_segments, op.sorted)
print(op.call(data, np.array([0, 0, 1], dtype=np.int32)))
data = np.array([[1, 4, 7], [2, 5, 8], [3, 6, 9]], dtype=np.float32)
print(kmath.SegmentMax(num_segments=2).call(data, np.array([0, 0, 1], dtype=np.int32)))

for fn in (ops.segment_sum, ops.segment_max):
    print(fn(KerasTensor(shape=(None, 4)), KerasTensor(shape=(5,))).shape,
          fn(KerasTensor(shape=(5, 4)), KerasTensor(shape=(None,))).shape,
          fn(KerasTensor(shape=(5, 4)), KerasTensor(shape=(5,)), num_segments=3).shape)
    try:
        fn(np.array([]), np.array([0, 0, 1, 1]))
    except ValueError as e:
        print("ValueError:", e)

print(callable(nn._layer_normalization), [callable(getattr(linalg, n)) for n in ("_det", "_eig", "_eigh", "_inv")])
