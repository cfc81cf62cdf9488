# The packages a pip install of TensorFlow 2.20 brings with it (TF's and Keras 3.11's
# requirements: absl-py, protobuf, h5py, rich, tensorboard, ...) import there; tfplay has none of
# them and says so with NotImplementedError (its own wording), never ModuleNotFoundError, which
# would claim they are missing. Packages a TF install does not have stay ModuleNotFoundError.
# absl.logging (which Keras logs through) is there; absl's other modules are not.
for name in ("absl", "absl.logging", "absl.app", "google.protobuf", "h5py", "tensorboard.plugins.hparams", "rich", "typing_extensions"):
    try:
        __import__(name)
    except NotImplementedError as e:
        print("NotImplementedError:", e)
try:
    import pandas
except ModuleNotFoundError as e:
    print("ModuleNotFoundError:", e)
from absl import flags
