"""Keras 1 preprocessing utilities that Keras 3 keeps for the tf.keras view (keras/src/legacy/preprocessing)."""
