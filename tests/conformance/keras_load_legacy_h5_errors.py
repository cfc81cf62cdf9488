# Loading a legacy .h5 / .hdf5 model or weights file (keras/src/saving/saving_api.py
# load_model -> legacy_h5_format.load_model_from_hdf5, load_weights' legacy branch) opens it
# with h5py.File(filepath, "r"): a missing file is h5py's FileNotFoundError and a file that is
# not HDF5 its OSError; load_weights checks objects_to_skip first.
import keras

model = keras.Sequential([keras.Input((2,)), keras.layers.Dense(1)])
with open("notes.h5", "w") as f:
    f.write("not an HDF5 file")
for load in [lambda: keras.models.load_model("my_model.h5"), lambda: model.load_weights("weights.h5"),
             lambda: keras.saving.load_model("my_model.hdf5"), lambda: model.load_weights("w.hdf5", objects_to_skip=[]),
             lambda: keras.models.load_model("notes.h5"), lambda: model.load_weights("notes.h5")]:
    try:
        load()
    except Exception as e:
        print(type(e).__name__ + ":", e)
