# keras.utils.array_to_img / save_img / load_img need PIL (Pillow) and keras.utils.get_file a
# network, which the playground does not have: each raises NotImplementedError naming what it
# lacks (the training-loop guide's GAN saves its generated digits with
# keras.utils.array_to_img(...).save(...)). The run's own files exist: only PIL is missing.
import os

import numpy as np
import keras

calls = [
    lambda: keras.utils.array_to_img(np.zeros((4, 4, 1))),
    lambda: keras.utils.save_img("digit.png", np.zeros((4, 4, 1))),
    lambda: keras.utils.load_img("digit.png"),
    lambda: keras.utils.get_file("mnist.npz", origin="https://storage.googleapis.com/tensorflow/tf-keras-datasets/mnist.npz"),
]
for call in calls:
    try:
        call()
    except NotImplementedError as e:
        print("NotImplementedError:", e)
with open("notes.txt", "w") as f:
    f.write("files work")
print(os.path.exists("notes.txt"), keras.utils.img_to_array(np.ones((2, 2, 1))).shape)
