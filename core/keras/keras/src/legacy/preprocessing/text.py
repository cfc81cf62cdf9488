"""tf.keras.preprocessing.text: Keras 1's word-level text utilities, deprecated but kept by
Keras 3.11.3's tf.keras view (keras/src/legacy/preprocessing/text.py): `Tokenizer`,
`tokenizer_from_json`, `text_to_word_sequence`, `one_hot` and `hashing_trick`."""

import collections
import hashlib
import json
import warnings

import numpy as np

_FILTERS = '!"#$%&()*+,-./:;<=>?@[\\]^_`{|}~\t\n'


def text_to_word_sequence(input_text, filters=_FILTERS, lower=True, split=" "):
    """The words of `input_text` (a str) as a list of str: lowercased when `lower`, every
    character of `filters` replaced by `split`, split on `split`, empty pieces dropped."""
    if lower:
        input_text = input_text.lower()
    # Keras maps every filter character to `split` with str.translate.
    drop = set(filters)
    input_text = "".join(split if c in drop else c for c in input_text)
    return [w for w in input_text.split(split) if w]


def one_hot(input_text, n, filters=_FILTERS, lower=True, split=" ", analyzer=None):
    """`hashing_trick` with Python's `hash`: a list of ints in [1, n - 1], one per word.
    CPython randomizes str hashes per process (PYTHONHASHSEED), so the values differ between
    runs there; tfplay's str hash is fixed, so they are the same on every run."""
    return hashing_trick(input_text, n, hash_function=hash, filters=filters, lower=lower,
                         split=split, analyzer=analyzer)


def _md5_int(word):
    """The md5 digest of `word`'s UTF-8 bytes as an int, Keras's hash_function="md5"."""
    return int(hashlib.md5(word.encode()).hexdigest(), 16)


def hashing_trick(text, n, hash_function=None, filters=_FILTERS, lower=True, split=" ",
                  analyzer=None):
    """Each word of `text` (split by `text_to_word_sequence`, or by `analyzer(text)` when
    given) as `hash_function(word) % (n - 1) + 1`, a list of ints in [1, n - 1]. The default
    hash_function is Python's `hash`; "md5" hashes the word's UTF-8 bytes (stable across
    runs)."""
    if hash_function is None:
        hash_function = hash
    elif hash_function == "md5":
        hash_function = _md5_int
    if analyzer is None:
        seq = text_to_word_sequence(text, filters=filters, lower=lower, split=split)
    else:
        seq = analyzer(text)
    return [hash_function(w) % (n - 1) + 1 for w in seq]


