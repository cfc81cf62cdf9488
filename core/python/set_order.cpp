// Replays CPython's set table (Objects/setobject.c: set_add_entry, set_discard_entry, set_pop,
// set_table_resize, set_merge) to find a set's iteration order, and runs the set operations
// in the order CPython's do, recording what the replay needs.
#include "core/python/set_order.h"

#include <algorithm>
#include <array>
#include <cstring>
#include <functional>
#include <string>

#include "core/python/dict_storage.h"
#include "core/python/protocols.h"
#include "core/python/runtime.h"

namespace tfplay::py {

namespace {

constexpr std::size_t kMinSize = 8;       // PySet_MINSIZE
constexpr std::size_t kLinearProbes = 9;  // LINEAR_PROBES
constexpr unsigned kPerturbShift = 5;     // PERTURB_SHIFT
constexpr int kEmpty = -1;
constexpr int kDummy = -2;

/// What a record entry stands for. A record is a tuple (marker, kind, arguments...) stored as
/// the value of an entry whose key is null; the entry's hash is the discarded key's.
enum class Record : std::int64_t {
  Discard,  // set_discard_entry of the erased entry with this hash (oldest first)
  Pop,      // set_pop of the entry at position argument 0
  Resize,   // set_table_resize(argument 0)
  Layout,   // set_merge into an empty table: size, then the slots of the next entries
  Compact,  // the end of set_difference_update_internal: resize when over 1/4 dummies
  Finger,   // set_pop's search finger (argument 0), which a set keeps when its table is replaced
  Snapshot,  // the whole table, standing for the history before it (compact_history): size,
             // finger, then packed slot numbers: the dummies, and the slots of the next entries
};

/// The private object that marks a record (no program can hold it).
const Ref& record_marker() {
  static const Ref marker = Tuple();
  return marker;
}

void append_record(DictObject& table, Record kind, std::size_t hash, std::vector<Ref> arguments = {}) {
  std::vector<Ref> items{record_marker(), Int(static_cast<std::int64_t>(kind))};
  items.insert(items.end(), arguments.begin(), arguments.end());
  table.entries.push_back({nullptr, Tuple(std::move(items)), hash});
}

/// The record an entry holds, or nullptr for an element's entry (live or erased).
const TupleObject* as_record(const DictObject::Entry& e) {
  if (e.key || !e.value || e.value->cls != T().tuple) return nullptr;
  auto* t = static_cast<const TupleObject*>(e.value.get());
  return !t->items.empty() && t->items[0] == record_marker() ? t : nullptr;
}

std::int64_t record_int(const TupleObject& r, std::size_t i) { return as_int(r.items.at(i).get()); }

/// Slot numbers packed four bytes each into a bytes object (a snapshot holds a table's worth).
Ref pack_slots(const std::vector<std::size_t>& slots) {
  std::string packed(slots.size() * 4, '\0');
  for (std::size_t i = 0; i < slots.size(); ++i) {
    const auto v = static_cast<std::uint32_t>(slots[i]);
    std::memcpy(packed.data() + i * 4, &v, 4);
  }
  return Bytes(std::move(packed));
}
std::vector<std::size_t> unpack_slots(const Ref& packed) {
  const std::string& b = static_cast<const BytesObject&>(*packed).value;
  std::vector<std::size_t> slots(b.size() / 4);
  for (std::size_t i = 0; i < slots.size(); ++i) {
    std::uint32_t v;
    std::memcpy(&v, b.data() + i * 4, 4);
    slots[i] = v;
  }
  return slots;
}

/// CPython's table for one set: the entry position in each slot (kEmpty, kDummy), with the
/// counts and search finger setobject.c keeps.
class Table {
 public:
  explicit Table(std::size_t size = kMinSize) { reset(size); }

  std::size_t mask() const { return mask_; }
  std::size_t fill() const { return fill_; }
  std::size_t used() const { return used_; }
  const std::vector<int>& slots() const { return slots_; }
  std::size_t hash_at(std::size_t slot) const { return hashes_[slot]; }

