extension ObservableType {
    /// The elements of an array, one per scheduled step, then completion.
    ///
    /// ```
    /// from([1, 2, 3]): (123|)
    /// ```
    ///
    /// - Parameters:
    ///   - array: The elements.
    /// - Returns: The sequence.
    @inlinable
    public static func from(
        _ array: [Element]
    ) -> Observable<Element> {
        SequenceProducer(array, scheduler: CurrentThreadScheduler.instance)
    }

    /// The elements of an array, one per scheduled step, then completion.
    ///
    /// ```
    /// from([1, 2, 3]): -123|   (a scheduled step per tick, on a test scheduler)
    /// ```
    ///
    /// A scheduler other than the current thread's delivers the elements on another thread, so
    /// they must be `Sendable`.
    ///
    /// - Parameters:
    ///   - array: The elements.
    ///   - scheduler: Where the elements are sent.
    /// - Returns: The sequence.
    @inlinable
    public static func from(
        _ array: [Element],
        scheduler: any ImmediateSchedulerType
    ) -> Observable<Element> where Element: Sendable {
        SequenceProducer(array, scheduler: scheduler)
    }

    /// The elements of a sequence, one per scheduled step, then completion. The sequence is iterated
    /// anew for each subscription.
    ///
    /// - Parameters:
    ///   - sequence: The elements.
    /// - Returns: The sequence.
    @inlinable
    public static func from<Source: Sequence>(
        _ sequence: Source
    ) -> Observable<Element> where Source.Element == Element {
        SequenceProducer(sequence, scheduler: CurrentThreadScheduler.instance)
    }

    /// The elements of a sequence, one per scheduled step, then completion. The sequence is iterated
    /// anew for each subscription.
    ///
    /// A scheduler other than the current thread's delivers the elements on another thread, so
    /// they must be `Sendable`.
    ///
    /// - Parameters:
    ///   - sequence: The elements.
    ///   - scheduler: Where the elements are sent.
    /// - Returns: The sequence.
    @inlinable
    public static func from<Source: Sequence>(
        _ sequence: Source,
        scheduler: any ImmediateSchedulerType
    ) -> Observable<Element> where Element: Sendable, Source.Element == Element {
        SequenceProducer(sequence, scheduler: scheduler)
    }

    /// The given elements, one per scheduled step, then completion.
    ///
    /// ```
    /// of(1, 2, 3): (123|)
    /// ```
    ///
    /// - Parameters:
    ///   - elements: The elements.
    /// - Returns: The sequence.
    @inlinable
    public static func of(
        _ elements: Element...
    ) -> Observable<Element> {
        SequenceProducer(elements, scheduler: CurrentThreadScheduler.instance)
    }

    /// The given elements, one per scheduled step, then completion.
    ///
    /// ```
    /// of(1, 2, 3): -123|   (a scheduled step per tick, on a test scheduler)
    /// ```
    ///
    /// A scheduler other than the current thread's delivers the elements on another thread, so
    /// they must be `Sendable`.
    ///
    /// - Parameters:
    ///   - elements: The elements.
    ///   - scheduler: Where the elements are sent.
    /// - Returns: The sequence.
    @inlinable
    public static func of(
        _ elements: Element...,
        scheduler: any ImmediateSchedulerType
    ) -> Observable<Element> where Element: Sendable {
        SequenceProducer(elements, scheduler: scheduler)
    }

    /// The wrapped value of an optional then completion, or just completion for `nil`.
    ///
    /// ```
    /// from(optional: 1):   (1|)
    /// from(optional: nil): |
    /// ```
    ///
    /// - Parameters:
    ///   - optional: The optional element.
    /// - Returns: The sequence.
    @inlinable
    public static func from(
        optional: Element?
    ) -> Observable<Element> {
        SequenceProducer(optional.map { [$0] } ?? [], scheduler: CurrentThreadScheduler.instance)
    }

    /// The wrapped value of an optional then completion, or just completion for `nil`.
    ///
    /// ```
    /// from(optional: 1):   -1|   (a scheduled step per tick, on a test scheduler)
    /// from(optional: nil): -|
    /// ```
    ///
    /// A scheduler other than the current thread's delivers the elements on another thread, so
    /// they must be `Sendable`.
    ///
    /// - Parameters:
    ///   - optional: The optional element.
    ///   - scheduler: Where the events are sent.
    /// - Returns: The sequence.
    @inlinable
    public static func from(
        optional: Element?,
        scheduler: any ImmediateSchedulerType
    ) -> Observable<Element> where Element: Sendable {
        SequenceProducer(optional.map { [$0] } ?? [], scheduler: scheduler)
    }
}

@usableFromInline
final class SequenceProducer<Source: Sequence>: Producer<Source.Element>, @unchecked Sendable {
    // Immutable after init.
    @usableFromInline
    let elements: Source
    @usableFromInline
    let scheduler: any ImmediateSchedulerType

    @inlinable
    convenience init(_ elements: Source, scheduler: any ImmediateSchedulerType) {
        self.init(elements, scheduler: scheduler) { producer, observer in
            let me = unsafeDowncast(producer, to: SequenceProducer<Source>.self)
            let sink = IterationSink<Source.Iterator, Source.Element>(observer: consume observer)
            sink.run(scheduler: me.scheduler, state: me.elements.makeIterator()) { iterator in iterator.next() }
            return consume sink
        }
    }

    @inlinable
    init(_ elements: Source, scheduler: any ImmediateSchedulerType, run: @escaping Run) {
        self.elements = elements
        self.scheduler = scheduler
        super.init(run: run)
    }
}