class Tokenizer:
    """Keras 1's text tokenizer: `fit_on_texts` builds `word_counts`, `word_docs`, `word_index`
    (1 for the most frequent word, or for `oov_token` when given), `index_word`, `index_docs`
    and `document_count`; `texts_to_sequences` / `texts_to_matrix` encode texts with the
    `num_words - 1` most frequent words. Raises TypeError on unknown keyword arguments."""

    def __init__(self, num_words=None, filters=_FILTERS, lower=True, split=" ",
                 char_level=False, oov_token=None, analyzer=None, **kwargs):
        if "nb_words" in kwargs:  # Keras 1's name
            warnings.warn("The `nb_words` argument in `Tokenizer` has been renamed `num_words`.")
            num_words = kwargs.pop("nb_words")
        document_count = kwargs.pop("document_count", 0)
        if kwargs:
            raise TypeError("Unrecognized keyword arguments: " + str(kwargs))
        self.word_counts = collections.OrderedDict()
        self.word_docs = collections.defaultdict(int)
        self.filters = filters
        self.split = split
        self.lower = lower
        self.num_words = num_words
        self.document_count = document_count
        self.char_level = char_level
        self.oov_token = oov_token
        self.index_docs = collections.defaultdict(int)
        self.word_index = {}
        self.index_word = {}
        self.analyzer = analyzer

    def _tokens(self, text):
        """The tokens of one text: its characters (char_level) or list items, lowercased when
        `lower`, else its words."""
        if self.char_level or isinstance(text, list):
            if self.lower:
                text = [t.lower() for t in text] if isinstance(text, list) else text.lower()
            return text
        if self.analyzer is not None:
            return self.analyzer(text)
        return text_to_word_sequence(text, filters=self.filters, lower=self.lower,
                                     split=self.split)

    def fit_on_texts(self, texts):
        """Counts the tokens of `texts` (str or lists of str) and rebuilds the word index by
        descending count (ties keep first-seen order). Returns None."""
        for text in texts:
            self.document_count += 1
            seq = self._tokens(text)
            for w in seq:
                self.word_counts[w] = self.word_counts.get(w, 0) + 1
            for w in set(seq):
                self.word_docs[w] += 1
        by_count = sorted(self.word_counts.items(), key=lambda item: item[1], reverse=True)
        vocabulary = [] if self.oov_token is None else [self.oov_token]
        vocabulary.extend(w for w, _ in by_count)
        # Index 0 is reserved (padding) and never names a word.
        self.word_index = dict(zip(vocabulary, range(1, len(vocabulary) + 1)))
        self.index_word = {i: w for w, i in self.word_index.items()}
        for w, c in list(self.word_docs.items()):
            self.index_docs[self.word_index[w]] = c

    def fit_on_sequences(self, sequences):
        """Counts, per index, the sequences it occurs in (for tfidf). Returns None."""
        self.document_count += len(sequences)
        for seq in sequences:
            for i in set(seq):
                self.index_docs[i] += 1

    def texts_to_sequences(self, texts):
        """A list of int lists: each token's index; tokens unknown or ranked at or past
        `num_words` become the oov index, or are dropped without an `oov_token`."""
        return list(self.texts_to_sequences_generator(texts))

    def texts_to_sequences_generator(self, texts):
        """`texts_to_sequences` one text at a time (a generator)."""
        num_words = self.num_words
        oov_index = self.word_index.get(self.oov_token)
        for text in texts:
            vect = []
            for w in self._tokens(text):
                i = self.word_index.get(w)
                if i is not None:
                    if num_words and i >= num_words:
                        if oov_index is not None:
                            vect.append(oov_index)
                    else:
                        vect.append(i)
                elif self.oov_token is not None:
                    vect.append(oov_index)
            yield vect

    def sequences_to_texts(self, sequences):
        """A list of str: each sequence's words joined by spaces (the reverse mapping of
        `texts_to_sequences`, with the same `num_words` and `oov_token` rules)."""
        return list(self.sequences_to_texts_generator(sequences))

    def sequences_to_texts_generator(self, sequences):
        """`sequences_to_texts` one sequence at a time (a generator)."""
        num_words = self.num_words
        oov_index = self.word_index.get(self.oov_token)
        for seq in sequences:
            words = []
            for num in seq:
                word = self.index_word.get(num)
                if word is not None:
                    if num_words and num >= num_words:
                        if oov_index is not None:
                            words.append(self.index_word[oov_index])
                    else:
                        words.append(word)
                elif self.oov_token is not None:
                    words.append(self.index_word[oov_index])
            yield " ".join(words)

    def texts_to_matrix(self, texts, mode="binary"):
        """`sequences_to_matrix` of `texts_to_sequences(texts)`."""
        return self.sequences_to_matrix(self.texts_to_sequences(texts), mode=mode)

    def sequences_to_matrix(self, sequences, mode="binary"):
        """A float64 numpy array of shape (len(sequences), num_words) (num_words defaults to
        len(word_index) + 1): per sequence and index, "binary" 1, "count" the count, "freq"
        count / len(sequence), "tfidf" (1 + log count) * log(1 + docs / (1 + index docs)).
        Raises ValueError without num_words or a fit, for tfidf before any fit, and for an
        unknown mode."""
        if not self.num_words:
            if self.word_index:
                num_words = len(self.word_index) + 1
            else:
                raise ValueError("Specify a dimension (`num_words` argument), "
                                 "or fit on some text data first.")
        else:
            num_words = self.num_words
        if mode == "tfidf" and not self.document_count:
            raise ValueError("Fit the Tokenizer on some data before using tfidf mode.")
        x = np.zeros((len(sequences), num_words))
        for i, seq in enumerate(sequences):
            if not seq:
                continue
            counts = collections.defaultdict(int)
            for j in seq:
                if j < num_words:
                    counts[j] += 1
            for j, c in list(counts.items()):
                if mode == "count":
                    x[i][j] = c
                elif mode == "freq":
                    x[i][j] = c / len(seq)
                elif mode == "binary":
                    x[i][j] = 1
                elif mode == "tfidf":
                    # Weighting scheme 2 of https://en.wikipedia.org/wiki/Tf%E2%80%93idf
                    tf = 1 + np.log(c)
                    idf = np.log(1 + self.document_count / (1 + self.index_docs.get(j, 0)))
                    x[i][j] = tf * idf
                else:
                    raise ValueError("Unknown vectorization mode:", mode)
        return x

    def get_config(self):
        """The tokenizer's settings and vocabulary; the five mappings as JSON strings."""
        return {
            "num_words": self.num_words,
            "filters": self.filters,
            "lower": self.lower,
            "split": self.split,
            "char_level": self.char_level,
            "oov_token": self.oov_token,
            "document_count": self.document_count,
            "word_counts": json.dumps(self.word_counts),
            "word_docs": json.dumps(self.word_docs),
            "index_docs": json.dumps(self.index_docs),
            "index_word": json.dumps(self.index_word),
            "word_index": json.dumps(self.word_index),
        }

    def to_json(self, **kwargs):
        """`{"class_name": "Tokenizer", "config": get_config()}` as a JSON string; `kwargs`
        go to json.dumps."""
        return json.dumps({"class_name": self.__class__.__name__, "config": self.get_config()},
                          **kwargs)


def tokenizer_from_json(json_string):
    """A Tokenizer rebuilt from `Tokenizer.to_json()`'s string (int keys of index_docs and
    index_word restored; word_counts and word_docs come back as plain dicts)."""
    config = json.loads(json_string).get("config")
    word_counts = json.loads(config.pop("word_counts"))
    word_docs = json.loads(config.pop("word_docs"))
    index_docs = {int(k): v for k, v in json.loads(config.pop("index_docs")).items()}
    index_word = {int(k): v for k, v in json.loads(config.pop("index_word")).items()}
    word_index = json.loads(config.pop("word_index"))
    tokenizer = Tokenizer(**config)
    tokenizer.word_counts = word_counts
    tokenizer.word_docs = word_docs
    tokenizer.index_docs = index_docs
    tokenizer.word_index = word_index
    tokenizer.index_word = index_word
    return tokenizer
