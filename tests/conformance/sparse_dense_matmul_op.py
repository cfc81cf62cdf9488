# tf.sparse.sparse_dense_matmul runs TF's SparseTensorDenseMatMul op (sparse_ops.py
# sparse_tensor_dense_matmul; kernel sparse_tensor_dense_matmul_op.cc), eagerly and in a graph: with
# unknown shapes the kernel checks the inner dimensions when the graph runs. Gradients are
# sparse_grad.py _SparseTensorDenseMatMulGrad's: b's is the op again (a dense tensor), each
# value's a dot product of grad's row and b's row (values worked by hand for all four adjoints).
import tensorflow as tf
st = tf.sparse.SparseTensor([[0,0],[1,2]], [1.,2.], [2,3])
@tf.function(input_signature=[tf.SparseTensorSpec([None,None],tf.float32), tf.TensorSpec([None,None],tf.float32)])
def mm(a,b): return tf.sparse.sparse_dense_matmul(a,b)
print(mm(st, tf.ones([3,2])))
try:
    print(mm(st, tf.ones([4,2])))
except tf.errors.InvalidArgumentError as e:
    print(type(e).__name__, e)
w = tf.Variable(tf.ones([3,2]))
with tf.GradientTape() as t:
    y = tf.reduce_sum(tf.sparse.sparse_dense_matmul(st, w))
print(t.gradient(y, w))
v = tf.Variable([1., 2.])
with tf.GradientTape() as t:
    y = tf.reduce_sum(tf.sparse.sparse_dense_matmul(tf.SparseTensor([[0,0],[1,2]], v, [2,3]), tf.constant([[1.,2.],[3.,4.],[5.,6.]])))
print(t.gradient(y, v))
for aa in (False, True):
    for ab in (False, True):
        a = tf.SparseTensor([[0,1],[1,0]], [2., 3.], [2, 2])
        b = tf.constant([[1., 2.], [3., 4.]])
        vv = tf.Variable([2., 3.])
        with tf.GradientTape() as t:
            out = tf.sparse.sparse_dense_matmul(tf.SparseTensor(a.indices, vv, a.dense_shape), b, adjoint_a=aa, adjoint_b=ab)
            loss = tf.reduce_sum(out * tf.constant([[1., 10.], [100., 1000.]]))
        print(aa, ab, out.numpy().tolist(), t.gradient(loss, vv).numpy().tolist())
try:
    tf.sparse.sparse_dense_matmul(st, tf.ones([4, 2]))
except tf.errors.InvalidArgumentError as e:
    print(e)
