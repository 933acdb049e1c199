/// Reads through `object` as a `Target`, the class the caller has just found `object` to be (by
/// comparing `ObjectIdentifier(type(of: object))` with `Target`'s, or by a property only `Target`
/// overrides): a downcast that costs no type check, and is safe in code that is inlined into users'
/// modules.
///
/// SwiftRx's inlinable code tests an observable's class in a few places (is it a `just`, a `create`,
/// a share?) and then reads the fields of that class. The optimizer cannot fold such a test, but in
/// the user's module it often knows the object's real class, an inline `Observable.create { ... }`
/// say. An `unsafeDowncast` in the branch that never runs then reads a field of one class out of an
/// object it knows to be of another, and swift-frontend 6.3 lowers that to invalid LLVM IR and aborts
/// the user's release build ("Invalid indices for GEP pointer type!"). A checked cast (`as?`) is
/// safe but costs a runtime call of about 70 instructions. Here the object's address goes through a
/// function the user's module cannot look into, so the optimizer knows nothing of its class, and the
/// read costs one direct call.
///
/// - Precondition: `object` is a `Target` (or a subclass of it).
/// - Important: `body` is lent the reference without a retain: it may read through it, but must not
///   return it or keep it. (A body that returned its argument made an optimized client release the
///   object once too often.)
@inlinable
@inline(__always)
func withExactly<Target: AnyObject, Result>(
    _ object: AnyObject,
    _ target: Target.Type,
    _ body: (Target) throws -> Result
) rethrows -> Result {
    try Unmanaged<Target>.fromOpaque(addressHidingClass(of: object))._withUnsafeGuaranteedRef(body)
}

/// The address of `object`, returned by a function that is not inlinable, so that callers in other
/// modules know nothing of where it came from (see ``withExactly(_:_:_:)``).
@usableFromInline
@inline(never)
func addressHidingClass(of object: AnyObject) -> UnsafeMutableRawPointer {
    Unmanaged.passUnretained(object).toOpaque()
}
