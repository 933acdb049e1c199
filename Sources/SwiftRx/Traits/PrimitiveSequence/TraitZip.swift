import Synchronization

/// The engine behind `Single.zip`/`Maybe.zip`/`Completable.zip`-style operators over sources that emit
/// at most one element: it emits the array of all first elements once every source has produced
/// one, and completes once every source has completed (as RxSwift's `zip`, which these operators
/// are built on there).
///
/// An error from any source is passed on at once. When a source completes without an element the
/// result ends empty, once the others completed too. With no sources it emits `[]` and completes.
@usableFromInline
final class TraitZipProducer<Element>: Producer<[Element]>, @unchecked Sendable {
    // Immutable after init.
    @usableFromInline
    let sources: [Observable<Element>]

    @inlinable
    convenience init(sources: [Observable<Element>]) {
        self.init(sources: sources) { producer, observer in
            let me = unsafeDowncast(producer, to: TraitZipProducer<Element>.self)
            let sink = TraitZipSink(observer: observer, count: me.sources.count)
            sink.run(me.sources)
            return consume sink
        }
    }

    @inlinable
    init(sources: [Observable<Element>], run: @escaping Run) {
        self.sources = sources
        super.init(run: run)
    }
}

@usableFromInline
final class TraitZipSink<Element>: Sink<[Element]>, @unchecked Sendable {
    // `values`, `remaining` and `done` are guarded by `lock`; `count` is immutable; `subscriptions` is
    // itself thread-safe.
    @usableFromInline
    let lock = Lock()
    @usableFromInline
    @exclusivity(unchecked) var values: [Element?]  // guarded by lock
    @usableFromInline
    @exclusivity(unchecked) var remaining: Int  // guarded by lock
    /// How many sources completed.
    @usableFromInline
    @exclusivity(unchecked) var done = 0  // guarded by lock
    @usableFromInline
    let count: Int
    @usableFromInline
    let subscriptions = CompositeDisposable()

    @inlinable
    init(observer: @escaping Downstream<[Element]>, count: Int) {
        self.values = Array(repeating: nil, count: count)
        self.remaining = count
        self.count = count
        super.init(observer: observer)
    }

    @inlinable
    func run(_ sources: [Observable<Element>]) {
        if sources.isEmpty {
            forwardNext([])
            forwardCompleted()
            return
        }
        for (index, source) in sources.enumerated() {
            if isDisposed { return }
            subscriptions.insert(source._subscribe { [self] event in self.on(event, index: index) })
        }
    }

    @inlinable
    func on(_ event: Event<Element>, index: Int) {
        switch event {
        case .next(let value):
            let all = lock.withLock { () -> [Element]? in
                guard values[index] == nil else { return nil }
                values[index] = value
                remaining -= 1
                guard remaining == 0 else { return nil }
                defer { values = [] }
                return values.map { $0! }
            }
            if let all { forwardNext(all) }
        case .error(let error):
            forwardError(error)
        case .completed:
            // As RxSwift's zip, which these traits are built on: the result completes once every
            // source completed, even when one completed empty and no result can ever form.
            let allDone = lock.withLock { () -> Bool in
                done += 1
                return done == count
            }
            if allDone { forwardCompleted() }
        }
    }

    @usableFromInline
    override func disposeCore() {
        subscriptions.dispose()
    }
}

/// The engine behind `Completable.merge`/`Completable.zip`: completes once every source has completed,
/// fails with the first error. With no sources it completes at once.
@usableFromInline
final class CompletableMergeProducer: Producer<Never>, @unchecked Sendable {
    // Immutable after init.
    @usableFromInline
    let sources: [Observable<Never>]

    @inlinable
    convenience init(sources: [Observable<Never>]) {
        self.init(sources: sources) { producer, observer in
            let me = unsafeDowncast(producer, to: CompletableMergeProducer.self)
            let sink = CompletableMergeSink(observer: observer, count: me.sources.count)
            sink.run(me.sources)
            return consume sink
        }
    }

    @inlinable
    init(sources: [Observable<Never>], run: @escaping Run) {
        self.sources = sources
        super.init(run: run)
    }
}

@usableFromInline
final class CompletableMergeSink: Sink<Never>, @unchecked Sendable {
    // `remaining` is atomic; `subscriptions` is itself thread-safe.
    @usableFromInline
    let remaining: Atomic<Int>
    @usableFromInline
    let subscriptions = CompositeDisposable()

    @inlinable
    init(observer: @escaping Downstream<Never>, count: Int) {
        self.remaining = Atomic(count)
        super.init(observer: observer)
    }

    @inlinable
    func run(_ sources: [Observable<Never>]) {
        if sources.isEmpty {
            forwardCompleted()
            return
        }
        for source in sources {
            if isDisposed { return }
            subscriptions.insert(source._subscribe { [self] event in self.on(event) })
        }
    }

    @inlinable
    func on(_ event: Event<Never>) {
        switch event {
        case .error(let error):
            forwardError(error)
        case .completed:
            if remaining.subtract(1, ordering: .acquiringAndReleasing).newValue == 0 {
                forwardCompleted()
            }
        }
    }

    @usableFromInline
    override func disposeCore() {
        subscriptions.dispose()
    }
}
