# UpSampling2D with interpolation="bilinear" and CenterCrop to a size larger than the image
# (keras/src/layers/reshaping/up_sampling2d.py _resize_images and
# keras/src/layers/preprocessing/image_preprocessing/center_crop.py transform_images in Keras
# 3.11.3): both resize with keras.ops.image.resize, i.e. tf.image.resize(method="bilinear")
# with half-pixel centers; CenterCrop first crops to the target's aspect ratio
# (keras.utils.smart_resize).
import numpy as np
import keras
from keras import layers

images = np.arange(8, dtype="float32").reshape(1, 2, 2, 2)
up = layers.UpSampling2D(size=2, interpolation="bilinear")
print(up(images)[0, :, :, 0])
print(up.get_config()["interpolation"])
print(layers.UpSampling2D(size=(1, 3), interpolation="bilinear")(images)[0, :, :, 1])
print(layers.UpSampling2D(size=(2, 1), interpolation="bilinear", data_format="channels_first")(images).shape)

inputs = keras.Input((4, 4, 3))
outputs = layers.UpSampling2D(3, interpolation="bilinear")(inputs)
model = keras.Model(inputs, outputs)
print(outputs.shape, model.predict(np.ones((2, 4, 4, 3)), verbose=0).shape)

crop = layers.CenterCrop(4, 6)
print(crop(np.arange(12, dtype="float32").reshape(1, 3, 4, 1))[0, :, :, 0])
print(crop(np.arange(12, dtype="float32").reshape(3, 4, 1)).shape)
print(layers.CenterCrop(2, 2)(np.arange(12, dtype="float32").reshape(3, 4, 1))[:, :, 0])
