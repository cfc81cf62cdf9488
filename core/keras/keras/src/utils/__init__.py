"""keras.utils (keras/src/utils): Keras's package re-exports its utilities' public functions,
here imported on first use."""
from keras.src.utils.public_api import export_lazily as _export_lazily

_export_lazily(globals(), {
    "audio_dataset_from_directory": "keras.src.utils.audio_dataset_utils",
    "image_dataset_from_directory": "keras.src.utils.image_dataset_utils",
    "split_dataset": "keras.src.utils.dataset_utils",
    "get_file": "keras.src.utils.file_utils",
    "array_to_img": "keras.src.utils.image_utils",
    "img_to_array": "keras.src.utils.image_utils",
    "load_img": "keras.src.utils.image_utils",
    "save_img": "keras.src.utils.image_utils",
    "disable_interactive_logging": "keras.src.utils.io_utils",
    "enable_interactive_logging": "keras.src.utils.io_utils",
    "is_interactive_logging_enabled": "keras.src.utils.io_utils",
    "model_to_dot": "keras.utils",
    "plot_model": "keras.utils",
    "normalize": "keras.src.utils.numerical_utils",
    "to_categorical": "keras.src.utils.numerical_utils",
    "Progbar": "keras.src.utils.progbar",
    "default": "keras.src.utils.python_utils",
    "is_default": "keras.src.utils.python_utils",
    "removesuffix": "keras.src.utils.python_utils",
    "set_random_seed": "keras.src.utils.rng_utils",
    "pad_sequences": "keras.src.utils.sequence_utils",
    "text_dataset_from_directory": "keras.src.utils.text_dataset_utils",
    "timeseries_dataset_from_array": "keras.src.utils.timeseries_dataset_utils",
})
