"""keras.utils.image_dataset_from_directory (keras/src/utils/image_dataset_utils.py) decodes
image files, which tfplay does not emulate: it and the module's helpers raise the same
NotImplementedError. (text_dataset_from_directory is in text_dataset_utils.py,
audio_dataset_from_directory in audio_dataset_utils.py.)"""
from keras.src.utils.unavailable import unavailable


@unavailable("image decoding (PIL)")
def image_dataset_from_directory(directory, labels="inferred", label_mode="int", class_names=None,
                                 color_mode="rgb", batch_size=32, image_size=(256, 256), shuffle=True, seed=None,
                                 validation_split=None, subset=None, interpolation="bilinear", follow_links=False,
                                 crop_to_aspect_ratio=False, pad_to_aspect_ratio=False, data_format=None,
                                 verbose=True):
    _refuse()


_MESSAGE = "keras.utils.image_dataset_from_directory decodes image files, which tfplay does not emulate yet"


def _refuse():
    raise NotImplementedError(_MESSAGE)


def paths_and_labels_to_dataset(image_paths, image_size, num_channels, labels, label_mode, num_classes, interpolation,
                                data_format, crop_to_aspect_ratio=False, pad_to_aspect_ratio=False, shuffle=False,
                                shuffle_buffer_size=None, seed=None):
    """Constructs a dataset of images and labels (decoded by load_image)."""
    _refuse()


def load_image(path, image_size, num_channels, interpolation, data_format, crop_to_aspect_ratio=False,
               pad_to_aspect_ratio=False):
    """Load an image from a path and resize it."""
    _refuse()
