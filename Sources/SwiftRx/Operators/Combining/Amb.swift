import Synchronization

extension ObservableType {
    /// Mirrors whichever of the sources sends the first event (element, error or completion), and
    /// disposes the others.
    ///
    /// Sources are subscribed to in order; once one has sent an event, the remaining ones are not
    /// subscribed to and the other running ones are disposed. With no sources the result never
    /// sends anything. Events are delivered on the thread of the winning source.
    ///
    /// ```
    /// a:    -----1--2--|
    /// b:    ---3--4----|
    /// amb:  ---3--4----|
    /// ```
    ///
    /// - Parameter sequence: The competing sequences.
    /// - Returns: The events of the first source to send one.
    @inlinable
    public static func amb<Sources: Sequence>(_ sequence: Sources) -> Observable<Element>
    where Sources.Element == Observable<Element> {
        AmbProducer(Array(sequence))
    }

    /// Mirrors whichever of this sequence and another sends the first event: `a.amb(b)` (see
    /// ``AmbOperator``).
    @inlinable
    public var amb: AmbOperator<Self> {
        AmbOperator(self)
    }
}

extension ObservableConvertibleType where Self: ObservableType {
    /// `a.amb` as a function value, where its type is spelled:
    /// `let race: (Observable<Int>) -> Observable<Int> = a.amb`, or `others.map(a.amb)`.
    ///
    /// The function does what `a.amb(right)` does: it mirrors whichever of this sequence and `right`
    /// sends the first event, and disposes the other. It accepts any function type whose parameter is
    /// an observable sequence of this element type. A reference with no type in context, and every
    /// call, use ``ObservableType/amb`` instead; this overload exists because a callable value does
    /// not convert to a function type (see ``AmbOperator``).
    ///
    /// ```
    /// self:        -----1--2--|
    /// right:       ---3--4----|
    /// race(right): ---3--4----|
    /// ```
    @_disfavoredOverload
    @inlinable
    public var amb: (any ObservableType<Element>) -> Observable<Element> {
        { [self] right in AmbOperator(self)(right) }
    }
}

/// The instance `amb` of a sequence: `a.amb(b)`.
///
/// A property holding a callable value rather than a method, called exactly like one: the static
/// `Observable.amb(_:)` shares the name, and in Swift 6 an instance method of that name would
/// stop it from inferring its element type from its arguments.
public struct AmbOperator<Source: ObservableType> {
    @usableFromInline
    let source: Source

    @inlinable
    init(_ source: Source) {
        self.source = source
    }

    /// Mirrors whichever of this sequence and `right` sends the first event (element, error or
    /// completion), and disposes the other.
    ///
    /// Events are delivered on the thread of the winning sequence.
    ///
    /// ```
    /// self:  -----1--2--|
    /// right: ---3--4----|
    /// amb:   ---3--4----|
    /// ```
    ///
    /// - Parameter right: The sequence competing with this one.
    /// - Returns: The events of the first sequence to send one.
    @inlinable
    public func callAsFunction<Right: ObservableType>(_ right: Right) -> Observable<Source.Element>
    where Right.Element == Source.Element {
        AmbProducer([source.asObservable(), right.asObservable()])
    }
}

@usableFromInline
final class AmbProducer<Element>: Producer<Element>, @unchecked Sendable {
    // Immutable after init.
    @usableFromInline
    let sources: [Observable<Element>]

    @inlinable
    convenience init(_ sources: [Observable<Element>]) {
        self.init(sources) { producer, observer in
            let sources = unsafeDowncast(producer, to: AmbProducer<Element>.self).sources
            let sink = AmbSink<Element>(observer: consume observer, count: sources.count)
            sink.run(sources)
            return consume sink
        }
    }

    @inlinable
    init(_ sources: [Observable<Element>], run: @escaping Run) {
        self.sources = sources
        super.init(run: run)
    }
}

/// Lets the first source to send an event win: an atomic compare-and-exchange picks it, so only the
/// winner ever forwards, and a single source is serial by contract.
@usableFromInline
final class AmbSink<Element>: Sink<Element>, @unchecked Sendable {
    // `winner` is atomic; `subscriptions` is immutable (the disposables are thread-safe).

    /// The index of the winning source, or -1 while undecided.
    @usableFromInline
    let winner = Atomic<Int>(-1)
    @usableFromInline
    let subscriptions: [SingleAssignmentDisposable]

    @inlinable
    init(observer: @escaping Downstream<Element>, count: Int) {
        subscriptions = (0..<count).map { _ in SingleAssignmentDisposable() }
        super.init(observer: observer)
    }

    @inlinable
    func run(_ sources: [Observable<Element>]) {
        for (index, source) in sources.enumerated() {
            if isDisposed || winner.load(ordering: .acquiring) >= 0 { return }
            subscriptions[index].setDisposable(source._subscribe { [self] event in on(event, from: index) })
        }
    }

    @inlinable
    func on(_ event: Event<Element>, from index: Int) {
        let current = winner.load(ordering: .acquiring)
        if current == index {
            forwardOn(event)
            return
        }
        if current >= 0 { return }
        let (won, _) = winner.compareExchange(expected: -1, desired: index, ordering: .acquiringAndReleasing)
        if !won { return }
        for (other, subscription) in subscriptions.enumerated() where other != index {
            subscription.dispose()
        }
        forwardOn(event)
    }

    @inlinable
    override func disposeCore() {
        for subscription in subscriptions {
            subscription.dispose()
        }
    }
}
