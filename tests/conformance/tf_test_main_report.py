# tf.test.main() runs the program's tf.test.TestCase classes as absltest.main does: the
# "Running tests under Python" line, a "[ RUN      ]" line before each test and its outcome
# after it (absl's _pretty_print_reporter, which turns unittest's own progress off), the
# FAIL block whose description adds absltest's shortDescription (the test id without
# "__main__."), TF's test_session method skipped by TensorFlowTestCase.setUp ("Not a test."),
# and SystemExit(True) (status 1). Expected text: TF 2.20's tensorflow/python/platform/test.py,
# googletest.py and framework/test_util.py (setUp), absl-py 2.3's absltest.py (main,
# print_python_version, run_tests) and _pretty_print_reporter.py, CPython 3.12's unittest.
import numpy as np
import tensorflow as tf


class SquareTest(tf.test.TestCase):
    def test_square(self):
        x = tf.constant([1.0, 2.0, 3.0])
        self.assertAllClose(tf.square(x), [1.0, 4.0, 9.0])
        self.assertAllEqual(tf.shape(x), [3])

    def test_dtype(self):
        self.assertDTypeEqual(tf.square(tf.constant([2])), np.int32)
        self.assertEqual(tf.square(tf.constant(2)).numpy(), 5)


    def test_skipped(self):
        self.skipTest("not on CPU")


if __name__ == "__main__":
    tf.test.main()
