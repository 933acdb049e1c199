import SwiftRx
import Testing

@Suite("RxCocoaError")
struct RxCocoaErrorTests {
    /// The way app code uses it: a cast helper that throws `castingError`, matched by the caller.
    private func cast<T>(_ value: Any, to _: T.Type) throws -> T {
        guard let result = value as? T else { throw RxCocoaError.castingError(object: value, targetType: T.self) }
        return result
    }

    @Test func aThrownCastingErrorReachesObserversAndCanBeMatched() {
        let log = EventLog<String>()
        _ = Observable<Any>.of(1, "two")
            .map { try self.cast($0, to: Int.self) }
            .subscribe(
                onNext: { log.append(.next("\($0)")) },
                onError: { error in
                    if case RxCocoaError.castingError(let object, let targetType) = error {
                        log.append(.next("cannot cast \(object) to \(targetType)"))
                    }
                }
            )
        #expect(log.elements == ["1", "cannot cast two to Int"])
    }

    @Test func everyCaseDescribesItself() {
        let object = "source"
        let descriptions = [
            RxCocoaError.unknown,
            .invalidOperation(object: object),
            .itemsNotYetBound(object: object),
            .invalidPropertyName(object: object, propertyName: "title"),
            .invalidObjectOnKeyPath(object: object, sourceObject: ReferenceHolder(), propertyName: "title"),
            .errorDuringSwizzling,
            .castingError(object: 3, targetType: String.self),
        ].map(\.debugDescription)
        #expect(Set(descriptions).count == descriptions.count)
        #expect(descriptions.allSatisfy { $0.hasPrefix("RxCocoaError: ") })
        #expect(descriptions[3].contains("`title`"))
        #expect(descriptions[6].contains("3 (Int)") && descriptions[6].contains("String"))
    }
}

private final class ReferenceHolder {}
