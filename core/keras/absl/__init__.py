"""absl-py's top-level package (absl/__init__.py), as `pip install tensorflow==2.20` installs it.
tfplay carries only its `absl.logging` module, which Keras's io_utils logs through; absl.flags,
absl.app and absl.testing raise NotImplementedError on import (core/tf/module_identity.cpp)."""
