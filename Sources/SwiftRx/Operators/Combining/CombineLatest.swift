extension ObservableType {
    /// Combines the latest elements of two or more sources with `resultSelector`, each time any of
    /// them produces an element, once every source has produced at least one.
    ///
    /// Takes any number of sources from two up (RxSwift offers two to eight), each of its own
    /// element type. It completes when every source has completed, or as soon as a source produces
    /// an element while all the others have completed and one of them never produced anything
    /// (no combination can ever be made then). It fails with the first error of any source, or the
    /// error `resultSelector` throws. A source's subscription is released as soon as it completes.
    /// Elements are delivered on the thread of the source that caused them, one at a time, even when
    /// the sources emit concurrently; `resultSelector` never runs concurrently with itself.
    ///
    /// ```
    /// a:                    --1-----2-----3--|
    /// b:                    -----A-----B------|
    /// combineLatest(a, b)
    ///   { "\($0)\($1)" }:   -----1A-2A-2B-3B--|
    /// ```
    ///
    /// - Parameters:
    ///   - source1: The first source.
    ///   - source2: The second source.
    ///   - sources: More sources, if any.
    ///   - resultSelector: Combines the latest element of each source, in argument order.
    /// - Returns: The sequence of combinations.
    @inlinable
    public static func combineLatest<O1: ObservableType, O2: ObservableType, each O: ObservableType>(
        _ source1: O1,
        _ source2: O2,
        _ sources: repeat each O,
        resultSelector: @escaping @Sendable (O1.Element, O2.Element, repeat (each O).Element) throws -> Element
    ) -> Observable<Element> {
        CombineLatestProducer(
            source1.asObservable(),
            source2.asObservable(),
            repeat (each sources).asObservable(),
            resultSelector: resultSelector
        )
    }
}

/// The latest element of one source of a `combineLatest`.
@usableFromInline
final class LatestSlot<Value>: @unchecked Sendable {
    // `value` is guarded by the lock of the sink that owns the slot.
    @usableFromInline
    @exclusivity(unchecked) var value: Value?

    @inlinable
    init() {}

    @inlinable
    init(for source: Observable<Value>) {}

    /// The latest element; only read once every slot has one.
    @inlinable
    func current() -> Value {
        value!
    }
}

@usableFromInline
final class CombineLatestProducer<Result>: Producer<Result>, @unchecked Sendable {
    // Stores nothing: the sources and the selector are captured by the run closure, because the
    // compiler cannot yet expand a stored tuple of pack type inside a closure.

    @inlinable
    convenience init<each Source>(
        _ sources: repeat Observable<each Source>,
        resultSelector: @escaping @Sendable (repeat each Source) throws -> Result
    ) {
        self.init { _, observer in
            CombineLatestProducer.run(repeat each sources, observer: consume observer, resultSelector: resultSelector)
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
        let slots = (repeat LatestSlot(for: each sources))
        let sink = CombineLatestSink(
            arity: packCount(repeat each sources),
            observer: consume observer,
            snapshot: latestValues(repeat each slots),
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

/// Reads every slot's latest value into a tuple (called under the sink's lock).
@inlinable
func latestValues<each Value>(_ slots: repeat LatestSlot<each Value>) -> () -> (repeat each Value) {
    { (repeat (each slots).current()) }
}

/// The sink of every `combineLatest`: the variadic forms (`Values` is a tuple) and the collection
/// forms (`Values` is an array).
@usableFromInline
final class CombineLatestSink<Values, Result>: SerializingSink<Values, Result>, @unchecked Sendable {
    // Guarded by `lock`: `hasValue`, `valueCount`, `isDone`, `doneCount` and the values of the slots
    // that `snapshot` reads. Immutable: `snapshot`, `subscriptions`.

    @usableFromInline
    @exclusivity(unchecked) var hasValue: [Bool]
    @usableFromInline
    @exclusivity(unchecked) var valueCount = 0
    @usableFromInline
    @exclusivity(unchecked) var isDone: [Bool]
    @usableFromInline
    @exclusivity(unchecked) var doneCount = 0
    @usableFromInline
    let snapshot: () -> Values
    @usableFromInline
    let subscriptions: [SingleAssignmentDisposable]

    @inlinable
    init(
        arity: Int,
        observer: @escaping Downstream<Result>,
        snapshot: @escaping () -> Values,
        transform: @escaping (Values) throws -> Result
    ) {
        hasValue = Array(repeating: false, count: arity)
        isDone = Array(repeating: false, count: arity)
        self.snapshot = snapshot
        subscriptions = (0..<arity).map { _ in SingleAssignmentDisposable() }
        super.init(observer: observer, transform: transform)
    }

    @inlinable
    func subscribe<Value>(_ source: Observable<Value>, slot: LatestSlot<Value>, index: Int) {
        subscriptions[index].setDisposable(source._subscribe { [self] event in on(event, slot: slot, index: index) })
    }

    @inlinable
    func on<Value>(_ event: Event<Value>, slot: LatestSlot<Value>, index: Int) {
        if case .completed = event {
            subscriptions[index].dispose()
        }
        synchronized {
            switch event {
            case .next(let value):
                if isFinished { return nil }
                slot.value = value
                if !hasValue[index] {
                    hasValue[index] = true
                    valueCount += 1
                }
                if valueCount == hasValue.count {
                    return offer(snapshot())
                }
                // Some source has no element yet; if it and all the others are done, none will come.
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

    /// Delivers the result for no sources at all: `transform` of the empty snapshot, then completion.
    @inlinable
    func completeWithoutSources() {
        synchronized {
            let first = offer(snapshot())
            _ = finish(.completed)
            return first
        }
    }

    @usableFromInline
    override func disposeCore() {
        for subscription in subscriptions {
            subscription.dispose()
        }
    }
}
