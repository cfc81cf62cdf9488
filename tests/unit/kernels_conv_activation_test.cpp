// The convolution, pooling, bias and activation kernels (kernels_conv.cpp,
// kernels_activation.cpp) and their ops (ops_conv.cpp, ops_activation.cpp): values against
// direct evaluations of the definitions, every backprop against central finite differences of
// its forward kernel (in float64), TF's error texts, and shape functions that agree with the
// kernels.
#include <doctest/doctest.h>

#include <cmath>
#include <functional>

#include "core/graph/eager.h"
#include "core/graph/op_registry.h"
#include "core/tensor/kernels_activation.h"
#include "core/tensor/kernels_conv.h"
#include "core/tensor/op_error.h"

using namespace tfplay::tensor;
namespace eager = tfplay::graph::eager;

namespace {

Tensor f64(Shape s, std::vector<double> v) { return Tensor::from_vector(DType::Float64, s, v); }
Tensor f32(Shape s, std::vector<float> v) { return Tensor::from_vector(DType::Float32, s, v); }

// Deterministic "random" doubles in [-1, 1) (a small LCG), distinct enough for max pooling.
Tensor noise(Shape s, uint32_t seed) {
  std::vector<double> v(static_cast<size_t>(num_elements_of(s)));
  for (double& x : v) {
    seed = seed * 1664525u + 1013904223u;
    x = static_cast<double>(seed >> 8) / static_cast<double>(1u << 23) - 1.0;
  }
  return f64(s, v);
}

double dot(const Tensor& a, const Tensor& b) {
  double s = 0;
  for (int64_t i = 0; i < a.num_elements(); ++i) s += a.data<double>()[i] * b.data<double>()[i];
  return s;
}

// Checks `analytic` (the gradient of f at x) against central differences of f.
void check_gradient(const Tensor& x, const Tensor& analytic, const std::function<double(const Tensor&)>& f) {
  REQUIRE(analytic.shape() == x.shape());
  const double eps = 1e-6;
  for (int64_t i = 0; i < x.num_elements(); ++i) {
    Tensor hi = f64(x.shape(), std::vector<double>(x.data<double>(), x.data<double>() + x.num_elements()));
    Tensor lo = f64(x.shape(), std::vector<double>(x.data<double>(), x.data<double>() + x.num_elements()));
    hi.mutable_data<double>()[i] += eps;
    lo.mutable_data<double>()[i] -= eps;
    const double numeric = (f(hi) - f(lo)) / (2 * eps);
    CHECK(analytic.data<double>()[i] == doctest::Approx(numeric).epsilon(1e-6));
  }
}

WindowAttrs conv_attrs(int64_t stride, Padding p, int64_t dilation = 1, std::vector<int64_t> explicit_paddings = {}) {
  WindowAttrs a;
  a.strides = {1, stride, stride, 1};
  a.dilations = {1, dilation, dilation, 1};
  a.padding = p;
  a.explicit_paddings = std::move(explicit_paddings);
  return a;
}

PoolAttrs pool_attrs(int64_t k, int64_t stride, Padding p) {
  PoolAttrs a;
  a.ksize = {1, k, k, 1};
  a.strides = {1, stride, stride, 1};
  a.padding = p;
  return a;
}

// Conv2D by its definition: out[n,i,j,o] = sum x[n, i*s - pad + a*d, j*s - pad + b*d, c] w[a,b,c,o].
double direct_conv(const Tensor& x, const Tensor& w, const Window2D& g, int64_t n, int64_t i, int64_t j, int64_t o) {
  const Shape &xs = x.shape(), &ws = w.shape();
  double acc = 0;
  for (int64_t a = 0; a < ws[0]; ++a)
    for (int64_t b = 0; b < ws[1]; ++b) {
      const int64_t y = i * g.rows.stride - g.rows.pad_before + a * g.rows.dilation;
      const int64_t z = j * g.cols.stride - g.cols.pad_before + b * g.cols.dilation;
      if (y < 0 || y >= xs[1] || z < 0 || z >= xs[2]) continue;
      for (int64_t c = 0; c < xs[3]; ++c)
        acc += x.data<double>()[((n * xs[1] + y) * xs[2] + z) * xs[3] + c] * w.data<double>()[((a * ws[1] + b) * ws[2] + c) * ws[3] + o];
    }
  return acc;
}

}  // namespace

