// AttrMap, TypeObject (MRO), DictObject and the other out-of-line object members.
#include "core/python/object.h"

#include <algorithm>
#include <atomic>
#include <unordered_map>
#include <vector>

#include "core/python/dict_storage.h"
#include "core/python/finalizer.h"
#include "core/python/instance_dict.h"
#include "core/python/protocols.h"
#include "core/python/runtime.h"
#include "core/python/slots.h"

namespace tfplay::py {

namespace {
// same_name without a byte loop: names shorter than eight bytes compare as two overlapping
// loads of four, two or one bytes, longer ones eight bytes at a time with an overlapping last
// word. Every lookup whose hash matched (the method cache's hits, attribute maps) ends here.
inline bool equal_name(std::string_view a, std::string_view b) {
  std::size_t n = a.size();
  if (n != b.size()) return false;
  const char* x = a.data();
  const char* y = b.data();
  auto load = [](const char* p, auto width) {
    decltype(width) v;
    __builtin_memcpy(&v, p, sizeof v);
    return v;
  };
  if (n >= 8) {
    for (std::size_t i = 0; i + 8 < n; i += 8)
      if (load(x + i, std::uint64_t{}) != load(y + i, std::uint64_t{})) return false;
    return load(x + n - 8, std::uint64_t{}) == load(y + n - 8, std::uint64_t{});
  }
  if (n >= 4)
    return load(x, std::uint32_t{}) == load(y, std::uint32_t{}) &&
           load(x + n - 4, std::uint32_t{}) == load(y + n - 4, std::uint32_t{});
  if (n >= 2)
    return load(x, std::uint16_t{}) == load(y, std::uint16_t{}) &&
           load(x + n - 2, std::uint16_t{}) == load(y + n - 2, std::uint16_t{});
  return n == 0 || *x == *y;
}
}  // namespace

// ----- instances sharing a __dict__ (instance_dict.h) ----------------------------------------------

namespace {
/// Every dict that several live instances use as their __dict__, with those instances.
std::unordered_map<const DictObject*, std::vector<std::weak_ptr<Object>>>& dict_sharers() {
  static std::unordered_map<const DictObject*, std::vector<std::weak_ptr<Object>>> sharers;
  return sharers;
}

/// The AttrMaps of the live instances sharing `d` other than `skip` (each instance kept alive
/// by `keep` while they are updated: an old value's destructor may run code).
std::vector<AttrMap*> sharing_maps(const DictObject* d, const AttrMap* skip, std::vector<Ref>& keep) {
  std::vector<AttrMap*> maps;
  auto& all = dict_sharers();
  auto it = all.find(d);
  if (it == all.end()) return maps;
  for (const std::weak_ptr<Object>& w : it->second)
    if (Ref o = w.lock(); o && o->dict && o->dict.get() != skip && o->dict->mirror().get() == d) {
      maps.push_back(o->dict.get());
      keep.push_back(std::move(o));
    }
  return maps;
}
}  // namespace

void share_instance_dict(const std::shared_ptr<DictObject>& d, const Ref& o) {
  auto& all = dict_sharers();
  std::vector<std::weak_ptr<Object>> list;
  if (auto it = all.find(d.get()); it != all.end()) {
    for (const std::weak_ptr<Object>& w : it->second)
      if (Ref p = w.lock(); p && p != o && p->dict && p->dict->mirror() == d) list.push_back(p);
    all.erase(it);
  }
  Ref prev = d->attrs_owner.lock();
  if (prev && prev != o && prev->dict && prev->dict->mirror() == d &&
      std::none_of(list.begin(), list.end(), [&](const std::weak_ptr<Object>& w) { return w.lock() == prev; }))
    list.push_back(prev);
  d->attrs_owner = o;
  if (list.empty()) return;
  list.push_back(o);
  all.emplace(d.get(), std::move(list));
}

void unshare_instance_dict(DictObject& d, const Object* o) {
  auto& all = dict_sharers();
  Ref next;
  if (auto it = all.find(&d); it != all.end()) {
    std::vector<std::weak_ptr<Object>> rest;
    for (const std::weak_ptr<Object>& w : it->second)
      if (Ref p = w.lock(); p && p.get() != o && p->dict && p->dict->mirror().get() == &d) {
        rest.push_back(p);
        next = p;
      }
    if (rest.size() > 1)
      it->second = std::move(rest);
    else
      all.erase(it);
  }
  if (Ref owner = d.attrs_owner.lock(); !owner || owner.get() == o) d.attrs_owner = next;
}

// ----- AttrMap -----------------------------------------------------------------------------------

AttrMap::AttrMap(AttrMap&& other) noexcept
    : entries_(std::move(other.entries_)), index_(std::move(other.index_)), live_(other.live_),
      version_(other.version_), mirror_(std::move(other.mirror_)) {
  other.entries_.clear();
  other.index_.clear();
  other.live_ = 0;
  other.version_ = 0;
}

AttrMap& AttrMap::operator=(AttrMap&& other) noexcept {
  if (this == &other) return *this;
  // The old bindings are released after the map is consistent again (a destructor may look).
  std::vector<Entry> old = std::move(entries_);
  std::shared_ptr<DictObject> old_mirror = std::move(mirror_);
  entries_ = std::move(other.entries_);
  index_ = std::move(other.index_);
  live_ = other.live_;
  mirror_ = std::move(other.mirror_);
  other.entries_.clear();
  other.index_.clear();
  other.live_ = 0;
  other.version_ = 0;
  changed();
  return *this;
}

std::uint64_t AttrMap::next_version() {
  static std::atomic<std::uint64_t> counter{0};
  return counter.fetch_add(1, std::memory_order_relaxed) + 1;
}

std::ptrdiff_t AttrMap::index_of(std::string_view name, std::size_t hash) const {
  if (index_.empty()) {
    for (std::size_t i = 0; i < entries_.size(); ++i) {
      const Entry& e = entries_[i];
      if (e.hash == hash && !e.dead && equal_name(e.key, name)) return static_cast<std::ptrdiff_t>(i);
    }
    return -1;
  }
  std::size_t mask = index_.size() - 1;
  for (std::size_t p = hash & mask;; p = (p + 1) & mask) {
    std::uint32_t slot = index_[p];
    if (!slot) return -1;
    const Entry& e = entries_[slot - 1];
    if (e.hash == hash && !e.dead && equal_name(e.key, name)) return static_cast<std::ptrdiff_t>(slot - 1);
  }
}

void AttrMap::rebuild_index() {
  index_.clear();
  if (entries_.size() <= kLinear) return;
  std::size_t size = 16;
  while (size < entries_.size() * 2) size *= 2;
  index_.assign(size, 0);
  for (std::size_t i = 0; i < entries_.size(); ++i) {
    if (entries_[i].dead) continue;
    std::size_t p = entries_[i].hash & (size - 1);
    while (index_[p]) p = (p + 1) & (size - 1);
    index_[p] = static_cast<std::uint32_t>(i + 1);
  }
}

void AttrMap::set(std::string_view name, std::size_t hash, Ref value) {
  if (mirror_) {
    mirror_->set_local(Str(std::string(name)), value);
    if (!dict_sharers().empty()) {
      std::vector<Ref> keep;
      for (AttrMap* m : sharing_maps(mirror_.get(), this, keep)) m->set_local(name, hash, value);
    }
  }
  set_local(name, hash, std::move(value));
}

bool AttrMap::erase(std::string_view name) {
  if (mirror_) {
    mirror_->erase_local(Str(std::string(name)));
    if (!dict_sharers().empty()) {
      std::vector<Ref> keep;
      for (AttrMap* m : sharing_maps(mirror_.get(), this, keep)) m->erase_local(name);
    }
  }
  return erase_local(name);
}

void AttrMap::clear_local() {
  if (entries_.empty()) return;
  std::vector<Entry> old = std::move(entries_);
  entries_.clear();
  index_.clear();
  live_ = 0;
  changed();
}

namespace {
// Whether binding `name` on a class changes which of its instances are (data) descriptors. The
// instances may sit in any other class, whose cached lookups assumed the old kind.
bool descriptor_hook(std::string_view name) { return name == "__get__" || name == "__set__" || name == "__delete__"; }
}  // namespace

void AttrMap::set_local(std::string_view name, std::size_t hash, Ref value) {
  if (type_ && !type_->is_builtin && descriptor_hook(name)) T().object->modified();  // every type's caches
  if (std::ptrdiff_t i = index_of(name, hash); i >= 0) {
    Ref old = std::exchange(entries_[static_cast<std::size_t>(i)].value, std::move(value));
    if (type_) type_rebound(type_, name, hash, old, entries_[static_cast<std::size_t>(i)].value);
    return;
  }
  // Tombstones are dropped once they outnumber the bindings (positions change: a new version).
  if (entries_.size() > kLinear && entries_.size() - live_ > live_) {
    std::erase_if(entries_, [](const Entry& e) { return e.dead; });
    rebuild_index();
  }
  // An instance's attributes are usually set one after another in __init__: room for four at
  // once saves the reallocations of the first few.
  if (entries_.capacity() == 0) entries_.reserve(4);
  entries_.push_back(Entry{std::string(name), hash, std::move(value)});
  ++live_;
  if (entries_.size() > kLinear) {
    if (entries_.size() * 2 > index_.size()) {
      rebuild_index();
    } else {
      std::size_t mask = index_.size() - 1;
      std::size_t p = hash & mask;
      while (index_[p]) p = (p + 1) & mask;
      index_[p] = static_cast<std::uint32_t>(entries_.size());
    }
  }
  changed();
}

bool AttrMap::erase_local(std::string_view name) {
  std::ptrdiff_t i = index_of(name);
  if (i < 0) return false;
  if (type_ && !type_->is_builtin && descriptor_hook(name)) T().object->modified();
  Entry& e = entries_[static_cast<std::size_t>(i)];
  e.dead = true;
  Ref old = std::move(e.value);
  --live_;
  changed();
  return true;
}

void AttrMap::type_modified(TypeObject* type) { type->modified(); }

void AttrMap::type_rebound(TypeObject* type, std::string_view name, std::size_t hash, const Ref& old,
                           const Ref& value) {
  type->rebound(name, hash, old.get(), value.get());
}

Ref CallArgs::kwarg(std::string_view name) const {
  for (const auto& [k, v] : kwargs)
    if (k == name) return v;
  return nullptr;
}

// ----- TypeObject --------------------------------------------------------------------------------

namespace {
// CPython's method cache: (type version tag, name) -> what lookup found, null included.
struct MethodCacheEntry {
  std::uint64_t tag = 0;
  std::size_t hash = 0;
  std::string name;
  Object* value = nullptr;
};
constexpr std::size_t kMethodCacheSize = 4096;

MethodCacheEntry* method_cache() {
  static MethodCacheEntry* cache = new MethodCacheEntry[kMethodCacheSize];
  return cache;
}

MethodCacheEntry& method_cache_entry(std::uint64_t tag, std::size_t hash) {
  return method_cache()[(hash ^ (tag * 0x9E3779B97F4A7C15ULL)) & (kMethodCacheSize - 1)];
}

// Whether `o` is a value of a builtin type that is no descriptor (no __get__), or unbound.
bool plain_value(const Object* o) {
  if (!o) return true;
  const BuiltinTypes& t = T();
  const TypeObject* c = o->cls;
  return c == t.int_ || c == t.bool_ || c == t.float_ || c == t.str || c == t.none || c == t.bytes ||
         c == t.tuple || c == t.list || c == t.dict;
}

}  // namespace

std::uint64_t TypeObject::next_type_tag() {
  static std::atomic<std::uint64_t> counter{0};
  return counter.fetch_add(1, std::memory_order_relaxed) + 1;
}

const Ref* TypeObject::lookup_ref(std::string_view attr, std::size_t hash) const {
  for (const TypeObject* t : mro)
    if (const Ref* r = t->attrs.find_ref(attr, hash); r && *r) return r;
  return nullptr;
}

void forget_dotted_tp_name(const TypeObject* type);  // protocols.cpp

TypeObject::~TypeObject() {
  // A class a program's run made (types.SimpleNamespace, collections.OrderedDict) goes with the
  // run: a later type at its address must not inherit its dotted name.
  forget_dotted_tp_name(this);
  forget_slot_layout(this);
  for (const TypeRef& b : bases) std::erase(b->subclasses, this);
  for (TypeObject* t : mro) {
    if (t == this) continue;
    auto& d = t->descendants_;
    if (auto it = std::find(d.begin(), d.end(), this); it != d.end()) {
      *it = d.back();
      d.pop_back();
    }
  }
}

void TypeObject::modified() {
  version_tag_ = 0;
  for (TypeObject* d : descendants_) d->version_tag_ = 0;
}

void TypeObject::rebound(std::string_view name, std::size_t hash, const Object* old, const Object* value) {
  if (name.starts_with("__") || !plain_value(old) || !plain_value(value)) {
    modified();
    return;
  }
  // What a lookup of `name` may have cached on this type or a descendant: the old value.
  auto forget = [&](const TypeObject* t) {
    if (!t->version_tag_) return;
    MethodCacheEntry& e = method_cache_entry(t->version_tag_, hash);
    if (e.tag == t->version_tag_ && e.hash == hash && equal_name(e.name, name)) e.tag = 0;
  };
  forget(this);
  for (const TypeObject* d : descendants_) forget(d);
}


void TypeObject::compute_attribute_hooks() const {
  if (!version_tag_) version_tag_ = next_type_tag();
  AttributeHooks h;
  if (!is_builtin && layout == Layout::Object) {
    Object* ga = lookup("__getattribute__"_name);
    h.custom_getattribute = ga && ga != object_slot("__getattribute__");
  }
  h.has_getattr = lookup("__getattr__"_name) != nullptr;
  if (!is_builtin) {
    Object* sa = lookup("__setattr__"_name);
    h.custom_setattr = sa && sa != T().object->attrs.find("__setattr__"_name);
  }
  h.is_metatype = this == T().type || is_subtype_of(T().type);
  hooks_ = h;
  hooks_tag_ = version_tag_;
}

Object* TypeObject::lookup(std::string_view attr, std::size_t hash) const {
  if (!version_tag_) version_tag_ = next_type_tag();
  MethodCacheEntry& e = method_cache_entry(version_tag_, hash);
  if (e.tag == version_tag_ && e.hash == hash && equal_name(e.name, attr)) return e.value;
  Object* found = nullptr;
  for (const TypeObject* t : mro)
    if ((found = t->attrs.find(attr, hash))) break;
  e.tag = version_tag_;
  e.hash = hash;
  e.name.assign(attr);
  e.value = found;
  return found;
}

bool TypeObject::is_subtype_of(const TypeObject* other) const {
  return std::find(mro.begin(), mro.end(), other) != mro.end();
}

void TypeObject::compute_mro() {
  // mro_implementation's check_duplicates comes first: "duplicate base class C".
  for (std::size_t i = 0; i < bases.size(); ++i)
    for (std::size_t j = i + 1; j < bases.size(); ++j)
      if (bases[i] == bases[j]) raise_type_error("duplicate base class " + bases[i]->name);
  for (const TypeRef& b : bases)
    if (std::find(b->subclasses.begin(), b->subclasses.end(), this) == b->subclasses.end()) b->subclasses.push_back(this);
  // C3 linearization (Python's MRO algorithm).
  std::vector<std::vector<TypeObject*>> seqs;
  for (const TypeRef& b : bases) seqs.push_back(b->mro);
  std::vector<TypeObject*> direct;
  for (const TypeRef& b : bases) direct.push_back(b.get());
  seqs.push_back(direct);
  std::vector<TypeObject*> result{this};
  for (;;) {
    seqs.erase(std::remove_if(seqs.begin(), seqs.end(), [](auto& s) { return s.empty(); }),
               seqs.end());
    if (seqs.empty()) break;
    TypeObject* candidate = nullptr;
    for (auto& s : seqs) {
      TypeObject* head = s.front();
      bool in_tail = std::any_of(seqs.begin(), seqs.end(), [&](auto& other) {
        return std::find(other.begin() + 1, other.end(), head) != other.end();
      });
      if (!in_tail) {
        candidate = head;
        break;
      }
    }
    if (!candidate) {
      std::string names;
      for (const TypeRef& b : bases) names += (names.empty() ? "" : ", ") + b->name;
      raise_type_error("Cannot create a consistent method resolution\norder (MRO) for bases " +
                       names);
    }
    result.push_back(candidate);
    for (auto& s : seqs)
      if (s.front() == candidate) s.erase(s.begin());
  }
  // This type leaves the descendants of its old ancestors and joins those of its new ones; the
  // cached lookups of the type and of the types below it go.
  for (TypeObject* t : mro)
    if (t != this) std::erase(t->descendants_, this);
  mro = std::move(result);
  for (TypeObject* t : mro)
    if (t != this) t->descendants_.push_back(this);
  modified();
  // mro_hierarchy: a class whose bases changed passes its new MRO on (the subclasses' MROs
  // were consistent with the old one; C3 keeps them consistent with any new one that is).
  for (TypeObject* sub : subclasses) sub->compute_mro();
}

namespace {
// A dict of up to this many entries (tombstones included: they go when the index is rebuilt)
// has no hash index: a lookup compares the stored hashes in order, as CPython's small tables
// probe a few slots, and a kwargs dict or a small literal allocates no index nodes. The
// entry that goes past it indexes every live entry.
constexpr std::size_t kLinearDict = 8;
}  // namespace

namespace {
// Calls fn(slot) for each slot of a table of size mask + 1 that a key of hash h probes, in
// CPython's order (dictobject.c: i = i*5 + perturb + 1), until fn returns true.
template <class Fn>
void probe(std::size_t h, std::size_t mask, Fn&& fn) {
  std::size_t perturb = h;
  for (std::size_t i = h & mask; !fn(i); i = (i * 5 + perturb + 1) & mask) perturb >>= 5;
}
}  // namespace

namespace {
// The tables a key's __eq__ ran in during the lookups under way: set.clear() and
// intersection_update give a set a new table, and the old one must outlive the lookup.
thread_local std::vector<std::shared_ptr<const Object>> held_tables;

void hold_table(const DictObject& d) {
  if (held_tables.empty() || held_tables.back().get() != &d) held_tables.push_back(d.weak_from_this().lock());
}

// Around a lookup (get, set, erase): drops the tables its comparisons held when it returns.
struct TableHold {
  std::size_t mark = held_tables.size();
  ~TableHold() {
    while (held_tables.size() > mark) held_tables.pop_back();
  }
};
}  // namespace

std::size_t DictObject::find_index(const Ref& key, std::size_t h) const {
  // Whether entries[k] holds `key`: 1 yes, 0 no, -1 when the key's __eq__ changed this dict
  // (lookdict holds the key it compares and then starts the search again: issue #14417).
  auto matches = [&](std::size_t k) {
    const Entry& e = entries[k];
    if (e.hash != h || !e.key) return 0;
    if (e.key == key) return 1;
    Ref held = e.key;
    hold_table(*this);
    const std::size_t entry_count = entries.size(), index_size = index.size();
    const bool same = eq(held, key);
    if (entries.size() != entry_count || index.size() != index_size || entries[k].key != held) return -1;
    return same ? 1 : 0;
  };
  for (;;) {
    std::size_t found = entries.size();
    bool mutated = false;
    auto visit = [&](std::size_t k) {
      int m = matches(k);
      mutated = m < 0;
      if (m > 0) found = k;
      return m != 0;
    };
    if (index.empty()) {
      for (std::size_t i = 0; i < entries.size(); ++i)
        if (visit(i)) break;
    } else {
      probe(h, index.size() - 1, [&](std::size_t p) {
        std::uint32_t slot = index[p];
        return !slot || visit(slot - 1);
      });
    }
    if (!mutated) return found;
  }
}

namespace {
thread_local std::vector<const DictObject*> held_positions;  // one per live handle

// Drops the erased entries of a dict (dictresize keeps only the live ones), unless an
// iterator walks its positions or it is a set's table whose history set_order.cpp reads (an
// erased element there is followed by a record: an entry with a null key and a value).
void drop_erased(DictObject& d) {
  if (d.entries.size() == d.live || positions_held(d)) return;
  for (const DictObject::Entry& e : d.entries)
    if (!e.key && e.value) return;
  std::erase_if(d.entries, [](const DictObject::Entry& e) { return !e.key; });
}
}  // namespace

void PositionHold::hold() { held_positions.push_back(dict_); }

void PositionHold::release() {
  auto it = std::find(held_positions.rbegin(), held_positions.rend(), dict_);
  if (it != held_positions.rend()) held_positions.erase(std::next(it).base());
}

bool positions_held(const DictObject& d) {
  return std::find(held_positions.begin(), held_positions.end(), &d) != held_positions.end();
}

void reindex(DictObject& d) {
  d.index.clear();
  if (d.entries.size() <= kLinearDict) return;
  std::size_t size = 16;
  while (size < d.entries.size() * 2) size *= 2;
  d.index.assign(size, 0);
  for (std::size_t k = 0; k < d.entries.size(); ++k)
    if (d.entries[k].key)
      probe(d.entries[k].hash, size - 1, [&](std::size_t p) {
        if (d.index[p]) return false;
        d.index[p] = static_cast<std::uint32_t>(k + 1);
        return true;
      });
}

void DictObject::rebuild_index() { reindex(*this); }

void DictObject::add_to_index(std::size_t k) {
  probe(entries[k].hash, index.size() - 1, [&](std::size_t p) {
    if (index[p]) return false;
    index[p] = static_cast<std::uint32_t>(k + 1);
    return true;
  });
}

Ref DictObject::get(const Ref& key) const {
  TableHold hold;
  std::size_t i = find_index(key, hash(key));
  return i == entries.size() ? nullptr : entries[i].value;
}

namespace {
// The AttrMap a dict mirrors into (an object's __dict__ or a block's namespace), or null.
AttrMap* mirrored_map(const DictObject& d, std::shared_ptr<void>& keep) {
  if (Ref owner = d.attrs_owner.lock(); owner && owner->dict) {
    keep = owner;
    return owner->dict.get();
  }
  if (d.attrs_map && (keep = d.attrs_scope.lock())) return d.attrs_map;
  return nullptr;
}
}  // namespace

void DictObject::set(const Ref& key, Ref value) {
  std::shared_ptr<void> keep;
  AttrMap* m = mirrored_map(*this, keep);
  if (m && isinstance(key.get(), T().str)) {
    const std::string& name = static_cast<StrObject*>(key.get())->value;
    m->set_local(name, value);
    if (!dict_sharers().empty()) {
      std::vector<Ref> keep_sharers;
      for (AttrMap* other : sharing_maps(this, m, keep_sharers)) other->set_local(name, value);
    }
  }
  set_local(key, std::move(value));
}

bool DictObject::erase(const Ref& key) {
  std::shared_ptr<void> keep;
  AttrMap* m = mirrored_map(*this, keep);
  if (m && isinstance(key.get(), T().str)) {
    const std::string& name = static_cast<StrObject*>(key.get())->value;
    m->erase_local(name);
    if (!dict_sharers().empty()) {
      std::vector<Ref> keep_sharers;
      for (AttrMap* other : sharing_maps(this, m, keep_sharers)) other->erase_local(name);
    }
  }
  return erase_local(key);
}

void DictObject::clear() {
  std::shared_ptr<void> keep;
  AttrMap* m = mirrored_map(*this, keep);
  if (m) m->clear_local();
  std::vector<Ref> keep_sharers;
  if (m && !dict_sharers().empty())
    for (AttrMap* other : sharing_maps(this, m, keep_sharers)) other->clear_local();
  entries.clear();
  index.clear();
  live = 0;
}

void DictObject::set_local(const Ref& key, Ref value) {
  std::size_t h = hash(key);
  TableHold hold;
  std::size_t i = find_index(key, h);
  if (i != entries.size()) {
    entries[i].value = std::move(value);
    return;
  }
  entries.push_back({key, std::move(value), h});
  ++live;
  if (entries.size() <= kLinearDict) return;
  if (entries.size() * 2 > index.size()) {
    // Past the linear size, or the table half full: a new index, for the live entries only.
    drop_erased(*this);
    rebuild_index();
  } else {
    add_to_index(entries.size() - 1);
  }
}

bool DictObject::erase_local(const Ref& key) {
  std::size_t h = hash(key);
  TableHold hold;
  std::size_t i = find_index(key, h);
  if (i == entries.size()) return false;
  entries[i].key = nullptr;  // its slot in `index` stays, skipped by lookups
  entries[i].value = nullptr;
  --live;
  return true;
}

namespace trashcan {

thread_local int depth = 0;

namespace {
// Objects whose destruction was deferred; their use count is 0 but their storage is kept by
// the weak reference enable_shared_from_this holds until the destructor has run.
thread_local std::vector<Object*> pending;
}  // namespace

// list_dealloc and tupledealloc drop their items last first: a __del__ of the items sees that
// order (a vector's destructor goes first to last).
void release_items(Object* o) noexcept {
  const TypeObject* base = o->cls->value_base;
  if (!base) return;
  std::vector<Ref>* items = base == T().list    ? &static_cast<ListObject*>(o)->items
                            : base == T().tuple ? &static_cast<TupleObject*>(o)->items
                                                : nullptr;
  if (items)
    while (!items->empty()) items->pop_back();
}

void destroy(Object* o) noexcept {
  if (depth >= kTrashcanDepth) {
    pending.push_back(o);
    return;
  }
  ++depth;
  {
    // Holds the storage while __del__ runs (it gives the object a new owner for the call).
    std::weak_ptr<Object> storage = o->weak_from_this();
    if (finalize_before_destroy(o)) {
      release_items(o);
      o->~Object();  // virtual: destroys the complete object
    }
  }
  --depth;
  if (depth > 0) return;
  // The outermost destruction frees what was deferred, one object at a time (each may defer
  // more, never nesting deeper than kTrashcanDepth).
  while (!pending.empty()) {
    Object* next = pending.back();
    pending.pop_back();
    // Hold the storage until ~Object has returned: without this weak reference, the object's
    // own weak_this would free it while its destructor is still running.
    std::weak_ptr<Object> storage = next->weak_from_this();
    ++depth;
    if (finalize_before_destroy(next)) {
      release_items(next);
      next->~Object();
    }
    --depth;
  }
}

}  // namespace trashcan

SetObject::SetObject(TypeObject* type) : Object(type), table(Dict()) {}

std::int64_t RangeObject::length() const {
  if (step > 0 && start < stop) return (stop - start - 1) / step + 1;
  if (step < 0 && start > stop) return (start - stop - 1) / (-step) + 1;
  return 0;
}

}  // namespace tfplay::py
