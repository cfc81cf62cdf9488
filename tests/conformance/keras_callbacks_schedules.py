# Keras 3.11's LearningRateScheduler and ReduceLROnPlateau
# (keras/src/callbacks/learning_rate_scheduler.py, reduce_lr_on_plateau.py):
# the learning rate each epoch starts with comes from schedule(epoch, lr) with lr read as a
# Python float of the float32 variable (0.1 reads 0.10000000149011612), the messages are
# io_utils.print_msg's, on_epoch_end adds `learning_rate` to the logs (so History has it), and a
# monitored metric that is missing warns from the CallbackList's call of on_epoch_end.
import numpy as np
import keras

x = np.ones((4, 2), dtype="float32")
y = np.zeros((4, 1), dtype="float32")
model = keras.Sequential([keras.Input(shape=(2,)), keras.layers.Dense(1, kernel_initializer="zeros")])
model.compile(optimizer=keras.optimizers.SGD(0.1), loss="mse")


def halve_after_first(epoch, lr):
    return lr if epoch < 1 else lr * 0.5


history = model.fit(x, y, epochs=3, verbose=0,
                    callbacks=[keras.callbacks.LearningRateScheduler(halve_after_first, verbose=1)])
print(history.history["learning_rate"])

# val_loss never improves on its first value in "max" mode when it stays 0: the rate halves
# after `patience` epochs without improvement, then waits `cooldown` epochs.
model.compile(optimizer=keras.optimizers.SGD(0.1), loss="mse")
plateau = keras.callbacks.ReduceLROnPlateau(monitor="val_loss", factor=0.5, patience=1, cooldown=1, verbose=1,
                                            mode="max", min_delta=0.0)
history = model.fit(x, y, epochs=5, verbose=0, validation_data=(x, y), callbacks=[plateau])
print(history.history["learning_rate"])
model.fit(x, y, epochs=1, verbose=0, callbacks=[keras.callbacks.ReduceLROnPlateau(monitor="val_acc", mode="max")])
