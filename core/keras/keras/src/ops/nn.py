"""keras.ops.nn (keras/src/ops/nn.py): activations, pooling, convolution, one-hot and the
cross-entropies, with their Operation classes."""
from keras.src.backend.tensorflow import nn as _backend
from keras.src.ops.symbolic import export_ops

export_ops(globals(), _backend, [
    ("relu", "Relu"), ("relu6", "Relu6"), ("sigmoid", "Sigmoid"), ("tanh", "Tanh"), ("softplus", "Softplus"),
    ("softsign", "Softsign"), ("silu", "Silu"), ("log_sigmoid", "LogSigmoid"), ("leaky_relu", "LeakyRelu"),
    ("hard_sigmoid", "HardSigmoid"), ("hard_silu", "HardSilu"), ("elu", "Elu"), ("selu", "Selu"),
    ("gelu", "Gelu"), ("softmax", "Softmax"), ("log_softmax", "LogSoftmax"), ("max_pool", "MaxPool"),
    ("average_pool", "AveragePool"), ("conv", "Conv"), ("conv_transpose", "ConvTranspose"), ("one_hot", "OneHot"),
    ("categorical_crossentropy", "CategoricalCrossentropy"),
    ("sparse_categorical_crossentropy", "SparseCategoricalCrossentropy"),
    ("binary_crossentropy", "BinaryCrossentropy"), ("moments", "Moments"),
    ("batch_normalization", "BatchNorm"), ("layer_normalization", "LayerNorm"),
], __name__)

swish = silu
hard_swish = hard_silu
