// CPython's list sort (timsort with the powersort merge policy of 3.11+), written from the
// description in Objects/listsort.txt and the behaviour of Objects/listobject.c (3.12): runs
// found by count_run (strictly descending runs are reversed), short runs extended to minrun by
// binary insertion, runs merged by merge_lo/merge_hi with galloping and an adaptive
// min_gallop, merges scheduled by each run's "power". Only `<` is ever asked, and in CPython's
// order: programs see the same calls.
//
// The sort permutes pointers to the items (and to their keys), never the Refs themselves; a
// comparison that raises leaves the pointer arrays a permutation of the items, which is what
// the list then holds (as in CPython).
#include "core/python/list_sort.h"

#include <algorithm>
#include <cstring>
#include <vector>

#include "core/python/protocols.h"
#include "core/python/runtime.h"

namespace tfplay::py {

namespace {

using Item = const Ref*;

constexpr std::ptrdiff_t kMinGallop = 7;  // MIN_GALLOP
constexpr std::ptrdiff_t kMaxMinrun = 64;  // MAX_MINRUN

/// Keys, and the values they were computed from when there is a key function (else the keys
/// are the values and `values` is null), moved in lockstep (CPython's sortslice).
struct Slice {
  Item* keys;
  Item* values;

  void advance(std::ptrdiff_t n) {
    keys += n;
    if (values) values += n;
  }
};

// dst[i:i+n] = src[j:j+n]; `copy` for distinct ranges, `move` when they may overlap.
void copy(Slice dst, std::ptrdiff_t i, Slice src, std::ptrdiff_t j, std::ptrdiff_t n) {
  std::memcpy(dst.keys + i, src.keys + j, sizeof(Item) * static_cast<std::size_t>(n));
  if (dst.values) std::memcpy(dst.values + i, src.values + j, sizeof(Item) * static_cast<std::size_t>(n));
}
void move(Slice dst, std::ptrdiff_t i, Slice src, std::ptrdiff_t j, std::ptrdiff_t n) {
  std::memmove(dst.keys + i, src.keys + j, sizeof(Item) * static_cast<std::size_t>(n));
  if (dst.values) std::memmove(dst.values + i, src.values + j, sizeof(Item) * static_cast<std::size_t>(n));
}
// *dst++ = *src++ and *dst-- = *src--.
void take_next(Slice& dst, Slice& src) {
  *dst.keys++ = *src.keys++;
  if (dst.values) *dst.values++ = *src.values++;
}
void take_prev(Slice& dst, Slice& src) {
  *dst.keys-- = *src.keys--;
  if (dst.values) *dst.values-- = *src.values--;
}
void reverse(Slice s, std::ptrdiff_t n) {
  std::reverse(s.keys, s.keys + n);
  if (s.values) std::reverse(s.values, s.values + n);
}

/// `x < y` as the sort asks it. CPython's pre-sort check picks the comparison from the keys'
/// types; what of that a program can see: when every key has the same user-defined type,
/// CPython calls that type's __lt__ directly (unsafe_object_compare) and falls back to the
/// full `<` (which calls __lt__ again, then the reflected __gt__) only when it returns
/// NotImplemented; keys that are all non-empty tuples compare item by item with `==` first and
/// the first differing items with `<` (unsafe_tuple_compare), the first items by the rule
/// above.
class Less {
 public:
  explicit Less(const Item* keys, std::ptrdiff_t n) {
    if (n < 2) return;
    const Object* first = keys[0]->get();
    auto non_empty_tuple = [](const Object* o) {
      return o->cls == T().tuple && !static_cast<const TupleObject*>(o)->items.empty();
    };
    bool in_tuples = non_empty_tuple(first);
    const TypeObject* type = in_tuples ? static_cast<const TupleObject*>(first)->items[0]->cls : first->cls;
    bool same_type = true;
    for (std::ptrdiff_t i = 0; i < n; ++i) {
      const Object* k = keys[i]->get();
      if (in_tuples && !non_empty_tuple(k)) {
        in_tuples = same_type = false;
        break;
      }
      const Object* item = in_tuples ? static_cast<const TupleObject*>(k)->items[0].get() : k;
      if (item->cls != type) {
        same_type = false;
        if (!in_tuples) break;
      }
    }
    bool user_type = same_type && !type->is_builtin;
    tuples_ = in_tuples;
    if (in_tuples) first_item_direct_ = user_type;
    else direct_ = user_type;
  }

