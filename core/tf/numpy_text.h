// NumPy's fixed-width string dtypes: '<U{n}' arrays of str (np.str_ scalars) and 'S{n}' arrays
// of bytes (np.bytes_ scalars), as NumPy 2 creates, prints, indexes, compares and casts them
// (numpy/_core/arrayprint.py, numpy/_core/_dtype.py, scalartypes.c.src).
//
// Their elements live in a String tensor (str elements encoded as UTF-8, which is also what
// tf.constant makes of them); ArrayValueObject::text says which dtype the array has.
#pragma once

#include <optional>
#include <string>
#include <vector>

#include "core/python/object.h"
#include "core/tf/numpy_array.h"
#include "core/tf/numpy_ops.h"

namespace tfplay::tf {

using TextKind = function::ArrayValueObject::TextKind;
using TextDType = function::ArrayValueObject::TextDType;

/// np.str_ (a subclass of str) and np.bytes_ (a subclass of bytes): reprs np.str_('a') and
/// np.bytes_(b'a'), str() the plain text.
py::TypeObject* numpy_str_type();
py::TypeObject* numpy_bytes_type();

/// Whether `a` is a '<U' or 'S' array or scalar.
bool is_text_array(const NumpyArrayObject* a);

/// A string dtype designation: str, bytes, np.str_, np.bytes_, 'U', 'S', 'str', 'bytes', '<U5',
/// 'U5', 'S3', '|S3' or a dtype object like dtype('<U5'). width 0 means "from the data".
/// nullopt for anything else.
std::optional<TextDType> text_dtype_of(const py::Ref& o);

/// dtype('<U5') / dtype('S3').
py::Ref text_dtype_object(TextDType d);
/// repr / str / name / itemsize / kind / char of a string dtype: dtype('<U5'), '<U5', 'str160',
/// 20, 'U', 'U' (bytes: dtype('S3'), '|S3', 'bytes24', 3, 'S', 'S').
std::string text_dtype_repr(TextDType d);
std::string text_dtype_str(TextDType d);
std::string text_dtype_name(TextDType d);
int64_t text_itemsize(TextDType d);
const char* text_dtype_kind(TextDType d);

/// np.array(v, dtype) when `v` holds str or bytes leaves or `dtype` is a string dtype; nullptr
/// when neither (the numeric path applies). The width is the longest element's unless given
/// (longer elements are cut, as NumPy does); a str array cast to 'S' encodes as ASCII
/// (UnicodeEncodeError otherwise), as NumPy does.
py::Ref text_array_from(const py::Ref& v, std::optional<TextDType> dtype);
/// An ndarray over `strings` (a String tensor) with the given dtype (width 0: the longest).
py::Ref make_text_ndarray(tensor::Tensor strings, TextDType d);
/// The scalar of element i: np.str_ / np.bytes_.
py::Ref text_scalar(const tensor::Tensor& strings, int64_t i, TextKind kind);
/// ndarray.item(): Python str / bytes.
py::Ref text_item(const tensor::Tensor& strings, int64_t i, TextKind kind);
/// ndarray.tolist(): nested lists of str / bytes.
py::Ref text_tolist(const NumpyArrayObject& a);

/// repr(a) / str(a): array(['ab', 'c'], dtype='<U2') / ['ab' 'c'].
std::string text_array_repr(const NumpyArrayObject& a);
std::string text_array_str(const NumpyArrayObject& a);

/// a.astype(dtype) for a string array or to a string dtype; nullptr when neither applies.
py::Ref text_astype(const NumpyArrayObject& a, const py::Ref& dtype);

/// a == b / a != b where either side is a string array: elementwise over broadcast shapes;
/// nullptr when neither side is one. Other comparisons raise NotImplementedError.
py::Ref text_compare(np::Ufunc op, const py::Ref& a, const py::Ref& b);

/// a + b where either side is a string array: NumPy 2's string add, elementwise concatenation
/// over broadcast shapes, the result's width the sum of the operands' ('<U2' + '<U1' ->
/// '<U3'). Other arithmetic on string arrays raises NotImplementedError. nullptr when neither
/// side is a string array.
py::Ref text_binary(np::Ufunc op, const py::Ref& a, const py::Ref& b);
/// The value `a[key] = value` stores into string array `a`: `value` as a string array of a's
/// dtype (longer text cut to a's width, as NumPy does).
py::Ref text_assignment_value(const NumpyArrayObject& a, const py::Ref& value);

/// Wraps a NumPy function so that string arrays keep their dtype through it: when its
/// arguments (or the items of a list argument) include string arrays of one kind, the String
/// arrays it returns (alone, or in a tuple or list) get that kind, at least as wide as the
/// widest argument, and its String scalars become np.str_ / np.bytes_. Functions that move
/// elements around (permutation, choice, repeat, tile, split, where ...) need nothing else.
py::NativeFn keep_text_dtype(py::NativeFn fn);
/// keep_text_dtype(fn), with positional argument `index` first made a string array when it is
/// a list or tuple of str / bytes, as NumPy's asarray makes it: np.random.choice(["rock",
/// "paper"]) picks np.str_ values.
py::NativeFn with_text_list_argument(py::NativeFn fn, std::size_t index);

/// np.where(cond, x, y) when x or y holds text (str / bytes values or string arrays): the
/// elements chosen over the broadcast shape, as wide as the wider side ('<U8' for
/// np.where(c, "positive", "negative")). nullptr when neither does; NotImplementedError when
/// one side holds numbers (NumPy would make them str).
py::Ref text_where(const tensor::Tensor& cond, const py::Ref& x, const py::Ref& y);

/// The string dtype of an array argument (nullopt for other values).
std::optional<TextDType> text_dtype_of_array(const py::Ref& v);
/// The dtype np.concatenate / np.stack give string arrays: the widest of them; nullopt when
/// none is a string array. NotImplementedError when they mix str, bytes or other dtypes
/// (NumPy's promotion rules for those are not emulated).
std::optional<TextDType> common_text_dtype(const std::vector<py::Ref>& items);
/// `out` (a new ndarray) with string dtype `d` when given.
py::Ref with_text_dtype(py::Ref out, std::optional<TextDType> d);

}  // namespace tfplay::tf
