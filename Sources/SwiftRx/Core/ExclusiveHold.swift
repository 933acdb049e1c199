/// Whether `object` is held by nothing but the reference passed in: no other strong reference, and
/// no weak or unowned one (which the uniqueness check alone would miss). Fused operators change an
/// observable in place only when this holds, so nobody can see the change.
@inlinable
func isExclusivelyHeld<Object: AnyObject>(_ object: inout Object) -> Bool {
    isKnownUniquelyReferenced(&object) && _getUnownedRetainCount(object) == 1 && _getWeakRetainCount(object) == 1
}
