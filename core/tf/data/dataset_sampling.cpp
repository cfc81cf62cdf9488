// Datasets that choose among inputs, group elements, draw random numbers or check their length
// (dataset.h): DirectedInterleaveDataset, GroupByWindowDataset, RandomDataset and
// AssertCardinalityDataset (tensorflow/core/kernels/data/experimental/
// directed_interleave_dataset_op.cc, group_by_window_dataset_op.cc, random_dataset_op.cc,
// assert_cardinality_dataset_op.cc).
#include <map>
#include <random>

#include "core/tensor/kernels_random.h"
#include "core/tensor/op_error.h"
#include "core/tf/data/dataset.h"

namespace tfplay::tf::data {

using tensor::Tensor;

namespace {

struct DirectedInterleave : Dataset {
  DatasetPtr selector;
  std::vector<DatasetPtr> inputs;
  bool stop_on_empty = false;
  std::unique_ptr<Iterator> make_iterator() const override {
    // DirectedInterleaveDatasetOp::Iterator::GetNextInternal.
    struct It : Iterator {
      const DirectedInterleave& d;
      std::unique_ptr<Iterator> selector;
      std::vector<std::unique_ptr<Iterator>> inputs;
      std::size_t active;
      explicit It(const DirectedInterleave& ds) : d(ds), selector(ds.selector->make_iterator()), active(ds.inputs.size()) {
        for (const DatasetPtr& in : ds.inputs) inputs.push_back(in->make_iterator());
      }
      void reset() {
        selector.reset();
        inputs.clear();
        active = 0;
      }
      std::optional<Element> next() override {
        while (selector) {
          auto choice = selector->next();
          if (!choice) {
            reset();
            return std::nullopt;
          }
          const int64_t k = choice->at(0).as_int64(0);
          if (k < 0 || k >= static_cast<int64_t>(inputs.size()))
            throw tensor::invalid_argument("Selector index out of range: " + std::to_string(k) + " >= " +
                                           std::to_string(inputs.size()));
          auto& in = inputs[static_cast<std::size_t>(k)];
          if (!in) continue;  // an exhausted input: draw again
          if (auto e = in->next()) return e;
          if (d.stop_on_empty) {
            reset();
            return std::nullopt;
          }
          in.reset();
          if (--active == 0) {
            reset();
            return std::nullopt;
          }
        }
        return std::nullopt;
      }
    };
    return std::make_unique<It>(*this);
  }
  int64_t cardinality() const override {
    for (const DatasetPtr& in : inputs)
      if (in->cardinality() == kInfinite) return kInfinite;
    return kUnknown;
  }
};

struct GroupByWindow : Dataset {
  DatasetPtr input;
  function::StructuredFunction key_fn, window_size_fn;
  /// One reduce function for every key, or one per key 0..n-1 (bucket_by_sequence_length).
  std::vector<function::StructuredFunction> reduce_fns;
  std::unique_ptr<Iterator> make_iterator() const override {
    // GroupByWindowDatasetOp::Iterator::GetNextInternal: groups in key order (a std::map), a
    // full window is reduced at once, the rest when the input ends, smallest key first.
    struct It : Iterator {
      const GroupByWindow& d;
      std::unique_ptr<Iterator> in, current;
      std::map<int64_t, std::vector<Element>> groups;
      std::map<int64_t, int64_t> window_sizes;
      int64_t current_key = 0;
      bool end_of_input = false;
      explicit It(const GroupByWindow& ds) : d(ds), in(ds.input->make_iterator()) {}
      void start_flushing(int64_t key) {
        current_key = key;
        DatasetPtr group = elements_dataset(groups[key], d.input->element_spec, "_VariantDataset");
        const auto& reduce = d.reduce_fns.size() == 1 ? d.reduce_fns[0] : d.reduce_fns.at(static_cast<std::size_t>(key));
        std::vector<Tensor> out = function::run_structured_function(reduce, {Tensor::scalar_int64(key), handle_of(group)});
        current = dataset_of_handle(out.at(0))->make_iterator();
      }
      std::optional<Element> next() override {
        do {
          if (current) {
            if (auto e = current->next()) return e;
            current.reset();
            groups.erase(current_key);
          }
          while (!end_of_input) {
            auto e = in->next();
            if (!e) {
              end_of_input = true;
              break;
            }
            const Tensor key_t = function::run_structured_function(d.key_fn, *e).at(0);
            if (key_t.dtype() != tensor::DType::Int64 || key_t.num_elements() != 1)
              throw tensor::invalid_argument("`key_func` must return a scalar int64.");
            const int64_t key = key_t.as_int64(0);
            if (!window_sizes.count(key)) {
              const Tensor w = function::run_structured_function(d.window_size_fn, {key_t}).at(0);
              if (w.dtype() != tensor::DType::Int64 || w.num_elements() != 1)
                throw tensor::invalid_argument("`window_size_func` must return a scalar int64.");
              if (w.as_int64(0) <= 0)
                throw tensor::invalid_argument("Window size must be greater than zero, but got " + std::to_string(w.as_int64(0)) + ".");
              window_sizes[key] = w.as_int64(0);
            }
            std::vector<Element>& group = groups[key];
            group.push_back(std::move(*e));
            if (static_cast<int64_t>(group.size()) == window_sizes[key]) {
              start_flushing(key);
              break;
            }
          }
          if (end_of_input && !current && !groups.empty()) start_flushing(groups.begin()->first);
        } while (current || !end_of_input);
        return std::nullopt;
      }
    };
    return std::make_unique<It>(*this);
  }
  int64_t cardinality() const override { return kUnknown; }
};

struct GroupByReducer : Dataset {
  DatasetPtr input;
  function::StructuredFunction key_fn, init_fn, reduce_fn, finalize_fn;
  std::unique_ptr<Iterator> make_iterator() const override {
    // GroupByReducerDatasetOp::Iterator::GetNextInternal: the whole input is reduced first,
    // then each key's state is finalized, keys in increasing order (a std::map).
    struct It : Iterator {
      const GroupByReducer& d;
      std::unique_ptr<Iterator> in;
      std::map<int64_t, std::vector<Tensor>> states;
      std::map<int64_t, std::vector<Tensor>>::iterator next_key;
      bool end_of_input = false;
      explicit It(const GroupByReducer& ds) : d(ds), in(ds.input->make_iterator()) {}
      std::optional<Element> next() override {
        while (!end_of_input) {
          auto e = in->next();
          if (!e) {
            end_of_input = true;
            next_key = states.begin();
            break;
          }
          const Tensor key_t = function::run_structured_function(d.key_fn, *e).at(0);
          if (key_t.dtype() != tensor::DType::Int64 || key_t.num_elements() != 1)
            throw tensor::invalid_argument("`key_func` must return a scalar int64.");
          const int64_t key = key_t.as_int64(0);
          if (!states.count(key)) states[key] = function::run_structured_function(d.init_fn, {key_t});
          std::vector<Tensor> args = states[key];
          args.insert(args.end(), e->begin(), e->end());
          states[key] = function::run_structured_function(d.reduce_fn, args);
        }
        if (next_key == states.end()) return std::nullopt;
        return function::run_structured_function(d.finalize_fn, (next_key++)->second);
      }
    };
    return std::make_unique<It>(*this);
  }
  int64_t cardinality() const override { return kUnknown; }
};

struct RandomDataset : Dataset {
  int64_t seed = 0, seed2 = 0;
  bool rerandomize = false;
  /// RandomSeedGenerator: with rerandomize_each_iteration, each iterator's seeds are the next
  /// two samples of a generator seeded with the dataset's seeds.
  mutable std::optional<PhiloxSamples> seed_generator;
  std::unique_ptr<Iterator> make_iterator() const override {
    struct It : Iterator {
      PhiloxSamples gen;
      It(uint64_t s, uint64_t s2) : gen(s, s2) {}
      std::optional<Element> next() override { return Element{Tensor::scalar_int64(static_cast<int64_t>(gen.next()))}; }
    };
    std::pair<int64_t, int64_t> s{seed, seed2};
    if (rerandomize) {
      if (!seed_generator) seed_generator.emplace(static_cast<uint64_t>(seed), static_cast<uint64_t>(seed2));
      const int64_t a = seed_generator->next();
      s = {a, seed_generator->next()};
    }
    return std::make_unique<It>(static_cast<uint64_t>(s.first), static_cast<uint64_t>(s.second));
  }
  int64_t cardinality() const override { return kInfinite; }
};

struct AssertCardinality : Dataset {
  DatasetPtr input;
  int64_t expected = 0;
  std::unique_ptr<Iterator> make_iterator() const override {
    // AssertCardinalityDatasetOp::Iterator::GetNextInternal.
    struct It : Iterator {
      const AssertCardinality& d;
      std::unique_ptr<Iterator> in;
      int64_t count = 0;
      explicit It(const AssertCardinality& ds) : d(ds), in(ds.input->make_iterator()) {}
      /// ElementString: "3 elements", "1 element", "an infinite number of elements".
      static std::string text(int64_t n) {
        if (n == kInfinite) return "an infinite number of elements";
        return std::to_string(n) + " element" + (n != 1 ? "s" : "");
      }
      std::optional<Element> next() override {
        auto e = in->next();
        if (e) ++count;
        if (!e && count != d.expected)
          throw tensor::OpError(tensor::OpError::Code::FailedPrecondition, "Input dataset was expected to contain " +
                                                                               text(d.expected) + " but contained only " + text(count) + ".");
        if (d.expected != kInfinite && count > d.expected)
          throw tensor::OpError(tensor::OpError::Code::FailedPrecondition, "Input dataset was expected to contain " +
                                                                               text(d.expected) + " but contained at least " + text(count) + ".");
        if (e) return e;
        return std::nullopt;
      }
    };
    return std::make_unique<It>(*this);
  }
  int64_t cardinality() const override { return expected; }
};

}  // namespace

std::pair<int64_t, int64_t> resolve_seeds(int64_t seed, int64_t seed2) {
  if (seed != 0 || seed2 != 0) return {seed, seed2};
  std::random_device rd;
  return {static_cast<int64_t>(rd()) << 31 | rd(), static_cast<int64_t>(rd()) << 31 | rd()};
}

DatasetPtr directed_interleave_dataset(DatasetPtr selector, std::vector<DatasetPtr> inputs, bool stop_on_empty,
                                       py::Ref element_spec) {
  auto d = new_dataset<DirectedInterleave>("_DirectedInterleaveDataset", std::move(element_spec));
  d->selector = std::move(selector);
  d->inputs = std::move(inputs);
  d->stop_on_empty = stop_on_empty;
  return d;
}

DatasetPtr group_by_window_dataset(DatasetPtr input, function::StructuredFunction key_fn,
                                   std::vector<function::StructuredFunction> reduce_fns,
                                   function::StructuredFunction window_size_fn, py::Ref element_spec) {
  auto d = new_dataset<GroupByWindow>("_GroupByWindowDataset", std::move(element_spec));
  d->input = std::move(input);
  d->key_fn = std::move(key_fn);
  d->reduce_fns = std::move(reduce_fns);
  d->window_size_fn = std::move(window_size_fn);
  return d;
}

DatasetPtr group_by_reducer_dataset(DatasetPtr input, function::StructuredFunction key_fn, function::StructuredFunction init_fn,
                                    function::StructuredFunction reduce_fn, function::StructuredFunction finalize_fn,
                                    py::Ref element_spec) {
  auto d = new_dataset<GroupByReducer>("_GroupByReducerDataset", std::move(element_spec));
  d->input = std::move(input);
  d->key_fn = std::move(key_fn);
  d->init_fn = std::move(init_fn);
  d->reduce_fn = std::move(reduce_fn);
  d->finalize_fn = std::move(finalize_fn);
  return d;
}

DatasetPtr random_dataset(int64_t seed, int64_t seed2, bool rerandomize, py::Ref element_spec) {
  auto d = new_dataset<RandomDataset>("_RandomDataset", std::move(element_spec));
  std::tie(d->seed, d->seed2) = resolve_seeds(seed, seed2);
  d->rerandomize = rerandomize;
  return d;
}

DatasetPtr assert_cardinality_dataset(DatasetPtr input, int64_t expected) {
  auto d = new_dataset<AssertCardinality>("_AssertCardinalityDataset", input->element_spec);
  d->input = std::move(input);
  d->expected = expected;
  return d;
}

}  // namespace tfplay::tf::data
