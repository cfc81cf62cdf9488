"""keras.src.distribution: what keras/src/distribution/__init__.py re-exports from
distribution_lib (keras.distribution's names and Distribution)."""
from keras.src.distribution.distribution_lib import (  # noqa: F401
    DataParallel,
    DeviceMesh,
    Distribution,
    LayoutMap,
    ModelParallel,
    TensorLayout,
    distribute_tensor,
    distribution,
    initialize,
    list_devices,
    set_distribution,
)
