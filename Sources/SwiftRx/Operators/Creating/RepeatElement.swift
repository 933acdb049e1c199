extension ObservableType {
    /// Sends `element` forever, one per scheduled step. Limit it with `take`.
    ///
    /// ```
    /// repeatElement(1): 1111111...
    /// ```
    ///
    /// - Parameters:
    ///   - element: The element to repeat.
    ///   - scheduler: Where the elements are sent; the current-thread trampoline by default.
    /// - Returns: The sequence.
    @inlinable
    public static func repeatElement(
        _ element: Element,
        scheduler: any ImmediateSchedulerType = CurrentThreadScheduler.instance
    ) -> Observable<Element> {
        SequenceProducer(Swift.repeatElement(element, count: .max), scheduler: scheduler)
    }
}
