"""Keras's applications (keras/src/applications/*.py: Xception, ResNet50, MobileNetV2, ...)
build large pretrained ImageNet models whose weights Keras downloads; tfplay ships neither the
architectures nor the weights (and runs offline), so each constructor and each module's
preprocess_input / decode_predictions raises NotImplementedError naming itself."""
from keras.src.utils.unavailable import unavailable

_REASON = "pretrained ImageNet models (downloaded weights)"


def application(name, module):
    """The stub constructor `keras.applications.<name>` (defined in keras.src.applications.<module>)."""

    @unavailable(_REASON)
    def build(include_top=True, weights="imagenet", input_tensor=None, input_shape=None, pooling=None,
              classes=1000, classifier_activation="softmax", name=name, **kwargs):
        raise NotImplementedError(
            f"keras.applications.{build.__name__} builds Keras's pretrained {build.__name__} model, which "
            "tfplay does not ship (it cannot download the ImageNet weights either): build a small model "
            "of your own instead")

    build.__name__ = build.__qualname__ = name
    build.__module__ = f"keras.src.applications.{module}"
    return build


def helpers(module):
    """The stub preprocess_input and decode_predictions of `keras.applications.<module>`."""

    @unavailable(_REASON)
    def preprocess_input(x, data_format=None):
        raise NotImplementedError(f"keras.applications.{module}.preprocess_input belongs to Keras's pretrained "
                                  "models, which tfplay does not ship")

    @unavailable(_REASON)
    def decode_predictions(preds, top=5):
        raise NotImplementedError(f"keras.applications.{module}.decode_predictions reads ImageNet's class index "
                                  "(a download), which tfplay does not ship")

    for fn in (preprocess_input, decode_predictions):
        fn.__module__ = f"keras.src.applications.{module}"
        fn.__qualname__ = fn.__name__
    return preprocess_input, decode_predictions
