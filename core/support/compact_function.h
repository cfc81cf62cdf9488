// CompactFunction: the callable wrapper behind the engine's registered functions: the Python
// natives (NativeFn), native types' constructors and property getters, and each op's kernel,
// shape function and gradient function.
//
// Why not std::function: a run that imports tensorflow makes several thousand native functions
// and registers a kernel and a shape function for each op, nearly all of them lambdas that
// capture nothing or a pointer or two, each moved a few times on the way to where it is kept.
// libc++ (the wasm build's library) moves a std::function whose target sits in its small buffer
// by calling that target type's own __clone: importing tensorflow called some 960 distinct
// clone functions, and a Keras program some 1,900, each a wasm function V8 compiles on its
// first call, which a fresh engine's first run paid for. Here a target that is trivially
// copyable and small is moved and copied as bytes: only its invoker is type-specific, and it
// runs only when the function is called. The engine's layers all use it (it needs nothing).
#pragma once

#include <cstddef>
#include <functional>
#include <new>
#include <type_traits>
#include <utility>

namespace tfplay {

template <class Signature>
class CompactFunction;

/// A copyable, type-erased callable with std::function's interface (construction from any
/// callable of a compatible signature, copy and move, `operator()`, `explicit operator bool`,
/// comparison with nullptr). A trivially copyable target of at most two pointers' size is
/// stored inline and copied as bytes; any other target lives on the heap, where a move takes
/// the pointer and a copy clones the target. Calling an empty one throws std::bad_function_call.
template <class R, class... Args>
class CompactFunction<R(Args...)> {
  union Storage {
    void* heap;
    alignas(double) alignas(void*) unsigned char bytes[2 * sizeof(void*)];
  };
  template <class F>
  static constexpr bool kInline = sizeof(F) <= sizeof(Storage) && alignof(F) <= alignof(Storage) &&
                                  std::is_trivially_copyable_v<F> && std::is_trivially_destructible_v<F>;

 public:
  CompactFunction() noexcept = default;
  CompactFunction(std::nullptr_t) noexcept {}  // NOLINT: implicit, as std::function's

  template <class F, class D = std::decay_t<F>,
            class = std::enable_if_t<!std::is_same_v<D, CompactFunction> && std::is_invocable_r_v<R, D&, Args...>>>
  CompactFunction(F&& f) {  // NOLINT: implicit, as std::function's
    if constexpr (kInline<D>) {
      ::new (static_cast<void*>(storage_.bytes)) D(std::forward<F>(f));
      invoke_ = &invoke_inline<D>;
    } else {
      storage_.heap = new D(std::forward<F>(f));
      invoke_ = &invoke_heap<D>;
      manage_ = &manage_heap<D>;
    }
  }

  CompactFunction(const CompactFunction& other) : invoke_(other.invoke_), manage_(other.manage_) {
    if (manage_) storage_.heap = manage_(Op::Clone, other.storage_.heap);
    else storage_ = other.storage_;
  }
  CompactFunction(CompactFunction&& other) noexcept
      : storage_(other.storage_), invoke_(other.invoke_), manage_(other.manage_) {
    other.invoke_ = nullptr;
    other.manage_ = nullptr;
  }
  CompactFunction& operator=(const CompactFunction& other) {
    if (this != &other) CompactFunction(other).swap(*this);
    return *this;
  }
  CompactFunction& operator=(CompactFunction&& other) noexcept {
    if (this != &other) {
      reset();
      storage_ = other.storage_;
      invoke_ = other.invoke_;
      manage_ = other.manage_;
      other.invoke_ = nullptr;
      other.manage_ = nullptr;
    }
    return *this;
  }
  CompactFunction& operator=(std::nullptr_t) noexcept {
    reset();
    return *this;
  }
  template <class F, class D = std::decay_t<F>,
            class = std::enable_if_t<!std::is_same_v<D, CompactFunction> && std::is_invocable_r_v<R, D&, Args...>>>
  CompactFunction& operator=(F&& f) {
    CompactFunction(std::forward<F>(f)).swap(*this);
    return *this;
  }
  ~CompactFunction() { reset(); }

  /// Calls the target (as std::function does, a const call may run a mutable lambda).
  R operator()(Args... args) const {
    if (!invoke_) throw std::bad_function_call();
    return invoke_(const_cast<Storage&>(storage_), std::forward<Args>(args)...);
  }
  explicit operator bool() const noexcept { return invoke_ != nullptr; }
  friend bool operator==(const CompactFunction& f, std::nullptr_t) noexcept { return !f; }
  friend bool operator!=(const CompactFunction& f, std::nullptr_t) noexcept { return static_cast<bool>(f); }

  void swap(CompactFunction& other) noexcept {
    std::swap(storage_, other.storage_);
    std::swap(invoke_, other.invoke_);
    std::swap(manage_, other.manage_);
  }

 private:
  enum class Op { Clone, Destroy };
  using Invoker = R (*)(Storage&, Args&&...);
  using Manager = void* (*)(Op, void*);

  template <class D>
  static R invoke_inline(Storage& s, Args&&... args) {
    D& f = *std::launder(reinterpret_cast<D*>(s.bytes));
    if constexpr (std::is_void_v<R>) f(std::forward<Args>(args)...);
    else return f(std::forward<Args>(args)...);
  }
  template <class D>
  static R invoke_heap(Storage& s, Args&&... args) {
    D& f = *static_cast<D*>(s.heap);
    if constexpr (std::is_void_v<R>) f(std::forward<Args>(args)...);
    else return f(std::forward<Args>(args)...);
  }
  template <class D>
  static void* manage_heap(Op op, void* target) {
    if (op == Op::Clone) return new D(*static_cast<const D*>(target));
    delete static_cast<D*>(target);
    return nullptr;
  }

  void reset() noexcept {
    if (manage_) manage_(Op::Destroy, storage_.heap);
    invoke_ = nullptr;
    manage_ = nullptr;
  }

  Storage storage_{};
  Invoker invoke_ = nullptr;
  Manager manage_ = nullptr;  // set only for a target on the heap
};

}  // namespace tfplay
