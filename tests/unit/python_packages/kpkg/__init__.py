"""A package laid out as Keras is: public names re-exported from kpkg.src."""
from kpkg.src.models.sequential import Sequential
from kpkg import layers

__version__ = "1.0"
