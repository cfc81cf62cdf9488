"""keras.quantizers: int8/int4 quantization helpers and the Quantizer classes
(keras/src/quantizers)."""
from keras.src.quantizers import deserialize, get, serialize  # noqa: F401
from keras.src.quantizers.quantizers import (  # noqa: F401
    AbsMaxQuantizer,
    Quantizer,
    abs_max_quantize,
    compute_float8_amax_history,
    compute_float8_scale,
    fake_quant_with_min_max_vars,
    pack_int4,
    quantize_and_dequantize,
    unpack_int4,
)
