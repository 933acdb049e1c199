/// The errors of RxCocoa's binding layer, kept so that code written against RxCocoa (which throws
/// or matches them, most often ``castingError(object:targetType:)`` in its own casts) compiles
/// unchanged.
///
/// SwiftRx's bindings report errors through ``Hooks/defaultErrorHandler`` instead of throwing these;
/// they are for your code. The payloads are kept only to describe the error.
public enum RxCocoaError: Error, CustomDebugStringConvertible, @unchecked Sendable {
    // Immutable payloads, kept for the description only.

    /// An error with no more specific case.
    case unknown
    /// An operation was used on an object that does not support it.
    case invalidOperation(object: Any)
    /// Items were requested before a data source was bound to the object.
    case itemsNotYetBound(object: Any)
    /// `propertyName` does not name a property of `object`.
    case invalidPropertyName(object: Any, propertyName: String)
    /// A key path step reached `object`, which cannot be observed, from `sourceObject`.
    case invalidObjectOnKeyPath(object: Any, sourceObject: AnyObject, propertyName: String)
    /// Replacing a method implementation failed.
    case errorDuringSwizzling
    /// `object` could not be cast to `targetType`.
    case castingError(object: Any, targetType: Any.Type)

    /// What went wrong, with the object involved.
    public var debugDescription: String {
        switch self {
        case .unknown:
            return "RxCocoaError: an unknown error."
        case .invalidOperation(let object):
            return "RxCocoaError: the operation is not supported by \(object)."
        case .itemsNotYetBound(let object):
            return "RxCocoaError: \(object) was asked for items before any were bound to it."
        case .invalidPropertyName(let object, let propertyName):
            return "RxCocoaError: \(object) has no property named `\(propertyName)`."
        case .invalidObjectOnKeyPath(let object, let sourceObject, let propertyName):
            return "RxCocoaError: `\(propertyName)` of \(sourceObject) led to \(object), which cannot be observed."
        case .errorDuringSwizzling:
            return "RxCocoaError: replacing a method implementation failed."
        case .castingError(let object, let targetType):
            return "RxCocoaError: \(object) (\(type(of: object))) could not be cast to \(targetType)."
        }
    }
}