TEST_CASE("windowed_output: TF's output sizes, SAME paddings and negative-size error") {
  WindowDim d = windowed_output(5, 3, 1, 2, Padding::Same);
  CHECK(d.output == 3);
  CHECK(d.pad_before == 1);
  CHECK(d.pad_after == 1);
  d = windowed_output(4, 2, 1, 2, Padding::Same);  // an even total pads nothing
  CHECK(d.output == 2);
  CHECK(d.pad_before == 0);
  d = windowed_output(4, 3, 1, 1, Padding::Same);  // odd total: more after
  CHECK(d.pad_before == 1);
  CHECK(d.pad_after == 1);
  CHECK(windowed_output(7, 2, 1, 3, Padding::Valid).output == 2);
  CHECK(windowed_output(5, 3, 2, 1, Padding::Valid).output == 1);  // dilated filter spans 5
  CHECK(windowed_output(2, 3, 1, 1, Padding::Valid).output == 0);  // truncating division, as in TF
  CHECK(windowed_output(2, 3, 1, 1, Padding::Explicit, 1, 2).output == 3);
  CHECK_THROWS_WITH_AS(windowed_output(1, 3, 1, 1, Padding::Valid),
                       "Computed output size would be negative: -1 [input_size: 1, effective_filter_size: 3, stride: 1]", OpError);
  CHECK_THROWS_WITH_AS(windowed_output(3, 1, 1, 0, Padding::Valid), "Stride must be > 0, but got 0", OpError);
}

TEST_CASE("conv2d matches the definition for strides, paddings and dilations") {
  const Tensor x = noise({2, 5, 6, 3}, 1);
  const Tensor w = noise({3, 2, 3, 4}, 2);
  const std::vector<WindowAttrs> cases = {conv_attrs(1, Padding::Valid), conv_attrs(2, Padding::Same),
                                          conv_attrs(1, Padding::Same, 2), conv_attrs(2, Padding::Explicit, 1, {0, 0, 2, 1, 0, 3, 0, 0})};
  for (const WindowAttrs& a : cases) {
    const Tensor y = conv2d(x, w, a);
    const bool ex = a.padding == Padding::Explicit;
    Window2D g;
    g.rows = windowed_output(5, 3, a.dilations[1], a.strides[1], a.padding, ex ? 2 : 0, ex ? 1 : 0);
    g.cols = windowed_output(6, 2, a.dilations[2], a.strides[2], a.padding, ex ? 0 : 0, ex ? 3 : 0);
    REQUIRE(y.shape() == Shape{2, g.rows.output, g.cols.output, 4});
    for (int64_t n = 0; n < 2; ++n)
      for (int64_t i = 0; i < g.rows.output; ++i)
        for (int64_t j = 0; j < g.cols.output; ++j)
          for (int64_t o = 0; o < 4; ++o)
            CHECK(y.data<double>()[((n * g.rows.output + i) * g.cols.output + j) * 4 + o] ==
                  doctest::Approx(direct_conv(x, w, g, n, i, j, o)).epsilon(1e-12));
  }
}

TEST_CASE("conv2d backprops are the gradients of <conv2d(x, w), dy> (finite differences)") {
  const Tensor x = noise({1, 4, 5, 2}, 3);
  const Tensor w = noise({2, 3, 2, 3}, 4);
  for (const WindowAttrs& a : {conv_attrs(1, Padding::Valid), conv_attrs(2, Padding::Same), conv_attrs(1, Padding::Same, 2)}) {
    const Tensor dy = noise(conv2d(x, w, a).shape(), 5);
    check_gradient(x, conv2d_backprop_input(x.shape(), w, dy, a), [&](const Tensor& v) { return dot(conv2d(v, w, a), dy); });
    check_gradient(w, conv2d_backprop_filter(x, w.shape(), dy, a), [&](const Tensor& v) { return dot(conv2d(x, v, a), dy); });
  }
}

TEST_CASE("conv2d errors carry TF's kernel texts") {
  const WindowAttrs a = conv_attrs(1, Padding::Valid);
  CHECK_THROWS_WITH_AS(conv2d(f32({1, 2, 3}, std::vector<float>(6)), f32({1, 1, 1, 1}, {1}), a), "input must be 4-dimensional[1,2,3]",
                       OpError);
  CHECK_THROWS_WITH_AS(conv2d(f32({1, 2, 2, 3}, std::vector<float>(12)), f32({1, 1, 2, 1}, {1, 1}), a),
                       "input depth must be evenly divisible by filter depth: 3 vs 2", OpError);
  WindowAttrs bad = a;
  bad.strides = {2, 1, 1, 1};
  CHECK_THROWS_WITH_AS(conv2d(f32({1, 1, 1, 1}, {1}), f32({1, 1, 1, 1}, {1}), bad),
                       "Current implementation does not yet support strides in the batch and depth dimensions.", OpError);
  WindowAttrs pads = conv_attrs(1, Padding::Explicit, 1, {0, 0, 1, 1, 1, 1});
  CHECK_THROWS_WITH_AS(conv2d(f32({1, 1, 1, 1}, {1}), f32({1, 1, 1, 1}, {1}), pads),
                       "explicit_paddings attribute must contain 8 values, but got: 6", OpError);
  WindowAttrs nchw = a;
  nchw.data_format = "NCHW";
  CHECK_THROWS_WITH_AS(conv2d(f32({1, 1, 1, 1}, {1}), f32({1, 1, 1, 1}, {1}), nchw),
                       "The Conv2D op currently only supports the NHWC tensor format on the CPU. The op was given the format: NCHW",
                       OpError);
}

