__all__ = ["ONE"]
ONE = 1
HIDDEN = 0
