# A dtype policy tfplay cannot run is refused where the layer gets it, with a NotImplementedError
# naming the feature: a quantized policy (Keras 3.11.3's QuantizedDTypePolicy, "int8_from_float32",
# given to a layer, set on an unbuilt one, or a DTypePolicyMap entry for a sublayer's path, as
# keras/src/layers/attention/multi_head_attention_test.py test_dtype_policy_map and
# test_quantize_int8 use; Keras builds int8 kernels there). Raised later, the error would be
# swallowed by Keras's own `except NotImplementedError` in Sequential.build
# (keras/src/models/sequential.py), leaving a built model without weights. bfloat16 compute or
# variables are not refused (keras/src/saving/saving_api_test.py test_basic_load_bfloat16 builds
# such a model). The policies themselves are plain objects (dtype_policy.py).
import numpy as np
import keras
from keras import dtype_policies, layers


def attempt(label, make):
    try:
        make()
        print(label, "built")
    except NotImplementedError as e:
        print(label, "NotImplementedError:", e)


attempt("QuantizedDTypePolicy", lambda: layers.Dense(4, use_bias=False, dtype=dtype_policies.QuantizedDTypePolicy("int8", "float32")))
attempt("int8_from_float32", lambda: layers.Dense(4, dtype="int8_from_float32"))
attempt("bfloat16 in Sequential",
        lambda: keras.Sequential([keras.Input((3,)), layers.Dense(5, dtype="bfloat16")]))
attempt("mixed_bfloat16", lambda: layers.Dense(4, dtype="mixed_bfloat16"))

policy_map = dtype_policies.DTypePolicyMap()
policy_map["mha/query"] = "int8_from_float32"
mha = layers.MultiHeadAttention(num_heads=2, key_dim=2, dtype=policy_map, name="mha")
x = np.ones((1, 2, 4), "float32")
attempt("DTypePolicyMap entry", lambda: mha(x, x))

dense = layers.Dense(3)


def set_policy():
    dense.dtype_policy = "int8_from_float32"


attempt("dtype_policy setter", set_policy)
print(dense.dtype_policy, dense.quantization_mode)
quantized = dtype_policies.QuantizedDTypePolicy("int8", "float32")
print(quantized, quantized.quantization_mode, quantized.compute_dtype, dtype_policies.DTypePolicy("bfloat16").compute_dtype)
