"""Layer (keras/src/layers/layer.py): state (weights, sublayers, metrics, seed generators)
tracked through attribute assignment, a lazily called `build()` that opens the layer's name
scope, and a `__call__` that converts inputs, checks the input spec, builds, resolves
`training`, and records a Node on KerasTensors."""
import inspect

from keras.src import backend, constraints, initializers, regularizers, tree
from keras.src.backend.common import global_state
from keras.src.backend.common.name_scope import current_path
from keras.src.backend.tensorflow.layer import TFLayer as BackendLayer
from keras.src.layers import input_spec
from keras.src.ops.node import Node
from keras.src.ops.operation import Operation
from keras.src.utils import python_utils, tracking
from keras.src.utils.naming import auto_name
from keras.src.utils.warning_sites import warn_at, warn_at_caller


class Layer(BackendLayer, Operation):
    """The base class of every layer. Subclasses create weights in `__init__` or `build(input_shape)`
    with `add_weight`, and compute in `call(inputs, ...)`; `training` reaches `call` when it
    declares it."""

    def __new__(cls, *args, **kwargs):
        obj = super().__new__(cls, *args, **kwargs)
        original_build = obj.build

        def build_wrapper(*args, **kwargs):
            with obj._open_name_scope():
                obj._path = current_path()
                _check_policy_supported(obj, obj._policy_for_path())
                original_build(*args, **kwargs)
            obj._build_shapes_dict = inspect.signature(original_build).bind(*args, **kwargs).arguments
            obj.built = True
            obj._post_build()
            obj._lock_state()

        build_wrapper.__name__ = "build"
        build_wrapper.__wrapped__ = original_build
        if python_utils.is_default(original_build):
            build_wrapper._is_default = True
        obj.build = build_wrapper
        return obj

    def __init__(self, *, activity_regularizer=None, trainable=True, dtype=None, autocast=True, name=None,
                 **kwargs):
        self._lock = False
        Operation.__init__(self, name=name)
        self._dtype_policy = _dtype_policy(dtype)
        _check_policy_supported(self, self._dtype_policy)
        self.activity_regularizer = regularizers.get(activity_regularizer)
        input_dim_arg = kwargs.pop("input_dim", None)
        if input_dim_arg is not None:
            input_shape_arg = (input_dim_arg,)
        else:
            input_shape_arg = kwargs.pop("input_shape", None)
        if input_shape_arg is not None:
            warn_at_caller(
                "Do not pass an `input_shape`/`input_dim` argument to a layer. When using "
                "Sequential models, prefer using an `Input(shape)` object as the first layer in "
                "the model instead.",
                UserWarning, type(self), Layer, "_init_call_site",
            )
            self._input_shape_arg = input_shape_arg
        if kwargs:
            raise ValueError(f"Unrecognized keyword arguments passed to {self.__class__.__name__}: {kwargs}")
        self._path = None
        self.built = False
        self.autocast = autocast
        self._input_spec = None
        self._called = False
        self.supports_jit = True
        self._trainable = trainable
        self._losses = []
        self._loss_ids = set()
        self._losses_override = []
        self._call_signature = inspect.signature(self.call)
        self.call_signature_parameters = [p.name for p in self._call_signature.parameters.values()]
        self._call_has_training_arg = "training" in self.call_signature_parameters
        self._call_has_mask_arg = "mask" in self.call_signature_parameters
        self._call_context_args = {"training"}
        self._call_has_context_arg = {
            arg: (arg in self.call_signature_parameters) for arg in self._call_context_args
        }
        self._supports_masking = not python_utils.is_default(self.compute_mask)
        self._convert_input_args = True
        self._allow_non_tensor_positional_args = False
        self._build_shapes_dict = None
        self._parent_path = None
        self._initialize_tracker()

    def _initialize_tracker(self):
        if hasattr(self, "_tracker"):
            return
        from keras.src.metrics.metric import Metric
        from keras.src.random.seed_generator import SeedGenerator

        trainable_variables = []
        non_trainable_variables = []
        layers = []
        metrics = []
        seed_generators = []
        with tracking.DotNotTrackScope():
            self._tracker = tracking.Tracker(
                {
                    "trainable_variables": (lambda x: isinstance(x, backend.Variable) and x.trainable,
                                            trainable_variables),
                    "non_trainable_variables": (lambda x: isinstance(x, backend.Variable) and not x.trainable,
                                                non_trainable_variables),
                    "metrics": (lambda x: isinstance(x, Metric), metrics),
                    "layers": (lambda x: isinstance(x, Layer) and not isinstance(x, Metric), layers),
                    "seed_generators": (lambda x: isinstance(x, SeedGenerator), seed_generators),
                },
                exclusions={"non_trainable_variables": ["trainable_variables"]},
            )
            self._trainable_variables = trainable_variables
            self._non_trainable_variables = non_trainable_variables
            self._layers = layers
            self._metrics = metrics
            self._seed_generators = seed_generators

    def _build_at_init(self):
        """Marks a layer without its own build() as built, from its __init__."""
        if python_utils.is_default(self.build):
            self.built = True
            self._post_build()
            self._lock_state()

    @property
    def path(self):
        return self._path

    @property
    def input_spec(self):
        return self._input_spec

    @input_spec.setter
    def input_spec(self, value):
        self._input_spec = value

    @python_utils.default
    def build(self, input_shape):
        self._check_super_called()
        if python_utils.is_default(self.build) and might_have_unbuilt_state(self):
            warn_at(
                f"`build()` was called on layer '{self.name}', however the layer does not have a "
                "`build()` method implemented and it looks like it has unbuilt state. This will "
                "cause the layer to be marked as built, despite not being actually built, which "
                "may cause failures down the line. Make sure to implement a proper `build()` method.",
                UserWarning, ("layers/layer.py", 421, "warnings.warn("),
            )
        self.built = True

    def _lock_state(self):
        if not self._tracker.locked:
            self._tracker.lock(
                msg=(
                    "You cannot add new elements of state (variables or sub-layers) to a layer that "
                    "is already built. All state must be created in the `__init__()` method or in "
                    "the `build()` method."
                )
            )

    def get_build_config(self):
        if self._build_shapes_dict is not None:
            if len(self._build_shapes_dict) == 1:
                return {"input_shape": tuple(self._build_shapes_dict.values())[0]}
            return {"shapes_dict": self._build_shapes_dict}

    def build_from_config(self, config):
        """Builds the layer from get_build_config()'s dict (deserialization calls it)."""
        if config:
            if "input_shape" in config:
                self.build(config["input_shape"])
            elif "shapes_dict" in config:
                self.build(**config["shapes_dict"])

    def save_own_variables(self, store):
        """Saves the layer's own variables (trainable, then non-trainable) into `store`, a dict,
        as "0", "1", ...; override it to control what `model.save()` keeps."""
        all_vars = self._trainable_variables + self._non_trainable_variables
        for i, v in enumerate(all_vars):
            store[f"{i}"] = v

    def load_own_variables(self, store):
        """Assigns the layer's own variables from `store` (what save_own_variables wrote);
        raises Keras's ValueError when it holds another number of variables."""
        from keras.src.saving import saving_lib

        saving_lib.load_variables_checked(self, self._trainable_variables + self._non_trainable_variables, store)

    def _build_by_run_for_single_pos_arg(self, input_shape):
        """Builds the layer by running `call` on symbolic inputs of `input_shape` (possibly
        nested); True when that worked."""
        input_tensors = tree.map_shape_structure(lambda s: backend.KerasTensor(s), input_shape)
        try:
            backend.compute_output_spec(self.call, input_tensors)
            return True
        except:  # noqa: E722 (Keras gives up on any failure)
            return False

    def _build_by_run_for_kwargs(self, shapes_dict):
        """As _build_by_run_for_single_pos_arg, for inputs recorded as keyword arguments
        (`<name>_shape` keys); nested ones are not supported (False)."""
        if all(is_shape_tuple(s) for s in shapes_dict.values()):
            input_tensors = {k.removesuffix("_shape"): backend.KerasTensor(shape) for k, shape in shapes_dict.items()}
            try:
                backend.compute_output_spec(self.call, **input_tensors)
                return True
            except:  # noqa: E722
                return False
        return False

    def add_variable(self, shape, initializer, dtype=None, trainable=True, autocast=True, regularizer=None,
                     constraint=None, name=None):
        return self.add_weight(shape=shape, initializer=initializer, dtype=dtype, trainable=trainable,
                               autocast=autocast, regularizer=regularizer, constraint=constraint, name=name)

    def add_weight(self, shape=None, initializer=None, dtype=None, trainable=True, autocast=True,
                   regularizer=None, constraint=None, aggregation="none", overwrite_with_gradient=False,
                   name=None):
        """A new Variable tracked by this layer, its path under the layer's name scope.
        `initializer` defaults to "glorot_uniform" for float dtypes, "zeros" otherwise."""
        self._check_super_called()
        if shape is None:
            shape = ()
        if dtype is not None:
            dtype = backend.standardize_dtype(dtype)
        else:
            dtype = self.variable_dtype
        if initializer is None:
            initializer = "glorot_uniform" if "float" in dtype else "zeros"
        initializer = initializers.get(initializer)
        with backend.name_scope(self.name, caller=self):
            variable = backend.Variable(initializer=initializer, shape=shape, dtype=dtype, trainable=trainable,
                                        autocast=autocast, aggregation=aggregation, name=name)
        variable.regularizer = regularizers.get(regularizer)
        variable.constraint = constraints.get(constraint)
        variable.overwrite_with_gradient = overwrite_with_gradient
        self._track_variable(variable)
        return variable

    @property
    def trainable(self):
        return self._trainable

    @trainable.setter
    def trainable(self, value):
        value = bool(value)
        self._trainable = value
        for v in self._trainable_variables:
            v.trainable = value
        for layer in self._layers:
            layer.trainable = value

    @property
    def variables(self):
        variables = []
        seen = set()
        for v in self._trainable_variables + self._non_trainable_variables:
            if id(v) not in seen:
                variables.append(v)
                seen.add(id(v))
        for sg in self._seed_generators:
            variables.append(sg.state)
        for layer in self._layers:
            for v in layer.variables:
                if id(v) not in seen:
                    variables.append(v)
                    seen.add(id(v))
        return variables

    @property
    def trainable_variables(self):
        if not self.trainable:
            return []
        return [v for v in self.variables if v.trainable]

    @property
    def non_trainable_variables(self):
        if not self.trainable:
            return self.variables
        return [v for v in self.variables if not v.trainable]

    @property
    def weights(self):
        weights = []
        seen = set()
        for w in self._trainable_variables + self._non_trainable_variables:
            if id(w) not in seen:
                weights.append(w)
                seen.add(id(w))
        for layer in self._layers:
            for w in layer.weights:
                if id(w) not in seen:
                    weights.append(w)
                    seen.add(id(w))
        return weights

    @property
    def trainable_weights(self):
        if not self.trainable:
            return []
        return [v for v in self.weights if v.trainable]

    @property
    def non_trainable_weights(self):
        if not self.trainable:
            return self.weights
        return [v for v in self.weights if not v.trainable]

    @property
    def metrics(self):
        metrics = list(self._metrics)
        for layer in self._layers:
            metrics.extend(layer.metrics)
        return metrics

    @property
    def metrics_variables(self):
        result = []
        for metric in self.metrics:
            result.extend(metric.variables)
        return result

    def get_weights(self):
        return [v.numpy() for v in self.weights]

    def set_weights(self, weights):
        layer_weights = self.weights
        if len(layer_weights) != len(weights):
            raise ValueError(
                f"You called `set_weights(weights)` on layer '{self.name}' with a weight list of "
                f"length {len(weights)}, but the layer was expecting {len(layer_weights)} weights."
            )
        for variable, value in zip(layer_weights, weights):
            if tuple(variable.shape) != tuple(value.shape):
                raise ValueError(
                    f"Layer {self.name} weight shape {variable.shape} is not compatible with provided "
                    f"weight shape {value.shape}."
                )
            variable.assign(value)

    @property
    def dtype_policy(self):
        return self._dtype_policy

    @dtype_policy.setter
    def dtype_policy(self, value):
        """As Keras's setter: the policy `dtype_policies.get(value)` gives (kept under the layer's
        path when the layer holds a DTypePolicyMap); a quantized policy on a built layer
        quantizes it (which tfplay's quantize() refuses)."""
        from keras.src.dtype_policies import DTypePolicyMap, get

        policy = get(value)
        if not self.built:
            _check_policy_supported(self, policy)
        if isinstance(self._dtype_policy, DTypePolicyMap) and self.path:
            if self.path in self._dtype_policy:
                del self._dtype_policy[self.path]
            self._dtype_policy[self.path] = policy
        else:
            self._dtype_policy = policy
        if policy.quantization_mode is not None:
            if self.built and not getattr(self, "_is_quantized", False):
                self.quantize(policy.quantization_mode)

    def _policy_for_path(self):
        """The policy a DTypePolicyMap holds for this layer's path (Keras's Layer reads it so
        once the path is known, at build), else the layer's policy."""
        from keras.src.dtype_policies import DTypePolicyMap

        if isinstance(self._dtype_policy, DTypePolicyMap) and self.path:
            return self._dtype_policy[self.path]
        return self._dtype_policy

    @property
    def dtype(self):
        return self.variable_dtype

    @property
    def compute_dtype(self):
        return self._dtype_policy.compute_dtype

    @property
    def variable_dtype(self):
        return self._dtype_policy.variable_dtype

    @property
    def quantization_mode(self):
        """The quantization mode of this layer, `None` if not quantized."""
        return self._dtype_policy.quantization_mode

    @property
    def input_dtype(self):
        return self.compute_dtype

    @property
    def supports_masking(self):
        return self._supports_masking

    @supports_masking.setter
    def supports_masking(self, value):
        self._supports_masking = value

    @python_utils.default
    def compute_mask(self, inputs, previous_mask):
        return previous_mask

    def symbolic_call(self, *args, **kwargs):
        # The Node is recorded at the end of __call__.
        return self.compute_output_spec(*args, **kwargs)

    def __call__(self, *args, **kwargs):
        self._check_super_called()
        self._called = True
        original_args = args
        original_kwargs = kwargs

        # 1. Convert arrays and Python values to tensors of the input dtype.
        def maybe_convert(x):
            return self._dtype_policy.convert_input(x, self.autocast, self.input_dtype)

        if (kwargs or len(args) != 1 or not is_backend_tensor_or_symbolic(args[0])
                or backend.standardize_dtype(args[0].dtype) != self.input_dtype) and self._convert_input_args:
            args = tree.map_structure(maybe_convert, args)
            kwargs = tree.map_structure(maybe_convert, kwargs)

        # 2. Only tensors may be passed positionally.
        if not self._allow_non_tensor_positional_args:
            for arg in tree.flatten(args):
                if not is_backend_tensor_or_symbolic(arg, allow_none=True):
                    raise ValueError(
                        "Only input tensors may be passed as positional arguments. The following "
                        f"argument value should be passed as a keyword argument: {arg} (of type {type(arg)})"
                    )

        call_spec = CallSpec(self._call_signature, self._call_context_args, args, kwargs)

        # 3. Check the input spec of the first positional argument.
        self._assert_input_compatibility(call_spec.first_arg)

        # 4. Build.
        with self._open_name_scope():
            self._maybe_build(call_spec)

        # 5. Resolve `training`: explicit, else the outer layer's, else call()'s default.
        call_context = self._get_call_context()
        for context_arg in self._call_context_args:
            self._resolve_and_populate_arg(context_arg, call_spec, call_context, kwargs)

        # 6. Masks.
        if len(call_spec.tensor_arguments_dict) == 1:
            if "mask" in call_spec.argument_names and call_spec.arguments_dict["mask"] is None:
                arg_name = list(call_spec.tensor_arguments_dict.keys())[0]
                kwargs["mask"] = tree.map_structure(backend.get_keras_mask, call_spec.tensor_arguments_dict[arg_name])
        elif len(call_spec.tensor_arguments_dict) > 1:
            # Each tensor argument `x` hands its mask to a `x_mask` argument (MultiHeadAttention's value_mask).
            for k, v in call_spec.tensor_arguments_dict.items():
                expected_mask_arg_name = f"{k}_mask"
                if expected_mask_arg_name in call_spec.argument_names:
                    if call_spec.arguments_dict[expected_mask_arg_name] is None:
                        kwargs[expected_mask_arg_name] = tree.map_structure(backend.get_keras_mask, v)
        # previous_mask is read before the call, which may remove it (MultiHeadAttention does).
        if "mask" in kwargs and kwargs["mask"] is not None:
            previous_mask = kwargs["mask"]
        else:
            previous_mask = tree.map_structure(backend.get_keras_mask, call_spec.first_arg)

        # 7. Call.
        try:
            with self._open_name_scope():
                new_scope = _autocast_scope_for(self)
                if new_scope is not None:
                    with new_scope:
                        outputs = super().__call__(*args, **kwargs)
                else:
                    outputs = super().__call__(*args, **kwargs)
                self.built = True
                if self.activity_regularizer is not None:
                    for output in tree.flatten(outputs):
                        if backend.is_tensor(output):
                            self.add_loss(self.activity_regularizer(output))
            if self.supports_masking:
                self._set_mask_metadata(call_spec.first_arg, outputs, previous_mask)
            elif any(m is not None for m in tree.flatten(previous_mask)):
                warn_at(
                    f"Layer '{self.name}' (of type {self.__class__.__name__}) was passed an input with a mask "
                    "attached to it. However, this layer does not support masking and will therefore destroy the "
                    "mask information. Downstream layers will not see the mask.",
                    UserWarning, ("layers/layer.py", 970, "warnings.warn("),
                )
        finally:
            self._maybe_reset_call_context()

        # 8. A Node for symbolic calls.
        if backend.any_symbolic_tensors(original_args, original_kwargs):
            Node(operation=self, call_args=original_args, call_kwargs=original_kwargs, outputs=outputs)
        return outputs

    def call(self, *args, **kwargs):
        raise self._not_implemented_error(self.call)

    def quantize(self, mode, type_check=True):
        """Keras quantizes Dense, EinsumDense and Embedding weights to int8/int4/float8 here;
        tfplay has no quantized kernels, so this raises NotImplementedError naming the layer."""
        raise NotImplementedError(f"tfplay's Keras has no quantization yet ({self.__class__.__name__}.quantize)")

    def stateless_call(self, trainable_variables, non_trainable_variables, *args, return_losses=False, **kwargs):
        """`call(*args, **kwargs)` with the variables' values taken from `trainable_variables`
        and `non_trainable_variables` (lists 1:1 with the layer's) in a StatelessScope, so the
        layer's own variables are neither read nor changed. Returns (outputs, the new
        non-trainable values), plus the losses added during the call with `return_losses`.
        Raises ValueError when the layer is not built or a list has the wrong length."""
        self._check_super_called()
        if not self.built:
            raise ValueError(
                f"To call stateless_call, {self.__class__.__name__} must be "
                "built (i.e. its variables must have been already created). "
                "You can build it by calling it on some data."
            )
        if len(trainable_variables) != len(self.trainable_variables):
            raise ValueError(
                "Argument `trainable_variables` must be a list of tensors "
                "corresponding 1:1 to "
                f"{self.__class__.__name__}().trainable_variables. "
                f"Received list with length {len(trainable_variables)}, "
                f"but expected {len(self.trainable_variables)} variables."
            )
        if len(non_trainable_variables) != len(self.non_trainable_variables):
            raise ValueError(
                "Argument `non_trainable_variables` must be a list of tensors "
                "corresponding 1:1 to "
                f"{self.__class__.__name__}().non_trainable_variables. "
                f"Received list with length {len(non_trainable_variables)}, "
                f"but expected {len(self.non_trainable_variables)} variables."
            )
        mapping = list(zip(self.trainable_variables, trainable_variables)) + list(
            zip(self.non_trainable_variables, non_trainable_variables))
        losses = None
        with backend.StatelessScope(state_mapping=mapping, collect_losses=return_losses) as scope:
            outputs = self.call(*args, **kwargs)
            if return_losses:
                losses = self.losses
        non_trainable_variables = [scope.get_current_value(v) for v in self.non_trainable_variables]
        if return_losses:
            return outputs, non_trainable_variables, losses
        return outputs, non_trainable_variables

    def _not_implemented_error(self, attr, msg=None):
        if callable(attr):
            attr_name = attr.__name__
            attr_type = "method"
        else:
            attr_name = str(attr)
            attr_type = "attribute"
        msg = " " + msg if msg is not None else ""
        return NotImplementedError(
            f"Layer {self.__class__.__name__} does not have a `{attr_name}` {attr_type} implemented.{msg}"
        )

    def _resolve_and_populate_arg(self, arg_name, call_spec, call_context, kwargs):
        if arg_name in call_spec.user_arguments_dict:
            value = call_spec.user_arguments_dict[arg_name]
        elif call_context.get_value(arg_name) is not None:
            value = call_context.get_value(arg_name)
        else:
            value = call_spec.arguments_dict.get(arg_name, None)
        call_context.set_value(arg_name, value)
        if self._call_has_context_arg.get(arg_name, False) and value is not None:
            kwargs[arg_name] = value

    def compute_output_spec(self, *args, **kwargs):
        if python_utils.is_default(self.compute_output_shape):
            return super().compute_output_spec(*args, **kwargs)
        call_spec = CallSpec(self._call_signature, self._call_context_args, args, kwargs)
        shapes_dict = get_shapes_dict(call_spec)
        shapes_dict = update_shapes_dict_for_target_fn(self.compute_output_shape, shapes_dict, call_spec,
                                                       self.__class__.__name__)
        output_shape = self.compute_output_shape(**shapes_dict)
        if isinstance(output_shape, list) and output_shape and isinstance(output_shape[0], (int, type(None))):
            output_shape = tuple(output_shape)
        if not isinstance(output_shape, (list, tuple, dict)):
            try:
                output_shape = tuple(output_shape)
            except Exception:
                raise ValueError(
                    f"Method `compute_output_shape()` of layer {self.__class__.__name__} is returning a "
                    "type that cannot be interpreted as a shape. It should return a shape tuple. "
                    f"Received: {output_shape}"
                )
        if isinstance(output_shape, tuple) and output_shape and isinstance(output_shape[0], (int, type(None))):
            return backend.KerasTensor(output_shape, dtype=self.compute_dtype)
        if isinstance(output_shape, tuple) and not output_shape:
            return backend.KerasTensor(output_shape, dtype=self.compute_dtype)
        return tree.map_shape_structure(lambda s: backend.KerasTensor(s, dtype=self.compute_dtype), output_shape)

    @python_utils.default
    def compute_output_shape(self, *args, **kwargs):
        raise self._not_implemented_error(
            self.compute_output_shape, "Should implement `def compute_output_shape(self, input_shape)`."
        )

    def add_loss(self, loss):
        losses = tree.flatten(loss)
        for x in losses:
            if not backend.is_tensor(x):
                raise ValueError(
                    "`add_loss()` can only be called from inside `build()` or `call()`, on a tensor "
                    f"input. Received invalid value: {x}"
                )
        if backend.in_stateless_scope():
            scope = backend.get_stateless_scope()
            if scope.collect_losses:
                for x in losses:
                    scope.add_loss(x)
                    self._loss_ids.add(id(x))
        else:
            self._losses.extend(losses)

    def _get_own_losses(self):
        if backend.in_stateless_scope():
            scope = backend.get_stateless_scope()
            return [loss for loss in scope.losses if id(loss) in self._loss_ids]
        return self._losses[:]

    def _get_regularization_losses(self):
        result = []
        for variable in self.trainable_weights:
            if variable.regularizer is not None:
                result.append(variable.regularizer(variable))
        return result

    @property
    def losses(self):
        if self._losses_override:
            return self._losses_override
        losses = self._get_own_losses()
        for layer in self._flatten_layers(include_self=False):
            losses.extend(layer._get_own_losses())
        losses.extend(self._get_regularization_losses())
        return losses

    def _clear_losses(self):
        if backend.in_stateless_scope():
            scope = backend.get_stateless_scope()
            if scope.collect_losses:
                for x in list(scope.losses):
                    if id(x) in self._loss_ids:
                        scope.losses.remove(x)
        self._losses.clear()
        self._loss_ids.clear()
        for layer in self._layers:
            layer._clear_losses()

    def _track_variable(self, variable):
        if variable.trainable:
            self._tracker.add_to_store("trainable_variables", variable)
        else:
            self._tracker.add_to_store("non_trainable_variables", variable)
        if not self.trainable:
            variable.trainable = False
        self._post_track_variable(variable)

    def _untrack_variable(self, variable):
        previous = self._tracker.locked
        self._tracker.unlock()
        self._tracker.untrack(variable)
        if previous:
            self._tracker.lock()

    def add_metric(self, *args, **kwargs):
        raise NotImplementedError(
            "Layer `add_metric()` method is deprecated. Add your metric in "
            "`Model.compile(metrics=[...])`, or create metric trackers in init() or build() when "
            "subclassing the layer or model, then call `metric.update_state()` whenever necessary."
        )

    def count_params(self):
        if not self.built:
            raise ValueError(
                f"You tried to call `count_params` on layer '{self.name}', but the layer isn't built. "
                "You can build it manually via: `layer.build(input_shape)`."
            )
        from keras.src.utils.summary_utils import count_params

        return count_params(self.weights)

    def _maybe_build(self, call_spec):
        if self.built:
            return
        shapes_dict = get_shapes_dict(call_spec)
        first_shape = next(iter(shapes_dict.values()), None)
        if not python_utils.is_default(self.build):
            shapes_dict = update_shapes_dict_for_target_fn(self.build, shapes_dict, call_spec,
                                                           self.__class__.__name__)
            self.build(**shapes_dict)
            self._assert_input_compatibility(call_spec.first_arg)
            return
        if might_have_unbuilt_state(self):
            try:
                backend.compute_output_spec(self.call, **call_spec.arguments_dict)
            except Exception as e:
                if call_spec.eager:
                    return
                warn_at(
                    f"Layer '{self.name}' looks like it has unbuilt state, but Keras is not able to "
                    "trace the layer `call()` in order to build it automatically. Possible causes:\n"
                    "1. The `call()` method of your layer may be crashing. Try to `__call__()` the "
                    "layer eagerly on some test input first to see if it works. E.g. "
                    "`x = np.random.random((3, 4)); y = layer(x)`\n"
                    "2. If the `call()` method is correct, then you may need to implement the "
                    "`def build(self, input_shape)` method on your layer. It should create all "
                    "variables used by the layer (e.g. by calling `layer.build()` on all its "
                    f"children layers).\nException encountered: ''{e}''",
                    UserWarning, ("layers/layer.py", 1484, "warnings.warn("),
                )
        self.build(first_shape)

    def __repr__(self):
        return f"<{self.__class__.__name__} name={self.name}, built={self.built}>"

    def __str__(self):
        return self.__repr__()

    def __setattr__(self, name, value):
        name, value = self._setattr_hook(name, value)
        if name != "_tracker":
            if not hasattr(self, "_tracker"):
                self._initialize_tracker()
            value = self._tracker.track(value)
        object.__setattr__(self, name, value)
        tracking.restore_deferred(self)

    def __delattr__(self, name):
        obj = getattr(self, name)
        if isinstance(obj, backend.Variable):
            self._untrack_variable(obj)
        object.__delattr__(self, name)

    def _register_call_context_args(self, *names):
        """Adds call-context args (beside `training`): one given to this layer's call is passed
        on to the layers it calls, and injected into those whose call() accepts it. RuntimeError
        once the layer has been called."""
        if self._called:
            raise RuntimeError("Cannot add call-context args after the layer has been called.")
        self._call_context_args = self._call_context_args | set(names)
        self._call_has_context_arg.update({arg: (arg in self.call_signature_parameters) for arg in names})

    def _check_super_called(self):
        if getattr(self, "_lock", True):
            raise RuntimeError(
                f"In layer '{self.__class__.__name__}', you forgot to call `super().__init__()` as the "
                "first statement in the `__init__()` method. Go add it!"
            )

    def _assert_input_compatibility(self, arg_0):
        if self.input_spec:
            input_spec.assert_input_compatibility(self.input_spec, arg_0, layer_name=self.name)

    def _get_call_context(self):
        ctx = global_state.get_global_attribute("current_call_ctx")
        if ctx is None:
            ctx = CallContext(entry_layer=self)
            global_state.set_global_attribute("current_call_ctx", ctx)
            self._clear_losses()
        return ctx

    def _maybe_reset_call_context(self):
        ctx = global_state.get_global_attribute("current_call_ctx")
        if ctx is None or ctx.entry_layer == self:
            global_state.set_global_attribute("current_call_ctx", None)

    def _flatten_layers(self, include_self=True, recursive=True):
        layers = []
        if include_self:
            layers.append(self)
        seen = set()
        queue = list(self._layers)
        while queue:
            layer = queue.pop(0)
            if id(layer) in seen:
                continue
            seen.add(id(layer))
            layers.append(layer)
            if recursive:
                queue = list(layer._layers) + queue
        return layers

    def _set_mask_metadata(self, inputs, outputs, previous_mask):
        flat_outputs = tree.flatten(outputs)
        if all(backend.get_keras_mask(x) is not None for x in flat_outputs):
            return
        output_masks = self.compute_mask(inputs, previous_mask)
        if output_masks is None:
            return
        for tensor, mask in zip(flat_outputs, tree.flatten(output_masks)):
            if backend.get_keras_mask(tensor) is None and mask is not None:
                backend.set_keras_mask(tensor, mask)

    @python_utils.default
    def get_config(self):
        """Operation.get_config's {"name"} (and constructor arguments for a subclass without its
        own get_config) with "trainable", "dtype" (the serialized DTypePolicy) and the activity
        regularizer when there is one."""
        from keras.src import dtype_policies

        self._check_super_called()
        base_config = super().get_config()
        config = {"trainable": self.trainable, "dtype": dtype_policies.serialize(self.dtype_policy)}
        if self.activity_regularizer is not None:
            config["activity_regularizer"] = regularizers.serialize(self.activity_regularizer)
        return {**base_config, **config}

    def _open_name_scope(self):
        if self._parent_path is None:
            self._parent_path = current_path()
        return backend.name_scope(self.name, caller=self)


