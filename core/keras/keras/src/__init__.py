"""Keras 3.11 internals (keras/src), written for tfplay over its tensorflow module."""
