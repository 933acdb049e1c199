import Synchronization

extension ObservableType {
    /// Marks a point of a chain whose subscriptions and events a ``TraceRecording`` records; the
    /// events themselves pass through unchanged.
    ///
    /// While a recording is on, each subscription to this point gets its own number and records
    /// `subscribe`, every `next` (with `String(describing:)` of the element), `error`, `completed` and
    /// `dispose`, with the time and the thread. A subscription made inside
    /// ``TraceRecording/record(capacity:clock:_:)`` also records into that recording. While
    /// none is on, the point costs one atomic load per event. Write the recording as a timeline page or as Trace Event Format JSON to look at it
    /// (see <doc:SeeingStreams>).
    ///
    /// ```
    /// source:           --1--2--|
    /// trace("numbers"): --1--2--|     records subscribe, next 1, next 2, completed, dispose
    /// ```
    ///
    /// - Parameter name: The name of this point in the recording; points with the same name share
    ///   a track.
    /// - Returns: The source sequence, unchanged.
    @inlinable
    public func trace(_ name: String) -> Observable<Element> {
        TraceProducer(source: asObservable(), name: name)
    }
}

@usableFromInline
final class TraceProducer<Element>: Producer<Element>, @unchecked Sendable {
    // Immutable after init.
    @usableFromInline
    let source: Observable<Element>
    @usableFromInline
    let name: String

    @inlinable
    convenience init(source: Observable<Element>, name: String) {
        self.init(source: source, name: name) { producer, observer in
            let me = unsafeDowncast(producer, to: TraceProducer<Element>.self)
            let id = TraceSubscriptionID.next()
            let scoped = TraceRecording.scopedRecording()
            scoped?.append(.subscribe, point: me.name, subscription: id, value: nil)
            if TraceRecording.isOn.load(ordering: .relaxed) {
                TraceRecording.record(.subscribe, point: me.name, subscription: id)
            }
            let sink = TraceSink(observer: consume observer, name: me.name, id: id, scoped: scoped)
            sink.setUpstream(me.source._subscribe { [sink] event in sink.on(event) })
            return consume sink
        }
    }

    @inlinable
    init(source: Observable<Element>, name: String, run: @escaping Run) {
        self.source = source
        self.name = name
        super.init(run: run)
    }
}

@usableFromInline
final class TraceSink<Element>: Sink<Element>, @unchecked Sendable {
    // Immutable after init.
    @usableFromInline
    let name: String
    @usableFromInline
    let id: Int
    /// The recording of the ``TraceRecording/record(capacity:clock:_:)`` this subscription
    /// was made in, if any.
    @usableFromInline
    let scoped: TraceRecording?

    @inlinable
    init(observer: @escaping Downstream<Element>, name: String, id: Int, scoped: TraceRecording?) {
        self.name = name
        self.id = id
        self.scoped = scoped
        super.init(observer: observer)
    }

    @inlinable
    func on(_ event: Event<Element>) {
        if isDisposed { return }
        scoped?.append(event, point: name, subscription: id)
        if TraceRecording.isOn.load(ordering: .relaxed) {
            TraceRecording.record(event, point: name, subscription: id)
        }
        forwardOn(event)
    }

    @usableFromInline
    override func disposeCore() {
        scoped?.append(.dispose, point: name, subscription: id, value: nil)
        if TraceRecording.isOn.load(ordering: .relaxed) {
            TraceRecording.record(.dispose, point: name, subscription: id)
        }
    }
}
