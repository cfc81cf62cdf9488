# A frame of a generator expression in tfplay's library code (here unittest's, formatting a
# subTest's parameters) is library code like the function around it: the uncaught traceback
# shows the program's frames only, never a library line number under the program's file name.
# tf.uint16 is a dtype tfplay lacks, so formatting it raises tfplay's NotImplementedError
# (real TF runs the subtest).
# CPython source: Lib/unittest/case.py (_SubTest._subDescription), Lib/traceback.py.
import tensorflow as tf


class T(tf.test.TestCase):
    def test(self):
        for dt in [tf.float32, tf.uint16]:
            with self.subTest(dt=dt):
                tf.zeros([1], dt)


tf.test.main()
