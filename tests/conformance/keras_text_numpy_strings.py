# Keras text pipelines fed NumPy str arrays, as the text classification tutorials do:
# TextVectorization.adapt(np.array([...])), a model whose string Input feeds the layer, fit and
# predict on NumPy str arrays. Expected values follow keras/src/layers/preprocessing/
# text_vectorization.py and index_lookup.py (vocabulary: "" then "[UNK]", then terms by count,
# ties by term, high to low; "int" outputs padded with 0 to output_sequence_length) and
# Model.fit's History (history.history has one list per metric, one value per epoch).
import numpy as np
import keras

texts = np.array(["the cat sat", "the dog ran", "a cat ran"])
vec = keras.layers.TextVectorization(output_mode="int", output_sequence_length=4)
vec.adapt(texts)
print(vec.get_vocabulary())
print(vec(texts).numpy().tolist())

model = keras.Sequential([keras.Input(shape=(1,), dtype="string"), vec])
print(model.predict(np.array([["the cat"], ["dog dog"]]), verbose=0).tolist())

flat = keras.Sequential([keras.Input(shape=(), dtype="string"), vec])
print(flat.predict(np.array(["great movie", "a dog"]), verbose=0).tolist())

classifier = keras.Sequential([
    keras.Input(shape=(1,), dtype="string"),
    vec,
    keras.layers.Embedding(8, 2),
    keras.layers.GlobalAveragePooling1D(),
    keras.layers.Dense(1, activation="sigmoid"),
])
classifier.compile(optimizer="adam", loss="binary_crossentropy")
history = classifier.fit(texts.reshape(-1, 1), np.array([1, 0, 1]), epochs=2, verbose=0)
print(list(history.history), len(history.history["loss"]))
print(classifier.predict(np.array([["great movie"]]), verbose=0).shape)
