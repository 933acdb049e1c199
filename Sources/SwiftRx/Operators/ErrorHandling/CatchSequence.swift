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

/// The observable of `catch(sequence:)`.
///
/// A `catch(sequence:)` that is a source of another one is not subscribed to by it: the outer sink
/// iterates its sources in place (see ``TailRecursiveSources``), so nesting adds neither a sink nor
/// a stack frame.
@usableFromInline
final class CatchSequenceProducer<Element>: Producer<Element>, @unchecked Sendable {
    // Immutable after init.
    @usableFromInline
    let sources: any Sequence<Observable<Element>>
    /// The number of sources when `sources` is a random-access collection (counted without running
    /// any of its closures).
    @usableFromInline
    let count: Int?

    @inlinable
    convenience init<Sources: Sequence>(_ sources: Sources) where Sources.Element == Observable<Element> {
        self.init(sources) { producer, observer in
            let me = unsafeDowncast(producer, to: CatchSequenceProducer<Element>.self)
            let sink = CatchSequenceSink<Element>(observer: consume observer)
            sink.step(TailRecursiveSources(me.sources, count: me.count), lastError: nil)
            return consume sink
        }
    }

    @inlinable
    init<Sources: Sequence>(_ sources: Sources, run: @escaping Run) where Sources.Element == Observable<Element> {
        self.sources = sources
        self.count = (sources as? any RandomAccessCollection)?.count
        super.init(run: run)
    }

    /// The sources of `source` when it is a `catch(sequence:)`, to try in its place.
    @inlinable
    static func flattened(_ source: Observable<Element>) -> (sources: any Sequence<Observable<Element>>, count: Int?)? {
        guard let nested = source as? CatchSequenceProducer<Element> else { return nil }
        return (nested.sources, nested.count)
    }
}

@usableFromInline
final class CatchSequenceSink<Element>: Sink<Element>, @unchecked Sendable {
    // `current` is a thread-safe SerialDisposable; there is no other mutable state (the sources left
    // travel from one step to the next by value).

    @usableFromInline
    let current = SerialDisposable()

    /// Runs the steps one at a time (see ``StepGate``).
    @usableFromInline
    let gate = StepGate<(sources: TailRecursiveSources<Element>, lastError: (any Error)?)>()

    /// Subscribes to the next source of `sources`, or ends when there is none; when a step is
    /// running already (the previous source failed during its subscription), after it.
    @inlinable
    func step(_ sources: TailRecursiveSources<Element>, lastError: (any Error)?) {
        gate.run((sources, lastError)) { [self] step in subscribeNext(step.sources, lastError: step.lastError) }
    }

    @inlinable
    func subscribeNext(_ sources: TailRecursiveSources<Element>, lastError: (any Error)?) {
        if isDisposed { return }
        var sources = sources
        let source: Observable<Element>
        switch sources.next(flattening: CatchSequenceProducer.flattened) {
        case .source(let next):
            source = next
        case .emptyNested:
            // A nested catch(sequence:) over no sources completes at once, and so does the outer one.
            forwardCompleted()
            return
        case .end:
            if let lastError {
                forwardError(lastError)
            } else {
                forwardCompleted()
            }
            return
        }
        // Read once, by the step requested when `source` fails; the sources of one subscription never
        // overlap, so the iterators are never used from two threads at once.
        let rest = UncheckedBox(sources)
        let subscription = SingleAssignmentDisposable()
        current.disposable = subscription
        let outer = TailRecursion.enter(sources.level)
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
                    step(rest.value, lastError: error)
                }
            }
        )
    }

    @inlinable
    override func disposeCore() {
        current.dispose()
    }
}
