"""keras.saving.save_model / load_model / save_weights / load_weights
(keras/src/saving/saving_api.py): Keras 3.11.3's checks of the path and arguments, with its
messages, over saving_lib and legacy_h5_format (tfplay's own file layouts)."""
import os

from keras.src.saving import saving_lib
from keras.src.utils import io_utils


def save_model(model, filepath, overwrite=True, zipped=None, **kwargs):
    include_optimizer = kwargs.pop("include_optimizer", True)
    save_format = kwargs.pop("save_format", False)
    if save_format:
        if str(filepath).endswith((".h5", ".hdf5")) or str(filepath).endswith(".keras"):
            io_utils.absl_warning(
                "The `save_format` argument is deprecated in Keras 3. "
                "We recommend removing this argument as it can be inferred "
                "from the file path. "
                f"Received: save_format={save_format}"
            )
        else:
            raise ValueError(
                "The `save_format` argument is deprecated in Keras 3. "
                "Please remove this argument and pass a file path with "
                "either `.keras` or `.h5` extension."
                f"Received: save_format={save_format}"
            )
    if kwargs:
        raise ValueError(
            "The following argument(s) are not supported: "
            f"{list(kwargs.keys())}"
        )
    if str(filepath).endswith((".h5", ".hdf5")):
        io_utils.absl_warning(
            "You are saving your model as an HDF5 file via "
            "`model.save()` or `keras.saving.save_model(model)`. "
            "This file format is considered legacy. "
            "We recommend using instead the native Keras format, "
            "e.g. `model.save('my_model.keras')` or "
            "`keras.saving.save_model(model, 'my_model.keras')`. "
        )
    is_hf = str(filepath).startswith("hf://")
    if zipped is None:
        zipped = not is_hf
    try:
        exists = (not is_hf) and os.path.exists(filepath)
    except TypeError:
        exists = False
    if exists and not overwrite:
        io_utils.ask_to_proceed_with_overwrite(filepath)
    if zipped and str(filepath).endswith(".keras"):
        return saving_lib.save_model(model, filepath)
    if not zipped:
        return saving_lib.save_model(model, filepath, zipped=False)
    if str(filepath).endswith((".h5", ".hdf5")):
        from keras.src.legacy.saving import legacy_h5_format  # imported when used: import keras stays lighter

        return legacy_h5_format.save_model_to_hdf5(model, filepath, overwrite, include_optimizer)
    raise ValueError(
        "Invalid filepath extension for saving. "
        "Please add either a `.keras` extension for the native Keras "
        f"format (recommended) or a `.h5` extension. "
        "Use `model.export(filepath)` if you want to export a SavedModel "
        "for use with TFLite/TFServing/etc. "
        f"Received: filepath={filepath}."
    )


def load_model(filepath, custom_objects=None, compile=True, safe_mode=True):
    is_keras_zip = str(filepath).endswith(".keras") and saving_lib.is_model_file(filepath)
    is_keras_dir = os.path.isdir(filepath) and os.path.exists(os.path.join(filepath, "config.json"))
    if is_keras_zip or is_keras_dir:
        return saving_lib.load_model(filepath, custom_objects=custom_objects, compile=compile, safe_mode=safe_mode)
    if str(filepath).endswith((".h5", ".hdf5")):
        from keras.src.legacy.saving import legacy_h5_format

        return legacy_h5_format.load_model_from_hdf5(filepath, custom_objects=custom_objects, compile=compile,
                                                     safe_mode=safe_mode)
    elif str(filepath).endswith(".keras"):
        raise ValueError(
            f"File not found: filepath={filepath}. "
            "Please ensure the file is an accessible `.keras` "
            "zip file."
        )
    else:
        raise ValueError(
            f"File format not supported: filepath={filepath}. "
            "Keras 3 only supports V3 `.keras` files and "
            "legacy H5 format files (`.h5` extension). "
            "Note that the legacy SavedModel format is not "
            "supported by `load_model()` in Keras 3. In "
            "order to reload a TensorFlow SavedModel as an "
            "inference-only layer in Keras 3, use "
            "`keras.layers.TFSMLayer("
            f"{filepath}, call_endpoint='serving_default')` "
            "(note that your `call_endpoint` "
            "might have a different name)."
        )


def save_weights(model, filepath, overwrite=True, max_shard_size=None, **kwargs):
    filepath_str = str(filepath)
    if max_shard_size is None and not filepath_str.endswith(".weights.h5"):
        raise ValueError(
            "The filename must end in `.weights.h5`. "
            f"Received: filepath={filepath_str}"
        )
    elif max_shard_size is not None and not filepath_str.endswith(("weights.h5", "weights.json")):
        raise ValueError(
            "The filename must end in `.weights.json` when `max_shard_size` is "
            f"specified. Received: filepath={filepath_str}"
        )
    try:
        exists = os.path.exists(filepath)
    except TypeError:
        exists = False
    if exists and not overwrite:
        io_utils.ask_to_proceed_with_overwrite(filepath)
    saving_lib.save_weights_only(model, filepath, max_shard_size, **kwargs)


def load_weights(model, filepath, skip_mismatch=False, **kwargs):
    filepath_str = str(filepath)
    objects_to_skip = kwargs.pop("objects_to_skip", None)
    by_name = kwargs.pop("by_name", None)
    if kwargs:
        raise ValueError(f"Invalid keyword arguments: {kwargs}")
    if filepath_str.endswith(".keras"):
        if objects_to_skip is not None:
            raise ValueError(
                "`objects_to_skip` only supports loading '.weights.h5' files."
                f"Received: {filepath}"
            )
        if by_name is not None:
            raise ValueError(
                "`by_name` only supports loading legacy '.h5' or '.hdf5' "
                f"files. Received: {filepath}"
            )
        saving_lib.load_weights_only(model, filepath, skip_mismatch=skip_mismatch)
    elif filepath_str.endswith(".weights.h5") or filepath_str.endswith(".weights.json"):
        if by_name is not None:
            raise ValueError(
                "`by_name` only supports loading legacy '.h5' or '.hdf5' "
                f"files. Received: {filepath}"
            )
        saving_lib.load_weights_only(model, filepath, skip_mismatch=skip_mismatch, objects_to_skip=objects_to_skip)
    elif filepath_str.endswith(".h5") or filepath_str.endswith(".hdf5"):
        if objects_to_skip is not None:
            raise ValueError(
                "`objects_to_skip` only supports loading '.weights.h5' files."
                f"Received: {filepath}"
            )
        from keras.src.legacy.saving import legacy_h5_format

        legacy_h5_format.load_weights(model, filepath, by_name=by_name, skip_mismatch=skip_mismatch)
    else:
        raise ValueError(
            f"File format not supported: filepath={filepath}. "
            "Keras 3 only supports V3 `.keras` and `.weights.h5` "
            "files, or legacy V1/V2 `.h5` files."
        )
