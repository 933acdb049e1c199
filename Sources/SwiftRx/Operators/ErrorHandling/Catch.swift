extension ObservableType {
    /// Continues with the sequence a handler returns when the source fails: `source.catch { error in
    /// recovery }` (see ``CatchOperator``).
    @inlinable
    public var `catch`: CatchOperator<Self> {
        CatchOperator(self)
    }

    /// The RxSwift 5 spelling of ``catch``: `source.catchError { error in recovery }`.
    @available(*, deprecated, renamed: "catch")
    @inlinable
    public var catchError: CatchOperator<Self> {
        CatchOperator(self)
    }
}

extension ObservableConvertibleType where Self: ObservableType {
    /// `source.catch` as a function value, where its type is spelled:
    /// `let recover: (@escaping @Sendable (any Error) throws -> Observable<Int>) -> Observable<Int> =
    /// source.catch`.
    ///
    /// The function does what `source.catch(handler)` does: it continues with the sequence `handler`
    /// returns when the source fails. As every SwiftRx closure that may run on another thread, the
    /// handler is `@Sendable`. A reference with no type in context, and every call, use
    /// ``ObservableType/catch`` instead; this overload exists because a callable value does not
    /// convert to a function type (see ``CatchOperator``).
    ///
    /// ```
    /// source:                     --1--2--X
    /// recovery:                            --8--9--|
    /// recover({ _ in recovery }): --1--2----8--9--|
    /// ```
    @_disfavoredOverload
    @inlinable
    public var `catch`: (@escaping @Sendable (any Error) throws -> Observable<Element>) -> Observable<Element> {
        { [self] handler in CatchOperator(self)(handler) }
    }
}

/// The instance `catch` of a sequence: `source.catch { error in recovery }`.
///
/// A property holding a callable value rather than a method, called exactly like one: the static
/// `Observable.catch(sequence:)` shares the name, and in Swift 6 an instance method of that name would
/// stop it from inferring its element type from its arguments.
public struct CatchOperator<Source: ObservableType> {
    @usableFromInline
    let source: Source

    @inlinable
    init(_ source: Source) {
        self.source = source
    }

    /// Continues with the sequence `handler` returns when the source fails.
    ///
    /// Elements and completion of the source pass through unchanged. When the source sends an error,
    /// its subscription ends, `handler` is called with the error, and the sequence it returns is
    /// subscribed in its place: from then on its events are this sequence's events. If `handler`
    /// throws, the sequence fails with the thrown error. Events are delivered on whatever scheduler
    /// the source or the recovery sequence delivers them.
    ///
    /// ```
    /// source:          --1--2--X
    /// recovery:                 --8--9--|
    /// catch { _ in recovery }:
    ///                  --1--2----8--9--|
    /// ```
    ///
    /// - Parameter handler: Called with the source's error; returns the sequence to continue with.
    /// - Returns: The source's events until it fails, then the recovery sequence's events.
    @inlinable
    public func callAsFunction(
        _ handler: @escaping @Sendable (any Error) throws -> Observable<Source.Element>
    ) -> Observable<Source.Element> {
        CatchProducer(source: source.asObservable(), handler: handler)
    }

}

@usableFromInline
final class CatchProducer<Element>: Producer<Element>, @unchecked Sendable {
    // Immutable after init.
    @usableFromInline
    let source: Observable<Element>
    @usableFromInline
    let handler: @Sendable (any Error) throws -> Observable<Element>

    @inlinable
    convenience init(
        source: Observable<Element>, handler: @escaping @Sendable (any Error) throws -> Observable<Element>
    ) {
        self.init(source: source, handler: handler) { producer, observer in
            let me = unsafeDowncast(producer, to: CatchProducer<Element>.self)
            let sink = CatchSink(observer: consume observer, handler: me.handler)
            sink.run(me.source)
            return consume sink
        }
    }

    @inlinable
    init(
        source: Observable<Element>, handler: @escaping @Sendable (any Error) throws -> Observable<Element>,
        run: @escaping Run
    ) {
        self.source = source
        self.handler = handler
        super.init(run: run)
    }
}

@usableFromInline
final class CatchSink<Element>: Sink<Element>, @unchecked Sendable {
    // `handler` is immutable; `current` is a thread-safe SerialDisposable.
    @usableFromInline
    let handler: @Sendable (any Error) throws -> Observable<Element>
    @usableFromInline
    let current = SerialDisposable()

    @inlinable
    init(
        observer: @escaping Downstream<Element>, handler: @escaping @Sendable (any Error) throws -> Observable<Element>
    ) {
        self.handler = handler
        super.init(observer: observer)
    }

    @inlinable
    func run(_ source: Observable<Element>) {
        setUpstream(current)
        // The source may fail before `_subscribe` returns; the recovery subscription then replaces this
        // placeholder, which disposes the source subscription as soon as it is assigned.
        let first = SingleAssignmentDisposable()
        current.disposable = first
        first.setDisposable(source._subscribe { [self] event in on(event) })
    }

    @inlinable
    func on(_ event: Event<Element>) {
        switch event {
        case .next(let element):
            forwardNext(element)
        case .completed:
            forwardCompleted()
        case .error(let error):
            if isDisposed { return }
            let recovery: Observable<Element>
            do {
                recovery = try handler(error)
            } catch {
                forwardError(error)
                return
            }
            let second = SingleAssignmentDisposable()
            current.disposable = second
            second.setDisposable(recovery._subscribe { [self] event in forwardOn(event) })
        }
    }
}
