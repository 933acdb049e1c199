extension ObservableType {
    /// A sequence that never sends any event.
    ///
    /// ```
    /// never(): ----------
    /// ```
    ///
    /// - Returns: The sequence.
    @inlinable
    public static func never() -> Observable<Element> {
        NeverProducer()
    }
}

@usableFromInline
final class NeverProducer<Element>: Producer<Element>, @unchecked Sendable {
    // No stored state.
    @inlinable
    convenience init() {
        self.init { _, _ in Disposables.create() }
    }

    @inlinable
    init(run: @escaping Run) {
        super.init(run: run)
    }
}
