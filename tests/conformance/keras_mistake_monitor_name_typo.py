# Callbacks monitoring a misspelled or unknown metric in mode="auto": Keras 3.11.3
# callbacks/monitor_callback.py MonitorCallback._set_monitor_op cannot tell the direction of
# "val_los" or "val_acc" (no such compiled metric) and raises at the end of the first epoch,
# naming the callback's class.
import numpy as np
import keras

model = keras.Sequential([keras.Input((2,)), keras.layers.Dense(1)])
model.compile(optimizer="sgd", loss="mse")
for callback in (keras.callbacks.EarlyStopping(monitor="val_los"),
                 keras.callbacks.ReduceLROnPlateau(monitor="val_acc"),
                 keras.callbacks.ModelCheckpoint("best.keras", monitor="val_acc", save_best_only=True)):
    try:
        model.fit(np.ones((4, 2)), np.ones((4, 1)), validation_split=0.5, verbose=0, callbacks=[callback])
    except ValueError as e:
        print("ValueError:", e)
