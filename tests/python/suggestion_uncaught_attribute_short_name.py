# An uncaught AttributeError's "Did you mean" comes from suggestions.c (CPython 3.12's
# PyErr_Display is C): no length cap, so a one-letter name gets a suggestion.
class Point:
    def __init__(self):
        self.xy = 1


Point().x