def _autocast_scope_for(layer):
    """The AutocastScope a layer's call runs in: its compute dtype when its policy is mixed
    (float32 variables read as float16 / bfloat16), none inside a layer that does not
    autocast or computes in a non-float dtype, else the enclosing one (None)."""
    from keras.src.backend.common.variables import AutocastScope, get_autocast_scope

    current_scope = get_autocast_scope()
    if current_scope is not None:
        if not layer.autocast or not backend.is_float_dtype(layer.compute_dtype):
            return AutocastScope(None)
        if current_scope.dtype != layer.compute_dtype:
            return AutocastScope(layer.compute_dtype)
        return None
    if layer.compute_dtype != layer.variable_dtype:
        return AutocastScope(layer.compute_dtype)
    return None


def _dtype_policy(dtype):
    from keras.src.dtype_policies import get

    return get(dtype)


def _check_policy_supported(layer, policy):
    """NotImplementedError for a dtype policy tfplay cannot run, raised where the layer is given
    it (constructed, its policy set, or built under a DTypePolicyMap entry) rather than later:
    Keras's own `except NotImplementedError` (Sequential.build's shape inference) would swallow
    it, leaving a layer without variables. Quantized policies ("int8_from_float32",
    QuantizedDTypePolicy: Keras builds int8/int4/float8 kernels) are such policies."""
    mode = policy.quantization_mode
    if mode is not None:
        raise NotImplementedError(
            f"tfplay's Keras has no quantized layers: layer '{layer.name}' was given the quantized dtype "
            f"policy \"{policy.name}\" (quantization mode '{mode}'); use a float policy such as \"float32\"")


