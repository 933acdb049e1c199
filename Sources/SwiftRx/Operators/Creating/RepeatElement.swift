extension ObservableType {
    /// Sends `element` forever, one per scheduled step. Limit it with `take`.
    ///
    /// ```
    /// repeatElement(1): 1111111...
    /// ```
    ///
    /// - Parameters:
    ///   - element: The element to repeat.
    /// - Returns: The sequence.
    @inlinable
    public static func repeatElement(
        _ element: Element
    ) -> Observable<Element> {
        SequenceProducer(Swift.repeatElement(element, count: .max), scheduler: CurrentThreadScheduler.instance)
    }

    /// Sends `element` forever, one per scheduled step. Limit it with `take`.
    ///
    /// ```
    /// repeatElement(1): 1111111...
    /// ```
    ///
    /// A scheduler other than the current thread's delivers the elements on another thread, so
    /// they must be `Sendable`.
    ///
    /// - Parameters:
    ///   - element: The element to repeat.
    ///   - scheduler: Where the elements are sent.
    /// - Returns: The sequence.
    @inlinable
    public static func repeatElement(
        _ element: Element,
        scheduler: any ImmediateSchedulerType
    ) -> Observable<Element> where Element: Sendable {
        SequenceProducer(Swift.repeatElement(element, count: .max), scheduler: scheduler)
    }
}
