// Dataset nodes and their iterators.
#include "core/tf/data/dataset.h"

#include <deque>
#include <optional>
#include <tuple>

#include "core/function/tensor_object.h"
#include "core/graph/functional_ops.h"
#include "core/graph/op_registry.h"
#include "core/tensor/kernels.h"
#include "core/tensor/kernels_random.h"
#include "core/tensor/op_error.h"

namespace tfplay::tf::data {

using tensor::Tensor;

namespace {

// Every element a source produces counts as a loop iteration (the session's step budget), so
// that an endless pipeline -- list(ds.repeat()), an always-false filter over a repeat -- stops
// with StepBudgetExceeded instead of hanging.

// ---- sources --------------------------------------------------------------------------------

struct TensorSliceDataset : Dataset {
  std::vector<std::vector<Tensor>> slices;  // per component: its rows
  int64_t n = 0;
  std::unique_ptr<Iterator> make_iterator() const override {
    struct It : Iterator {
      const TensorSliceDataset& d;
      int64_t i = 0;
      explicit It(const TensorSliceDataset& ds) : d(ds) {}
      std::optional<Element> next() override {
        graph::note_loop_iteration();
        if (i >= d.n) return std::nullopt;
        Element e;
        for (const auto& rows : d.slices) e.push_back(rows[static_cast<std::size_t>(i)]);
        ++i;
        return e;
      }
    };
    return std::make_unique<It>(*this);
  }
  int64_t cardinality() const override { return n; }
};

struct TensorDataset : Dataset {
  Element components;
  std::unique_ptr<Iterator> make_iterator() const override {
    struct It : Iterator {
      const TensorDataset& d;
      bool done = false;
      explicit It(const TensorDataset& ds) : d(ds) {}
      std::optional<Element> next() override {
        graph::note_loop_iteration();
        if (done) return std::nullopt;
        done = true;
        return d.components;
      }
    };
    return std::make_unique<It>(*this);
  }
  int64_t cardinality() const override { return 1; }
};

struct RangeDataset : Dataset {
  int64_t start = 0, stop = 0, step = 1;
  tensor::DType dtype = tensor::DType::Int64;
  std::unique_ptr<Iterator> make_iterator() const override {
    struct It : Iterator {
      const RangeDataset& d;
      int64_t v;
      explicit It(const RangeDataset& ds) : d(ds), v(ds.start) {}
      std::optional<Element> next() override {
        graph::note_loop_iteration();
        if ((d.step > 0 && v >= d.stop) || (d.step < 0 && v <= d.stop)) return std::nullopt;
        Tensor t = Tensor::scalar_of(d.dtype, static_cast<double>(v));
        if (d.dtype == tensor::DType::Int64) t = Tensor::scalar_int64(v);
        v += d.step;
        return Element{t};
      }
    };
    return std::make_unique<It>(*this);
  }
  int64_t cardinality() const override {
    // RangeDatasetOp: ceil((stop - start) / step), at least 0.
    if (step > 0) return stop > start ? (stop - start + step - 1) / step : 0;
    return start > stop ? (start - stop - step - 1) / -step : 0;
  }
};

// ---- transformations ----------------------------------------------------------------------------

struct UnaryDataset : Dataset {
  DatasetPtr input;
};

struct MapDataset : UnaryDataset {
  function::StructuredFunction fn;
  std::unique_ptr<Iterator> make_iterator() const override {
    struct It : Iterator {
      const MapDataset& d;
      std::unique_ptr<Iterator> in;
      explicit It(const MapDataset& ds) : d(ds), in(ds.input->make_iterator()) {}
      std::optional<Element> next() override {
        auto e = in->next();
        if (!e) return std::nullopt;
        return function::run_structured_function(d.fn, *e);
      }
    };
    return std::make_unique<It>(*this);
  }
  int64_t cardinality() const override { return input->cardinality(); }
};

struct FilterDataset : UnaryDataset {
  function::StructuredFunction predicate;
  std::unique_ptr<Iterator> make_iterator() const override {
    struct It : Iterator {
      const FilterDataset& d;
      std::unique_ptr<Iterator> in;
      explicit It(const FilterDataset& ds) : d(ds), in(ds.input->make_iterator()) {}
      std::optional<Element> next() override {
        for (;;) {
          auto e = in->next();
          if (!e) return std::nullopt;
          if (function::run_structured_function(d.predicate, *e).at(0).as_double(0) != 0) return e;
        }
      }
    };
    return std::make_unique<It>(*this);
  }
  // FilterDatasetOp has no CardinalityInternal: DatasetBase's default, unknown (even over an
  // infinite input: Dataset.cardinality's docstring shows repeat().filter() as UNKNOWN).
  int64_t cardinality() const override { return kUnknown; }
};

std::string debug_shape(const Tensor& t) {
  std::string s = "[";
  for (std::size_t i = 0; i < t.shape().size(); ++i) s += (i ? "," : "") + std::to_string(t.shape()[i]);
  return s + "]";
}

// The number of batches of `n` elements (INFINITE/UNKNOWN stay as they are).
int64_t batch_cardinality(int64_t n, int64_t batch_size, bool drop_remainder) {
  if (n < 0) return n;
  return drop_remainder ? n / batch_size : (n + batch_size - 1) / batch_size;
}

// The next batch's elements: up to `batch_size`, none at the end, or when `drop_remainder`
// drops a short last batch (BatchDataset, PaddedBatchDataset).
std::vector<Element> next_rows(Iterator& in, int64_t batch_size, bool drop_remainder) {
  std::vector<Element> rows;
  rows.reserve(static_cast<std::size_t>(std::min<int64_t>(batch_size, 1024)));
  while (static_cast<int64_t>(rows.size()) < batch_size) {
    auto e = in.next();
    if (!e) break;
    rows.push_back(std::move(*e));
  }
  if (drop_remainder && static_cast<int64_t>(rows.size()) < batch_size) rows.clear();
  return rows;
}

struct BatchDataset : UnaryDataset {
  int64_t batch_size = 1;
  bool drop_remainder = false;
  std::unique_ptr<Iterator> make_iterator() const override {
    struct It : Iterator {
      const BatchDataset& d;
      std::unique_ptr<Iterator> in;
      explicit It(const BatchDataset& ds) : d(ds), in(ds.input->make_iterator()) {}
      std::optional<Element> next() override {
        std::vector<Element> rows = next_rows(*in, d.batch_size, d.drop_remainder);
        if (rows.empty()) return std::nullopt;
        Element out;
        std::vector<Tensor> parts;
        parts.reserve(rows.size());
        for (std::size_t c = 0; c < rows[0].size(); ++c) {
          parts.clear();
          for (std::size_t i = 0; i < rows.size(); ++i) {
            // batch_util: every element of a component must have the first one's shape.
            if (rows[i][c].shape() != rows[0][c].shape())
              throw tensor::invalid_argument("Cannot batch tensors with different shapes in component " + std::to_string(c) +
                                             ". First element had shape " + debug_shape(rows[0][c]) + " and element " +
                                             std::to_string(i) + " had shape " + debug_shape(rows[i][c]) + ".");
            parts.push_back(rows[i][c]);
          }
          out.push_back(tensor::pack(parts, 0));
        }
        return out;
      }
    };
    return std::make_unique<It>(*this);
  }
  int64_t cardinality() const override { return batch_cardinality(input->cardinality(), batch_size, drop_remainder); }
};

// ShuffleDatasetV3 (shuffle_dataset_op.cc): each iterator draws its seeds from the dataset's
// seed generator (RandomSeedGenerator: the next two samples of Philox(seed, seed2), so every
// pass has a new order) or, without reshuffling, uses (seed, seed2) itself (FixedSeedGenerator).
// It fills a ring buffer of buffer_size elements and yields the one at a random offset from the
// oldest, which then takes the yielded element's slot; the next input refills the oldest's. The
// orders equal TF's kernel tests (shuffle_dataset_op_test.cc).
struct ShuffleDataset : UnaryDataset {
  int64_t buffer_size = 1;
  int64_t seed = 0;
  int64_t seed2 = 0;
  bool reshuffle = true;
  mutable std::optional<PhiloxSamples> seed_generator;
  std::unique_ptr<Iterator> make_iterator() const override {
    struct It : Iterator {
      std::unique_ptr<Iterator> in;
      int64_t buffer_size;
      std::vector<Element> ring;
      int64_t start = 0, end = 0;  // the buffered elements are ring[start..end) modulo its size
      PhiloxSamples random;
      It(const ShuffleDataset& d, uint64_t s, uint64_t s2)
          : in(d.input->make_iterator()), buffer_size(d.buffer_size), random(s, s2) {
        if (buffer_size > 0) ring.resize(static_cast<std::size_t>(buffer_size));
      }
      std::optional<Element> next() override {
        // buffer_size UNKNOWN_CARDINALITY (-2): the buffer takes the whole input.
        while (in && (buffer_size == -2 || end - start < buffer_size)) {
          auto e = in->next();
          if (!e) {
            in.reset();
            break;
          }
          if (buffer_size == -2) ring.emplace_back();
          ring[static_cast<std::size_t>(end % static_cast<int64_t>(ring.size()))] = std::move(*e);
          ++end;
        }
        if (end == start) return std::nullopt;
        const auto size = static_cast<int64_t>(ring.size());
        const int64_t offset = static_cast<int64_t>(random.next()) % (end - start);
        Element& picked = ring[static_cast<std::size_t>((start + offset) % size)];
        Element out = std::move(picked);
        std::swap(picked, ring[static_cast<std::size_t>(start % size)]);
        ++start;
        return out;
      }
    };
    if (!reshuffle) return std::make_unique<It>(*this, seed, seed2);
    if (!seed_generator) seed_generator.emplace(seed, seed2);
    const uint64_t s = seed_generator->next();
    const uint64_t s2 = seed_generator->next();
    return std::make_unique<It>(*this, s, s2);
  }
  int64_t cardinality() const override { return input->cardinality(); }
};

struct RepeatDataset : UnaryDataset {
  int64_t count = -1;
  std::unique_ptr<Iterator> make_iterator() const override {
    struct It : Iterator {
      const RepeatDataset& d;
      std::unique_ptr<Iterator> in;
      int64_t pass = 0;
      bool pass_empty = true;
      explicit It(const RepeatDataset& ds) : d(ds) {
        if (d.count != 0) in = d.input->make_iterator();
      }
      std::optional<Element> next() override {
        while (in) {
          if (auto e = in->next()) {
            pass_empty = false;
            return e;
          }
          ++pass;
          // An empty input repeated forever ends (RepeatDatasetOp's ForeverIterator).
          if ((d.count >= 0 && pass >= d.count) || pass_empty) {
            in.reset();
            break;
          }
          pass_empty = true;
          in = d.input->make_iterator();
        }
        return std::nullopt;
      }
    };
    return std::make_unique<It>(*this);
  }
  int64_t cardinality() const override {
    int64_t n = input->cardinality();
    if (count == 0 || n == 0) return 0;
    if (count < 0 || n == kInfinite) return kInfinite;
    if (n == kUnknown) return kUnknown;
    return n * count;
  }
};

struct TakeDataset : UnaryDataset {
  int64_t count = -1;
  std::unique_ptr<Iterator> make_iterator() const override {
    struct It : Iterator {
      const TakeDataset& d;
      std::unique_ptr<Iterator> in;
      int64_t taken = 0;
      explicit It(const TakeDataset& ds) : d(ds), in(ds.input->make_iterator()) {}
      std::optional<Element> next() override {
        if (d.count >= 0 && taken >= d.count) return std::nullopt;
        auto e = in->next();
        if (e) ++taken;
        return e;
      }
    };
    return std::make_unique<It>(*this);
  }
  int64_t cardinality() const override {
    int64_t n = input->cardinality();
    if (count < 0) return n;
    if (n == kUnknown) return kUnknown;
    if (n == kInfinite) return count;
    return std::min(n, count);
  }
};

struct SkipDataset : UnaryDataset {
  int64_t count = 0;
  std::unique_ptr<Iterator> make_iterator() const override {
    struct It : Iterator {
      const SkipDataset& d;
      std::unique_ptr<Iterator> in;
      bool skipped = false;
      explicit It(const SkipDataset& ds) : d(ds), in(ds.input->make_iterator()) {}
      std::optional<Element> next() override {
        if (!skipped) {
          skipped = true;
          for (int64_t i = 0; d.count < 0 || i < d.count; ++i)
            if (!in->next()) return std::nullopt;
        }
        return in->next();
      }
    };
    return std::make_unique<It>(*this);
  }
  int64_t cardinality() const override {
    // SkipDatasetOp: an infinite or unknown input stays so, whatever the count.
    int64_t n = input->cardinality();
    if (n < 0) return n;
    return count < 0 ? 0 : std::max<int64_t>(0, n - count);
  }
};

/// prefetch: the input's elements unchanged (tfplay runs the pipeline synchronously).
struct PassThroughDataset : UnaryDataset {
  std::unique_ptr<Iterator> make_iterator() const override { return input->make_iterator(); }
  int64_t cardinality() const override { return input->cardinality(); }
};

struct CacheDataset : UnaryDataset {
  mutable std::shared_ptr<std::vector<Element>> cache;  // set once a pass completed
  std::unique_ptr<Iterator> make_iterator() const override {
    struct It : Iterator {
      const CacheDataset& d;
      std::shared_ptr<std::vector<Element>> replay;
      std::size_t i = 0;
      std::unique_ptr<Iterator> in;
      std::vector<Element> recorded;
      explicit It(const CacheDataset& ds) : d(ds), replay(ds.cache) {
        if (!replay) in = ds.input->make_iterator();
      }
      std::optional<Element> next() override {
        if (replay) {
          if (i >= replay->size()) return std::nullopt;
          return (*replay)[i++];
        }
        auto e = in->next();
        if (e) recorded.push_back(*e);
        else if (!d.cache) d.cache = std::make_shared<std::vector<Element>>(std::move(recorded));
        return e;
      }
    };
    return std::make_unique<It>(*this);
  }
  int64_t cardinality() const override { return input->cardinality(); }
};

struct ZipDataset : Dataset {
  std::vector<DatasetPtr> inputs;
  std::unique_ptr<Iterator> make_iterator() const override {
    struct It : Iterator {
      std::vector<std::unique_ptr<Iterator>> ins;
      std::optional<Element> next() override {
        Element out;
        for (auto& in : ins) {
          auto e = in->next();
          if (!e) return std::nullopt;
          out.insert(out.end(), e->begin(), e->end());
        }
        return out;
      }
    };
    auto it = std::make_unique<It>();
    for (const auto& in : inputs) it->ins.push_back(in->make_iterator());
    return it;
  }
  int64_t cardinality() const override {
    int64_t best = kInfinite;
    bool unknown = false;
    for (const auto& in : inputs) {
      int64_t n = in->cardinality();
      if (n == kUnknown) unknown = true;
      else if (n != kInfinite) best = best == kInfinite ? n : std::min(best, n);
    }
    if (best != kInfinite) return unknown ? kUnknown : best;
    return unknown ? kUnknown : kInfinite;
  }
};

// A dense component's rows (UnbatchDatasetOp::Iterator::GetNextInternal's checks).
std::vector<Tensor> dense_rows(const Tensor& t) {
  if (t.shape().empty()) throw tensor::invalid_argument("Input element must have a non-scalar value in each component.");
  return tensor::unpack(t, t.shape()[0], 0);
}

struct UnbatchDataset : UnaryDataset {
  int64_t known_batch = -1;
  RowSplitter split_rows = dense_rows;
  std::unique_ptr<Iterator> make_iterator() const override {
    struct It : Iterator {
      std::unique_ptr<Iterator> in;
      const RowSplitter& split_rows;
      std::vector<std::vector<Tensor>> rows;  // per component: the current element's rows
      std::size_t i = 0, n = 0;
      explicit It(const UnbatchDataset& ds) : in(ds.input->make_iterator()), split_rows(ds.split_rows) {}
      std::optional<Element> next() override {
        while (i >= n) {
          auto e = in->next();
          if (!e) return std::nullopt;
          rows.clear();
          i = 0;
          for (std::size_t c = 0; c < e->size(); ++c) {
            std::vector<Tensor> r = split_rows((*e)[c]);
            if (c > 0 && r.size() != n)
              throw tensor::invalid_argument("Input element must have the same batch size in each component. Component 0 had size " +
                                             std::to_string(n) + " but component " + std::to_string(c) + " had size, " +
                                             std::to_string(r.size()) + ".");
            n = r.size();
            rows.push_back(std::move(r));
          }
        }
        Element out;
        for (const auto& r : rows) out.push_back(r[i]);
        ++i;
        return out;
      }
    };
    return std::make_unique<It>(*this);
  }
  int64_t cardinality() const override {
    const int64_t n = input->cardinality();
    if (n < 0) return n;
    return known_batch > 0 ? n * known_batch : kUnknown;
  }
};

// `t` grown to `dims` with `value` after its contents, one axis at a time.
Tensor pad_to(Tensor t, const std::vector<int64_t>& dims, const Tensor& value) {
  for (std::size_t axis = 0; axis < dims.size(); ++axis) {
    const int64_t have = t.shape()[axis];
    if (have == dims[axis]) continue;
    std::vector<int64_t> fill_dims = t.shape();
    fill_dims[axis] = dims[axis] - have;
    Tensor filler = tensor::fill(Tensor::from_vector<int64_t>(tensor::DType::Int64, {static_cast<int64_t>(fill_dims.size())}, fill_dims), value);
    t = tensor::concat({t, filler}, static_cast<int64_t>(axis));
  }
  return t;
}

struct PaddedBatchDataset : UnaryDataset {
  int64_t batch_size = 1;
  bool drop_remainder = false;
  std::vector<std::vector<int64_t>> padded_shapes;
  std::vector<Tensor> padding_values;
  std::unique_ptr<Iterator> make_iterator() const override {
    struct It : Iterator {
      const PaddedBatchDataset& d;
      std::unique_ptr<Iterator> in;
      explicit It(const PaddedBatchDataset& ds) : d(ds), in(ds.input->make_iterator()) {}
      std::optional<Element> next() override {
        std::vector<Element> rows = next_rows(*in, d.batch_size, d.drop_remainder);
        if (rows.empty()) return std::nullopt;
        Element out;
        for (std::size_t c = 0; c < rows[0].size(); ++c) {
          const std::vector<int64_t>& padded = d.padded_shapes[c];
          // PaddedBatchDatasetOp::Iterator::CopyBatch: -1 dims take the batch's largest size.
          std::vector<int64_t> dims = padded;
          for (const Element& r : rows) {
            const tensor::Shape& s = r[c].shape();
            if (s.size() != padded.size())
              throw tensor::invalid_argument("All elements in a batch must have the same rank as the padded shape for component" +
                                             std::to_string(c) + ": expected rank " + std::to_string(padded.size()) +
                                             " but got element with rank " + std::to_string(s.size()));
            for (std::size_t k = 0; k < s.size(); ++k) {
              if (padded[k] < 0) dims[k] = std::max(dims[k], s[k]);
              else if (s[k] > padded[k]) throw DataLossError("Attempted to pad to a smaller size than the input element.");
            }
          }
          for (int64_t& x : dims) x = std::max<int64_t>(x, 0);
          std::vector<Tensor> parts;
          for (const Element& r : rows) parts.push_back(pad_to(r[c], dims, d.padding_values[c]));
          out.push_back(tensor::pack(parts, 0));
        }
        return out;
      }
    };
    return std::make_unique<It>(*this);
  }
  int64_t cardinality() const override { return batch_cardinality(input->cardinality(), batch_size, drop_remainder); }
};

struct ConcatenateDataset : Dataset {
  DatasetPtr first, second;
  std::unique_ptr<Iterator> make_iterator() const override {
    struct It : Iterator {
      const ConcatenateDataset& d;
      std::unique_ptr<Iterator> in;
      bool on_second = false;
      explicit It(const ConcatenateDataset& ds) : d(ds), in(ds.first->make_iterator()) {}
      std::optional<Element> next() override {
        for (;;) {
          if (auto e = in->next()) return e;
          if (on_second) return std::nullopt;
          on_second = true;
          in = d.second->make_iterator();
        }
      }
    };
    return std::make_unique<It>(*this);
  }
  int64_t cardinality() const override {
    const int64_t a = first->cardinality(), b = second->cardinality();
    if (a == kInfinite || b == kInfinite) return kInfinite;
    if (a == kUnknown || b == kUnknown) return kUnknown;
    return a + b;
  }
};

struct ShardDataset : UnaryDataset {
  int64_t num_shards = 1, index = 0;
  std::unique_ptr<Iterator> make_iterator() const override {
    struct It : Iterator {
      const ShardDataset& d;
      std::unique_ptr<Iterator> in;
      int64_t next_index = 0;  // the input position `in` is at
      explicit It(const ShardDataset& ds) : d(ds), in(ds.input->make_iterator()) {}
      std::optional<Element> next() override {
        if (!in) return std::nullopt;
        // Skip to the next position congruent to `index`, then take one element.
        int64_t skip = ((d.index - next_index) % d.num_shards + d.num_shards) % d.num_shards;
        for (; skip > 0; --skip, ++next_index)
          if (!in->next()) {
            in.reset();
            return std::nullopt;
          }
        auto e = in->next();
        if (!e) in.reset();
        else ++next_index;
        return e;
      }
    };
    return std::make_unique<It>(*this);
  }
  int64_t cardinality() const override {
    const int64_t n = input->cardinality();
    if (n < 0) return n;
    return n / num_shards + (index < n % num_shards ? 1 : 0);
  }
};

struct GeneratorDataset : Dataset {
  std::function<std::unique_ptr<Iterator>()> open;
  std::unique_ptr<Iterator> make_iterator() const override {
    struct It : Iterator {
      std::function<std::unique_ptr<Iterator>()> open;
      std::unique_ptr<Iterator> gen;
      std::optional<Element> next() override {
        graph::note_loop_iteration();
        if (!gen) gen = open();
        return gen->next();
      }
    };
    auto it = std::make_unique<It>();
    it->open = open;
    return it;
  }
  int64_t cardinality() const override { return kUnknown; }
};

template <class D>
std::shared_ptr<D> unary(const std::string& name, DatasetPtr input, py::Ref spec = nullptr) {
  auto d = std::make_shared<D>();
  d->class_name = name;
  d->element_spec = spec ? spec : input->element_spec;
  d->input = std::move(input);
  return d;
}

}  // namespace

DatasetPtr tensor_slice_dataset(std::vector<Tensor> components, py::Ref element_spec) {
  auto d = std::make_shared<TensorSliceDataset>();
  d->class_name = "_TensorSliceDataset";
  d->element_spec = std::move(element_spec);
  d->n = components.empty() ? 0 : components[0].shape().at(0);
  for (const Tensor& c : components) d->slices.push_back(tensor::unpack(c, d->n, 0));
  return d;
}

DatasetPtr tensor_dataset(std::vector<Tensor> components, py::Ref element_spec) {
  auto d = std::make_shared<TensorDataset>();
  d->class_name = "_TensorDataset";
  d->element_spec = std::move(element_spec);
  d->components = std::move(components);
  return d;
}

DatasetPtr range_dataset(int64_t start, int64_t stop, int64_t step, tensor::DType dtype) {
  auto d = std::make_shared<RangeDataset>();
  d->class_name = "_RangeDataset";
  d->start = start;
  d->stop = stop;
  d->step = step;
  d->dtype = dtype;
  d->element_spec = function::spec_object(tensor::TensorShape::scalar(), dtype, std::nullopt);
  return d;
}

DatasetPtr map_dataset(DatasetPtr input, function::StructuredFunction fn) {
  py::Ref spec = fn.output_structure;
  auto d = unary<MapDataset>("_MapDataset", std::move(input), spec);
  d->fn = std::move(fn);
  return d;
}

DatasetPtr filter_dataset(DatasetPtr input, function::StructuredFunction predicate) {
  auto d = unary<FilterDataset>("_FilterDataset", std::move(input));
  d->predicate = std::move(predicate);
  return d;
}

DatasetPtr batch_dataset(DatasetPtr input, int64_t batch_size, bool drop_remainder) {
  auto d = unary<BatchDataset>("_BatchDataset", std::move(input));
  d->batch_size = batch_size;
  d->drop_remainder = drop_remainder;
  return d;
}

DatasetPtr shuffle_dataset(DatasetPtr input, int64_t buffer_size, int64_t seed, int64_t seed2,
                           bool reshuffle_each_iteration) {
  auto d = unary<ShuffleDataset>("_ShuffleDataset", std::move(input));
  d->buffer_size = buffer_size;
  // ShuffleDatasetOpBase's RandomSeeds: unseeded (0, 0) draws random seeds for this dataset.
  std::tie(d->seed, d->seed2) = resolve_seeds(seed, seed2);
  d->reshuffle = reshuffle_each_iteration;
  return d;
}

DatasetPtr repeat_dataset(DatasetPtr input, int64_t count) {
  auto d = unary<RepeatDataset>("_RepeatDataset", std::move(input));
  d->count = count;
  return d;
}

DatasetPtr take_dataset(DatasetPtr input, int64_t count) {
  auto d = unary<TakeDataset>("_TakeDataset", std::move(input));
  d->count = count;
  return d;
}

DatasetPtr skip_dataset(DatasetPtr input, int64_t count) {
  auto d = unary<SkipDataset>("_SkipDataset", std::move(input));
  d->count = count;
  return d;
}

DatasetPtr prefetch_dataset(DatasetPtr input) { return unary<PassThroughDataset>("_PrefetchDataset", std::move(input)); }

DatasetPtr cache_dataset(DatasetPtr input) { return unary<CacheDataset>("_CacheDataset", std::move(input)); }

DatasetPtr zip_dataset(std::vector<DatasetPtr> inputs, py::Ref element_spec) {
  auto d = std::make_shared<ZipDataset>();
  d->class_name = "_ZipDataset";
  d->element_spec = std::move(element_spec);
  d->inputs = std::move(inputs);
  return d;
}

DatasetPtr unbatch_dataset(DatasetPtr input, py::Ref element_spec, int64_t known_batch, RowSplitter split_rows) {
  auto d = unary<UnbatchDataset>("_UnbatchDataset", std::move(input), std::move(element_spec));
  d->known_batch = known_batch;
  if (split_rows) d->split_rows = std::move(split_rows);
  return d;
}

DatasetPtr padded_batch_dataset(DatasetPtr input, int64_t batch_size, std::vector<std::vector<int64_t>> padded_shapes,
                                std::vector<Tensor> padding_values, bool drop_remainder, py::Ref element_spec) {
  auto d = unary<PaddedBatchDataset>("_PaddedBatchDataset", std::move(input), std::move(element_spec));
  d->batch_size = batch_size;
  d->drop_remainder = drop_remainder;
  d->padded_shapes = std::move(padded_shapes);
  d->padding_values = std::move(padding_values);
  return d;
}

DatasetPtr generator_dataset(std::function<std::unique_ptr<Iterator>()> open, py::Ref element_spec) {
  auto d = std::make_shared<GeneratorDataset>();
  d->class_name = "_FlatMapDataset";
  d->element_spec = std::move(element_spec);
  d->open = std::move(open);
  return d;
}

DatasetPtr concatenate_dataset(DatasetPtr input, DatasetPtr other, py::Ref element_spec) {
  auto d = std::make_shared<ConcatenateDataset>();
  d->class_name = "_ConcatenateDataset";
  d->element_spec = std::move(element_spec);
  d->first = std::move(input);
  d->second = std::move(other);
  return d;
}

DatasetPtr shard_dataset(DatasetPtr input, int64_t num_shards, int64_t index) {
  auto d = unary<ShardDataset>("_ShardDataset", std::move(input));
  d->num_shards = num_shards;
  d->index = index;
  return d;
}

DatasetPtr variant_dataset(py::Ref element_spec) {
  struct Variant : Dataset {
    std::unique_ptr<Iterator> make_iterator() const override {
      throw tensor::OpError(tensor::OpError::Code::Unimplemented,
                            "tfplay cannot iterate a dataset argument of a tf.function outside `for x in dataset:`");
    }
    int64_t cardinality() const override { return kUnknown; }
  };
  auto d = std::make_shared<Variant>();
  d->class_name = "_VariantDataset";
  d->element_spec = std::move(element_spec);
  d->deferred = true;
  return d;
}


std::unique_ptr<Iterator> make_root_iterator(const DatasetPtr& dataset) {
  struct Root : Iterator {
    graph::KernelInstance kernels;
    std::unique_ptr<Iterator> in;
    explicit Root(const Dataset& d) {
      graph::KernelInstance::Active active(kernels);
      in = d.make_iterator();
    }
    std::optional<Element> next() override {
      graph::KernelInstance::Active active(kernels);
      return in->next();
    }
  };
  return std::make_unique<Root>(*dataset);
}

}  // namespace tfplay::tf::data
