// Instances sharing one __dict__ (`self.__dict__ = shared`, the Borg idiom).
//
// An instance keeps its attributes in its AttrMap and mirrors them into the dict its __dict__
// returned (AttrMap::mirror, DictObject::attrs_owner). When a dict that already is another live
// instance's __dict__ is assigned to a second one, both instances record it here: a write
// through any of them, or through the dict itself, reaches every instance's AttrMap, so each
// reads what the others wrote, as CPython's instances with the very same dict do.
#pragma once

#include <memory>

namespace tfplay::py {

struct Object;
struct DictObject;

/// `o.__dict__ = d` made `d` o's dict: when `d` is (or was made) the dict of other live
/// instances, `o` joins them. `d->attrs_owner` becomes `o`.
void share_instance_dict(const std::shared_ptr<DictObject>& d, const std::shared_ptr<Object>& o);

/// `o` stops using `d` (it is given another __dict__): `d` no longer updates o's attributes.
void unshare_instance_dict(DictObject& d, const Object* o);

}  // namespace tfplay::py
