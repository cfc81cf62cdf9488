"""keras.ops.nn (keras/api/ops/nn)."""
from keras.src.ops.nn import (
    average_pool, batch_normalization, binary_crossentropy, categorical_crossentropy, celu, conv, conv_transpose,
    ctc_decode, ctc_loss, depthwise_conv, dot_product_attention, elu, gelu, glu, hard_shrink, hard_sigmoid, hard_silu,
    hard_silu as hard_swish, hard_tanh, layer_normalization, leaky_relu, log_sigmoid, log_softmax, max_pool, moments,
    multi_hot, normalize, one_hot, polar, psnr, relu, relu6, rms_normalization, selu, separable_conv, sigmoid, silu,
    silu as swish, soft_shrink, softmax, softplus, softsign, sparse_categorical_crossentropy, sparse_plus,
    sparse_sigmoid, sparsemax, squareplus, tanh_shrink, threshold,
)
