"""RNN (keras/src/layers/rnn/rnn.py): runs a cell over the time axis of (batch, time,
features) inputs with the backend's `rnn` loop; returns the last output (or all of them with
`return_sequences`), followed by the final states with `return_state`."""
from keras.src import backend, ops, tree
from keras.src.layers.layer import Layer
from keras.src.layers.rnn.dropout_rnn_cell import DropoutRNNCell
from keras.src.layers.rnn.stacked_rnn_cells import StackedRNNCells
from keras.src.saving import serialization_lib
from keras.src.utils import tracking


class RNN(Layer):
    """`cell` has `call(inputs, states)` and `state_size` (a list of cells is stacked).
    With `stateful=True` the final states of a call are kept in non-trainable `rnn_state`
    variables (made at build, for the static batch size) and start the next call;
    `reset_state()` zeroes them."""

    _init_call_site = ("layers/rnn/rnn.py", 199, "super().__init__(**kwargs)")

    def __init__(self, cell, return_sequences=False, return_state=False, go_backwards=False, stateful=False,
                 unroll=False, zero_output_for_mask=False, **kwargs):
        if isinstance(cell, (list, tuple)):
            cell = StackedRNNCells(cell)
        if "call" not in dir(cell):
            raise ValueError(f"Argument `cell` should have a `call` method. Received: cell={cell}")
        if "state_size" not in dir(cell):
            raise ValueError(
                "The RNN cell should have a `state_size` attribute (single integer or list of integers, one "
                f"integer per RNN state). Received: cell={cell}"
            )
        super().__init__(**kwargs)
        self.zero_output_for_mask = zero_output_for_mask
        self.cell = cell
        self.return_sequences = return_sequences
        self.return_state = return_state
        self.go_backwards = go_backwards
        self.stateful = stateful
        self.unroll = unroll
        self.supports_masking = True
        self.input_spec = None
        self.states = None
        state_size = getattr(self.cell, "state_size", None)
        if state_size is None:
            raise ValueError("state_size must be specified as property on the RNN cell.")
        if not isinstance(state_size, (list, tuple, int)):
            raise ValueError(
                "state_size must be an integer, or a list/tuple of integers (one for each state tensor)."
            )
        if isinstance(state_size, int):
            self.state_size = [state_size]
            self.single_state = True
        else:
            self.state_size = list(state_size)
            self.single_state = False

    def compute_output_shape(self, sequences_shape, initial_state_shape=None):
        batch_size = sequences_shape[0]
        length = sequences_shape[1]
        states_shape = []
        for state_size in self.state_size:
            if isinstance(state_size, int):
                states_shape.append((batch_size, state_size))
            elif isinstance(state_size, (list, tuple)):
                states_shape.append([(batch_size, s) for s in state_size])
        output_size = getattr(self.cell, "output_size", None)
        if output_size is None:
            output_size = self.state_size[0]
        if not isinstance(output_size, int):
            raise ValueError("output_size must be an integer.")
        if self.return_sequences:
            output_shape = (batch_size, length, output_size)
        else:
            output_shape = (batch_size, output_size)
        if self.return_state:
            return output_shape, *states_shape
        return output_shape

    def compute_mask(self, _, mask):
        # A time step is masked for every input alike, so the first mask is the mask.
        mask = tree.flatten(mask)[0]
        output_mask = mask if self.return_sequences else None
        if self.return_state:
            state_mask = [None for _ in self.state_size]
            return [output_mask] + state_mask
        return output_mask

    def build(self, sequences_shape, initial_state_shape=None):
        step_input_shape = (sequences_shape[0],) + tuple(sequences_shape[2:])
        if isinstance(self.cell, Layer) and not self.cell.built:
            self.cell.build(step_input_shape)
            self.cell.built = True
        if self.stateful:
            if self.states is not None:
                self.reset_state()
            else:
                if sequences_shape[0] is None:
                    raise ValueError(
                        "When using `stateful=True` in a RNN, the "
                        "batch size must be static. Found dynamic "
                        f"batch size: sequence.shape={sequences_shape}"
                    )
                self._create_state_variables(sequences_shape[0])

    @tracking.no_automatic_dependency_tracking
    def _create_state_variables(self, batch_size):
        # Not tracked: the states are no weights of the layer.
        with backend.name_scope(self.name, caller=self):
            self.states = tree.map_structure(
                lambda value: backend.Variable(value, trainable=False, dtype=self.variable_dtype, name="rnn_state"),
                self.get_initial_state(batch_size),
            )

    def get_initial_state(self, batch_size):
        get_initial_state_fn = getattr(self.cell, "get_initial_state", None)
        if get_initial_state_fn:
            init_state = get_initial_state_fn(batch_size=batch_size)
        else:
            return [ops.zeros((batch_size, d), dtype=self.cell.compute_dtype) for d in self.state_size]
        if not tree.is_nested(init_state):
            init_state = [init_state]
        return list(init_state)

    def reset_states(self):
        self.reset_state()

    def reset_state(self):
        if self.states is not None:
            for v in self.states:
                v.assign(ops.zeros_like(v.value))

    def inner_loop(self, sequences, initial_state, mask, training=False):
        cell_kwargs = {}
        if isinstance(self.cell, Layer) and self.cell._call_has_training_arg:
            cell_kwargs["training"] = training

        def step(inputs, states):
            output, new_states = self.cell(inputs, states, **cell_kwargs)
            if not tree.is_nested(new_states):
                new_states = [new_states]
            return output, new_states

        if not tree.is_nested(initial_state):
            initial_state = [initial_state]
        return backend.rnn(step, sequences, initial_state, go_backwards=self.go_backwards, mask=mask,
                           unroll=self.unroll, input_length=sequences.shape[1],
                           zero_output_for_mask=self.zero_output_for_mask, return_all_outputs=self.return_sequences)

    def call(self, sequences, initial_state=None, mask=None, training=False):
        timesteps = sequences.shape[1]
        if self.unroll and timesteps is None:
            raise ValueError(
                "Cannot unroll a RNN if the time dimension is undefined. \n- If using a Sequential model, specify "
                "the time dimension by passing an `Input()` as your first layer.\n- If using the functional API, "
                "specify the time dimension by passing a `shape` or `batch_shape` argument to your `Input()`."
            )
        if initial_state is None:
            if self.stateful:
                initial_state = self.states
            else:
                initial_state = self.get_initial_state(batch_size=ops.shape(sequences)[0])
        if not tree.is_nested(initial_state):
            initial_state = [initial_state]
        initial_state = list(initial_state)
        # Cast the (possibly nested, for stacked cells) states to the compute dtype.
        initial_state = tree.map_structure(lambda x: backend.convert_to_tensor(x, dtype=self.cell.compute_dtype),
                                           initial_state)
        # The dropout masks are made here, once, so the loop itself is stateless.
        self._maybe_config_dropout_masks(self.cell, sequences[:, 0, :], initial_state)
        last_output, outputs, states = self.inner_loop(sequences=sequences, initial_state=initial_state, mask=mask,
                                                        training=training)
        last_output = ops.cast(last_output, self.compute_dtype)
        outputs = ops.cast(outputs, self.compute_dtype)
        states = tree.map_structure(lambda x: ops.cast(x, dtype=self.compute_dtype), states)
        self._maybe_reset_dropout_masks(self.cell)
        if self.stateful:
            for self_state, state in zip(tree.flatten(self.states), tree.flatten(states)):
                self_state.assign(state)
        output = outputs if self.return_sequences else last_output
        if self.return_state:
            return output, *states
        return output

    def _maybe_config_dropout_masks(self, cell, input_sequence, input_state):
        state = input_state[0] if isinstance(input_state, (list, tuple)) else input_state
        if isinstance(cell, DropoutRNNCell):
            cell.get_dropout_mask(input_sequence)
            cell.get_recurrent_dropout_mask(state)
        if isinstance(cell, StackedRNNCells):
            for c, s in zip(cell.cells, input_state):
                self._maybe_config_dropout_masks(c, input_sequence, s)
                # StackedRNNCells.call's inputs for the next cell.
                s = list(s) if tree.is_nested(s) else [s]
                cell_call_fn = c.__call__ if callable(c) else c.call
                input_sequence, _ = cell_call_fn(input_sequence, s)

    def _maybe_reset_dropout_masks(self, cell):
        if isinstance(cell, DropoutRNNCell):
            cell.reset_dropout_mask()
            cell.reset_recurrent_dropout_mask()
        if isinstance(cell, StackedRNNCells):
            for c in cell.cells:
                self._maybe_reset_dropout_masks(c)

    def get_config(self):
        config = {
            "return_sequences": self.return_sequences, "return_state": self.return_state,
            "go_backwards": self.go_backwards, "stateful": self.stateful, "unroll": self.unroll,
            "zero_output_for_mask": self.zero_output_for_mask,
        }
        config["cell"] = serialization_lib.serialize_keras_object(self.cell)
        base_config = super().get_config()
        return {**base_config, **config}

    @classmethod
    def from_config(cls, config, custom_objects=None):
        cell = serialization_lib.deserialize_keras_object(config.pop("cell"), custom_objects=custom_objects)
        return cls(cell, **config)


