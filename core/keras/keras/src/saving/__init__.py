"""keras.src.saving: object registration (saving and loading models is not emulated)."""
