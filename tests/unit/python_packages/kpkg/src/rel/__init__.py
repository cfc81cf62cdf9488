from . import one
from .one import ONE
from .inner.two import TWO
