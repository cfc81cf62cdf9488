// Dataset.take_while, unique, ignore_errors and scan (dataset.h; TF: take_while_op.py,
// unique_op.py, ignore_errors_op.py, scan_op.py and their kernels in
// tensorflow/core/kernels/data/experimental).
#include <set>

#include "core/tf/data/dataset.h"
#include "core/tensor/op_error.h"
#include "core/tensor/tensor_shape.h"

namespace tfplay::tf::data {

using tensor::Tensor;

namespace {

struct Unary : Dataset {
  DatasetPtr input;
};

template <class D>
std::shared_ptr<D> make_unary(const std::string& name, DatasetPtr input, py::Ref spec = nullptr) {
  auto d = new_dataset<D>(name, spec ? spec : input->element_spec);
  d->input = std::move(input);
  return d;
}

struct TakeWhile : Unary {
  function::StructuredFunction predicate;
  std::unique_ptr<Iterator> make_iterator() const override {
    struct It : Iterator {
      const TakeWhile& d;
      std::unique_ptr<Iterator> in;
      bool done = false;
      explicit It(const TakeWhile& ds) : d(ds), in(ds.input->make_iterator()) {}
      std::optional<Element> next() override {
        if (done) return std::nullopt;
        auto e = in->next();
        if (e && function::run_structured_function(d.predicate, *e).at(0).as_double(0) != 0) return e;
        done = true;
        return std::nullopt;
      }
    };
    return std::make_unique<It>(*this);
  }
  int64_t cardinality() const override { return kUnknown; }
};

struct Unique : Unary {
  std::unique_ptr<Iterator> make_iterator() const override {
    struct It : Iterator {
      std::unique_ptr<Iterator> in;
      std::set<std::string> seen;
      explicit It(const Unique& ds) : in(ds.input->make_iterator()) {}
      std::optional<Element> next() override {
        for (;;) {
          auto e = in->next();
          if (!e) return std::nullopt;
          const Tensor& t = e->at(0);
          // The value's identity: its dtype, shape and elements (UniqueDatasetOp hashes tensors).
          std::string key = std::to_string(static_cast<int>(t.dtype())) + ":" + tensor::shape_debug_string(t.shape()) + ":";
          for (int64_t i = 0; i < t.num_elements(); ++i)
            key += (t.dtype() == tensor::DType::String ? t.data<std::string>()[i] : std::to_string(t.as_int64(i))) + '\x1f';
          if (seen.insert(key).second) return e;
        }
      }
    };
    return std::make_unique<It>(*this);
  }
  int64_t cardinality() const override { return kUnknown; }
};

struct IgnoreErrors : Unary {
  std::unique_ptr<Iterator> make_iterator() const override {
    struct It : Iterator {
      std::unique_ptr<Iterator> in;
      explicit It(const IgnoreErrors& ds) : in(ds.input->make_iterator()) {}
      std::optional<Element> next() override {
        for (;;) {
          try {
            return in->next();
          } catch (const tensor::OpError&) {
            // IgnoreErrorsDatasetOp drops the element whose computation failed and goes on.
          }
        }
      }
    };
    return std::make_unique<It>(*this);
  }
  int64_t cardinality() const override { return kUnknown; }
};

struct Scan : Unary {
  function::StructuredFunction fn;
  std::vector<Tensor> initial_state;
  std::unique_ptr<Iterator> make_iterator() const override {
    struct It : Iterator {
      const Scan& d;
      std::unique_ptr<Iterator> in;
      std::vector<Tensor> state;
      explicit It(const Scan& ds) : d(ds), in(ds.input->make_iterator()), state(ds.initial_state) {}
      std::optional<Element> next() override {
        auto e = in->next();
        if (!e) return std::nullopt;
        std::vector<Tensor> feeds = state;
        feeds.insert(feeds.end(), e->begin(), e->end());
        std::vector<Tensor> out = function::run_structured_function(d.fn, feeds);
        const auto n = static_cast<std::ptrdiff_t>(state.size());
        state.assign(out.begin(), out.begin() + n);
        return Element(out.begin() + n, out.end());
      }
    };
    return std::make_unique<It>(*this);
  }
  int64_t cardinality() const override { return input->cardinality(); }
};

}  // namespace

DatasetPtr take_while_dataset(DatasetPtr input, function::StructuredFunction predicate) {
  auto d = make_unary<TakeWhile>("_TakeWhileDataset", std::move(input));
  d->predicate = std::move(predicate);
  return d;
}

DatasetPtr unique_dataset(DatasetPtr input) { return make_unary<Unique>("_UniqueDataset", std::move(input)); }

DatasetPtr ignore_errors_dataset(DatasetPtr input) { return make_unary<IgnoreErrors>("_IgnoreErrorsDataset", std::move(input)); }

DatasetPtr scan_dataset(DatasetPtr input, function::StructuredFunction fn, std::vector<Tensor> initial_state,
                        py::Ref element_spec) {
  auto d = make_unary<Scan>("_ScanDataset", std::move(input), std::move(element_spec));
  d->fn = std::move(fn);
  d->initial_state = std::move(initial_state);
  return d;
}

}  // namespace tfplay::tf::data
