// The first paragraph of NumPy 2.3's docstring of each function tfplay's numpy module has
// (numpy/_core/fromnumeric.py, numeric.py, _add_newdocs.py, the ufuncs' docstrings, ...; a C
// function's leading signature line left out, as its __text_signature__), so that `np.zeros.__doc__`
// and the editor's hover say what NumPy says first. The rest of NumPy's docstrings is not copied.
#include "core/tf/numpy_docs.h"

#include <utility>
#include <vector>

#include "core/python/builtin_docs.h"
#include "core/python/runtime.h"

namespace tfplay::tf {

namespace {

struct NumpyDoc {
  const char* name;
  const char* doc;
};

const NumpyDoc kNumpyDocs[] = {
    {"abs", R"DOC(Calculate the absolute value element-wise.)DOC"},
    {"absolute", R"DOC(Calculate the absolute value element-wise.)DOC"},
    {"add", R"DOC(Add arguments element-wise.)DOC"},
    {"all", R"DOC(Test whether all array elements along a given axis evaluate to True.)DOC"},
    {"allclose", R"DOC(Returns True if two arrays are element-wise equal within a tolerance.)DOC"},
    {"amax", R"DOC(Return the maximum of an array or maximum along an axis.)DOC"},
    {"amin", R"DOC(Return the minimum of an array or minimum along an axis.)DOC"},
    {"any", R"DOC(Test whether any array element along a given axis evaluates to True.)DOC"},
    {"arange", R"DOC(Return evenly spaced values within a given interval.)DOC"},
    {"arccos", R"DOC(Trigonometric inverse cosine, element-wise.)DOC"},
    {"arcsin", R"DOC(Inverse sine, element-wise.)DOC"},
    {"arctan", R"DOC(Trigonometric inverse tangent, element-wise.)DOC"},
    {"argmax", R"DOC(Returns the indices of the maximum values along an axis.)DOC"},
    {"argmin", R"DOC(Returns the indices of the minimum values along an axis.)DOC"},
    {"argsort", R"DOC(Returns the indices that would sort an array.)DOC"},
    {"imag", R"DOC(Return the imaginary part of the complex argument.)DOC"},
    {"argwhere", R"DOC(Find the indices of array elements that are non-zero, grouped by element.)DOC"},
    {"around", R"DOC(Round an array to the given number of decimals.)DOC"},
    {"array", R"DOC(Create an array.)DOC"},
    {"array_equal", R"DOC(True if two arrays have the same shape and elements, False otherwise.)DOC"},
    {"array_split", R"DOC(Split an array into multiple sub-arrays.)DOC"},
    {"asarray", R"DOC(Convert the input to an array.)DOC"},
    {"atleast_1d", R"DOC(Convert inputs to arrays with at least one dimension.)DOC"},
    {"atleast_2d", R"DOC(View inputs as arrays with at least two dimensions.)DOC"},
    {"bitwise_and", R"DOC(Compute the bit-wise AND of two arrays element-wise.)DOC"},
    {"bitwise_or", R"DOC(Compute the bit-wise OR of two arrays element-wise.)DOC"},
    {"bitwise_xor", R"DOC(Compute the bit-wise XOR of two arrays element-wise.)DOC"},
    {"ceil", R"DOC(Return the ceiling of the input, element-wise.)DOC"},
    {"clip", R"DOC(Clip (limit) the values in an array.)DOC"},
    {"column_stack", R"DOC(Stack 1-D arrays as columns into a 2-D array.)DOC"},
    {"concatenate", R"DOC(Join a sequence of arrays along an existing axis.)DOC"},
    {"copy", R"DOC(Return an array copy of the given object.)DOC"},
    {"cos", R"DOC(Cosine element-wise.)DOC"},
    {"cosh", R"DOC(Hyperbolic cosine, element-wise.)DOC"},
    {"count_nonzero", R"DOC(Counts the number of non-zero values in the array ``a``.)DOC"},
    {"cumprod", R"DOC(Return the cumulative product of elements along a given axis.)DOC"},
    {"cumsum", R"DOC(Return the cumulative sum of the elements along a given axis.)DOC"},
    {"diff", R"DOC(Calculate the n-th discrete difference along the given axis.)DOC"},
    {"divide", R"DOC(Divide arguments element-wise.)DOC"},
    {"dot", R"DOC(Dot product of two arrays. Specifically,)DOC"},
    {"einsum", R"DOC(Evaluates the Einstein summation convention on the operands.)DOC"},
    {"empty", R"DOC(Return a new array of given shape and type, without initializing entries.)DOC"},
    {"empty_like", R"DOC(Return a new array with the same shape and type as a given array.)DOC"},
    {"equal", R"DOC(Return (x1 == x2) element-wise.)DOC"},
    {"exp", R"DOC(Calculate the exponential of all elements in the input array.)DOC"},
    {"exp2", R"DOC(Calculate `2**p` for all `p` in the input array.)DOC"},
    {"expand_dims", R"DOC(Expand the shape of an array.)DOC"},
    {"expm1", R"DOC(Calculate ``exp(x) - 1`` for all elements in the array.)DOC"},
    {"eye", R"DOC(Return a 2-D array with ones on the diagonal and zeros elsewhere.)DOC"},
    {"flatnonzero", R"DOC(Return indices that are non-zero in the flattened version of a.)DOC"},
    {"flip", R"DOC(Reverse the order of elements in an array along the given axis.)DOC"},
    {"fliplr", R"DOC(Reverse the order of elements along axis 1 (left/right).)DOC"},
    {"flipud", R"DOC(Reverse the order of elements along axis 0 (up/down).)DOC"},
    {"floor", R"DOC(Return the floor of the input, element-wise.)DOC"},
    {"floor_divide", R"DOC(Return the largest integer smaller or equal to the division of the inputs.
It is equivalent to the Python ``//`` operator and pairs with the
Python ``%`` (`remainder`), function so that ``a = a % b + b * (a // b)``
up to roundoff.)DOC"},
    {"full", R"DOC(Return a new array of given shape and type, filled with `fill_value`.)DOC"},
    {"full_like", R"DOC(Return a full array with the same shape and type as a given array.)DOC"},
    {"get_printoptions", R"DOC(Return the current print options.)DOC"},
    {"greater", R"DOC(Return the truth value of (x1 > x2) element-wise.)DOC"},
    {"greater_equal", R"DOC(Return the truth value of (x1 >= x2) element-wise.)DOC"},
    {"hstack", R"DOC(Stack arrays in sequence horizontally (column wise).)DOC"},
    {"identity", R"DOC(Return the identity array.)DOC"},
    {"interp", R"DOC(One-dimensional linear interpolation for monotonically increasing sample points.)DOC"},
    {"isclose", R"DOC(Returns a boolean array where two arrays are element-wise equal within a
tolerance.)DOC"},
    {"isfinite", R"DOC(Test element-wise for finiteness (not infinity and not Not a Number).)DOC"},
    {"isinf", R"DOC(Test element-wise for positive or negative infinity.)DOC"},
    {"isnan", R"DOC(Test element-wise for NaN and return result as a boolean array.)DOC"},
    {"issubdtype", R"DOC(Returns True if first argument is a typecode lower/equal in type hierarchy.)DOC"},
    {"less", R"DOC(Return the truth value of (x1 < x2) element-wise.)DOC"},
    {"less_equal", R"DOC(Return the truth value of (x1 <= x2) element-wise.)DOC"},
    {"linspace", R"DOC(Return evenly spaced numbers over a specified interval.)DOC"},
    {"log", R"DOC(Natural logarithm, element-wise.)DOC"},
    {"log10", R"DOC(Return the base 10 logarithm of the input array, element-wise.)DOC"},
    {"log1p", R"DOC(Return the natural logarithm of one plus the input array, element-wise.)DOC"},
    {"log2", R"DOC(Base-2 logarithm of `x`.)DOC"},
    {"logical_and", R"DOC(Compute the truth value of x1 AND x2 element-wise.)DOC"},
    {"logical_not", R"DOC(Compute the truth value of NOT x element-wise.)DOC"},
    {"logical_or", R"DOC(Compute the truth value of x1 OR x2 element-wise.)DOC"},
    {"matmul", R"DOC(Matrix product of two arrays.)DOC"},
    {"max", R"DOC(Return the maximum of an array or maximum along an axis.)DOC"},
    {"maximum", R"DOC(Element-wise maximum of array elements.)DOC"},
    {"may_share_memory", R"DOC(Determine if two arrays might share memory)DOC"},
    {"mean", R"DOC(Compute the arithmetic mean along the specified axis.)DOC"},
    {"median", R"DOC(Compute the median along the specified axis.)DOC"},
    {"min", R"DOC(Return the minimum of an array or minimum along an axis.)DOC"},
    {"minimum", R"DOC(Element-wise minimum of array elements.)DOC"},
    {"mod", R"DOC(Returns the element-wise remainder of division.)DOC"},
    {"multiply", R"DOC(Multiply arguments element-wise.)DOC"},
    {"ndim", R"DOC(Return the number of dimensions of an array.)DOC"},
    {"negative", R"DOC(Numerical negative, element-wise.)DOC"},
    {"nonzero", R"DOC(Return the indices of the elements that are non-zero.)DOC"},
    {"not_equal", R"DOC(Return (x1 != x2) element-wise.)DOC"},
    {"ones", R"DOC(Return a new array of given shape and type, filled with ones.)DOC"},
    {"ones_like", R"DOC(Return an array of ones with the same shape and type as a given array.)DOC"},
    {"outer", R"DOC(Compute the outer product of two vectors.)DOC"},
    {"pad", R"DOC(Pad an array.)DOC"},
    {"percentile", R"DOC(Compute the q-th percentile of the data along the specified axis.)DOC"},
    {"power", R"DOC(First array elements raised to powers from second array, element-wise.)DOC"},
    {"printoptions", R"DOC(Context manager for setting print options.)DOC"},
    {"prod", R"DOC(Return the product of array elements over a given axis.)DOC"},
    {"quantile", R"DOC(Compute the q-th quantile of the data along the specified axis.)DOC"},
    {"ravel", R"DOC(Return a contiguous flattened array.)DOC"},
    {"real", R"DOC(Return the real part of the complex argument.)DOC"},
    {"remainder", R"DOC(Returns the element-wise remainder of division.)DOC"},
    {"repeat", R"DOC(Repeat each element of an array after themselves)DOC"},
    {"reshape", R"DOC(Gives a new shape to an array without changing its data.)DOC"},
    {"roll", R"DOC(Roll array elements along a given axis.)DOC"},
    {"round", R"DOC(Evenly round to the given number of decimals.)DOC"},
    {"set_printoptions", R"DOC(Set printing options.)DOC"},
    {"shape", R"DOC(Return the shape of an array.)DOC"},
    {"shares_memory", R"DOC(Determine if two arrays share memory.)DOC"},
    {"sign", R"DOC(Returns an element-wise indication of the sign of a number.)DOC"},
    {"sin", R"DOC(Trigonometric sine, element-wise.)DOC"},
    {"sinh", R"DOC(Hyperbolic sine, element-wise.)DOC"},
    {"size", R"DOC(Return the number of elements along a given axis.)DOC"},
    {"sort", R"DOC(Return a sorted copy of an array.)DOC"},
    {"split", R"DOC(Split an array into multiple sub-arrays as views into `ary`.)DOC"},
    {"sqrt", R"DOC(Return the non-negative square-root of an array, element-wise.)DOC"},
    {"square", R"DOC(Return the element-wise square of the input.)DOC"},
    {"squeeze", R"DOC(Remove axes of length one from `a`.)DOC"},
    {"stack", R"DOC(Join a sequence of arrays along a new axis.)DOC"},
    {"std", R"DOC(Compute the standard deviation along the specified axis.)DOC"},
    {"subtract", R"DOC(Subtract arguments, element-wise.)DOC"},
    {"sum", R"DOC(Sum of array elements over a given axis.)DOC"},
    {"take", R"DOC(Take elements from an array along an axis.)DOC"},
    {"tan", R"DOC(Compute tangent element-wise.)DOC"},
    {"tanh", R"DOC(Compute hyperbolic tangent element-wise.)DOC"},
    {"tile", R"DOC(Construct an array by repeating A the number of times given by reps.)DOC"},
    {"transpose", R"DOC(Returns an array with axes transposed.)DOC"},
    {"true_divide", R"DOC(Divide arguments element-wise.)DOC"},
    {"unique", R"DOC(Find the unique elements of an array.)DOC"},
    {"var", R"DOC(Compute the variance along the specified axis.)DOC"},
    {"vstack", R"DOC(Stack arrays in sequence vertically (row wise).)DOC"},
    {"where", R"DOC(Return elements chosen from `x` or `y` depending on `condition`.)DOC"},
    {"zeros", R"DOC(Return a new array of given shape and type, filled with zeros.)DOC"},
    {"zeros_like", R"DOC(Return an array of zeros with the same shape and type as a given array.)DOC"},
};

}  // namespace

void install_numpy_docs(const py::Ref& np_mod) {
  std::vector<std::pair<py::Ref, const char*>> docs;
  for (const NumpyDoc& d : kNumpyDocs) {
    py::Object* f = np_mod->dict->find(d.name);
    if (f && f->cls == py::T().builtin_function) docs.emplace_back(f->self(), d.doc);
  }
  py::set_native_docs(docs);
}

}  // namespace tfplay::tf
