# The failure messages of tf.test.TestCase's assertions, called on a TestCase outside a run:
# TF's array assertions (assertAllEqual and assertAllClose add "not equal/close where, lhs, rhs"
# lines to NumPy's assert_array_equal / assert_allclose report; a nested structure names the
# path of the differing value), assertNear, assertAllInRange, assertAllInSet, assertAllGreater,
# assertNotAllClose, assertShapeEqual's TypeError, RaggedTensors compared as lists (TF's
# _assertListCloseRecursive passes its path text where a list of keys goes, so the path shows
# one bracket per character), evaluate's ValueError, the eager stand-ins
# for sessions, and absltest's own messages (assertLen, assertEmpty, assertDictEqual, string
# diffs). Expected text: TF 2.20's tensorflow/python/framework/test_util.py, absl-py 2.3's
# absltest.py, NumPy 2's numpy/testing/_private/utils.py, CPython 3.12's unittest/case.py.
import numpy as np
import tensorflow as tf

t = tf.test.TestCase()


def show(check, *args, **kwargs):
    try:
        check(*args, **kwargs)
    except Exception as e:
        print(f"--- {check.__name__}: {type(e).__name__}")
        print(e)
    else:
        print(f"--- {check.__name__}: passed")


show(t.assertAllEqual, tf.constant([1, 2, 3]), [1, 5, 3])
show(t.assertAllEqual, [[1, 2]], [1, 2])
show(t.assertAllEqual, tf.constant([1.0, float("nan")]), [1.0, float("nan")])
show(t.assertAllClose, tf.constant([1.0, 2.0, 3.0]), [1.0, 2.5, 3.0])
show(t.assertAllClose, {"a": [1.0], "b": (2.0, 3.0)}, {"a": [1.0], "b": (2.0, 3.5)})
show(t.assertAllClose, 1.0, 1.0000001)
show(t.assertAllClose, [1.0, 2.0], [1.0, 2.0, 3.0])
show(t.assertNear, 1.0, 1.5, 0.1)
show(t.assertNear, 1.0, 1.05, 0.1)
show(t.assertAllInRange, tf.constant([0.5, 1.5, -1.0]), 0.0, 1.0)
show(t.assertAllInSet, tf.constant([1, 2, 7]), {1, 2})
show(t.assertAllGreater, tf.constant([2, 3]), 2)
show(t.assertAllLessEqual, [1.5, 2.0], 2)
show(t.assertNotAllClose, [1.0, 2.0], [1.0, 2.0])
show(t.assertShapeEqual, [1, 2], np.zeros(2))
show(t.assertShapeEqual, np.zeros((2, 3)), tf.zeros((3, 2)))
show(t.assertDTypeEqual, tf.constant([1.5]), np.float64)
show(t.assertLen, [1, 2, 3], 2)
show(t.assertEmpty, [0])
show(t.assertEqual, "alpha\nbeta\n", "alpha\ngamma\n")
show(t.assertDictEqual, {"a": 1, "b": 2}, {"a": 1, "b": 3, "c": 4})
show(t.assertAllEqual, tf.ragged.constant([[1, 2], [3]]), [[1, 2], [4]])
show(t.assertAllClose, tf.ragged.constant([[1.0], [3.0]]), [[1.0], [3.5]])
show(t.evaluate, 3)
print(t.evaluate([tf.constant(1), (tf.constant([2.5]), None)]))
with t.cached_session() as sess:
    print(sess.run(tf.constant([1, 2]) * 2))
    show(sess.run, tf.constant(1), feed_dict={"x": 1})
with t.session() as sess:
    show(getattr, sess, "run")
