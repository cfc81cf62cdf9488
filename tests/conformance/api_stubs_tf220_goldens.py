# Public names TF 2.20 has that tfplay does not emulate exist and raise tfplay's
# NotImplementedError naming them (not AttributeError). The names come from TF's v2 API goldens
# (tensorflow/tools/api/golden/v2: tensorflow.sparse.pbtxt sampled_addmm,
# tensorflow.data.experimental.pbtxt distributed_save / get_model_proto / pad_to_cardinality,
# tensorflow.experimental.-dynamic-ragged-shape.pbtxt from_tensor / Spec / with_dtype,
# tensorflow.experimental.pbtxt int4 (dtypes.py: tf_export("dtypes.experimental.int4",
# "experimental.int4")), tensorflow.config.experimental.pbtxt get_memory_info,
# tensorflow.types.experimental.pbtxt FunctionType, tensorflow.io.gfile.pbtxt,
# tensorflow.summary.pbtxt, tensorflow.image.pbtxt decode_webp, tensorflow.test.pbtxt), whose
# docstrings (math_ops.sampled_addmm, distributed_save_op.py, dynamic_ragged_shape.py) use them.
# tf.random.experimental.Algorithm is tf.random.Algorithm (random_ops_util.py:
# @tf_export("random.Algorithm", "random.experimental.Algorithm")).
import tensorflow as tf

checks = [
    ("tf.sparse.sampled_addmm", lambda: tf.sparse.sampled_addmm([[0, 0]], [1.0], [2, 2], tf.ones([2, 2]), tf.ones([2, 2]))),
    ("tf.data.experimental.distributed_save", lambda: tf.data.experimental.distributed_save(None, "p", "a")),
    ("tf.data.experimental.get_model_proto", lambda: tf.data.experimental.get_model_proto(None)),
    ("tf.data.experimental.pad_to_cardinality", lambda: tf.data.experimental.pad_to_cardinality(3)),
    ("DynamicRaggedShape.from_tensor", lambda: tf.experimental.DynamicRaggedShape.from_tensor([[1]])),
    ("DynamicRaggedShape.Spec", lambda: tf.experimental.DynamicRaggedShape.Spec(None, None)),
    ("tf.experimental.int4", lambda: tf.zeros([1], tf.experimental.int4)),
    ("tf.config.experimental.get_memory_info", lambda: tf.config.experimental.get_memory_info("GPU:0")),
    ("tf.types.experimental.FunctionType", lambda: tf.types.experimental.FunctionType()),
    ("tf.io.gfile.get_registered_schemes", lambda: tf.io.gfile.get_registered_schemes()),
    ("tf.summary.should_record_summaries", lambda: tf.summary.should_record_summaries()),
    ("tf.image.decode_webp", lambda: tf.image.decode_webp(b"")),
    ("tf.test.is_cpu_target_available", lambda: tf.test.is_cpu_target_available("avx")),
]
for name, fn in checks:
    try:
        fn()
        print(name, "ran")
    except NotImplementedError as e:
        print(name, "NotImplementedError:", e)
    except AttributeError as e:
        print(name, "AttributeError:", e)

print(tf.random.experimental.Algorithm is tf.random.Algorithm, tf.random.experimental.Algorithm.PHILOX)
print(hasattr(tf.sparse, "sampled_addmm"), hasattr(tf.experimental, "float8_e5m2"), hasattr(tf.experimental, "no_such_name"))