  /// set_add_entry of a key not in the table: the last dummy its probe passed before an
  /// unused slot, else that unused slot (which may grow the table).
  void add(int id, std::size_t hash) {
    std::size_t perturb = hash;
    std::size_t i = hash & mask_;
    std::ptrdiff_t freeslot = -1;
    for (;;) {
      const std::size_t probes = (i + kLinearProbes <= mask_) ? kLinearProbes : 0;
      for (std::size_t k = 0, entry = i; k <= probes; ++k, ++entry) {
        if (slots_[entry] == kEmpty) {
          if (freeslot >= 0) {
            put(static_cast<std::size_t>(freeslot), id, hash);
            ++used_;
            return;
          }
          put(entry, id, hash);
          ++fill_;
          ++used_;
          if (fill_ * 5 >= mask_ * 3) resize(used_ > 50000 ? used_ * 2 : used_ * 4);
          return;
        }
        if (slots_[entry] == kDummy) freeslot = static_cast<std::ptrdiff_t>(entry);
      }
      perturb >>= kPerturbShift;
      i = (i * 5 + 1 + perturb) & mask_;
    }
  }

  /// set_insert_clean: the first unused slot of the probe (the table has no dummies).
  std::size_t insert_clean(int id, std::size_t hash) {
    std::size_t perturb = hash;
    std::size_t i = hash & mask_;
    for (;;) {
      const std::size_t probes = (i + kLinearProbes <= mask_) ? kLinearProbes : 0;
      for (std::size_t k = 0, entry = i; k <= probes; ++k, ++entry)
        if (slots_[entry] == kEmpty) {
          put(entry, id, hash);
          return entry;
        }
      perturb >>= kPerturbShift;
      i = (i * 5 + 1 + perturb) & mask_;
    }
  }

  /// set_table_resize: the smallest power of two above `minused`, the active entries
  /// reinserted in slot order (dummies dropped).
  void resize(std::size_t minused) {
    std::size_t size = kMinSize;
    while (size <= minused) size <<= 1;
    std::vector<int> old = std::move(slots_);
    std::vector<std::size_t> old_hashes = std::move(hashes_);
    const std::size_t finger = finger_;
    reset(size);
    finger_ = finger;
    for (std::size_t s = 0; s < old.size(); ++s)
      if (old[s] >= 0) {
        insert_clean(old[s], old_hashes[s]);
        ++fill_;
        ++used_;
      }
  }

  /// Puts `id` at `slot` of an empty table (a layout copied by set_merge).
  void place(std::size_t slot, int id, std::size_t hash) {
    put(slot, id, hash);
    ++fill_;
    ++used_;
  }

  /// An unused slot of a table being rebuilt from a snapshot becomes a dummy.
  void place_dummy(std::size_t slot) {
    slots_[slot] = kDummy;
    ++fill_;
  }

  /// The entry at `slot` becomes a dummy (set_discard_entry, set_pop).
  void remove_slot(std::size_t slot) {
    slots_[slot] = kDummy;
    --used_;
  }

  /// The slot holding entry `id`, or -1.
  std::ptrdiff_t slot_of(int id) const {
    const auto k = static_cast<std::size_t>(id);
    return k < where_.size() && slots_[where_[k]] == id ? static_cast<std::ptrdiff_t>(where_[k]) : -1;
  }

  /// The slot of the oldest entry of hash `hash` that `erased` accepts, found along the probe
  /// sequence set_lookkey follows (up to an unused slot), or -1.
  std::ptrdiff_t find_erased(std::size_t hash, const std::function<bool(int)>& erased) const {
    std::ptrdiff_t found = -1;
    std::size_t perturb = hash;
    std::size_t i = hash & mask_;
    for (;;) {
      const std::size_t probes = (i + kLinearProbes <= mask_) ? kLinearProbes : 0;
      for (std::size_t k = 0, entry = i; k <= probes; ++k, ++entry) {
        const int id = slots_[entry];
        if (id == kEmpty) return found;
        if (id >= 0 && hashes_[entry] == hash && erased(id) && (found < 0 || id < slots_[static_cast<std::size_t>(found)]))
          found = static_cast<std::ptrdiff_t>(entry);
      }
      perturb >>= kPerturbShift;
      i = (i * 5 + 1 + perturb) & mask_;
    }
  }