def is_backend_tensor_or_symbolic(x, allow_none=False):
    if allow_none and x is None:
        return True
    return backend.is_tensor(x) or isinstance(x, backend.KerasTensor)


class CallSpec:
    """The bound arguments of one `call()`: all of them, the tensor ones, the first one."""

    def __init__(self, signature, call_context_args, args, kwargs):
        call_args = {
            arg: kwargs.pop(arg) for arg in call_context_args if arg in kwargs and arg not in signature.parameters
        }
        bound_args = signature.bind(*args, **kwargs)
        self.user_arguments_dict = {**call_args, **bound_args.arguments}
        bound_args.apply_defaults()
        arg_dict = {}
        arg_names = []
        tensor_arg_dict = {}
        nested_tensor_arg_names = []
        for name, value in bound_args.arguments.items():
            arg_dict[name] = value
            arg_names.append(name)
            if is_backend_tensor_or_symbolic(value):
                tensor_arg_dict[name] = value
            elif tree.is_nested(value) and len(value) > 0:
                flat_values = tree.flatten(value)
                if all(is_backend_tensor_or_symbolic(x, allow_none=True) for x in flat_values):
                    tensor_arg_dict[name] = value
                    nested_tensor_arg_names.append(name)
                elif any(is_backend_tensor_or_symbolic(x) for x in flat_values):
                    raise ValueError(
                        "In a nested call() argument, you cannot mix tensors and non-tensors. Received "
                        f"invalid mixed argument: {name}={value}"
                    )
        self.arguments_dict = arg_dict
        self.argument_names = arg_names
        self.tensor_arguments_dict = tensor_arg_dict
        self.nested_tensor_argument_names = nested_tensor_arg_names
        self.first_arg = arg_dict[arg_names[0]]
        self.eager = all(backend.is_tensor(x) for x in tree.flatten(list(tensor_arg_dict.values())))


