# Saving into a folder that does not exist. Model.save_weights (keras/src/saving/saving_lib.py
# save_weights_only) opens the file with h5py.File(filepath, mode="w") (H5IOStore), so a missing
# folder is h5py's FileNotFoundError with HDF5's "Unable to synchronously create file" text;
# Model.save(".keras") opens it with Python's open(filepath, "wb"), so the error is Python's.
# ModelCheckpoint (keras/src/callbacks/model_checkpoint.py _save_model) makes the folder first,
# so a formatted checkpoint path in a new folder saves (the TF "Save and load models" tutorial's
# training_2/cp-{epoch:04d}.weights.h5 works once a callback or os.makedirs made the folder).
import os

import numpy as np
import keras

keras.utils.set_random_seed(0)
model = keras.Sequential([keras.Input((3,)), keras.layers.Dense(2)])
model.compile(optimizer="sgd", loss="mse")
for save in [lambda: model.save_weights("training_2/cp-0000.weights.h5"),
             lambda: model.save("saved/my_model.keras")]:
    try:
        save()
    except OSError as e:
        print(type(e).__name__ + ":", e)
print(os.path.exists("training_2"), os.path.exists("saved"))

checkpoint = keras.callbacks.ModelCheckpoint("training_2/cp-{epoch:04d}.weights.h5", save_weights_only=True)
model.fit(np.ones((4, 3)), np.zeros((4, 2)), epochs=2, callbacks=[checkpoint], verbose=0)
print(sorted(os.listdir("training_2")))
model.save_weights("training_2/cp-0000.weights.h5")
print(sorted(os.listdir("training_2")))
os.makedirs("saved")
model.save("saved/my_model.keras")
print(os.listdir("saved"))
