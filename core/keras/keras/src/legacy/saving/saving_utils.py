"""What legacy HDF5 files keep besides weights (keras/src/legacy/saving/saving_utils.py): the
model's metadata (its class and config, the compile arguments and optimizer config), and the
way load_model rebuilds a model from it and compiles it again."""
from keras.src import losses
from keras.src import metrics as metrics_module
from keras.src import tree
from keras.src.legacy.saving import serialization
from keras.src.saving import object_registration
from keras.src.saving import saving_lib
from keras.src.utils import io_utils

_MODULE_OBJECTS = None


def model_from_config(config, custom_objects=None):
    """The model a legacy model config ({"class_name", "config"}) describes, found by class
    name among the layers and models (or the custom objects); TypeError for a list."""
    if isinstance(config, list):
        raise TypeError(
            "`model_from_config` expects a dictionary, not a list. "
            f"Received: config={config}. Did you meant to use "
            "`Sequential.from_config(config)`?"
        )
    global _MODULE_OBJECTS
    # Keras 2 configs: batch_input_shape, a one-item axis list, a Lambda's function as a list.
    batch_input_shape = config["config"].pop("batch_input_shape", None)
    if batch_input_shape is not None:
        if config["class_name"] == "InputLayer":
            config["config"]["batch_shape"] = batch_input_shape
        else:
            config["config"]["input_shape"] = batch_input_shape
    axis = config["config"].pop("axis", None)
    if axis is not None:
        if isinstance(axis, list) and len(axis) == 1:
            config["config"]["axis"] = int(axis[0])
        elif isinstance(axis, (int, float)):
            config["config"]["axis"] = int(axis)
    if config["class_name"] == "Lambda":
        for dep_arg in ("module", "function_type", "output_shape_type", "output_shape_module"):
            config["config"].pop(dep_arg, None)
        function_config = config["config"]["function"]
        if isinstance(function_config, list):
            config["config"]["function"] = {"class_name": "__lambda__", "config": {
                "code": function_config[0], "defaults": function_config[1], "closure": function_config[2]}}
    if _MODULE_OBJECTS is None:
        from keras import layers
        from keras.src import models

        _MODULE_OBJECTS = {name: getattr(layers, name) for name in dir(layers) if not name.startswith("_")}
        _MODULE_OBJECTS["InputLayer"] = layers.InputLayer
        _MODULE_OBJECTS["Functional"] = models.Functional
        _MODULE_OBJECTS["Model"] = models.Model
        _MODULE_OBJECTS["Sequential"] = models.Sequential
    return serialization.deserialize_keras_object(config, module_objects=_MODULE_OBJECTS,
                                                  custom_objects=custom_objects, printable_module_name="layer")


def model_metadata(model, include_optimizer=True, require_config=True):
    """keras_version, backend and model_config ({"class_name", "config": get_config()}), and
    when the model is compiled with an optimizer, training_config: the compile arguments
    (functions and objects serialized the legacy way) with the optimizer's class and config.
    As Keras does, the optimizer is popped from the model's own compile config."""
    model_config = {"class_name": model.__class__.__name__}
    try:
        model_config["config"] = model.get_config()
    except NotImplementedError as e:
        if require_config:
            raise e
    metadata = dict(keras_version=saving_lib.KERAS_VERSION, backend="tensorflow", model_config=model_config)
    if getattr(model, "optimizer", False) and include_optimizer:
        if model.compiled:
            training_config = model._compile_config
            training_config.pop("optimizer", None)  # Handled separately.
            metadata["training_config"] = _serialize_nested_config(training_config)
            optimizer_config = {
                "class_name": object_registration.get_registered_name(model.optimizer.__class__),
                "config": model.optimizer.get_config(),
            }
            metadata["training_config"]["optimizer_config"] = optimizer_config
    return metadata


def compile_args_from_training_config(training_config, custom_objects=None):
    """model.compile's arguments from a saved training config."""
    if custom_objects is None:
        custom_objects = {}
    with object_registration.CustomObjectScope(custom_objects):
        from keras.src import optimizers

        optimizer_config = training_config["optimizer_config"]
        optimizer = optimizers.deserialize(optimizer_config)
        optimizer = _resolve_compile_arguments_compat(optimizer, optimizer_config, optimizers)
        loss = None
        loss_config = training_config.get("loss", None)
        if loss_config is not None:
            loss = _deserialize_nested_config(losses.deserialize, loss_config)
            loss = _resolve_compile_arguments_compat(loss, loss_config, losses)
        metrics = None
        metrics_config = training_config.get("metrics", None)
        if metrics_config is not None:
            metrics = _deserialize_nested_config(_deserialize_metric, metrics_config)
            metrics = _resolve_compile_arguments_compat(metrics, metrics_config, metrics_module)
        weighted_metrics = None
        weighted_metrics_config = training_config.get("weighted_metrics", None)
        if weighted_metrics_config is not None:
            weighted_metrics = _deserialize_nested_config(_deserialize_metric, weighted_metrics_config)
        loss_weights = training_config["loss_weights"]
    return dict(optimizer=optimizer, loss=loss, metrics=metrics, weighted_metrics=weighted_metrics,
                loss_weights=loss_weights)


def _serialize_nested_config(config):
    def _serialize_fn(obj):
        if callable(obj):
            return serialization.serialize_keras_object(obj)
        return obj

    return tree.map_structure(_serialize_fn, config)


def _deserialize_nested_config(deserialize_fn, config):
    def _is_single_object(obj):
        if isinstance(obj, dict) and "class_name" in obj:
            return True  # Serialized Keras object.
        if isinstance(obj, str):
            return True  # Serialized function or string.
        return False

    if config is None:
        return None
    if _is_single_object(config):
        return deserialize_fn(config)
    elif isinstance(config, dict):
        return {k: _deserialize_nested_config(deserialize_fn, v) for k, v in config.items()}
    elif isinstance(config, (tuple, list)):
        return [_deserialize_nested_config(deserialize_fn, obj) for obj in config]
    raise ValueError(
        "Saved configuration not understood. Configuration should be a "
        f"dictionary, string, tuple or list. Received: config={config}."
    )


def _deserialize_metric(metric_config):
    """Metrics, leaving "accuracy"/"crossentropy" (and their short forms) as compile reads them."""
    if metric_config in ["accuracy", "acc", "crossentropy", "ce"]:
        return metric_config
    return metrics_module.deserialize(metric_config)


def _resolve_compile_arguments_compat(obj, obj_config, module):
    if isinstance(obj, str) and obj not in module.ALL_OBJECTS_DICT:
        obj = module.get(obj_config["config"]["name"])
    return obj


def try_build_compiled_arguments(model):
    """Keras 2's compiled_loss/compiled_metrics are methods in Keras 3, so building them always
    fails and the warning always shows."""
    try:
        if not model.compiled_loss.built:
            model.compiled_loss.build(model.outputs)
        if not model.compiled_metrics.built:
            model.compiled_metrics.build(model.outputs, model.outputs)
    except:
        io_utils.absl_warning(
            "Compiled the loaded model, but the compiled metrics have "
            "yet to be built. `model.compile_metrics` will be empty "
            "until you train or evaluate the model."
        )
