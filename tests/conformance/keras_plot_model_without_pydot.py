# keras.utils.plot_model and model_to_dot where pydot is not installed (pip's tensorflow 2.20 and
# keras 3.11 do not install it): keras/src/utils/model_visualization.py first requires a built
# model (ValueError), then raises ImportError outside IPython.
import keras

model = keras.Sequential([keras.layers.Dense(2)])
for draw in (keras.utils.plot_model, keras.utils.model_to_dot):
    try:
        draw(model)
    except ValueError as e:
        print("ValueError:", e)
model.build((None, 3))
try:
    keras.utils.plot_model(model, to_file="model.png", show_shapes=True)
except ImportError as e:
    print("ImportError:", e)
try:
    keras.utils.model_to_dot(model)
except ImportError as e:
    print("ImportError:", e)
