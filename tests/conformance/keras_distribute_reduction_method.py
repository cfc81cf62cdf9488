# Keras 3.11 TensorFlowTrainer.distribute_reduction_method (keras/src/backend/tensorflow/
# trainer.py): a property returning `self._distribute_reduction_method or "auto"`, with a setter;
# nothing else ever sets _distribute_reduction_method, so reading it on a fresh model raises
# AttributeError naming the private attribute, and after the setter None reads as "auto".
import keras

model = keras.Sequential([keras.Input((2,)), keras.layers.Dense(1)])
try:
    model.distribute_reduction_method
except AttributeError as e:
    print("AttributeError:", e)
model.distribute_reduction_method = None
print(model.distribute_reduction_method)
model.distribute_reduction_method = "sum"
print(model.distribute_reduction_method)