  bool operator()(Item x, Item y) const {
    if (!tuples_) return direct_ ? direct_lt(*x, *y) : generic_lt(*x, *y);
    const auto& v = static_cast<const TupleObject*>(x->get())->items;
    const auto& w = static_cast<const TupleObject*>(y->get())->items;
    std::size_t i = 0;
    while (i < v.size() && i < w.size() && (v[i] == w[i] || truthy(compare(ast::CmpOpKind::Eq, v[i], w[i])))) ++i;
    if (i >= v.size() || i >= w.size()) return v.size() < w.size();
    if (i == 0 && first_item_direct_) return direct_lt(v[0], w[0]);
    return generic_lt(v[i], w[i]);
  }

 private:
  static bool generic_lt(const Ref& a, const Ref& b) { return truthy(compare(ast::CmpOpKind::Lt, a, b)); }
  static bool direct_lt(const Ref& a, const Ref& b) {
    if (Ref lt = lookup_special(a, "__lt__"_name)) {
      Ref r = call(lt, std::vector<Ref>{b});
      if (r != NotImplemented()) return truthy(r);
    }
    return generic_lt(a, b);
  }

  bool tuples_ = false;
  bool direct_ = false;
  bool first_item_direct_ = false;
};

/// One sort's state (CPython's MergeState).
class MergeState {
 public:
  MergeState(Less less, std::ptrdiff_t n, Item* base, bool has_values)
      : lt_(less), listlen_(n), basekeys_(base), has_values_(has_values) {}

  void sort(Slice lo) {
    std::ptrdiff_t nremaining = listlen_;
    const std::ptrdiff_t minrun = compute_minrun(nremaining);
    do {
      bool descending = false;
      std::ptrdiff_t n = count_run(lo.keys, lo.keys + nremaining, descending);
      if (descending) reverse(lo, n);
      if (n < minrun) {
        const std::ptrdiff_t force = nremaining <= minrun ? nremaining : minrun;
        binarysort(lo, force, n);
        n = force;
      }
      found_new_run(n);
      pending_.push_back({lo, n, 0});
      lo.advance(n);
      nremaining -= n;
    } while (nremaining);
    merge_force_collapse();
  }

 private:
  struct Run {
    Slice base;
    std::ptrdiff_t len;
    int power;  // the run's depth in the powersort merge tree
  };

  /// Natural runs shorter than this are extended by binary insertion: n itself below 64, else
  /// a value in [32, 64] making n / minrun a power of 2 or just under one.
  static std::ptrdiff_t compute_minrun(std::ptrdiff_t n) {
    std::ptrdiff_t odd = 0;
    while (n >= kMaxMinrun) {
      odd |= n & 1;
      n >>= 1;
    }
    return n + odd;
  }

  /// Sorts lo[0:n] by stable binary insertion; lo[0:start] is already sorted.
  void binarysort(Slice lo, std::ptrdiff_t n, std::ptrdiff_t start) {
    if (start == 0) ++start;
    for (; start < n; ++start) {
      Item pivot = lo.keys[start];
      std::ptrdiff_t left = 0, right = start;
      // lo[0:left] <= pivot < lo[right:start]; narrow to where pivot goes.
      do {
        std::ptrdiff_t mid = left + ((right - left) >> 1);
        if (lt_(pivot, lo.keys[mid])) right = mid;
        else left = mid + 1;
      } while (left < right);
      std::memmove(lo.keys + left + 1, lo.keys + left, sizeof(Item) * static_cast<std::size_t>(start - left));
      lo.keys[left] = pivot;
      if (lo.values) {
        Item value = lo.values[start];
        std::memmove(lo.values + left + 1, lo.values + left, sizeof(Item) * static_cast<std::size_t>(start - left));
        lo.values[left] = value;
      }
    }
  }

