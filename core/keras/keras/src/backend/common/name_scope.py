"""Variable paths (keras/src/backend/common/name_scope.py): layers open a scope named after
themselves while building, so a weight's path reads `sequential/dense/kernel`."""
from keras.src.backend.common import global_state


class name_scope:
    """A sub-namespace for variable paths. `deduplicate`: re-entering the scope of the same
    caller with the same name adds no level. `override_parent`: an absolute parent path
    (a layer keeps the path it was first called under)."""

    def __init__(self, name, caller=None, deduplicate=True, override_parent=None):
        if not isinstance(name, str) or "/" in name:
            raise ValueError(
                "Argument `name` must be a string and cannot contain character `/`. "
                f"Received: name={name}"
            )
        self.name = name
        self.caller = caller
        self.deduplicate = deduplicate
        self.override_parent = override_parent
        if override_parent is None and deduplicate and getattr(caller, "_parent_path", None) is not None:
            self.override_parent = caller._parent_path
        self._pop_on_exit = False

    def __enter__(self):
        stack = global_state.get_global_attribute("name_scope_stack", default=[], set_to_default=True)
        if self.deduplicate and stack:
            parent = stack[-1]
            if self.caller is not None and self.caller is parent.caller and self.name == parent.name:
                return self
        stack.append(self)
        self._pop_on_exit = True
        return self

    def __exit__(self, *args):
        if self._pop_on_exit:
            global_state.get_global_attribute("name_scope_stack").pop()


def current_path():
    stack = global_state.get_global_attribute("name_scope_stack")
    if stack is None:
        return ""
    parts = []
    for entry in stack:
        if entry.override_parent is not None:
            parts = [p for p in entry.override_parent.split("/") if p]
        parts.append(entry.name)
    return "/".join(parts)
