extension ObservableType {
    /// The elements of an array, one per scheduled step, then completion.
    ///
    /// ```
    /// from([1, 2, 3]): (123|)
    /// ```
    ///
    /// - Parameters:
    ///   - array: The elements.
    ///   - scheduler: Where the elements are sent; the current-thread trampoline by default.
    /// - Returns: The sequence.
    @inlinable
    public static func from(
        _ array: [Element],
        scheduler: any ImmediateSchedulerType = CurrentThreadScheduler.instance
    ) -> Observable<Element> {
        SequenceProducer(array, scheduler: scheduler)
    }

    /// The elements of a sequence, one per scheduled step, then completion. The sequence is iterated
    /// anew for each subscription.
    ///
    /// - Parameters:
    ///   - sequence: The elements.
    ///   - scheduler: Where the elements are sent; the current-thread trampoline by default.
    /// - Returns: The sequence.
    @inlinable
    public static func from<Source: Sequence>(
        _ sequence: Source,
        scheduler: any ImmediateSchedulerType = CurrentThreadScheduler.instance
    ) -> Observable<Element> where Source.Element == Element {
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
    ///   - scheduler: Where the elements are sent; the current-thread trampoline by default.
    /// - Returns: The sequence.
    @inlinable
    public static func of(
        _ elements: Element...,
        scheduler: any ImmediateSchedulerType = CurrentThreadScheduler.instance
    ) -> Observable<Element> {
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
    ///   - scheduler: Where the events are sent; the current-thread trampoline by default.
    /// - Returns: The sequence.
    @inlinable
    public static func from(
        optional: Element?,
        scheduler: any ImmediateSchedulerType = CurrentThreadScheduler.instance
    ) -> Observable<Element> {
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
    init(_ elements: Source, scheduler: any ImmediateSchedulerType) {
        self.elements = elements
        self.scheduler = scheduler
        super.init { producer, observer in
            let me = unsafeDowncast(producer, to: SequenceProducer<Source>.self)
            let sink = IterationSink<Source.Iterator, Source.Element>(observer: consume observer)
            sink.run(scheduler: me.scheduler, state: me.elements.makeIterator()) { iterator in iterator.next() }
            return consume sink
        }
    }
}
