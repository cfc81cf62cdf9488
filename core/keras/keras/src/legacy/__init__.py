"""Keras 2 names that Keras 3 keeps for its tf.keras view only (keras/src/legacy)."""
