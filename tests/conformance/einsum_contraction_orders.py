# tf.einsum with two operands as MultiHeadAttention and EinsumDense write them: batch labels
# (in both operands and the output), free labels (one operand and the output) and contracted
# labels (both operands only), in any order in the operands and the output. The inputs are small
# integers in float32, so every product and sum is exact and the values are NumPy's einsum
# (TF's einsum_op_impl.h contracts with one BatchMatMul, which gives the same exact values).
import numpy as np
import tensorflow as tf

def arange(*shape):
    return np.arange(np.prod(shape), dtype="float32").reshape(shape) % 7 - 3

cases = [
    ("abc,cde->abde", (2, 3, 4), (4, 2, 3)),
    ("aecd,abcd->acbe", (2, 3, 2, 4), (2, 3, 2, 4)),
    ("acbe,aecd->abcd", (2, 2, 3, 3), (2, 3, 2, 4)),
    ("abcd,cde->abe", (2, 3, 2, 4), (2, 4, 3)),
    ("ba,ca->bc", (3, 5), (2, 5)),
    ("xy,yz->zx", (3, 4), (4, 2)),
    ("i,j->ji", (3,), (2,)),
    ("i,i->", (5,), (5,)),
]
for eq, s0, s1 in cases:
    out = tf.einsum(eq, arange(*s0), arange(*s1))
    want = np.einsum(eq, arange(*s0), arange(*s1))
    print(eq, out.shape, out.dtype.name, bool(np.array_equal(out.numpy(), want)))
print(tf.einsum("bij,bjk->bik", arange(2, 2, 3), arange(2, 3, 2)))
print(tf.einsum("ij,kj->ki", tf.constant([[1.0, 2.0]], tf.float64), tf.constant([[3.0, 4.0], [5.0, 6.0]], tf.float64)))
