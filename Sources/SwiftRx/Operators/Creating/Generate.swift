extension ObservableType {
    /// Sends `initialState`, then each state `iterate` produces, as long as `condition` holds; then
    /// completes. A closure that throws ends the sequence with that error.
    ///
    /// ```
    /// generate(initialState: 0, condition: { $0 < 3 }, iterate: { $0 + 1 }): (012|)
    /// ```
    ///
    /// - Parameters:
    ///   - initialState: The first state.
    ///   - condition: Whether to send the state and continue.
    ///   - iterate: Computes the next state.
    /// - Returns: The sequence.
    @inlinable
    public static func generate(
        initialState: Element,
        condition: @escaping @Sendable (Element) throws -> Bool,
        iterate: @escaping @Sendable (Element) throws -> Element
    ) -> Observable<Element> {
        GenerateProducer(
            initialState: initialState, condition: condition, iterate: iterate,
            scheduler: CurrentThreadScheduler.instance)
    }

    /// Sends `initialState`, then each state `iterate` produces, as long as `condition` holds; then
    /// completes. A closure that throws ends the sequence with that error.
    ///
    /// ```
    /// generate(initialState: 0, condition: { $0 < 3 }, iterate: { $0 + 1 }): -012|   (a step per tick, on a test scheduler)
    /// ```
    ///
    /// A scheduler other than the current thread's delivers the elements on another thread, so
    /// they must be `Sendable`.
    ///
    /// - Parameters:
    ///   - initialState: The first state.
    ///   - condition: Whether to send the state and continue.
    ///   - scheduler: Where the elements are sent.
    ///   - iterate: Computes the next state.
    /// - Returns: The sequence.
    @inlinable
    public static func generate(
        initialState: Element,
        condition: @escaping @Sendable (Element) throws -> Bool,
        scheduler: any ImmediateSchedulerType,
        iterate: @escaping @Sendable (Element) throws -> Element
    ) -> Observable<Element> where Element: Sendable {
        GenerateProducer(initialState: initialState, condition: condition, iterate: iterate, scheduler: scheduler)
    }
}

@usableFromInline
final class GenerateProducer<Element>: Producer<Element>, @unchecked Sendable {
    // Immutable after init.
    @usableFromInline
    let initialState: Element
    @usableFromInline
    let condition: @Sendable (Element) throws -> Bool
    @usableFromInline
    let iterate: @Sendable (Element) throws -> Element
    @usableFromInline
    let scheduler: any ImmediateSchedulerType

    @inlinable
    convenience init(
        initialState: Element,
        condition: @escaping @Sendable (Element) throws -> Bool,
        iterate: @escaping @Sendable (Element) throws -> Element,
        scheduler: any ImmediateSchedulerType
    ) {
        self.init(initialState: initialState, condition: condition, iterate: iterate, scheduler: scheduler) {
            producer, observer in
            let me = unsafeDowncast(producer, to: GenerateProducer<Element>.self)
            let condition = me.condition
            let iterate = me.iterate
            let sink = IterationSink<(state: Element, isFirst: Bool), Element>(observer: consume observer)
            sink.run(scheduler: me.scheduler, state: (me.initialState, true)) { progress in
                let state = progress.isFirst ? progress.state : try iterate(progress.state)
                progress = (state, false)
                return try condition(state) ? state : nil
            }
            return consume sink
        }
    }

    @inlinable
    init(
        initialState: Element, condition: @escaping @Sendable (Element) throws -> Bool,
        iterate: @escaping @Sendable (Element) throws -> Element, scheduler: any ImmediateSchedulerType,
        run: @escaping Run
    ) {
        self.initialState = initialState
        self.condition = condition
        self.iterate = iterate
        self.scheduler = scheduler
        super.init(run: run)
    }
}
