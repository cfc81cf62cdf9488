"""StatelessScope (keras/src/backend/common/stateless_scope.py): inside it no variable is
updated in place, and variables created in it are only registered; they are initialized
when the outermost scope exits (under tf.init_scope() on the TensorFlow backend)."""
from keras.src.backend.common import global_state


class StatelessScope:
    def __init__(self, state_mapping=None, collect_losses=False, initialize_variables=True):
        from keras.src.backend.common.variables import Variable

        self.collect_losses = collect_losses
        self.initialize_variables = initialize_variables
        self.losses = []
        self.state_mapping = {}
        for k, v in state_mapping or ():
            if not isinstance(k, Variable):
                raise ValueError(
                    "Invalid reference variable in StatelessScope: all keys in argument "
                    f"`mapping` must be Variable instances. Received instead: {k}"
                )
            from keras.src import backend

            if isinstance(v, Variable):
                v = backend.cast(v.value, dtype=k.dtype)
            else:
                v = backend.convert_to_tensor(v, dtype=k.dtype)
            if k.shape != v.shape:
                raise ValueError(
                    "Invalid variable value in StatelessScope: all values in argument `mapping` must be tensors "
                    "with a shape that matches the corresponding variable shape. For variable "
                    f"{k}, received invalid value {v} with shape {v.shape}."
                )
            self.state_mapping[id(k)] = v
        self.original_scope = None

    def __enter__(self):
        self.original_scope = get_stateless_scope()
        global_state.set_global_attribute("stateless_scope", self)
        return self

    def add_loss(self, loss):
        self.losses.append(loss)

    def add_update(self, update):
        variable, value = update
        self.state_mapping[id(variable)] = value

    def get_current_value(self, variable):
        return self.state_mapping.get(id(variable), None)

    def __exit__(self, *args):
        global_state.set_global_attribute("stateless_scope", self.original_scope)
        if self.original_scope is None and self.initialize_variables:
            from keras.src.backend.common.variables import initialize_all_variables

            initialize_all_variables()


def in_stateless_scope():
    # The state dict read directly (get_global_attribute's result for a key without default):
    # Variable.value asks this on every read.
    return global_state._state.get("stateless_scope") is not None


def get_stateless_scope():
    return global_state.get_global_attribute("stateless_scope")