  /// The length of the run starting at lo: non-decreasing, or strictly decreasing
  /// (`descending`, which the caller reverses; strictness keeps that stable).
  std::ptrdiff_t count_run(Item* lo, Item* hi, bool& descending) {
    descending = false;
    ++lo;
    if (lo == hi) return 1;
    std::ptrdiff_t n = 2;
    if (lt_(lo[0], lo[-1])) {
      descending = true;
      for (++lo; lo < hi && lt_(lo[0], lo[-1]); ++lo) ++n;
    } else {
      for (++lo; lo < hi && !lt_(lo[0], lo[-1]); ++lo) ++n;
    }
    return n;
  }

  /// Where `key` goes in the sorted a[0:n], left of any equal items: k with a[k-1] < key <=
  /// a[k]. The search starts at a[hint] and widens by 1, 3, 7, ... before bisecting.
  std::ptrdiff_t gallop_left(Item key, Item* a, std::ptrdiff_t n, std::ptrdiff_t hint) {
    Item* h = a + hint;
    std::ptrdiff_t last = 0, ofs = 1;
    if (lt_(*h, key)) {
      // a[hint] < key: step right until a[hint+last] < key <= a[hint+ofs].
      const std::ptrdiff_t max = n - hint;
      while (ofs < max) {
        if (!lt_(h[ofs], key)) break;
        last = ofs;
        ofs = (ofs << 1) + 1;
      }
      if (ofs > max) ofs = max;
      last += hint;
      ofs += hint;
    } else {
      // key <= a[hint]: step left until a[hint-ofs] < key <= a[hint-last].
      const std::ptrdiff_t max = hint + 1;
      while (ofs < max) {
        if (lt_(*(h - ofs), key)) break;
        last = ofs;
        ofs = (ofs << 1) + 1;
      }
      if (ofs > max) ofs = max;
      std::ptrdiff_t k = last;
      last = hint - ofs;
      ofs = hint - k;
    }
    // a[last] < key <= a[ofs]: bisect what lies between.
    ++last;
    while (last < ofs) {
      std::ptrdiff_t m = last + ((ofs - last) >> 1);
      if (lt_(a[m], key)) last = m + 1;
      else ofs = m;
    }
    return ofs;
  }

  /// As gallop_left, but right of any equal items: k with a[k-1] <= key < a[k].
  std::ptrdiff_t gallop_right(Item key, Item* a, std::ptrdiff_t n, std::ptrdiff_t hint) {
    Item* h = a + hint;
    std::ptrdiff_t last = 0, ofs = 1;
    if (lt_(key, *h)) {
      // key < a[hint]: step left until a[hint-ofs] <= key < a[hint-last].
      const std::ptrdiff_t max = hint + 1;
      while (ofs < max) {
        if (!lt_(key, *(h - ofs))) break;
        last = ofs;
        ofs = (ofs << 1) + 1;
      }
      if (ofs > max) ofs = max;
      std::ptrdiff_t k = last;
      last = hint - ofs;
      ofs = hint - k;
    } else {
      // a[hint] <= key: step right until a[hint+last] <= key < a[hint+ofs].
      const std::ptrdiff_t max = n - hint;
      while (ofs < max) {
        if (lt_(key, h[ofs])) break;
        last = ofs;
        ofs = (ofs << 1) + 1;
      }
      if (ofs > max) ofs = max;
      last += hint;
      ofs += hint;
    }
    ++last;
    while (last < ofs) {
      std::ptrdiff_t m = last + ((ofs - last) >> 1);
      if (lt_(key, a[m])) ofs = m;
      else last = m + 1;
    }
    return ofs;
  }

