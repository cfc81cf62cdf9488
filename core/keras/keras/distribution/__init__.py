"""keras.distribution: device meshes, layouts and distribution strategies
(keras/src/distribution/distribution_lib.py) as the TensorFlow backend has them."""
from keras.src.distribution.distribution_lib import (  # noqa: F401
    DataParallel,
    DeviceMesh,
    LayoutMap,
    ModelParallel,
    TensorLayout,
    distribute_tensor,
    distribution,
    initialize,
    list_devices,
    set_distribution,
)
