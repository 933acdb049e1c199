extension ObservableType {
    /// A sequence that completes at once, with no elements.
    ///
    /// ```
    /// empty(): |
    /// ```
    ///
    /// - Returns: The sequence.
    @inlinable
    public static func empty() -> Observable<Element> {
        EmptyProducer()
    }
}

@usableFromInline
final class EmptyProducer<Element>: Producer<Element>, @unchecked Sendable {
    // No stored state.
    @inlinable
    convenience init() {
        self.init { _, observer in
            observer(.completed)
            return Disposables.create()
        }
    }

    @inlinable
    init(run: @escaping Run) {
        super.init(run: run)
    }
}
