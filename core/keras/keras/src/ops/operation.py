"""Operation (keras/src/ops/operation.py): anything callable on tensors or KerasTensors. On
KerasTensors it infers the output spec and records a Node; otherwise it runs call()."""
import inspect

from keras.src import tree
from keras.src.backend.common.keras_tensor import any_symbolic_tensors
from keras.src.ops.node import Node
from keras.src.saving.keras_saveable import KerasSaveable
from keras.src.utils import python_utils, traceback_utils
from keras.src.utils.naming import auto_name


class Operation(KerasSaveable):
    def __new__(cls, *args, **kwargs):
        """Records the constructor arguments as the default config (`_auto_config`) when they
        are all plain values (str, int, float, bool, None, nested), so that a subclass without
        its own `get_config()` still serializes; None otherwise."""
        instance = super(Operation, cls).__new__(cls)
        arg_names = inspect.getfullargspec(cls.__init__).args
        kwargs.update(dict(zip(arg_names[1: len(args) + 1], args)))
        supported_types = (str, int, float, bool, type(None))
        try:
            auto_config = all(isinstance(value, supported_types) for value in tree.flatten(kwargs))
        except TypeError:
            auto_config = False
        try:
            instance._lock = False
            if auto_config:
                from keras.src.saving import serialization_lib

                instance._auto_config = serialization_lib.SerializableDict(**kwargs)
            else:
                instance._auto_config = None
            instance._lock = True
        except RecursionError:
            pass
        return instance

    def __init__(self, name=None):
        if name is None:
            name = auto_name(self.__class__.__name__)
        if not isinstance(name, str) or "/" in name:
            raise ValueError(
                "Argument `name` must be a string and cannot contain character `/`. "
                f"Received: name={name} (of type {type(name)})"
            )
        self.name = name
        self._inbound_nodes = []
        self._outbound_nodes = []

    def __call__(self, *args, **kwargs):
        if any_symbolic_tensors(args, kwargs):
            call_fn = self.symbolic_call
        else:
            call_fn = self.call
        call_fn = traceback_utils.inject_argument_info_in_traceback(
            call_fn, object_name=f"{self.__class__.__name__}.call()"
        )
        return call_fn(*args, **kwargs)

    def symbolic_call(self, *args, **kwargs):
        outputs = self.compute_output_spec(*args, **kwargs)
        Node(operation=self, call_args=args, call_kwargs=kwargs, outputs=outputs)
        return outputs

    def call(self, *args, **kwargs):
        raise NotImplementedError

    def compute_output_spec(self, *args, **kwargs):
        return self._infer_output_spec(self.call, *args, **kwargs)

    def _infer_output_spec(self, fn, *args, **kwargs):
        """backend.compute_output_spec of `fn` (Keras's Operation.compute_output_spec traces
        self.call), an error wrapped in Keras's "Could not automatically infer" message."""
        from keras.src import backend

        try:
            return backend.compute_output_spec(fn, *args, **kwargs)
        except Exception as e:
            name = self.__class__.__name__
            new_e = e.__class__(
                "Could not automatically infer the output shape / dtype of "
                f"'{self.name}' (of type {name}). Either the `{name}.call()` method is incorrect, "
                f"or you need to implement the `{name}.compute_output_spec() / "
                f"compute_output_shape()` method. Error encountered:\n\n{e}"
            )
            raise new_e.with_traceback(e.__traceback__) from None

    def __repr__(self):
        return f"<Operation name={self.name}>"

    @python_utils.default
    def get_config(self):
        """{"name": ...}; for a subclass that does not override get_config, also the constructor
        arguments recorded by __new__ (without "name" when __init__ cannot take it back).
        Raises NotImplementedError (Keras's text) when those arguments were not plain values."""
        config = {"name": self.name}
        if not python_utils.is_default(self.get_config):
            return config
        if getattr(self, "_auto_config", None) is not None:
            config.update(self._auto_config.config)
            init_params = inspect.signature(self.__init__).parameters
            init_has_name = "name" in init_params
            init_has_kwargs = "kwargs" in init_params and init_params["kwargs"].kind == inspect.Parameter.VAR_KEYWORD
            if not init_has_name and not init_has_kwargs:
                config.pop("name", None)
            return config
        # Keras builds a NotImplementedError message here with an f-string whose example code
        # `config.update({"arg1": self.arg1, ...})` CPython 3.12 reads as the replacement field
        # "arg1" with the format spec below: building the message raises this ValueError instead.
        format("arg1", ' self.arg1,\n' + ' ' * 20 + '"arg2": self.arg2,\n' + ' ' * 16)
        raise NotImplementedError(f"Object {self.__class__.__name__} was created by passing non-serializable "
                                  "argument values in `__init__()`, and therefore the object must override "
                                  "`get_config()` in order to be serializable.")

    @classmethod
    def from_config(cls, config):
        """A new instance made from `get_config()`'s output (`cls(**config)`); a serialized
        dtype policy is passed on as its name."""
        if "dtype" in config and isinstance(config["dtype"], dict):
            from keras.src import dtype_policies

            config = config.copy()
            policy = dtype_policies.deserialize(config["dtype"])
            if policy.quantization_mode is None:
                policy = policy.name
            config["dtype"] = policy
        try:
            return cls(**config)
        except Exception as e:
            raise TypeError(
                f"Error when deserializing class '{cls.__name__}' using config={config}.\n\nException encountered: {e}"
            )

    @property
    def input(self):
        return self._get_node_attribute_at_index(0, "input_tensors", "input")

    @property
    def output(self):
        return self._get_node_attribute_at_index(0, "output_tensors", "output")

    def _get_node_attribute_at_index(self, node_index, attr, attr_name):
        if not self._inbound_nodes:
            raise AttributeError(f"The layer {self.name} has never been called and thus has no defined {attr_name}.")
        if not len(self._inbound_nodes) > node_index:
            raise ValueError(
                f"Asked to get {attr_name} at node {node_index}, but the operation has only "
                f"{len(self._inbound_nodes)} inbound nodes."
            )
        values = getattr(self._inbound_nodes[node_index], attr)
        if isinstance(values, list) and len(values) == 1:
            return values[0]
        return values

    def _post_build(self):
        pass

    def _setattr_hook(self, name, value):
        return name, value

    def _post_track_variable(self, variable):
        pass

    def _post_untrack_variable(self, variable):
        pass