TEST_CASE("pooling: values, first-maximum routing, and gradients by finite differences") {
  const Tensor x = f64({1, 2, 3, 1}, {1, 5, 2, 5, 0, 7});
  Tensor m = max_pool(x, pool_attrs(2, 1, Padding::Valid));
  CHECK(std::vector<double>(m.data<double>(), m.data<double>() + 2) == std::vector<double>{5, 7});
  // Ties go to the first maximum in row-major window order.
  Tensor g = max_pool_grad(x, f64({1, 1, 2, 1}, {1, 10}), pool_attrs(2, 1, Padding::Valid));
  CHECK(std::vector<double>(g.data<double>(), g.data<double>() + 6) == std::vector<double>{0, 1, 0, 0, 0, 10});
  // AvgPool divides by the in-bounds count only.
  Tensor avg = avg_pool(x, pool_attrs(2, 2, Padding::Same));
  CHECK(std::vector<double>(avg.data<double>(), avg.data<double>() + 2) == std::vector<double>{2.75, 4.5});

  const Tensor y = noise({2, 5, 4, 3}, 6);
  for (const PoolAttrs& a : {pool_attrs(2, 2, Padding::Valid), pool_attrs(3, 2, Padding::Same), pool_attrs(2, 1, Padding::Same)}) {
    const Tensor dm = noise(max_pool(y, a).shape(), 7);
    check_gradient(y, max_pool_grad(y, dm, a), [&](const Tensor& v) { return dot(max_pool(v, a), dm); });
    const Tensor da = noise(avg_pool(y, a).shape(), 8);
    check_gradient(y, avg_pool_grad(y.shape(), da, a), [&](const Tensor& v) { return dot(avg_pool(v, a), da); });
  }
  CHECK_THROWS_WITH_AS(max_pool(x, [] {
                         PoolAttrs a = pool_attrs(2, 1, Padding::Valid);
                         a.ksize = {2, 2, 2, 1};
                         return a;
                       }()),
                       "Pooling is not yet supported on the batch dimension.", OpError);
}

TEST_CASE("bias_add and bias_add_grad, NHWC and NCHW") {
  const Tensor v = f64({2, 3}, {1, 2, 3, 4, 5, 6});
  Tensor out = bias_add(v, f64({3}, {10, 20, 30}), false);
  CHECK(std::vector<double>(out.data<double>(), out.data<double>() + 6) == std::vector<double>{11, 22, 33, 14, 25, 36});
  Tensor nchw = bias_add(f64({1, 2, 2}, {0, 0, 0, 0}), f64({2}, {1, 2}), true);
  CHECK(std::vector<double>(nchw.data<double>(), nchw.data<double>() + 4) == std::vector<double>{1, 1, 2, 2});
  Tensor g = bias_add_grad(v, false);
  CHECK(std::vector<double>(g.data<double>(), g.data<double>() + 3) == std::vector<double>{5, 7, 9});
  CHECK(bias_add_grad(f64({1, 2, 2}, {1, 2, 3, 4}), true).data<double>()[1] == 7);
  CHECK_THROWS_WITH_AS(bias_add(v, f64({2}, {1, 2}), false),
                       "Must provide as many biases as the last dimension of the input tensor: [2] vs. [2,3]", OpError);
  CHECK_THROWS_WITH_AS(bias_add(f64({3}, {1, 2, 3}), f64({3}, {1, 2, 3}), false), "Input tensor must be at least 2D: [3]", OpError);
}

