extension ObservableType {
    /// Combines the elements of two or more sources pairwise by index with `resultSelector`: the
    /// first element of each source, then the second of each, and so on.
    ///
    /// Takes any number of sources from two up (RxSwift offers two to eight), each of its own
    /// element type. Elements wait in a queue per source until every source has one. It completes
    /// when every source has completed, as RxSwift's fixed-arity `zip` does: even once a completed
    /// source's queue is empty, it waits for the others to complete (unlike the collection form,
    /// which completes as soon as an element arrives that can never be paired). It fails with the first error of any source,
    /// or the error `resultSelector` throws. A source's subscription is released as soon as it
    /// completes. Elements are delivered on the thread of the source that completed the tuple, one
    /// at a time, even when the sources emit concurrently; `resultSelector` never runs concurrently
    /// with itself.
    ///
    /// ```
    /// a:                  --1--2--------3---|
    /// b:                  -----A--B--C-----|
    /// zip(a, b)
    ///   { "\($0)\($1)" }: -----1A-2B----3C--|
    /// ```
    ///
    /// - Parameters:
    ///   - source1: The first source.
    ///   - source2: The second source.
    ///   - sources: More sources, if any.
    ///   - resultSelector: Combines the n-th element of each source, in argument order.
    /// - Returns: The sequence of combinations.
    @inlinable
    public static func zip<O1: ObservableType, O2: ObservableType, each O: ObservableType>(
        _ source1: O1,
        _ source2: O2,
        _ sources: repeat each O,
        resultSelector: @escaping @Sendable (O1.Element, O2.Element, repeat (each O).Element) throws -> Element
    ) -> Observable<Element> {
        ZipProducer(
            source1.asObservable(),
            source2.asObservable(),
            repeat (each sources).asObservable(),
            resultSelector: resultSelector
        )
    }
}

/// The elements of one source of a `zip` that wait for their partners.
@usableFromInline
final class ZipSlot<Value>: @unchecked Sendable {
    // `buffer` is guarded by the lock of the sink that owns the slot.
    @usableFromInline
    @exclusivity(unchecked) var buffer = FIFOBuffer<Value>()

    @inlinable
    init() {}

    @inlinable
    init(for source: Observable<Value>) {}

    /// Removes the oldest waiting element; only called once every slot has one.
    @inlinable
    func dequeue() -> Value {
        buffer.removeFirst()
    }
}

@usableFromInline
final class ZipProducer<Result>: Producer<Result>, @unchecked Sendable {
    // Stores nothing: the sources and the selector are captured by the run closure, because the
    // compiler cannot yet expand a stored tuple of pack type inside a closure.

    @inlinable
    convenience init<each Source>(
        _ sources: repeat Observable<each Source>,
        resultSelector: @escaping @Sendable (repeat each Source) throws -> Result
    ) {
        self.init { _, observer in
            ZipProducer.run(repeat each sources, observer: consume observer, resultSelector: resultSelector)
        }
    }

    @inlinable
    init(run: @escaping Run) {
        super.init(run: run)
    }

    @inlinable
    static func run<each Source>(
        _ sources: repeat Observable<each Source>,
        observer: @escaping Downstream<Result>,
        resultSelector: @escaping @Sendable (repeat each Source) throws -> Result
    ) -> any Disposable {
        let slots = (repeat ZipSlot(for: each sources))
        let sink = ZipSink(
            arity: packCount(repeat each sources),
            completesWhenUnpairable: false,
            observer: consume observer,
            dequeue: zipDequeue(repeat each slots),
            transform: packApplying(resultSelector)
        )
        var index = 0
        for (source, slot) in repeat (each sources, each slots) {
            sink.subscribe(source, slot: slot, index: index)
            index += 1
        }
        return sink
    }
}

/// Takes the oldest element of every slot into a tuple (called under the sink's lock).
@inlinable
func zipDequeue<each Value>(_ slots: repeat ZipSlot<each Value>) -> () -> (repeat each Value) {
    { (repeat (each slots).dequeue()) }
}

/// The sink of every `zip`: the variadic forms (`Values` is a tuple) and the collection forms
/// (`Values` is an array).
@usableFromInline
final class ZipSink<Values, Result>: SerializingSink<Values, Result>, @unchecked Sendable {
    // Guarded by `lock`: `queued`, `emptyCount`, `isDone`, `doneCount` and the buffers of the slots
    // that `dequeue` reads. Immutable: `dequeue`, `subscriptions`, `completesWhenUnpairable`.

    /// How many elements wait in each source's slot.
    @usableFromInline
    @exclusivity(unchecked) var queued: [Int]
    /// How many slots have no element waiting.
    @usableFromInline
    @exclusivity(unchecked) var emptyCount: Int
    @usableFromInline
    @exclusivity(unchecked) var isDone: [Bool]
    @usableFromInline
    @exclusivity(unchecked) var doneCount = 0
    @usableFromInline
    let dequeue: () -> Values
    @usableFromInline
    let subscriptions: [SingleAssignmentDisposable]
    /// Whether an element that can never be paired (every other source completed) completes the
    /// result: RxSwift's rule for the collection form. The variadic forms complete only once every
    /// source completed.
    @usableFromInline
    let completesWhenUnpairable: Bool

    @inlinable
    init(
        arity: Int,
        completesWhenUnpairable: Bool,
        observer: @escaping Downstream<Result>,
        dequeue: @escaping () -> Values,
        transform: @escaping (Values) throws -> Result
    ) {
        self.completesWhenUnpairable = completesWhenUnpairable
        queued = Array(repeating: 0, count: arity)
        emptyCount = arity
        isDone = Array(repeating: false, count: arity)
        self.dequeue = dequeue
        subscriptions = (0..<arity).map { _ in SingleAssignmentDisposable() }
        super.init(observer: observer, transform: transform)
    }

    @inlinable
    func subscribe<Value>(_ source: Observable<Value>, slot: ZipSlot<Value>, index: Int) {
        subscriptions[index].setDisposable(source._subscribe { [self] event in on(event, slot: slot, index: index) })
    }

    @inlinable
    func on<Value>(_ event: Event<Value>, slot: ZipSlot<Value>, index: Int) {
        if case .completed = event {
            subscriptions[index].dispose()
        }
        synchronized {
            switch event {
            case .next(let value):
                if isFinished { return nil }
                slot.buffer.append(value)
                if queued[index] == 0 { emptyCount -= 1 }
                queued[index] += 1
                if emptyCount == 0 {
                    let values = dequeue()
                    for other in queued.indices {
                        queued[other] -= 1
                        if queued[other] == 0 { emptyCount += 1 }
                    }
                    return offer(values)
                }
                // Some source has nothing waiting. The collection form (as RxSwift's) completes
                // when every other source is done, since nothing can pair; the variadic forms wait
                // for every source to complete.
                guard completesWhenUnpairable else { return nil }
                let othersDone = doneCount - (isDone[index] ? 1 : 0)
                return othersDone == isDone.count - 1 ? finish(.completed) : nil
            case .error(let error):
                return finish(.error(error))
            case .completed:
                if isDone[index] { return nil }
                isDone[index] = true
                doneCount += 1
                return doneCount == isDone.count ? finish(.completed) : nil
            }
        }
    }

    @usableFromInline
    override func disposeCore() {
        for subscription in subscriptions {
            subscription.dispose()
        }
    }
}
