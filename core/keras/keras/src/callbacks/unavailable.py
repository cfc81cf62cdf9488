"""Keras's callbacks that reach the network (RemoteMonitor), with Keras's signatures. tfplay
runs offline: creating one raises NotImplementedError naming it."""
from keras.src.callbacks.callback import Callback


def _unavailable(name, needs):
    raise NotImplementedError(f"keras.callbacks.{name} {needs}, which tfplay does not emulate yet")


class RemoteMonitor(Callback):
    def __init__(self, root="http://localhost:9000", path="/publish/epoch/end/", field="data", headers=None,
                 send_as_json=False):
        _unavailable("RemoteMonitor", "posts to a server over the network")
