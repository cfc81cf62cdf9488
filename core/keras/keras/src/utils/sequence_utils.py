"""pad_sequences (keras/src/utils/sequence_utils.py): a list of sequences as one NumPy array
of shape (num_samples, maxlen) + sample shape, padded and truncated at the front ("pre") or
back ("post")."""
import numpy as np


def pad_sequences(sequences, maxlen=None, dtype="int32", padding="pre", truncating="pre", value=0.0):
    """Raises ValueError for non-iterable sequences, unknown padding/truncating, a string
    `value` with a non-string dtype, or samples of differing shapes."""
    if not hasattr(sequences, "__len__"):
        raise ValueError("`sequences` must be iterable.")
    num_samples = len(sequences)
    lengths = []
    sample_shape = ()
    flag = True
    # Take the sample shape from the first non empty sequence, checking consistency in the main loop below.
    for x in sequences:
        try:
            lengths.append(len(x))
            if flag and len(x):
                sample_shape = np.asarray(x).shape[1:]
                flag = False
        except TypeError as e:
            raise ValueError(f"`sequences` must be a list of iterables. Found non-iterable: {str(x)}") from e
    if maxlen is None:
        maxlen = np.max(lengths)
    is_dtype_str = _is_str_dtype(dtype)
    if isinstance(value, str) and dtype is not object and not is_dtype_str:
        raise ValueError(f"`dtype` {dtype} is not compatible with `value`'s type: {type(value)}\n"
                         "You should set `dtype=object` for variable length strings.")
    x = np.full((num_samples, maxlen) + sample_shape, value, dtype=dtype)
    for idx, s in enumerate(sequences):
        if not len(s):
            continue  # empty list/array was found
        if truncating == "pre":
            trunc = s[-maxlen:]
        elif truncating == "post":
            trunc = s[:maxlen]
        else:
            raise ValueError(f'Truncating type "{truncating}" not understood')
        # check `trunc` has expected shape
        trunc = np.asarray(trunc, dtype=dtype)
        if trunc.shape[1:] != sample_shape:
            raise ValueError(f"Shape of sample {trunc.shape[1:]} of sequence at position {idx} is different from "
                             f"expected shape {sample_shape}")
        if padding == "post":
            x[idx, : len(trunc)] = trunc
        elif padding == "pre":
            x[idx, -len(trunc) :] = trunc
        else:
            raise ValueError(f'Padding type "{padding}" not understood')
    return x


def _is_str_dtype(dtype):
    """`np.issubdtype(dtype, np.str_)`."""
    if dtype is object:
        return False
    return np.dtype(dtype).kind == "U"
