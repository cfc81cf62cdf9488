# tf.linalg.sqrtm of a real matrix with a negative eigenvalue: TF runs Eigen's MatrixSquareRoot
# without its debug assertions, so the quasi-triangular square root takes sqrt of a negative
# diagonal entry and every entry comes out NaN (the process used to abort on Eigen's assert).
import tensorflow as tf

print(tf.linalg.sqrtm(tf.constant([[1.0, 2.0], [3.0, 4.0]])))
print(tf.linalg.sqrtm(tf.constant([[4.0, 0.0], [0.0, 9.0]])))
