# The tf_should_use "Object was never used" log lists the last frames of
# traceback.format_stack at the write; a frame of library code names that code's own file, never
# the program's, and shows no program line as its source. Here the write runs in a unittest
# test method, so the outer frames are unittest's. CPython names them
# /usr/lib/python3.12/unittest/case.py with its own line numbers and source lines; tfplay's
# unittest is its own Python module without a file of CPython's, so its frames are named as
# tfplay's tracebacks name library frames, <unittest.case>, with tfplay's line numbers and no
# source line (the lines below pin that rendering, not CPython's).
# TF source: tensorflow/python/util/tf_should_use.py (_TFShouldUseHelper, _add_should_use_warning);
# CPython Lib/traceback.py (format_stack).
import unittest

import tensorflow as tf


class T(unittest.TestCase):
    def test(self):
        ta = tf.TensorArray(tf.float32, size=1)
        ta.write(0, 1.0)


unittest.main(argv=["x"], exit=False)
