from ..one import ONE
from ...layers.core.dense import Dense

TWO = ONE + 1
PACKAGE = __package__
