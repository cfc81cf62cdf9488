// Datasets whose elements are datasets, or that flatten them (dataset.h): window, flat_map and
// interleave (tensorflow/core/kernels/data/window_dataset_op.cc, window_dataset.cc,
// flat_map_dataset_op.cc, interleave_dataset_op.cc).
#include <deque>
#include <exception>

#include "core/function/nest.h"
#include "core/tensor/op_error.h"
#include "core/tf/data/dataset.h"

namespace tfplay::tf::data {

using tensor::Tensor;

namespace {

/// window_dataset.cc WindowDataset: a finite dataset over the elements of one window (one
/// component each). Python sees it as a _VariantDataset.
struct WindowElements : Dataset {
  std::vector<Element> elements;
  std::unique_ptr<Iterator> make_iterator() const override {
    struct It : Iterator {
      const WindowElements& d;
      std::size_t i = 0;
      explicit It(const WindowElements& ds) : d(ds) {}
      std::optional<Element> next() override {
        if (i == d.elements.size()) return std::nullopt;
        return d.elements[i++];
      }
    };
    return std::make_unique<It>(*this);
  }
  int64_t cardinality() const override { return static_cast<int64_t>(elements.size()); }
};

struct WindowDataset : Dataset {
  DatasetPtr input;
  int64_t size = 1, shift = 1, stride = 1;
  bool drop_remainder = false;
  std::vector<py::Ref> component_specs;  // the input's flat element_spec

  /// The number of input elements a full window spans.
  int64_t target() const { return (size - 1) * stride + 1; }

