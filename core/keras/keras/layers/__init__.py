"""keras.layers: the public layer classes."""
from keras.src.utils.public_api import export_lazily as _export_lazily

# Keras 3.11.3's public names in keras.layers (tests/keras-api/keras-3.11.3.tsv).
_export_lazily(globals(), dict.fromkeys("""
Activation ActivityRegularization Add AdditiveAttention AlphaDropout Attention AugMix AutoContrast
Average AveragePooling1D AveragePooling2D AveragePooling3D AvgPool1D AvgPool2D AvgPool3D
BatchNormalization Bidirectional CategoryEncoding CenterCrop Concatenate Conv1D Conv1DTranspose
Conv2D Conv2DTranspose Conv3D Conv3DTranspose ConvLSTM1D ConvLSTM2D ConvLSTM3D Convolution1D
Convolution1DTranspose Convolution2D Convolution2DTranspose Convolution3D Convolution3DTranspose
Cropping1D Cropping2D Cropping3D CutMix Dense DepthwiseConv1D DepthwiseConv2D Discretization Dot
Dropout ELU EinsumDense Embedding Equalization Flatten FlaxLayer GRU GRUCell GaussianDropout
GaussianNoise GlobalAveragePooling1D GlobalAveragePooling2D GlobalAveragePooling3D GlobalAvgPool1D
GlobalAvgPool2D GlobalAvgPool3D GlobalMaxPool1D GlobalMaxPool2D GlobalMaxPool3D GlobalMaxPooling1D
GlobalMaxPooling2D GlobalMaxPooling3D GroupNormalization GroupQueryAttention HashedCrossing Hashing
Identity Input InputLayer InputSpec IntegerLookup JaxLayer LSTM LSTMCell Lambda Layer
LayerNormalization LeakyReLU Masking MaxNumBoundingBoxes MaxPool1D MaxPool2D MaxPool3D MaxPooling1D
MaxPooling2D MaxPooling3D Maximum MelSpectrogram Minimum MixUp MultiHeadAttention Multiply
Normalization PReLU Permute Pipeline RMSNormalization RNN RandAugment RandomBrightness
RandomColorDegeneration RandomColorJitter RandomContrast RandomCrop RandomElasticTransform
RandomErasing RandomFlip RandomGaussianBlur RandomGrayscale RandomHue RandomInvert RandomPerspective
RandomPosterization RandomRotation RandomSaturation RandomSharpness RandomShear RandomTranslation
RandomZoom ReLU RepeatVector Rescaling Reshape Resizing STFTSpectrogram SeparableConv1D
SeparableConv2D SeparableConvolution1D SeparableConvolution2D SimpleRNN SimpleRNNCell Softmax
Solarization SpatialDropout1D SpatialDropout2D SpatialDropout3D SpectralNormalization
StackedRNNCells StringLookup Subtract TFSMLayer TextVectorization TimeDistributed TorchModuleWrapper
UnitNormalization UpSampling1D UpSampling2D UpSampling3D Wrapper ZeroPadding1D ZeroPadding2D
ZeroPadding3D add average concatenate deserialize dot maximum minimum multiply serialize subtract
""".split(), "keras.src.layers") | {
    # keras/api/layers/__init__.py: `GroupedQueryAttention as GroupQueryAttention`.
    "GroupQueryAttention": "keras.src.layers:GroupedQueryAttention",
})