  /// set_pop's choice: the first slot from the finger on (wrapping) that `active` accepts, or
  /// -1. (The Pop record then moves the finger past it.)
  std::ptrdiff_t pop_slot(const std::function<bool(int)>& active) const {
    for (std::size_t k = 0, s = finger_ & mask_; k <= mask_; ++k, s = (s + 1) & mask_)
      if (slots_[s] >= 0 && active(slots_[s])) return static_cast<std::ptrdiff_t>(s);
    return -1;
  }
  void set_finger(std::size_t f) { finger_ = f; }
  std::size_t finger() const { return finger_; }

 private:
  void reset(std::size_t size) {
    slots_.assign(size, kEmpty);
    hashes_.assign(size, 0);
    mask_ = size - 1;
    fill_ = used_ = 0;
    finger_ = 0;
  }
  void put(std::size_t slot, int id, std::size_t hash) {
    slots_[slot] = id;
    hashes_[slot] = hash;
    const auto k = static_cast<std::size_t>(id);
    if (where_.size() <= k) where_.resize(k + 1);
    where_[k] = slot;
  }

  std::vector<int> slots_;
  std::vector<std::size_t> hashes_;
  std::vector<std::size_t> where_;  // entry position -> its slot (stale once it moved out)
  std::size_t mask_ = kMinSize - 1, fill_ = 0, used_ = 0, finger_ = 0;
};

/// Replays a table's history, from where it stopped: a set iterated or popped again only
/// replays what was recorded since.
class Replayer {
 public:
  const Table& table() const { return table_; }
  std::size_t done() const { return done_; }
  /// Whether entries still to come take the slots of a Layout or Snapshot record.
  bool placing() const { return next_layout_ < layout_.size(); }

  void advance(const DictObject& d) {
    for (; done_ < d.entries.size(); ++done_) {
      const DictObject::Entry& e = d.entries[done_];
      if (const TupleObject* r = as_record(e)) {
        apply(d, *r, e.hash);
        continue;
      }
      const int id = static_cast<int>(done_);
      if (next_layout_ < layout_.size())
        table_.place(layout_[next_layout_++], id, e.hash);
      else
        table_.add(id, e.hash);
    }
  }

 private:
  void apply(const DictObject& d, const TupleObject& r, std::size_t hash) {
    switch (static_cast<Record>(record_int(r, 1))) {
      case Record::Discard: {
        // The oldest erased entry of that hash still in the table (its key is gone; for two
        // erased keys of equal hash the order of their discards is not known).
        std::ptrdiff_t slot = table_.find_erased(hash, [&d](int id) { return !d.entries[static_cast<std::size_t>(id)].key; });
        if (slot >= 0) table_.remove_slot(static_cast<std::size_t>(slot));
        break;
      }
      case Record::Pop: {
        std::ptrdiff_t slot = table_.slot_of(static_cast<int>(record_int(r, 2)));
        if (slot >= 0) {
          table_.remove_slot(static_cast<std::size_t>(slot));
          table_.set_finger(static_cast<std::size_t>(slot) + 1);
        }
        break;
      }
      case Record::Resize:
        table_.resize(static_cast<std::size_t>(record_int(r, 2)));
        break;
      case Record::Layout: {
        const std::size_t finger = table_.finger();  // set_merge leaves the finger alone
        table_ = Table(static_cast<std::size_t>(record_int(r, 2)));
        table_.set_finger(finger);
        layout_.clear();
        for (std::size_t i = 3; i < r.items.size(); ++i) layout_.push_back(static_cast<std::size_t>(record_int(r, i)));
        next_layout_ = 0;
        break;
      }
      case Record::Finger:
        table_.set_finger(static_cast<std::size_t>(record_int(r, 2)));
        break;
      case Record::Compact:
        if (table_.fill() - table_.used() > table_.mask() / 4)
          table_.resize(table_.used() > 50000 ? table_.used() * 2 : table_.used() * 4);
        break;
      case Record::Snapshot: {
        table_ = Table(static_cast<std::size_t>(record_int(r, 2)));
        table_.set_finger(static_cast<std::size_t>(record_int(r, 3)));
        for (std::size_t slot : unpack_slots(r.items.at(4))) table_.place_dummy(slot);
        layout_ = unpack_slots(r.items.at(5));
        next_layout_ = 0;
        break;
      }
    }
  }

