"""Process-wide Keras state (keras/src/backend/common/global_state.py): name counters, the
name-scope stack, the stateless scope, the layer call context. tfplay runs one thread, so a
module dict stands in for Keras's threading.local."""

_state = {}


def set_global_attribute(name, value):
    _state[name] = value


def get_global_attribute(name, default=None, set_to_default=False):
    value = _state.get(name, None)
    if value is None and default is not None:
        value = default
        if set_to_default:
            _state[name] = value
    return value


def clear_session(free_memory=True):
    """keras.utils.clear_session(): forgets every global (name uids, the default seed
    generator), so names start again at `dense`, `sequential`."""
    _state.clear()
