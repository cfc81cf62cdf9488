"""keras.src.saving: object registration and saving and loading models and weights (saving_api, saving_lib)."""
