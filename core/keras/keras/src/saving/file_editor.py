"""KerasFileEditor (keras/src/saving/file_editor.py) inspects and edits the weights of a
`.keras` or `.weights.h5` file through h5py, which tfplay does not have: creating one raises
NotImplementedError naming it."""
from keras.src.utils.unavailable import unavailable


@unavailable("h5py")
class KerasFileEditor:
    def __init__(self, filepath):
        raise NotImplementedError("keras.saving.KerasFileEditor reads weights files with h5py, which tfplay does "
                                  "not have")
