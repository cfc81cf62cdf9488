"""Lambda (keras/src/layers/core/lambda_layer.py): a layer around a function; its output shape
is inferred by running the function on placeholders unless `output_shape` is given."""
import inspect
import types

from keras.src import backend, tree
from keras.src.layers.layer import Layer
from keras.src.saving import serialization_lib
from keras.src.utils import python_utils


class Lambda(Layer):
    def __init__(self, function, output_shape=None, mask=None, arguments=None, **kwargs):
        super().__init__(**kwargs)
        self.arguments = arguments or {}
        self.function = function
        self.supports_masking = mask is not None
        self.mask = mask
        self._output_shape = output_shape
        function_args = inspect.getfullargspec(function).args
        self._fn_expects_training_arg = "training" in function_args
        self._fn_expects_mask_arg = "mask" in function_args

    def compute_output_shape(self, input_shape):
        if self._output_shape is None:
            try:
                inputs = tree.map_shape_structure(lambda x: backend.KerasTensor(x, dtype=self.compute_dtype),
                                                  input_shape)
                output_spec = backend.compute_output_spec(self.call, inputs)
                return tree.map_structure(lambda x: x.shape, output_spec)
            except Exception:
                raise NotImplementedError(
                    "We could not automatically infer the shape of the Lambda's output. Please specify the "
                    "`output_shape` argument for this Lambda layer."
                )
        if callable(self._output_shape):
            return self._output_shape(input_shape)
        batch_size = tree.flatten(input_shape)[0]
        return tree.map_shape_structure(lambda shape: (batch_size,) + shape, self._output_shape)

    def call(self, inputs, mask=None, training=None):
        kwargs = dict(self.arguments)
        if self._fn_expects_mask_arg:
            kwargs["mask"] = mask
        if self._fn_expects_training_arg:
            kwargs["training"] = training
        return self.function(inputs, **kwargs)

    def compute_mask(self, inputs, mask=None):
        if callable(self.mask):
            return self.mask(inputs, mask)
        return self.mask

    def get_config(self):
        """The function (a named function by its registered name; a Python lambda cannot be
        stored in tfplay), output_shape, mask and arguments, over Layer's config."""
        config = {"function": self._serialize_function_to_config(self.function)}
        if self._output_shape is not None:
            if callable(self._output_shape):
                output_shape = self._serialize_function_to_config(self._output_shape)
            else:
                output_shape = self._output_shape
            config["output_shape"] = output_shape
        if self.mask is not None:
            if callable(self.mask):
                mask = self._serialize_function_to_config(self.mask)
            else:
                mask = serialization_lib.serialize_keras_object(self.mask)
            config["mask"] = mask
        config["arguments"] = serialization_lib.serialize_keras_object(self.arguments)
        base_config = super().get_config()
        return {**base_config, **config}

    def _serialize_function_to_config(self, fn):
        if isinstance(fn, types.LambdaType) and fn.__name__ == "<lambda>":
            code, defaults, closure = python_utils.func_dump(fn)
            return {"class_name": "__lambda__", "config": {"code": code, "defaults": defaults, "closure": closure}}
        elif callable(fn):
            return serialization_lib.serialize_keras_object(fn)
        raise ValueError(f"Invalid input type for serialization. Received: {fn} of type {type(fn)}.")

    @staticmethod
    def _raise_for_lambda_deserialization(safe_mode):
        if safe_mode:
            raise ValueError(
                "Requested the deserialization of a `Lambda` layer whose "
                "`function` is a Python lambda. This carries a potential risk "
                "of arbitrary code execution and thus it is disallowed by "
                "default. If you trust the source of the artifact, you can "
                "override this error by passing `safe_mode=False` to the "
                "loading function, or calling "
                "`keras.config.enable_unsafe_deserialization()."
            )

    @classmethod
    def from_config(cls, config, custom_objects=None, safe_mode=None):
        safe_mode = safe_mode or serialization_lib.in_safe_mode()
        fn_config = config["function"]
        if isinstance(fn_config, dict) and "class_name" in fn_config and fn_config["class_name"] == "__lambda__":
            cls._raise_for_lambda_deserialization(safe_mode)
            inner_config = fn_config["config"]
            config["function"] = python_utils.func_load(inner_config["code"], defaults=inner_config["defaults"],
                                                        closure=inner_config["closure"])
        else:
            config["function"] = serialization_lib.deserialize_keras_object(fn_config, custom_objects=custom_objects)
        if "output_shape" in config:
            fn_config = config["output_shape"]
            if isinstance(fn_config, dict) and "class_name" in fn_config and fn_config["class_name"] == "__lambda__":
                cls._raise_for_lambda_deserialization(safe_mode)
                inner_config = fn_config["config"]
                config["output_shape"] = python_utils.func_load(inner_config["code"], defaults=inner_config["defaults"],
                                                                closure=inner_config["closure"])
            else:
                output_shape = serialization_lib.deserialize_keras_object(fn_config, custom_objects=custom_objects)
                if isinstance(output_shape, list) and all(isinstance(e, (int, type(None))) for e in output_shape):
                    output_shape = tuple(output_shape)
                config["output_shape"] = output_shape
        if "arguments" in config:
            config["arguments"] = serialization_lib.deserialize_keras_object(config["arguments"],
                                                                             custom_objects=custom_objects)
        return cls(**config)
