import Synchronization

extension ObservableType {
    /// Makes a connectable sequence that, once connected, sends the source's events into `subject`;
    /// observers subscribe to `subject`.
    ///
    /// ``ConnectableObservableType/connect()`` subscribes `subject` to the source; disposing the
    /// connection unsubscribes it. When the source ends, the connection ends with it; the same subject
    /// is used for every connection, so a subject that has ended stays ended.
    ///
    /// ```
    /// source:              --1--2--3--|
    /// multicast(s):  connect at ^
    ///   observer:            --2--3--|
    /// ```
    ///
    /// - Parameter subject: The subject that relays the source's events to the observers.
    /// - Returns: A connectable sequence.
    @inlinable
    public func multicast<Subject: SubjectType>(_ subject: Subject) -> ConnectableObservable<Subject.Element>
    where Subject.Observer.Element == Element {
        // The one subject is handed out on every call; subjects are safe to use from any thread.
        let box = UncheckedBox(subject)
        return ConnectableObservableAdapter(source: asObservable(), makeSubject: { box.value })
    }

    /// Makes a connectable sequence whose connections each relay the source through a subject made
    /// by `makeSubject`.
    ///
    /// A subject is made when the first observer subscribes or the sequence is connected, and used
    /// until that connection ends (disposed, or the source ended); the next subscription or connection
    /// makes a fresh one. So, unlike ``multicast(_:)``, the sequence can be connected again after the
    /// source ended.
    ///
    /// ```
    /// source:                        --1--2--|
    /// multicast(makeSubject: Publish):
    ///   observer (connected at 0):   --1--2--|
    /// ```
    ///
    /// - Parameter makeSubject: Makes the subject for a connection.
    /// - Returns: A connectable sequence.
    @inlinable
    public func multicast<Subject: SubjectType>(
        makeSubject: @escaping @Sendable () -> Subject
    ) -> ConnectableObservable<Subject.Element> where Subject.Observer.Element == Element {
        ConnectableObservableAdapter(source: asObservable(), makeSubject: makeSubject)
    }
}

/// The connectable sequence behind `multicast`, `publish`, `replay` and `replayAll`.
@usableFromInline
final class ConnectableObservableAdapter<Subject: SubjectType>:
    ConnectableObservable<Subject.Element>, @unchecked Sendable
{
    // `source` and `makeSubject` are immutable (`makeSubject` is the user's @Sendable closure, or
    // returns one shared subject); `subject` and `connection` are guarded by `lock`.
    @usableFromInline
    typealias Connection = MulticastConnection<Subject>

    @usableFromInline
    let source: Observable<Subject.Observer.Element>
    @usableFromInline
    let makeSubject: () -> Subject
    /// Makes the observer a connection subscribes to the source: it forwards each event to the
    /// subject. Written in the convenience `init`, where `Subject` is known: `connect()` is reached
    /// through the base class, as unspecialized generic code, and a closure made there would look
    /// type metadata up for every event.
    @usableFromInline
    let forwarder: (Connection, Subject) -> Downstream<Subject.Observer.Element>
    @usableFromInline
    let lock = Lock()
    @usableFromInline
    @exclusivity(unchecked) var subject: Subject?  // guarded by lock
    @usableFromInline
    @exclusivity(unchecked) var connection: Connection?  // guarded by lock

    @inlinable
    convenience init(source: Observable<Subject.Observer.Element>, makeSubject: @escaping () -> Subject) {
        self.init(source: source, makeSubject: makeSubject) { connection, subject in
            let observer = subject.asObserver()
            return { [connection] event in connection.forward(event, to: observer) }
        }
    }

    /// Only stores: ``forwarder`` is written in the convenience initializer (see `Producer`).
    @inlinable
    init(
        source: Observable<Subject.Observer.Element>, makeSubject: @escaping () -> Subject,
        forwarder: @escaping (Connection, Subject) -> Downstream<Subject.Observer.Element>
    ) {
        self.source = source
        self.makeSubject = makeSubject
        self.forwarder = forwarder
        super.init()
    }

    /// The current subject, made (outside the lock) if there is none.
    @inlinable
    func currentSubject() -> Subject {
        if let subject = lock.withLock({ subject }) { return subject }
        let made = makeSubject()
        return lock.withLock {
            if let subject { return subject }
            subject = made
            return made
        }
    }

    @inlinable
    override func _subscribe(_ observer: __owned @escaping Downstream<Subject.Element>) -> any Disposable {
        currentSubject().asObservable()._subscribe(observer)
    }

    @usableFromInline
    enum ConnectDecision {
        case existing(Connection)
        case new(Connection, Subject)
        case needSubject
    }

    @inlinable
    override func connect() -> any Disposable {
        while true {
            let decision = lock.withLock { () -> ConnectDecision in
                if let connection { return .existing(connection) }
                guard let subject else { return .needSubject }
                let made = Connection(adapter: self)
                connection = made
                return .new(made, subject)
            }
            switch decision {
            case .existing(let connection):
                return connection
            case .needSubject:
                _ = currentSubject()
            case .new(let connection, let subject):
                connection.run(source: source, observer: forwarder(connection, subject))
                return connection
            }
        }
    }

    /// Forgets `ended` and its subject, so the next subscription or connection starts afresh.
    @inlinable
    func connectionEnded(_ ended: Connection) {
        let released = lock.withLock { () -> Subject? in
            guard connection === ended else { return nil }
            connection = nil
            defer { subject = nil }
            return subject
        }
        _ = released  // the subject is released here, outside the lock
    }
}

/// One connection of a ``ConnectableObservableAdapter``: the source's subscription into the subject.
@usableFromInline
final class MulticastConnection<Subject: SubjectType>: Cancelable, @unchecked Sendable {
    // `adapter` is immutable (the cycle with the adapter is broken when the connection ends);
    // `ended` is atomic; `subscription` is thread-safe.
    @usableFromInline
    let adapter: ConnectableObservableAdapter<Subject>
    @usableFromInline
    let ended = Atomic<Bool>(false)
    @usableFromInline
    let subscription = SingleAssignmentDisposable()

    @inlinable
    init(adapter: ConnectableObservableAdapter<Subject>) {
        self.adapter = adapter
    }

    @inlinable
    func run(source: Observable<Subject.Observer.Element>, observer: @escaping Downstream<Subject.Observer.Element>) {
        subscription.setDisposable(source._subscribe(observer))
    }

    /// Passes a source event to the subject, unless the connection has ended.
    @inlinable
    func forward(_ event: Event<Subject.Observer.Element>, to observer: Subject.Observer) {
        if event.isStopEvent {
            // End the connection first, so observers reacting to the terminal event can connect anew.
            if !end() { return }
        } else if ended.load(ordering: .relaxed) {
            return
        }
        observer.on(event)
    }

    @inlinable
    var isDisposed: Bool {
        ended.load(ordering: .relaxed)
    }

    /// Ends the connection once; returns `true` for the call that ended it.
    @inlinable
    func end() -> Bool {
        if ended.exchange(true, ordering: .acquiringAndReleasing) { return false }
        adapter.connectionEnded(self)
        subscription.dispose()
        return true
    }

    @inlinable
    func dispose() {
        _ = end()
    }
}
