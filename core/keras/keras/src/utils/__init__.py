"""keras.utils (keras/src/utils)."""
