# keras.ops on KerasTensors infer what Keras 3.11.3's own compute_output_spec infers, not what a
# trace of the TensorFlow function gives (keras/src/ops/numpy.py, linalg.py, image.py, nn.py):
# - Inner.compute_output_spec (numpy.py:6223) returns a scalar spec whatever the shapes;
# - Pad (numpy.py:4820) takes an int pad_width (_process_pad_width) for every axis;
# - Cross (numpy.py:2155) takes each operand's axis-removed shape, so (2, 3)x(2, 3) is (3, 2);
# - Corrcoef (numpy.py:6985) keeps the input's shape; Linspace (numpy.py:3724) puts num first;
# - Correlate (numpy.py:7014) sizes its output with np.maximum/np.minimum, so the dimension is a
#   NumPy integer (standardize_shape keeps it on the TensorFlow backend);
# - Slogdet (numpy.py:7145) gives two scalar specs; BitwiseAnd (numpy.py:1474) keeps a float dtype;
# - Qr's constructor (linalg.py:351) checks `mode`;
# - elementwise ops keep the sparse flag: Absolute (numpy.py:146), Add (numpy.py:188: both
#   sparse), Multiply (numpy.py:6416: either sparse);
# - conv (nn.py:1292) standardizes data_format before its Operation (channels_last);
# - GaussianBlur (image.py:1390) and ElasticTransform (image.py:1477) keep the images' shape.
import keras
from keras import ops

KT = keras.KerasTensor


def show(label, make):
    try:
        out = make()
    except ValueError as e:
        print(label, "ValueError:", e)
        return
    outs = out if isinstance(out, (tuple, list)) else (out,)
    print(label, *[f"{t.shape} {t.dtype} sparse={t.sparse}" for t in outs])


show("inner", lambda: ops.inner(KT((2, 3)), KT((4, 3))))
show("pad int", lambda: ops.pad(KT((2, 3)), 1))
show("pad pairs", lambda: ops.pad(KT((2, 3)), ((1, 2), (0, 1))))
show("pad bad", lambda: ops.pad(KT((2, 3)), ((1, 2), (0, 1), (1, 1))))
show("cross", lambda: ops.cross(KT((2, 3)), KT((2, 3))))
show("corrcoef", lambda: ops.corrcoef(KT((2, 3))))
show("linspace", lambda: ops.linspace(KT((2,)), KT((2,)), 5))
show("correlate", lambda: ops.correlate(KT((5,)), KT((3,))))
show("correlate 2-D", lambda: ops.correlate(KT((5, 2)), KT((3,))))
show("slogdet", lambda: ops.slogdet(KT((3, 3))))
show("bitwise_and float", lambda: ops.bitwise_and(KT((2, 3)), KT((2, 3))))
show("qr mode", lambda: ops.linalg.qr(KT((3, 3)), mode="bad"))
show("abs sparse", lambda: ops.abs(KT((2, 3), sparse=True)))
show("add sparse", lambda: ops.add(KT((2, 3), sparse=True), KT((2, 3), sparse=True)))
show("add sparse dense", lambda: ops.add(KT((2, 3), sparse=True), KT((2, 3))))
show("multiply sparse dense", lambda: ops.multiply(KT((2, 3), sparse=True), KT((2, 3))))
show("conv", lambda: ops.conv(KT((1, 8, 8, 3)), KT((3, 3, 3, 4))))
show("gaussian_blur", lambda: ops.image.gaussian_blur(KT((8, 8, 3))))
show("elastic_transform", lambda: ops.image.elastic_transform(KT((8, 8, 3))))
