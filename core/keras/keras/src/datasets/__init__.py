"""keras.datasets (keras/src/datasets): each `load_data` downloads its dataset from the
network, which tfplay, running offline in the page, cannot do."""


def unavailable(function, dataset):
    """Raises NotImplementedError naming `function` (e.g. "keras.datasets.mnist.load_data")."""
    raise NotImplementedError(
        f"{function} downloads the {dataset} dataset, and tfplay runs offline: it has no datasets to "
        "load. Build small arrays in the program instead (for example with numpy.random)."
    )
