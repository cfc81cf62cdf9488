# More of Keras 3.11.3's own output inference for keras.ops on KerasTensors, where a trace of
# the TensorFlow function would differ (keras/src/ops/numpy.py, math.py, nn.py, linalg.py,
# image.py, core.py compute_output_spec):
# - the activations, Rsqrt/Erf and Tril keep an integer (or 1-D) input's shape and dtype;
# - the window functions give the argument's shape in floatx; Reciprocal the default dtype;
# - Take sizes float indices too; Tensordot's int axes are not checked; Nonzero is a tuple;
# - Logdet/Logsumexp/Lstsq/crossentropies/Digitize/Unstack/Rot90/Diagonal/TakeAlongAxis and the
#   image ops raise Keras's own errors; bitwise shifts and Divide/Concatenate keep the sparse rule.
import keras
from keras import ops

KT = keras.KerasTensor


def show(label, make):
    try:
        out = make()
    except ValueError as e:
        print(label, "ValueError:", str(e).replace("\n", " ")[:170])
        return
    outs = out if isinstance(out, (tuple, list)) else (out,)
    print(label, type(out).__name__ if isinstance(out, (tuple, list)) else "",
          *[f"{t.shape} {t.dtype} sparse={t.sparse}" for t in outs])


i23 = lambda: KT((2, 3), dtype="int32")
show("gelu int", lambda: ops.gelu(i23()))
show("sigmoid int", lambda: ops.sigmoid(i23()))
show("leaky_relu int", lambda: ops.leaky_relu(i23()))
show("glu", lambda: ops.glu(KT((2, 3))))
show("rsqrt int", lambda: ops.rsqrt(i23()))
show("tril 1-D", lambda: ops.tril(KT((5,))))
show("hanning", lambda: ops.hanning(KT((5,))))
show("reciprocal int", lambda: ops.reciprocal(i23()))
show("take float indices", lambda: ops.take(KT((2, 3)), KT((4, 3))))
show("tensordot", lambda: ops.tensordot(KT((2, 3)), KT((4, 3))))
show("nonzero", lambda: ops.nonzero(KT((2, 3))))
show("isclose", lambda: ops.isclose(KT((2, 3)), KT((4, 3))))
show("logdet", lambda: ops.logdet(KT((2, 3, 3))))
show("logsumexp int", lambda: ops.logsumexp(i23()))
show("lstsq", lambda: ops.lstsq(KT((2, 3)), KT((4, 3))))
show("binary_crossentropy", lambda: ops.binary_crossentropy(KT((2, 3)), KT((4, 3))))
show("sparse_categorical_crossentropy", lambda: ops.sparse_categorical_crossentropy(KT((2, 3)), KT((2, 3))))
show("digitize", lambda: ops.digitize(KT((2, 3)), KT((2, 3), name="bins")))
show("unstack", lambda: ops.unstack(KT((None, 3))))
show("rot90 1-D", lambda: ops.rot90(KT((5,))))
show("diagonal 1-D", lambda: ops.diagonal(KT((5,))))
show("take_along_axis", lambda: ops.take_along_axis(KT((2, 3)), KT((2, 3), dtype="int32"), axis=None))
show("rgb_to_grayscale", lambda: ops.image.rgb_to_grayscale(KT((2, 3, 4))))
show("rgb_to_hsv int", lambda: ops.image.rgb_to_hsv(KT((2, 3, 3), dtype="int32")))
show("gaussian_blur 2-D", lambda: ops.image.gaussian_blur(KT((2, 3))))
show("left_shift float", lambda: ops.left_shift(KT((2, 3)), 1))
show("divide sparse dense", lambda: ops.divide(KT((2, 3), sparse=True), KT((2, 3))))
show("concatenate sparse", lambda: ops.concatenate([KT((2, 3), sparse=True), KT((2, 3), sparse=True)]))
show("transpose sparse", lambda: ops.transpose(KT((2, 3), sparse=True)))
