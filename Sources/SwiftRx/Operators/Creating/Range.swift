/// The integer types `range` accepts.
public typealias RxAbstractInteger = BinaryInteger

extension ObservableType where Element: RxAbstractInteger {
    /// `count` consecutive integers starting at `start`, then completion.
    ///
    /// A negative `count` can never be meant: it stops the program with a message naming the value
    /// (in every build configuration, as RxSwift does).
    ///
    /// ```
    /// range(start: 1, count: 3): (123|)
    /// ```
    ///
    /// - Parameters:
    ///   - start: The first integer.
    ///   - count: How many integers to send; 0 or more.
    ///   - scheduler: Where the elements are sent; the current-thread trampoline by default.
    /// - Returns: The sequence.
    @inlinable
    public static func range(
        start: Element,
        count: Element,
        scheduler: any ImmediateSchedulerType = CurrentThreadScheduler.instance
    ) -> Observable<Element> {
        rxPrecondition(
            count >= 0,
            "range(start:count:) needs a count of 0 or more, got \(count). Pass the number of integers to "
                + "send (0 for an empty sequence)."
        )
        return RangeProducer(start: start, count: count, scheduler: scheduler)
    }
}

@usableFromInline
final class RangeProducer<Element: BinaryInteger>: Producer<Element>, @unchecked Sendable {
    // Immutable after init.
    @usableFromInline
    let start: Element
    @usableFromInline
    let count: Element
    @usableFromInline
    let scheduler: any ImmediateSchedulerType

    @inlinable
    convenience init(start: Element, count: Element, scheduler: any ImmediateSchedulerType) {
        self.init(start: start, count: count, scheduler: scheduler) { producer, observer in
            let me = unsafeDowncast(producer, to: RangeProducer<Element>.self)
            let (start, count) = (me.start, me.count)
            let sink = IterationSink<Element, Element>(observer: consume observer)
            sink.run(scheduler: me.scheduler, state: Element.zero) { index in
                guard index < count else { return nil }
                defer { index += 1 }
                return start + index
            }
            return consume sink
        }
    }

    @inlinable
    init(start: Element, count: Element, scheduler: any ImmediateSchedulerType, run: @escaping Run) {
        self.start = start
        self.count = count
        self.scheduler = scheduler
        super.init(run: run)
    }
}
