"""Rematerialization (keras/src/backend/common/remat.py): `RematScope` and `remat` trade
memory for recomputation in the backward pass. Values and gradients are the same as without
it, so in tfplay layers inside a RematScope run normally and `remat(f)` runs `f` as it is."""
from collections import namedtuple

from keras.src.backend.common import global_state


class RematScope:
    """`with RematScope(mode="full"|"activations"|"larger_than"|"list_of_layers"|None,
    output_size_threshold=1024, layer_names=None):`. Raises ValueError for another mode."""

    def __init__(self, mode="full", output_size_threshold=1024, layer_names=None):
        if mode not in {"full", "activations", "larger_than", "list_of_layers", None}:
            raise ValueError(f"Invalid mode '{mode}'. Supported modes are: 'full', 'activations', 'larger_than', "
                             "'list_of_layers', or  None.")
        self.mode = mode
        self.output_size_threshold = output_size_threshold
        self.layer_names = layer_names or []
        self._pop_on_exit = False

    def __enter__(self):
        global_state.get_global_attribute("remat_scope_stack", default=[], set_to_default=True).append(self)
        self._pop_on_exit = True
        return self

    def __exit__(self, *args, **kwargs):
        if self._pop_on_exit:
            global_state.get_global_attribute("remat_scope_stack").pop()


RematMode = namedtuple("RematMode", ["mode", "output_size_threshold", "layer_names"])


def get_current_remat_mode():
    """The innermost RematScope's settings, or None outside any."""
    remat_scope_stack = global_state.get_global_attribute("remat_scope_stack")
    if not remat_scope_stack:
        return None
    active_scope = remat_scope_stack[-1]
    return RematMode(active_scope.mode, active_scope.output_size_threshold, active_scope.layer_names)


def remat(f):
    """`f` to be recomputed in the backward pass: the same values and gradients as `f`."""
    from keras.src.backend.tensorflow.core import remat as backend_remat

    return backend_remat(f)
