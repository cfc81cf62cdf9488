"""tf.keras.applications: the same stubs as keras.applications."""
from keras.applications import *  # noqa: F401,F403
import keras._tf_keras.keras.applications.convnext as convnext
import keras._tf_keras.keras.applications.densenet as densenet
import keras._tf_keras.keras.applications.efficientnet as efficientnet
import keras._tf_keras.keras.applications.efficientnet_v2 as efficientnet_v2
import keras._tf_keras.keras.applications.imagenet_utils as imagenet_utils
import keras._tf_keras.keras.applications.inception_resnet_v2 as inception_resnet_v2
import keras._tf_keras.keras.applications.inception_v3 as inception_v3
import keras._tf_keras.keras.applications.mobilenet as mobilenet
import keras._tf_keras.keras.applications.mobilenet_v2 as mobilenet_v2
import keras._tf_keras.keras.applications.mobilenet_v3 as mobilenet_v3
import keras._tf_keras.keras.applications.nasnet as nasnet
import keras._tf_keras.keras.applications.resnet as resnet
import keras._tf_keras.keras.applications.resnet50 as resnet50
import keras._tf_keras.keras.applications.resnet_v2 as resnet_v2
import keras._tf_keras.keras.applications.vgg16 as vgg16
import keras._tf_keras.keras.applications.vgg19 as vgg19
import keras._tf_keras.keras.applications.xception as xception
