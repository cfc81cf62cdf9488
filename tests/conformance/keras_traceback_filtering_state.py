# keras.config's traceback filtering switch is real state (keras/src/utils/traceback_utils.py,
# Keras 3.11.3): disable/enable set the "traceback_filtering" global, which
# clear_session() forgets (back to the default, on). With filtering off a layer's error is no
# longer rewritten with "Exception encountered when calling ..." and its arguments
# (inject_argument_info_in_traceback returns fn(...) directly).
import keras


class Broken(keras.layers.Layer):
    def call(self, x):
        raise ValueError("broken call")


def call_message():
    try:
        Broken()(keras.ops.ones((1, 2)))
    except ValueError as e:
        return str(e).splitlines()[0]


print(keras.config.is_traceback_filtering_enabled(), call_message())
keras.config.disable_traceback_filtering()
print(keras.config.is_traceback_filtering_enabled(), call_message())
keras.config.enable_traceback_filtering()
print(keras.config.is_traceback_filtering_enabled(), call_message())
keras.config.disable_traceback_filtering()
keras.utils.clear_session()
print(keras.config.is_traceback_filtering_enabled())
