"""keras.layers (keras/src/layers)."""
from keras.src.layers.activations.activation import Activation, LeakyReLU, ReLU, Softmax
from keras.src.layers.core.dense import Dense
from keras.src.layers.core.input_layer import Input, InputLayer
from keras.src.layers.core.lambda_layer import Identity, Lambda
from keras.src.layers.input_spec import InputSpec
from keras.src.layers.normalization.batch_normalization import BatchNormalization
from keras.src.layers.layer import Layer
from keras.src.layers.regularization.dropout import Dropout
from keras.src.layers.reshaping.flatten import Flatten, Reshape
from keras.src.layers.core.embedding import Embedding
from keras.src.layers.merging.base_merge import (
    Add,
    Average,
    Concatenate,
    Maximum,
    Minimum,
    Multiply,
    Subtract,
    add,
    average,
    concatenate,
    maximum,
    minimum,
    multiply,
    subtract,
)
from keras.src.layers.normalization.layer_normalization import LayerNormalization