def get_shapes_dict(call_spec):
    """`{"<arg>_shape": shape}` for each tensor argument of the call (masks excepted)."""
    shapes_dict = {}
    for k, v in call_spec.tensor_arguments_dict.items():
        if k == "mask" or k.endswith("_mask") or k in ("kwargs", "args"):
            continue
        if k in call_spec.nested_tensor_argument_names:
            shapes_dict[f"{k}_shape"] = tree.map_structure(lambda x: backend.standardize_shape(x.shape), v)
        else:
            shapes_dict[f"{k}_shape"] = backend.standardize_shape(v.shape)
    return shapes_dict


def update_shapes_dict_for_target_fn(target_fn, shapes_dict, call_spec, class_name):
    """The keyword arguments for `build()` or `compute_output_shape()`: the first shape for a
    one-argument method, else `<arg>_shape` names matched to call() arguments."""
    if python_utils.is_default(target_fn):
        return None
    sig = inspect.signature(target_fn)
    expected_names = [
        name for name, param in sig.parameters.items()
        if param.kind in (param.POSITIONAL_OR_KEYWORD, param.POSITIONAL_ONLY, param.KEYWORD_ONLY)
    ]
    if len(expected_names) == 1:
        values = tuple(shapes_dict.values())
        return {expected_names[0]: values[0] if values else None}
    kwargs = {}
    for name in expected_names:
        method_name = target_fn.__name__
        preamble = (
            f"For a `{method_name}()` method with more than one argument, all arguments should have a "
            f"`_shape` suffix and match an argument from `call()`. E.g. `{method_name}(self, foo_shape, "
            "bar_shape)` "
        )
        if not name.endswith("_shape"):
            raise ValueError(
                f"{preamble} For layer '{class_name}', Received `{method_name}()` argument `{name}`, which "
                "does not end in `_shape`."
            )
        expected_call_arg = python_utils.removesuffix(name, "_shape")
        if expected_call_arg not in call_spec.arguments_dict:
            raise ValueError(
                f"{preamble} For layer '{class_name}', received `{method_name}()` argument `{name}`, but "
                f"`call()` does not have argument `{expected_call_arg}`."
            )
        if name in shapes_dict:
            kwargs[name] = shapes_dict[name]
    return kwargs


class CallContext:
    def __init__(self, entry_layer):
        self.entry_layer = entry_layer

    def get_value(self, arg_name, default=None):
        return getattr(self, arg_name, default)

    def set_value(self, arg_name, value):
        setattr(self, arg_name, value)


def is_shape_tuple(s):
    return isinstance(s, (list, tuple)) and all(d is None or isinstance(d, int) for d in s)


def might_have_unbuilt_state(layer):
    return any(not lr.built for lr in layer._layers)
