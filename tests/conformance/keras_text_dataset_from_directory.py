# keras.utils.text_dataset_from_directory (Keras 3.11 text_dataset_utils.py with
# dataset_utils.index_directory) over files the program writes: one class per subfolder
# (sorted; hidden folders and non-.txt files skipped), files in sorted order within each,
# "Found N files belonging to K classes." (print_msg), labels int32 by default, float32 (N, 1)
# for "binary", one-hot for "categorical", texts cut to max_length bytes, the dataset's
# class_names attribute, validation_split/subset with "Using N files for ..." messages, and
# Keras's errors. With shuffle=False the order is the index order; shuffled splits are
# printed sorted (the partition does not depend on the order).
import os

import tensorflow as tf
import keras

for label, words in [("pos", ["great", "fine", "superb"]), ("neg", ["bad", "dull", "awful"])]:
    os.makedirs(os.path.join("reviews", label))
    for i, word in enumerate(words):
        with open(os.path.join("reviews", label, f"{i}.txt"), "w") as f:
            f.write(f"{word} movie {i}")
with open("reviews/pos/notes.md", "w") as f:
    f.write("not a review")
os.makedirs("reviews/.cache")
os.makedirs("empty/a")

ds = keras.utils.text_dataset_from_directory("reviews", batch_size=2, shuffle=False)
print(ds.class_names, ds.element_spec)
for texts, labels in ds:
    print(texts, labels)

for mode in ["binary", "categorical"]:
    ds = keras.utils.text_dataset_from_directory("reviews", batch_size=4, shuffle=False, label_mode=mode,
                                                 max_length=4, verbose=False)
    texts, labels = next(iter(ds))
    print(mode, texts.numpy().tolist(), labels.numpy().tolist())

train, val = keras.utils.text_dataset_from_directory("reviews", validation_split=0.5, subset="both", seed=1)
train_texts = sorted(t for batch, _ in train for t in batch.numpy().tolist())
val_texts = sorted(t for batch, _ in val for t in batch.numpy().tolist())
print(len(train_texts), len(val_texts), sorted(train_texts + val_texts) == sorted(
    t for batch, _ in keras.utils.text_dataset_from_directory("reviews", verbose=False) for t in batch.numpy().tolist()))

texts_only = keras.utils.text_dataset_from_directory("reviews", labels=None, shuffle=False)
print(texts_only.element_spec, texts_only.class_names)

for kwargs in [{"validation_split": 0.2, "subset": "training"}, {"label_mode": "sparse"},
               {"labels": "folders"}, {"validation_split": 0.2}]:
    try:
        keras.utils.text_dataset_from_directory("reviews", **kwargs)
    except ValueError as e:
        print("ValueError:", e)
try:
    keras.utils.text_dataset_from_directory("empty")
except ValueError as e:
    print("ValueError:", e)