  /// Temporary room for `need` items (and their values).
  Slice temp(std::ptrdiff_t need) {
    if (static_cast<std::size_t>(need) > temp_keys_.size()) {
      temp_keys_.resize(static_cast<std::size_t>(need));
      if (has_values_) temp_values_.resize(static_cast<std::size_t>(need));
    }
    return {temp_keys_.data(), has_values_ ? temp_values_.data() : nullptr};
  }

  /// Merges the sorted runs a[0:na] and b[0:nb] (b follows a) in place, na <= nb, copying a out
  /// to temporary room. a[0] belongs first and a's last item last (merge_at saw to that).
  void merge_lo(Slice a, std::ptrdiff_t na, Slice b, std::ptrdiff_t nb) {
    Slice tmp = temp(na);
    copy(tmp, 0, a, 0, na);
    Slice dest = a;
    a = tmp;
    // Whatever happens (a comparison may raise), what is left of a goes back: the items stay
    // a permutation of the run.
    struct Finish {
      Slice& dest;
      Slice& a;
      std::ptrdiff_t& na;
      bool active = true;
      ~Finish() {
        if (active && na) copy(dest, 0, a, 0, na);
      }
    } finish{dest, a, na};

    take_next(dest, b);
    if (--nb == 0) return;
    if (na == 1) {
      finish.active = false;
      copy_b_then_last_a(dest, a, b, nb);
      return;
    }
    std::ptrdiff_t min_gallop = min_gallop_;
    for (;;) {
      std::ptrdiff_t acount = 0, bcount = 0;  // wins in a row
      // One item at a time until one run wins min_gallop times in a row.
      for (;;) {
        if (lt_(b.keys[0], a.keys[0])) {
          take_next(dest, b);
          ++bcount;
          acount = 0;
          if (--nb == 0) return;
          if (bcount >= min_gallop) break;
        } else {
          take_next(dest, a);
          ++acount;
          bcount = 0;
          if (--na == 1) {
            finish.active = false;
            copy_b_then_last_a(dest, a, b, nb);
            return;
          }
          if (acount >= min_gallop) break;
        }
      }
      // Gallop while either run keeps winning by at least kMinGallop.
      ++min_gallop;
      do {
        min_gallop -= min_gallop > 1;
        min_gallop_ = min_gallop;
        std::ptrdiff_t k = gallop_right(b.keys[0], a.keys, na, 0);
        acount = k;
        if (k) {
          copy(dest, 0, a, 0, k);
          dest.advance(k);
          a.advance(k);
          na -= k;
          if (na == 1) {
            finish.active = false;
            copy_b_then_last_a(dest, a, b, nb);
            return;
          }
          if (na == 0) return;  // only with an inconsistent comparison
        }
        take_next(dest, b);
        if (--nb == 0) return;

        k = gallop_left(a.keys[0], b.keys, nb, 0);
        bcount = k;
        if (k) {
          move(dest, 0, b, 0, k);
          dest.advance(k);
          b.advance(k);
          nb -= k;
          if (nb == 0) return;
        }
        take_next(dest, a);
        if (--na == 1) {
          finish.active = false;
          copy_b_then_last_a(dest, a, b, nb);
          return;
        }
      } while (acount >= kMinGallop || bcount >= kMinGallop);
      ++min_gallop;  // leaving galloping mode costs
      min_gallop_ = min_gallop;
    }
  }

  // merge_lo's end when one item of a is left: the rest of b, then that item.
  static void copy_b_then_last_a(Slice dest, Slice a, Slice b, std::ptrdiff_t nb) {
    move(dest, 0, b, 0, nb);
    copy(dest, nb, a, 0, 1);
  }