def serialize_cell_argument(name, value):
    """A cell argument as get_config lists it: activations, initializers, regularizers and
    constraints (told apart by the name's ending) serialized as Keras serializes them."""
    from keras.src import activations, constraints, initializers, regularizers

    if name.endswith("activation"):
        return activations.serialize(value)
    if name.endswith("_initializer"):
        return initializers.serialize(value)
    if name.endswith("_regularizer"):
        return regularizers.serialize(value)
    if name.endswith("_constraint"):
        return constraints.serialize(value)
    return value


def cell_config(cell, base_config, names):
    """SimpleRNNCell's, LSTMCell's, GRUCell's and ConvLSTMCell's get_config: the cell's
    arguments `names` in that order (serialize_cell_argument), over Layer's config."""
    config = {name: serialize_cell_argument(name, getattr(cell, name)) for name in names}
    return {**base_config, **config}


def rnn_layer_config(layer, base_config, names, seed=True):
    """SimpleRNN's, LSTM's, GRU's and ConvLSTM's get_config: the cell's arguments `names`
    (serialize_cell_argument), the layer's activity_regularizer and, but for SimpleRNN's
    (which Keras leaves without it), the cell's seed, over RNN's config."""
    from keras.src import regularizers

    # The layer makes its own cell from these arguments: RNN's "cell" entry goes.
    base_config = {k: v for k, v in base_config.items() if k != "cell"}
    config = {}
    for name in names:
        config[name] = serialize_cell_argument(name, getattr(layer.cell, name))
        if name == "bias_regularizer":
            config["activity_regularizer"] = regularizers.serialize(layer.activity_regularizer)
    if seed:
        config["seed"] = layer.cell.seed
    return {**base_config, **config}


def cell_properties(cls, names):
    """Gives the layer class `cls` read-only properties that return its cell's attributes of
    those names (SimpleRNN.units is SimpleRNN.cell.units)."""
    for name in names:
        setattr(cls, name, property(lambda self, name=name: getattr(self.cell, name)))


_COMMON_CELL_ATTRIBUTES = (
    "units", "activation", "use_bias", "kernel_initializer", "recurrent_initializer", "bias_initializer",
    "kernel_regularizer", "recurrent_regularizer", "bias_regularizer", "kernel_constraint",
    "recurrent_constraint", "bias_constraint", "dropout", "recurrent_dropout",
)
