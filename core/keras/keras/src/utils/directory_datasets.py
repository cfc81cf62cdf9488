"""The `*_dataset_from_directory` functions (keras/src/utils/image_dataset_utils.py,
text_dataset_utils.py, audio_dataset_utils.py) read a directory tree of files: tfplay has no
file system, so each raises NotImplementedError."""
from keras.src.utils.unavailable import unavailable


@unavailable("files (a directory of images)")
def image_dataset_from_directory(directory, labels="inferred", label_mode="int", class_names=None,
                                 color_mode="rgb", batch_size=32, image_size=(256, 256), shuffle=True, seed=None,
                                 validation_split=None, subset=None, interpolation="bilinear", follow_links=False,
                                 crop_to_aspect_ratio=False, pad_to_aspect_ratio=False, data_format=None,
                                 verbose=True):
    raise NotImplementedError("keras.utils.image_dataset_from_directory reads image files: tfplay has no file system")


@unavailable("files (a directory of text files)")
def text_dataset_from_directory(directory, labels="inferred", label_mode="int", class_names=None, batch_size=32,
                                max_length=None, shuffle=True, seed=None, validation_split=None, subset=None,
                                follow_links=False, verbose=True):
    raise NotImplementedError("keras.utils.text_dataset_from_directory reads text files: tfplay has no file system")


@unavailable("files (a directory of audio files)")
def audio_dataset_from_directory(directory, labels="inferred", label_mode="int", class_names=None, batch_size=32,
                                 sampling_rate=None, output_sequence_length=None, ragged=False, shuffle=True,
                                 seed=None, validation_split=None, subset=None, follow_links=False, verbose=True):
    raise NotImplementedError("keras.utils.audio_dataset_from_directory reads audio files: tfplay has no file system")
