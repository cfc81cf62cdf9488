"""keras.utils.audio_dataset_from_directory (keras/src/utils/audio_dataset_utils.py) decodes
audio files, which tfplay does not emulate: it raises NotImplementedError."""
from keras.src.utils.unavailable import unavailable


@unavailable("audio decoding")
def audio_dataset_from_directory(directory, labels="inferred", label_mode="int", class_names=None, batch_size=32,
                                 sampling_rate=None, output_sequence_length=None, ragged=False, shuffle=True,
                                 seed=None, validation_split=None, subset=None, follow_links=False, verbose=True):
    raise NotImplementedError("keras.utils.audio_dataset_from_directory decodes audio files, which tfplay does not emulate yet")