  std::unique_ptr<Iterator> make_iterator() const override {
    // WindowDatasetOp::Iterator::GetNextInternal. The buffer keeps each input element with the
    // error computing it raised: only the elements a window takes (every stride-th) report
    // theirs, after the window has shifted.
    struct Buffered {
      Element element;
      std::exception_ptr error;  // a tensor::OpError (its own subclass kept)
    };
    struct It : Iterator {
      const WindowDataset& d;
      std::unique_ptr<Iterator> in;
      std::deque<Buffered> buffer;
      explicit It(const WindowDataset& ds) : d(ds), in(ds.input->make_iterator()) {}
      std::optional<Element> next() override {
        const std::size_t target = static_cast<std::size_t>(d.target());
        auto short_window = [&] { return buffer.empty() || (d.drop_remainder && buffer.size() < target); };
        if (!in && short_window()) return std::nullopt;
        while (in && buffer.size() < target) {
          try {
            if (auto e = in->next()) buffer.push_back({std::move(*e), nullptr});
            else in.reset();
          } catch (const tensor::OpError&) {
            buffer.push_back({Element{}, std::current_exception()});
          }
        }
        if (short_window()) return std::nullopt;
        std::vector<Element> window;
        std::exception_ptr error;
        for (std::size_t i = 0; i < 1 + (buffer.size() - 1) / static_cast<std::size_t>(d.stride); ++i) {
          const Buffered& b = buffer[i * static_cast<std::size_t>(d.stride)];
          if (b.error) {
            error = b.error;
            break;
          }
          window.push_back(b.element);
        }
        // Shift: drop `shift` elements, reading (and discarding, errors too) past the buffer if needed.
        const std::size_t shift = static_cast<std::size_t>(d.shift);
        if (shift >= buffer.size()) {
          for (std::size_t i = buffer.size(); in && i < shift; ++i) {
            try {
              if (!in->next()) in.reset();
            } catch (const tensor::OpError&) {
            }
          }
          buffer.clear();
        } else {
          buffer.erase(buffer.begin(), buffer.begin() + static_cast<std::ptrdiff_t>(shift));
        }
        if (error) std::rethrow_exception(error);
        Element out;
        for (std::size_t c = 0; c < d.component_specs.size(); ++c) {
          auto w = std::make_shared<WindowElements>();
          w->class_name = "_VariantDataset";
          w->element_spec = d.component_specs[c];
          for (const Element& e : window) w->elements.push_back(Element{e.at(c)});
          out.push_back(handle_of(w));
        }
        return out;
      }
    };
    return std::make_unique<It>(*this);
  }
  int64_t cardinality() const override {
    const int64_t n = input->cardinality();
    if (n < 0) return n;
    if (drop_remainder) {
      const int64_t rest = n - target();
      return rest < 0 ? 0 : rest / shift + 1;
    }
    return n / shift + (n % shift == 0 ? 0 : 1);
  }
};

/// The dataset `fn` maps `element` to (its output is one dataset handle).
DatasetPtr mapped(const function::StructuredFunction& fn, const Element& element) {
  return dataset_of_handle(function::run_structured_function(fn, element).at(0));
}

struct FlatMapDataset : Dataset {
  DatasetPtr input;
  function::StructuredFunction fn;
  std::unique_ptr<Iterator> make_iterator() const override {
    struct It : Iterator {
      const FlatMapDataset& d;
      std::unique_ptr<Iterator> in, current;
      explicit It(const FlatMapDataset& ds) : d(ds), in(ds.input->make_iterator()) {}
      std::optional<Element> next() override {
        while (in) {
          if (current) {
            if (auto e = current->next()) return e;
            current.reset();
          }
          auto e = in->next();
          if (!e) {
            in.reset();
            break;
          }
          current = mapped(d.fn, *e)->make_iterator();
        }
        return std::nullopt;
      }
    };
    return std::make_unique<It>(*this);
  }
  int64_t cardinality() const override { return kUnknown; }
};

struct InterleaveDataset : Dataset {
  DatasetPtr input;
  function::StructuredFunction fn;
  int64_t cycle_length = 1, block_length = 1;
  bool parallel = false;
  std::unique_ptr<Iterator> make_iterator() const override {
    // InterleaveDatasetOp::Iterator::GetNextInternal.
    struct It : Iterator {
      const InterleaveDataset& d;
      std::unique_ptr<Iterator> in;
      std::vector<std::unique_ptr<Iterator>> current;
      std::size_t cycle_index = 0, num_open = 0;
      int64_t block_index = 0;
      bool end_of_input = false;
      explicit It(const InterleaveDataset& ds)
          : d(ds), in(ds.input->make_iterator()), current(static_cast<std::size_t>(ds.cycle_length)) {}
      void advance_to_next_in_cycle() {
        block_index = 0;
        cycle_index = (cycle_index + 1) % current.size();
      }
      std::optional<Element> next() override {
        while (!end_of_input || num_open > 0) {
          if (current[cycle_index]) {
            if (auto e = current[cycle_index]->next()) {
              if (++block_index == d.block_length) advance_to_next_in_cycle();
              return e;
            }
            current[cycle_index].reset();
            --num_open;
            advance_to_next_in_cycle();
          } else if (!end_of_input) {
            if (auto e = in->next()) {
              current[cycle_index] = mapped(d.fn, *e)->make_iterator();
              ++num_open;
            } else {
              end_of_input = true;
            }
          } else {
            advance_to_next_in_cycle();
          }
        }
        return std::nullopt;
      }
    };
    return std::make_unique<It>(*this);
  }
  int64_t cardinality() const override { return parallel && input->cardinality() == kInfinite ? kInfinite : kUnknown; }
};

}  // namespace

DatasetPtr elements_dataset(std::vector<Element> elements, py::Ref element_spec, const std::string& class_name) {
  auto d = new_dataset<WindowElements>(class_name, std::move(element_spec));
  d->elements = std::move(elements);
  return d;
}

DatasetPtr window_dataset(DatasetPtr input, int64_t size, int64_t shift, int64_t stride, bool drop_remainder,
                          py::Ref element_spec) {
  auto d = std::make_shared<WindowDataset>();
  d->class_name = "_WindowDataset";
  d->element_spec = std::move(element_spec);
  d->component_specs = function::nest::flatten(input->element_spec);
  d->input = std::move(input);
  d->size = size;
  d->shift = shift;
  d->stride = stride;
  d->drop_remainder = drop_remainder;
  return d;
}

DatasetPtr flat_map_dataset(DatasetPtr input, function::StructuredFunction fn, py::Ref element_spec) {
  auto d = std::make_shared<FlatMapDataset>();
  d->class_name = "_FlatMapDataset";
  d->element_spec = std::move(element_spec);
  d->input = std::move(input);
  d->fn = std::move(fn);
  return d;
}

DatasetPtr interleave_dataset(DatasetPtr input, function::StructuredFunction fn, int64_t cycle_length,
                              int64_t block_length, py::Ref element_spec, bool parallel) {
  auto d = std::make_shared<InterleaveDataset>();
  d->parallel = parallel;
  d->class_name = "_InterleaveDataset";
  d->element_spec = std::move(element_spec);
  d->input = std::move(input);
  d->fn = std::move(fn);
  d->cycle_length = cycle_length;
  d->block_length = block_length;
  return d;
}

}  // namespace tfplay::tf::data
