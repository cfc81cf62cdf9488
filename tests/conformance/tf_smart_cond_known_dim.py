# tf.shape(t)[i] folds to a constant while tracing when dim i of t is known, whatever its other
# dims are: TF 2.20's EvaluateConstantTensor (tensorflow/core/common_runtime/eval_const_tensor.cc
# TryInferFromShapes, GetSliceIndex) infers it from the shape metadata and runs the rest of the
# constant subgraph, which TF_TryEvaluateConstant gives smart_cond
# (tensorflow/python/framework/smart_cond.py). tensor_util.constant_value (tf.get_static_value)
# does not look through StridedSlice, so it still answers None. Keras 3.11.3's
# make_class_weight_map_fn relies on this for one-hot targets (tf_dataset_adapter_test.py
# test_class_weights_categorical_targets): the squeeze branch is never built.
import tensorflow as tf


@tf.function(input_signature=[tf.TensorSpec([None, 4])])
def classes(y):
    pred = tf.shape(y)[-1] > 1
    print("static value:", tf.get_static_value(pred))
    out = tf.__internal__.smart_cond.smart_cond(
        pred,
        lambda: tf.argmax(y, axis=-1, output_type=tf.int32),
        lambda: tf.cast(tf.round(tf.squeeze(y, axis=-1)), tf.int32))
    print("branch:", out.op.type, out.shape)
    return out


print(classes(tf.eye(4)[::-1]).numpy())
graph = classes.get_concrete_function().graph
print(sorted({op.type for op in graph.get_operations()} & {"If", "StatelessIf", "Squeeze"}))


@tf.function(input_signature=[tf.TensorSpec([None, None])])
def unknown(y):
    print("unknown dim:", tf.get_static_value(tf.shape(y)[-1] > 1))
    return y


unknown.get_concrete_function()