  /// Merges a[0:na] and b[0:nb] (b follows a) in place from the right, na >= nb, copying b
  /// out to temporary room.
  void merge_hi(Slice a, std::ptrdiff_t na, Slice b, std::ptrdiff_t nb) {
    Slice tmp = temp(nb);
    Slice dest = b;
    dest.advance(nb - 1);
    copy(tmp, 0, b, 0, nb);
    Slice basea = a;
    Slice baseb = tmp;
    b = tmp;
    b.advance(nb - 1);
    a.advance(na - 1);
    struct Finish {
      Slice& dest;
      Slice& baseb;
      std::ptrdiff_t& nb;
      bool active = true;
      ~Finish() {
        if (active && nb) copy(dest, -(nb - 1), baseb, 0, nb);
      }
    } finish{dest, baseb, nb};

    take_prev(dest, a);
    if (--na == 0) return;
    if (nb == 1) {
      finish.active = false;
      copy_a_then_first_b(dest, a, b, na);
      return;
    }
    std::ptrdiff_t min_gallop = min_gallop_;
    for (;;) {
      std::ptrdiff_t acount = 0, bcount = 0;
      for (;;) {
        if (lt_(b.keys[0], a.keys[0])) {
          take_prev(dest, a);
          ++acount;
          bcount = 0;
          if (--na == 0) return;
          if (acount >= min_gallop) break;
        } else {
          take_prev(dest, b);
          ++bcount;
          acount = 0;
          if (--nb == 1) {
            finish.active = false;
            copy_a_then_first_b(dest, a, b, na);
            return;
          }
          if (bcount >= min_gallop) break;
        }
      }
      ++min_gallop;
      do {
        min_gallop -= min_gallop > 1;
        min_gallop_ = min_gallop;
        std::ptrdiff_t k = na - gallop_right(b.keys[0], basea.keys, na, na - 1);
        acount = k;
        if (k) {
          dest.advance(-k);
          a.advance(-k);
          move(dest, 1, a, 1, k);
          na -= k;
          if (na == 0) return;
        }
        take_prev(dest, b);
        if (--nb == 1) {
          finish.active = false;
          copy_a_then_first_b(dest, a, b, na);
          return;
        }

        k = nb - gallop_left(a.keys[0], baseb.keys, nb, nb - 1);
        bcount = k;
        if (k) {
          dest.advance(-k);
          b.advance(-k);
          copy(dest, 1, b, 1, k);
          nb -= k;
          if (nb == 1) {
            finish.active = false;
            copy_a_then_first_b(dest, a, b, na);
            return;
          }
          if (nb == 0) return;  // only with an inconsistent comparison
        }
        take_prev(dest, a);
        if (--na == 0) return;
      } while (acount >= kMinGallop || bcount >= kMinGallop);
      ++min_gallop;
      min_gallop_ = min_gallop;
    }
  }

  // merge_hi's end when one item of b is left: the rest of a, then that item before them.
  static void copy_a_then_first_b(Slice dest, Slice a, Slice b, std::ptrdiff_t na) {
    move(dest, 1 - na, a, 1 - na, na);
    dest.advance(-na);
    copy(dest, 0, b, 0, 1);
  }

  /// Merges pending runs i and i+1 (the last two or the two before the last).
  void merge_at(std::size_t i) {
    Slice a = pending_[i].base, b = pending_[i + 1].base;
    std::ptrdiff_t na = pending_[i].len, nb = pending_[i + 1].len;
    pending_[i].len = na + nb;
    if (i + 3 == pending_.size()) pending_[i + 1] = pending_[i + 2];
    pending_.pop_back();
    // Items of a before where b[0] goes, and items of b after where a's last goes, are in place.
    std::ptrdiff_t k = gallop_right(b.keys[0], a.keys, na, 0);
    a.advance(k);
    na -= k;
    if (na == 0) return;
    nb = gallop_left(a.keys[na - 1], b.keys, nb, nb - 1);
    if (nb <= 0) return;
    if (na <= nb) merge_lo(a, na, b, nb);
    else merge_hi(a, na, b, nb);
  }

