# float16 values in NumPy's scientific notation, through np.array's str/repr, a tf.Tensor's repr
# (TF prints a tensor's value with NumPy) and the scalar str/repr; tf.print formats them in C++.
# Expected text from NumPy 2.3's source. arrayprint.FloatingFormat.fillFormat's exp branch
# formats every value with dragon4_scientific(precision=8, unique=True, trim='.') to find the
# widest fraction (here "0005" of 1.0005e+03, the shortest float16 digits), then __call__ prints
# each value with precision = min_digits = that width. In dragon4.c, Dragon4's unique-mode loop
# stops only once it has both uniquely identified the value *and* reached cutoff_min
# (min_digits + 1 digits), so the padding digits are further exact digits of the binary value,
# rounded, not zeros: float16(0.1) is 0.0999755859375 -> 9.9976e-02 (NumPy's own
# test_arrayprint test_floatmode shows the same in positional form: float16 0.6104 printed with
# min_digits 6 is 0.610352). With no fraction digits needed (1e-05, 0.1 both shortest "1") the
# width is 0 and both print as "1.e-XX". Scalars use scalartypes.c's cutoff for half (1e3): 1500
# and 1000.5 are scientific with their shortest digits. TF's tensor.cc PrintOneElement turns
# Eigen::half into float, so tf.print shows the float32 digits of the float16 value.
import numpy as np
import tensorflow as tf

print(np.array([0.1, 1000.5], np.float16))
print(repr(np.array([0.1, 1000.5], np.float16)))
print(tf.constant([0.1, 1000.5], tf.float16))
print(np.array([1e-5, 0.1], np.float16))
print(np.array([0.1, 0.2, 0.3], np.float16))
print(repr(np.float16(0.1)), str(np.float16(0.1)), str(np.float16(1500)), str(np.float16(1000.5)))
print(tf.constant(0.1, tf.float16))
tf.print(tf.constant([0.1, 1000.5], tf.float16))
