# keras.applications (and tf.keras.applications) have Keras 3.11.3's names and modules: the
# constructors (ResNet50 is the same function in keras.applications, .resnet and .resnet50)
# and each module's preprocess_input / decode_predictions. tfplay ships no pretrained models
# and cannot download their ImageNet weights, so calling one raises NotImplementedError naming
# it, rather than the AttributeError / ModuleNotFoundError a missing module gave, which read as
# a typo in the program (the transfer-learning guide's keras.applications.Xception(...)).
import numpy as np
import keras
from tensorflow.keras.applications import MobileNetV2
from keras.applications.resnet50 import preprocess_input

print(keras.applications.ResNet50.__name__, keras.applications.resnet50.ResNet50 is keras.applications.resnet.ResNet50)
print(sorted(name for name in dir(keras.applications.xception) if not name.startswith("_")))
print(MobileNetV2.__module__, keras.applications.MobileNetV3Small.__module__)
calls = [
    lambda: keras.applications.Xception(weights="imagenet", input_shape=(150, 150, 3), include_top=False),
    lambda: MobileNetV2(weights=None, classes=3),
    lambda: preprocess_input(np.zeros((1, 4, 4, 3))),
    lambda: keras.applications.imagenet_utils.decode_predictions(np.zeros((1, 1000))),
]
for call in calls:
    try:
        call()
    except NotImplementedError as e:
        print("NotImplementedError:", e)