  /// The power of the boundary between the run at s1 of length n1 and the next one of length
  /// n2: the first bit where (s1 + n1/2)/n and (s1 + n1 + n2/2)/n differ.
  int power(std::ptrdiff_t s1, std::ptrdiff_t n1, std::ptrdiff_t n2) const {
    const std::ptrdiff_t n = listlen_;
    std::ptrdiff_t a = 2 * s1 + n1;  // twice the midpoints, to stay in integers
    std::ptrdiff_t b = a + n1 + n2;
    int result = 0;
    for (;;) {
      ++result;
      if (a >= n) {
        a -= n;
        b -= n;
      } else if (b >= n) {
        break;
      }
      a <<= 1;
      b <<= 1;
    }
    return result;
  }

  /// Before a new run of length n2 is pushed: merge the pending runs whose power exceeds that
  /// of the boundary between the last one and the new one.
  void found_new_run(std::ptrdiff_t n2) {
    if (pending_.empty()) return;
    const Run& last = pending_.back();
    int p = power(last.base.keys - basekeys_, last.len, n2);
    while (pending_.size() > 1 && pending_[pending_.size() - 2].power > p) merge_at(pending_.size() - 2);
    pending_.back().power = p;
  }

  /// At the end: merge everything left, the smaller neighbour of the middle run first.
  void merge_force_collapse() {
    while (pending_.size() > 1) {
      std::size_t n = pending_.size() - 2;
      if (n > 0 && pending_[n - 1].len < pending_[n + 1].len) --n;
      merge_at(n);
    }
  }

  Less lt_;
  std::ptrdiff_t listlen_;
  Item* basekeys_;
  bool has_values_;
  std::ptrdiff_t min_gallop_ = kMinGallop;
  std::vector<Run> pending_;
  std::vector<Item> temp_keys_, temp_values_;
};

}  // namespace

void list_sort(ListObject& list, const Ref& key, bool reverse_order) {
  // The list is emptied while it is sorted: what comparisons and key calls do to it cannot
  // pull the items from under the sort. An empty vector has no storage; one that has some
  // afterwards was added to (CPython's test: allocated != -1).
  std::vector<Ref> items;
  items.swap(list.items);
  const auto n = static_cast<std::ptrdiff_t>(items.size());
  const bool has_key = key && !is_none(key.get());
  std::vector<Ref> keys;
  if (has_key) {
    keys.reserve(items.size());
    try {
      for (const Ref& x : items) keys.push_back(call(key, std::vector<Ref>{x}));
    } catch (...) {
      list.items = std::move(items);
      throw;
    }
  }
  std::vector<Item> key_order(items.size()), value_order(has_key ? items.size() : 0);
  for (std::size_t i = 0; i < items.size(); ++i) {
    key_order[i] = has_key ? &keys[i] : &items[i];
    if (has_key) value_order[i] = &items[i];
  }
  Item* values = has_key ? value_order.data() : nullptr;
  // The items in the order the pointer arrays hold now (reversed back for reverse=True).
  auto result = [&] {
    std::vector<Ref> out;
    out.reserve(items.size());
    for (Item p : has_key ? value_order : key_order) out.push_back(*p);
    if (reverse_order && n > 1) std::reverse(out.begin(), out.end());
    return out;
  };
  try {
    if (n > 1) {
      // Reversing first, sorting stably and reversing back keeps equal items in order.
      if (reverse_order) reverse(Slice{key_order.data(), values}, n);
      MergeState state(Less(key_order.data(), n), n, key_order.data(), has_key);
      state.sort(Slice{key_order.data(), values});
    }
  } catch (...) {
    list.items = result();
    throw;
  }
  bool modified = list.items.capacity() != 0;
  list.items = result();
  if (modified) raise_value_error("list modified during sort");
}

}  // namespace tfplay::py