TEST_CASE("activations: values and gradient ops against finite differences") {
  const Tensor x = f64({6}, {-2.5, -1.0, -0.25, 0.5, 3.0, 7.5});
  struct Case {
    Activation op;
    bool grad_takes_output;
  };
  for (const Case& c : {Case{Activation::Relu6, false}, Case{Activation::LeakyRelu, false}, Case{Activation::Elu, true},
                        Case{Activation::Selu, true}, Case{Activation::Softplus, false}, Case{Activation::Softsign, false}}) {
    const Tensor dy = noise({6}, 9);
    const Tensor second = c.grad_takes_output ? activation(c.op, x) : x;
    check_gradient(x, activation_grad(c.op, dy, second), [&](const Tensor& v) { return dot(activation(c.op, v), dy); });
  }
  Tensor r6 = activation(Activation::Relu6, Tensor::from_vector<int32_t>(DType::Int32, {3}, {-1, 3, 9}));
  CHECK(std::vector<int32_t>(r6.data<int32_t>(), r6.data<int32_t>() + 3) == std::vector<int32_t>{0, 3, 6});
  CHECK(activation(Activation::LeakyRelu, f64({1}, {-1}), 0.2f).data<double>()[0] == static_cast<double>(0.2f) * -1);
  CHECK(activation(Activation::Softplus, f32({1}, {30.f})).data<float>()[0] == 30.f);
  CHECK(activation(Activation::Softplus, f32({1}, {-30.f})).data<float>()[0] == std::exp(-30.f));
  // Eigen's float erf saturates at +-1 from erfinv(1 - 2^-23) on.
  CHECK(activation(Activation::Erf, f32({2}, {4.f, -3.9f})).data<float>()[1] == -1.f);
  CHECK(activation(Activation::Erf, f32({1}, {0.5f})).data<float>()[0] == doctest::Approx(std::erf(0.5)).epsilon(1e-6));
  CHECK_THROWS_WITH_AS(activation_grad(Activation::Elu, f64({1}, {1}), f64({2}, {1, 2})), "g and a must be the same size", OpError);
}

TEST_CASE("the conv, pool, bias and activation ops' shape functions agree with their kernels") {
  eager::set_verify_inference(true);
  using tfplay::graph::AttrMap;
  const AttrMap conv{{"strides", std::vector<int64_t>{1, 2, 2, 1}}, {"padding", std::string("SAME")}};
  const Tensor x = f32({1, 5, 5, 2}, std::vector<float>(50, 1.f));
  const Tensor w = f32({3, 3, 2, 4}, std::vector<float>(72, 1.f));
  const Tensor y = eager::execute("Conv2D", {x, w}, conv)[0];
  CHECK(y.shape() == Shape{1, 3, 3, 4});
  const Tensor sizes = Tensor::from_vector<int32_t>(DType::Int32, {4}, {1, 5, 5, 2});
  CHECK(eager::execute("Conv2DBackpropInput", {sizes, w, y}, conv)[0].shape() == x.shape());
  const Tensor fsizes = Tensor::from_vector<int32_t>(DType::Int32, {4}, {3, 3, 2, 4});
  CHECK(eager::execute("Conv2DBackpropFilter", {x, fsizes, y}, conv)[0].shape() == w.shape());
  const AttrMap pool{{"ksize", std::vector<int64_t>{1, 2, 2, 1}}, {"strides", std::vector<int64_t>{1, 2, 2, 1}},
                     {"padding", std::string("VALID")}};
  const Tensor m = eager::execute("MaxPool", {x}, pool)[0];
  CHECK(m.shape() == Shape{1, 2, 2, 2});
  CHECK(eager::execute("MaxPoolGrad", {x, m, m}, pool)[0].shape() == x.shape());
  CHECK(eager::execute("AvgPool", {x}, pool)[0].shape() == Shape{1, 2, 2, 2});
  CHECK(eager::execute("AvgPoolGrad", {Tensor::from_vector<int32_t>(DType::Int32, {4}, {1, 5, 5, 2}), m}, pool)[0].shape() == x.shape());
  CHECK(eager::execute("BiasAdd", {x, f32({2}, {1, 2})})[0].shape() == x.shape());
  CHECK(eager::execute("BiasAddGrad", {x})[0].shape() == Shape{2});
  CHECK(eager::execute("ShapeN", {x, w}).size() == 2);
  for (const char* op : {"Relu6", "LeakyRelu", "Elu", "Selu", "Softplus", "Softsign", "Erf", "Erfc"})
    CHECK(eager::execute(op, {x})[0].shape() == x.shape());
  for (const char* op : {"Relu6Grad", "LeakyReluGrad", "EluGrad", "SeluGrad", "SoftplusGrad", "SoftsignGrad"})
    CHECK(eager::execute(op, {x, x})[0].shape() == x.shape());
  CHECK(eager::execute("IdentityN", {x, w}).size() == 2);
  CHECK(eager::execute("Select", {Tensor::from_vector<bool>(DType::Bool, {2}, {true, false}), f32({2}, {1, 2}), f32({2}, {3, 4})})[0]
            .data<float>()[1] == 4.f);
  eager::set_verify_inference(false);
}
