"""Keras's callbacks that write TensorBoard event files or reach the network (TensorBoard,
RemoteMonitor), with Keras's signatures. tfplay does not emulate them yet (and runs offline):
creating one raises NotImplementedError naming it."""
from keras.src.callbacks.callback import Callback


def _unavailable(name, needs):
    raise NotImplementedError(f"keras.callbacks.{name} {needs}, which tfplay does not emulate yet")


class TensorBoard(Callback):
    def __init__(self, log_dir="logs", histogram_freq=0, write_graph=True, write_images=False,
                 write_steps_per_second=False, update_freq="epoch", profile_batch=0, embeddings_freq=0,
                 embeddings_metadata=None):
        _unavailable("TensorBoard", "writes event files for TensorBoard")


class RemoteMonitor(Callback):
    def __init__(self, root="http://localhost:9000", path="/publish/epoch/end/", field="data", headers=None,
                 send_as_json=False):
        _unavailable("RemoteMonitor", "posts to a server over the network")
