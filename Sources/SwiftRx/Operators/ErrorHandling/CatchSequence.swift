extension ObservableType {
    /// Subscribes to the sources one after another, moving to the next one whenever the current one fails.
    ///
    /// The first source is subscribed on subscription; its elements pass through. If it completes, the
    /// result completes. If it fails, its subscription ends and the next source of `sequence` is
    /// subscribed in its place, and so on. When a source fails and `sequence` has no more sources, the
    /// result fails with that last error; an empty `sequence` completes at once. `sequence` is iterated
    /// lazily, once per subscription. Events are delivered on whatever scheduler the current source
    /// delivers them; a source that fails synchronously hands over to the next one without growing the
    /// stack.
    ///
    /// ```
    /// first:    --1--X
    /// second:        --2--X
    /// third:              --3--|
    /// Observable.catch(sequence: [first, second, third]):
    ///           --1----2----3--|
    /// ```
    ///
    /// - Parameter sequence: The sources to try, in order.
    /// - Returns: The events of the first source that does not fail, preceded by the elements of those
    ///   that failed before it.
    @inlinable
    public static func `catch`<Sources: Sequence>(sequence: Sources) -> Observable<Element>
    where Sources.Element == Observable<Element> {
        CatchSequenceProducer(sequence)
    }

    /// Subscribes to the sources one after another, moving to the next one whenever the current one fails.
    ///
    /// The RxSwift 5 spelling of ``catch(sequence:)``.
    ///
    /// - Parameter sequence: The sources to try, in order.
    /// - Returns: The events of the first source that does not fail, preceded by the elements of those
    ///   that failed before it.
    @available(*, deprecated, renamed: "catch(sequence:)")
    @inlinable
    public static func catchError<Sources: Sequence>(_ sequence: Sources) -> Observable<Element>
    where Sources.Element == Observable<Element> {
        CatchSequenceProducer(sequence)
    }
}

@usableFromInline
final class CatchSequenceProducer<Sources: Sequence, Element>: Producer<Element>, @unchecked Sendable
where Sources.Element == Observable<Element> {
    // Immutable after init.
    @usableFromInline
    let sources: Sources

    @inlinable
    init(_ sources: Sources) {
        self.sources = sources
        super.init { producer, observer in
            let me = unsafeDowncast(producer, to: CatchSequenceProducer<Sources, Element>.self)
            let sink = CatchSequenceSink<Sources.Iterator, Element>(observer: consume observer)
            sink.step(me.sources.makeIterator(), lastError: nil)
            return consume sink
        }
    }
}

@usableFromInline
final class CatchSequenceSink<Iterator: IteratorProtocol, Element>: Sink<Element>, @unchecked Sendable
where Iterator.Element == Observable<Element> {
    // `current` is a thread-safe SerialDisposable; there is no other mutable state (the iterator travels
    // from one step to the next by value).

    @usableFromInline
    let current = SerialDisposable()

    /// How deep this sink is nested in other tail-recursive sinks (debug builds; see
    /// ``maxTailRecursiveSinkStackSize``).
    @usableFromInline
    let nesting = TailRecursion.nestingOfNewSink()

    @inlinable
    func step(_ iterator: Iterator, lastError: (any Error)?) {
        if isDisposed { return }
        var iterator = iterator
        guard let source = iterator.next() else {
            if let lastError {
                forwardError(lastError)
            } else {
                forwardCompleted()
            }
            return
        }
        // Read once, by the step scheduled when `source` fails; the sources of one subscription never
        // overlap, so the iterator is never used from two threads at once.
        let rest = UncheckedBox(iterator)
        let subscription = SingleAssignmentDisposable()
        current.disposable = subscription
        let outer = TailRecursion.enter(nesting)
        defer { TailRecursion.leave(outer) }
        subscription.setDisposable(
            source._subscribe { [self] event in
                switch event {
                case .next(let element):
                    forwardNext(element)
                case .completed:
                    forwardCompleted()
                case .error(let error):
                    subscription.dispose()
                    scheduleStep(rest.value, lastError: error)
                }
            }
        )
    }

    @inlinable
    func scheduleStep(_ iterator: Iterator, lastError: any Error) {
        // The closure runs once, on this thread, by the trampoline; it is never shared.
        let work = UncheckedBox { [self] in step(iterator, lastError: lastError) }
        _ = CurrentThreadScheduler.instance.schedule(work) { work in
            work.value()
            return Disposables.create()
        }
    }

    @inlinable
    override func disposeCore() {
        current.dispose()
    }
}