  Table table_;
  std::vector<std::size_t> layout_;  // slots for the entries that follow a Layout record
  std::size_t next_layout_ = 0;
  std::size_t done_ = 0;             // entries replayed
};

/// The replays of the sets used last, by table. A table's entries only grow, except through
/// forget() (set_clear_internal), so a replay can go on from where it stopped.
struct ReplayCache {
  struct Slot {
    const DictObject* table = nullptr;
    std::weak_ptr<Object> alive;  // the table still exists (its address was not reused)
    Replayer replayer;
  };
  static constexpr std::size_t kSlots = 8;
  std::array<Slot, kSlots> slots;
  std::size_t next = 0;

  const Replayer& replay(const DictObject& d) {
    for (Slot& s : slots)
      if (s.table == &d && !s.alive.expired()) {
        if (s.replayer.done() > d.entries.size()) s.replayer = Replayer();  // cleared meanwhile
        s.replayer.advance(d);
        return s.replayer;
      }
    Slot& s = slots[next++ % kSlots];
    s.table = &d;
    s.alive = const_cast<DictObject&>(d).self();
    s.replayer = Replayer();
    s.replayer.advance(d);
    return s.replayer;
  }

  void forget(const DictObject& d) {
    for (Slot& s : slots)
      if (s.table == &d) s.table = nullptr;
  }
};

ReplayCache& replay_cache() {
  static ReplayCache cache;
  return cache;
}

/// The table CPython would have after the history recorded in `d`.
const Table& replay(const DictObject& d) { return replay_cache().replay(d).table(); }

/// Replaces the history of a set's table by a Snapshot record of the table it replays to,
/// followed by the entries that table holds (in their order, so the oldest-first matching of
/// erased entries is unchanged): what set_table_resize's dropping of dummies bounds in
/// CPython, erased entries and records, no longer grows with the set's churn. Replaying the
/// snapshot and whatever follows gives the table the full history would, slot for slot.
void compact_history(DictObject& d) {
  const Replayer& replayer = replay_cache().replay(d);
  if (replayer.placing()) return;
  const Table& t = replayer.table();
  std::vector<std::pair<int, std::size_t>> held;  // (entry position, slot)
  std::vector<std::size_t> dummies;
  std::size_t live = 0;
  for (std::size_t slot = 0; slot < t.slots().size(); ++slot) {
    const int id = t.slots()[slot];
    if (id == kDummy) dummies.push_back(slot);
    if (id < 0) continue;
    held.emplace_back(id, slot);
    if (d.entries[static_cast<std::size_t>(id)].key) ++live;
  }
  if (live != d.size()) return;  // an element the replay lost: keep the history as it is
  std::sort(held.begin(), held.end());
  std::vector<std::size_t> slots;
  slots.reserve(held.size());
  std::vector<DictObject::Entry> entries;
  entries.reserve(held.size() + 1);
  entries.push_back({});
  for (const auto& [id, slot] : held) {
    entries.push_back(std::move(d.entries[static_cast<std::size_t>(id)]));
    slots.push_back(slot);
  }
  std::vector<Ref> items{record_marker(), Int(static_cast<std::int64_t>(Record::Snapshot)),
                         Int(static_cast<std::int64_t>(t.mask() + 1)), Int(static_cast<std::int64_t>(t.finger())),
                         pack_slots(dummies), pack_slots(slots)};
  entries.front() = {nullptr, Tuple(std::move(items)), 0};
  replay_cache().forget(d);
  d.entries = std::move(entries);
  reindex(d);
}

/// Compacts a set's history once its erased entries and records outnumber its elements (and
/// the table the last snapshot held), so the work stays proportional to the changes made.
void maybe_compact(DictObject& d) {
  const std::size_t n = d.entries.size();
  std::size_t bound = 4 * d.size() + 64;
  if (n < bound) return;
  if (const TupleObject* r = as_record(d.entries.front());
      r && static_cast<Record>(record_int(*r, 1)) == Record::Snapshot)
    bound += static_cast<std::size_t>(record_int(*r, 2)) / 4;
  if (n >= bound) compact_history(d);
}

/// The table of a set or frozenset (subclasses included), or nullptr.
DictObject* set_table(const Ref& o) {
  if (!isinstance(o.get(), T().set) && !isinstance(o.get(), T().frozenset)) return nullptr;
  return static_cast<SetObject*>(o.get())->table.get();
}

/// The live entries of a table in slot order (set_next's order).
std::vector<const DictObject::Entry*> entries_in_order(const DictObject& d, const Table& table) {
  std::vector<const DictObject::Entry*> out;
  for (int id : table.slots())
    if (id >= 0 && d.entries[static_cast<std::size_t>(id)].key) out.push_back(&d.entries[static_cast<std::size_t>(id)]);
  return out;
}

void add(DictObject& table, const Ref& key) { table.set(key, None()); }

/// set_contains_entry on a set object: the lookup runs in the set's current table, and again
/// when an element's __eq__ gave the set a new table meanwhile (set_lookkey's restart), so a
/// set cleared during the comparison is searched empty as in CPython.
bool set_contains_key(const Ref& set, const Ref& key) {
  auto* s = static_cast<SetObject*>(set.get());
  for (;;) {
    const std::shared_ptr<DictObject> table = s->table;  // held: the lookup may free it otherwise
    const bool found = table->get(key) != nullptr;
    if (table == s->table) return found;
  }
}

/// set_merge: `source`'s elements into `target`, in source's slot order, after one resize for
/// all of them; an empty target takes source's layout as it is (same size, no dummies) or by
/// clean insertion, recorded as a Layout.
void merge(DictObject& target, const DictObject& source) {
  if (&target == &source || source.size() == 0) return;
  Table t = replay(target);  // a copy: resized below to see where the elements go
  const Table& s = replay(source);
  std::vector<Ref> keys;  // held: adding one may run an __eq__ that clears the source
  for (const auto* e : entries_in_order(source, s)) keys.push_back(e->key);
  if ((t.fill() + s.used()) * 5 >= t.mask() * 3) {
    const std::size_t minused = (t.used() + s.used()) * 2;
    t.resize(minused);
    if (t.fill() != 0) append_record(target, Record::Resize, 0, {Int(static_cast<std::int64_t>(minused))});
  }
  if (t.fill() != 0) {
    for (const Ref& k : keys) add(target, k);
    return;
  }
  std::vector<Ref> layout{Int(static_cast<std::int64_t>(t.mask() + 1))};
  const bool same_layout = t.mask() == s.mask() && s.fill() == s.used();
  for (std::size_t slot = 0, n = 0; slot < s.slots().size() && n < keys.size(); ++slot) {
    const int id = s.slots()[slot];
    if (id < 0 || !source.entries[static_cast<std::size_t>(id)].key) continue;
    const std::size_t placed = same_layout ? slot : t.insert_clean(static_cast<int>(n), s.hash_at(slot));
    layout.push_back(Int(static_cast<std::int64_t>(placed)));
    ++n;
  }
  append_record(target, Record::Layout, 0, std::move(layout));
  for (const Ref& k : keys) add(target, k);
}

/// The elements of a set in CPython's order, or of any other iterable in its own.
std::vector<Ref> elements(const Ref& other) {
  if (const DictObject* d = set_table(other)) return cpython_set_order(*d);
  return to_vector(other);
}

/// Keeps a set's pop finger in the table it now has (set_swap_bodies and set_clear_internal
/// leave the finger as it was).
void keep_finger(DictObject& table, std::size_t finger) {
  if (finger) append_record(table, Record::Finger, 0, {Int(static_cast<std::int64_t>(finger))});
}

/// set_clear_internal: an empty table of the smallest size.
void clear(DictObject& table) {
  const std::size_t finger = replay(table).finger();
  replay_cache().forget(table);
  table.clear();
  keep_finger(table, finger);
}

/// The loop of set_symmetric_difference_update: each key removed when present, else added.
void toggle(DictObject& table, const std::vector<Ref>& keys) {
  for (const Ref& k : keys)
    if (!set_discard(table, k)) add(table, k);
}

}  // namespace

std::vector<Ref> cpython_set_order(const DictObject& d) {
  std::vector<Ref> out;
  if (d.size() == 0) return out;
  for (const auto* e : entries_in_order(d, replay(d))) out.push_back(e->key);
  return out;
}

void set_replace_table(SetObject& set, std::shared_ptr<DictObject> replacement) {
  const std::size_t finger = replay(*set.table).finger();
  set.table = std::move(replacement);
  keep_finger(*set.table, finger);
}

void set_update(DictObject& table, const Ref& other) {
  if (const DictObject* source = set_table(other)) return merge(table, *source);
  if (other->cls == T().dict) {
    // A dict's keys are added after one resize for all of them.
    const auto& dict = static_cast<const DictObject&>(*other);
    const Table& t = replay(table);
    if ((t.fill() + dict.size()) * 5 >= t.mask() * 3)
      append_record(table, Record::Resize, 0, {Int(static_cast<std::int64_t>((t.used() + dict.size()) * 2))});
    for (const Ref& k : to_vector(other)) add(table, k);
    return;
  }
  Ref it = iter(other);
  while (Ref x = next(it)) add(table, x);
}

Ref frozenset_key_or_rethrow(const Ref& key, const PyError& err) {
  if (!isinstance(key.get(), T().set) || !isinstance(err.exc.get(), E().TypeError)) throw;
  auto frozen = make_object<SetObject>(T().frozenset);
  set_update(*frozen->table, key);
  return frozen;
}

bool set_discard(DictObject& table, const Ref& key) {
  const std::size_t h = hash(key);
  if (!table.erase(key)) return false;
  append_record(table, Record::Discard, h);
  maybe_compact(table);
  return true;
}

Ref set_pop(DictObject& table) {
  if (table.size() == 0) return nullptr;
  const Table& t = replay(table);
  std::ptrdiff_t slot = t.pop_slot([&](int id) { return static_cast<bool>(table.entries[static_cast<std::size_t>(id)].key); });
  if (slot < 0) return nullptr;
  const int id = t.slots()[static_cast<std::size_t>(slot)];
  Ref key = table.entries[static_cast<std::size_t>(id)].key;
  table.erase(key);
  append_record(table, Record::Pop, 0, {Int(id)});
  maybe_compact(table);
  return key;
}

void set_difference_update(DictObject& table, const Ref& self, const Ref& other) {
  if (other == self) return clear(table);
  for (const Ref& k : elements(other)) set_discard(table, k);
  append_record(table, Record::Compact, 0);
}

void set_symmetric_difference_update(DictObject& table, const Ref& self, const Ref& other) {
  if (other == self) return clear(table);
  std::vector<Ref> keys;
  if (set_table(other) || other->cls == T().dict) {
    keys = elements(other);
  } else {
    // Any other iterable becomes a set first (duplicates count once), in its order.
    auto tmp = make_object<SetObject>(T().set);
    set_update(*tmp->table, other);
    keys = cpython_set_order(*tmp->table);
  }
  toggle(table, keys);
}

void set_intersection(DictObject& result, const Ref& self, const Ref& other) {
  if (other == self) return set_update(result, self);
  if (const DictObject* theirs = set_table(other)) {
    // The smaller set is iterated (the other one when sizes are equal), the larger one tested.
    const bool swap = theirs->size() > set_table(self)->size();
    const Ref& iterated = swap ? self : other;
    const Ref& tested = swap ? other : self;
    const std::shared_ptr<DictObject> walked = static_cast<SetObject*>(iterated.get())->table;
    for (const Ref& k : cpython_set_order(*walked)) {
      if (static_cast<SetObject*>(iterated.get())->table != walked) break;  // cleared: set_next ends
      if (set_contains_key(tested, k)) add(result, k);
    }
    return;
  }
  Ref it = iter(other);
  while (Ref x = next(it))
    if (set_contains_key(self, x)) add(result, x);
}

void set_difference(DictObject& result, const Ref& self, const Ref& other) {
  const DictObject* mine = set_table(self);
  const DictObject* theirs = set_table(other);
  const bool is_dict = other->cls == T().dict;
  // A much larger self (or an iterable other) is copied, then the other's elements removed.
  if ((!theirs && !is_dict) ||
      (mine->size() >> 2) > (theirs ? theirs->size() : static_cast<const DictObject&>(*other).size())) {
    set_update(result, self);
    for (const Ref& k : elements(other)) set_discard(result, k);
    append_record(result, Record::Compact, 0);
    return;
  }
  // The tables are read again for each key: an element's __eq__ may clear either set.
  const std::shared_ptr<DictObject> walked = static_cast<SetObject*>(self.get())->table;
  for (const Ref& k : cpython_set_order(*walked)) {
    if (static_cast<SetObject*>(self.get())->table != walked) break;
    const bool excluded = theirs ? set_contains_key(other, k) : static_cast<const DictObject&>(*other).get(k) != nullptr;
    if (!excluded) add(result, k);
  }
}

void set_symmetric_difference(DictObject& result, const Ref& self, const Ref& other) {
  // 3.12's set_symmetric_difference: a new set of other's elements, updated with self's.
  set_update(result, other);
  toggle(result, cpython_set_order(*set_table(self)));
}

namespace {
bool folded_constant(const ast::Expr& e) {
  using K = ast::ExprKind;
  if (e.kind == K::Constant) return true;
  if (e.kind == K::UnaryOp && e.unaryop != ast::UnaryOpKind::Not && e.left && e.left->kind == K::Constant)
    return e.left->constant == ast::ConstantKind::Int || e.left->constant == ast::ConstantKind::Float ||
           e.left->constant == ast::ConstantKind::Imaginary;
  if (e.kind == K::Tuple)
    return std::all_of(e.elts.begin(), e.elts.end(), [](const ast::ExprPtr& x) { return folded_constant(*x); });
  return false;
}
}  // namespace

bool constant_set_display(const ast::Expr& e) {
  return e.kind == ast::ExprKind::Set && !e.elts.empty() &&
         std::all_of(e.elts.begin(), e.elts.end(), [](const ast::ExprPtr& x) { return folded_constant(*x); });
}

Ref constant_frozenset(const std::vector<Ref>& items) {
  auto first = make_object<SetObject>(T().frozenset);
  for (const Ref& v : items) add(*first->table, v);
  auto constant = make_object<SetObject>(T().frozenset);
  for (const Ref& v : cpython_set_order(*first->table)) add(*constant->table, v);
  return constant;
}

Ref loop_iterable(const ast::Expr& e, const std::function<Ref(const ast::Expr&)>& eval) {
  if (!constant_set_display(e)) return eval(e);
  std::vector<Ref> items;
  for (const ast::ExprPtr& x : e.elts) items.push_back(eval(*x));
  return constant_frozenset(items);
}

}  // namespace tfplay::py
