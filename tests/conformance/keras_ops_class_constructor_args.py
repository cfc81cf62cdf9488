# keras.ops' Operation classes take the op's static arguments in their constructor and the
# tensors in their call, as Keras 3.11.3's classes do (keras/src/ops/numpy.py `Sum(axis=None,
# keepdims=False, *, name=None)`, `Reshape(newshape)`, `Einsum(subscripts)`, `Pad(pad_width,
# mode="constant")` with call(x, constant_values=None), `Full(shape, dtype=None)`; core.py
# `Cast(dtype)`, `Scatter(shape)`; math.py `TopK(k, sorted=True)`; linalg.py `Qr(mode)`;
# image.py `Resize(size, ...)`). Values are those keras/src/ops/*_test.py compares against
# NumPy (numpy_test.py test_sum, test_reshape, test_einsum, test_pad, test_full, test_tile;
# core_test.py test_cast, test_scatter; math_test.py TopKTest; linalg_test.py QrOpTest;
# image_test.py test_resize). A constructor's wrong argument is CPython's TypeError; the
# default get_config records the constructor's arguments (Operation.__new__'s _auto_config).
import numpy as np
from keras import Input, Model, ops
from keras.src.ops import core
from keras.src.ops import image as kimage
from keras.src.ops import linalg
from keras.src.ops import math as kmath
from keras.src.ops import numpy as knp

x = np.array([[1.0, 2.0], [3.0, 4.0]])
print(knp.Sum(axis=1)(x).numpy(), knp.Sum(1, True)(x).numpy().tolist())
print(knp.Reshape([4])(np.arange(4)).shape, knp.Tile([2, 3])(x).shape)
print(knp.Einsum("ij,jk->ik")(x, x).numpy().tolist())
print(knp.Pad(((1, 1),), mode="constant")(np.array([1, 2]), constant_values=9).numpy().tolist())
print(knp.Full((2,))(7).numpy().tolist(), knp.Full([1, 2], dtype="int32")(np.array(3)).dtype)
print(core.Cast("float16")(x).dtype)
print(core.Scatter((4,))(np.array([[1], [3]]), np.array([5.0, 6.0])).numpy().tolist())
values, indices = kmath.TopK(k=2)(np.array([[1.0, 3.0, 2.0], [4.0, 6.0, 5.0]]))
print(values.numpy().tolist(), indices.numpy().tolist())
q, r = linalg.Qr(mode="complete")(np.eye(3))
print(q.shape, r.shape)
print(kimage.Resize((5, 5))(np.zeros((2, 3, 1), "float32")).shape)

for make in (lambda: knp.Sum(foo=1), lambda: knp.Reshape(), lambda: knp.Sum(1, True, 3), lambda: knp.Sum(1, axis=2)):
    try:
        make()
    except TypeError as e:
        print("TypeError:", e)

op = knp.Sum(axis=1)
print(op.get_config())
print(knp.Sum.from_config(op.get_config())(x).numpy())

inputs = Input((2,))
outputs = ops.reshape(ops.sum(inputs, axis=1, keepdims=True), (-1,))
print(outputs.shape)
model = Model(inputs, outputs)
print(model(x).numpy())
