"""keras.utils.image_dataset_from_directory and audio_dataset_from_directory
(keras/src/utils/image_dataset_utils.py, audio_dataset_utils.py) decode image and audio files,
which tfplay does not emulate: each raises NotImplementedError. (text_dataset_from_directory
is in text_dataset_utils.py.)"""
from keras.src.utils.unavailable import unavailable


@unavailable("image decoding (PIL)")
def image_dataset_from_directory(directory, labels="inferred", label_mode="int", class_names=None,
                                 color_mode="rgb", batch_size=32, image_size=(256, 256), shuffle=True, seed=None,
                                 validation_split=None, subset=None, interpolation="bilinear", follow_links=False,
                                 crop_to_aspect_ratio=False, pad_to_aspect_ratio=False, data_format=None,
                                 verbose=True):
    raise NotImplementedError("keras.utils.image_dataset_from_directory decodes image files, which tfplay does not emulate yet")


@unavailable("audio decoding")
def audio_dataset_from_directory(directory, labels="inferred", label_mode="int", class_names=None, batch_size=32,
                                 sampling_rate=None, output_sequence_length=None, ragged=False, shuffle=True,
                                 seed=None, validation_split=None, subset=None, follow_links=False, verbose=True):
    raise NotImplementedError("keras.utils.audio_dataset_from_directory decodes audio files, which tfplay does not emulate yet")
