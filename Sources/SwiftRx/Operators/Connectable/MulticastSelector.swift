extension ObservableType {
    /// For each subscription, relays the source through a fresh subject and subscribes to the
    /// sequence `selector` builds from it; the source is subscribed once per subscription, however
    /// often `selector` uses the subject.
    ///
    /// Per subscription: `subjectSelector` makes a subject, `selector` receives the subject as a
    /// sequence and returns the result sequence, the result is subscribed, and then the source is
    /// connected to the subject. The sequence emits what the result emits. An error thrown by either
    /// closure ends the sequence with that error. Disposing disposes both the result subscription and
    /// the connection.
    ///
    /// ```
    /// source:                                    --1--2--|
    /// multicast({ PublishSubject() }, selector: { s in zip(s, s.skip(1)) }):
    ///                                            -----x--|   x = (1, 2)
    /// ```
    ///
    /// - Parameters:
    ///   - subjectSelector: Makes the subject for one subscription.
    ///   - selector: Builds the result sequence from the shared source.
    /// - Returns: The result sequence's events.
    @inlinable
    public func multicast<Subject: SubjectType, Result>(
        _ subjectSelector: @escaping @Sendable () throws -> Subject,
        selector: @escaping @Sendable (Observable<Subject.Element>) throws -> Observable<Result>
    ) -> Observable<Result> where Subject.Observer.Element == Element {
        MulticastSelectorProducer(source: asObservable(), subjectSelector: subjectSelector, selector: selector)
    }
}

@usableFromInline
final class MulticastSelectorProducer<Subject: SubjectType, Result>: Producer<Result>, @unchecked Sendable {
    // Immutable after init.
    @usableFromInline
    let source: Observable<Subject.Observer.Element>
    @usableFromInline
    let subjectSelector: @Sendable () throws -> Subject
    @usableFromInline
    let selector: @Sendable (Observable<Subject.Element>) throws -> Observable<Result>

    @inlinable
    convenience init(
        source: Observable<Subject.Observer.Element>,
        subjectSelector: @escaping @Sendable () throws -> Subject,
        selector: @escaping @Sendable (Observable<Subject.Element>) throws -> Observable<Result>
    ) {
        self.init(source: source, subjectSelector: subjectSelector, selector: selector) { producer, observer in
            let me = unsafeDowncast(producer, to: MulticastSelectorProducer<Subject, Result>.self)
            let sink = ForwardingSink(observer: consume observer)
            do {
                let subject = try me.subjectSelector()
                // This subscription's own subject, used by its own connectable only.
                let box = UncheckedBox(subject)
                let connectable = ConnectableObservableAdapter(source: me.source, makeSubject: { box.value })
                let result = try me.selector(connectable.asObservable())
                let subscription = result._subscribe { [sink] event in sink.forwardOn(event) }
                sink.setUpstream(Disposables.create(subscription, connectable.connect()))
            } catch {
                sink.forwardError(error)
            }
            return consume sink
        }
    }

    @inlinable
    init(
        source: Observable<Subject.Observer.Element>, subjectSelector: @escaping @Sendable () throws -> Subject,
        selector: @escaping @Sendable (Observable<Subject.Element>) throws -> Observable<Result>, run: @escaping Run
    ) {
        self.source = source
        self.subjectSelector = subjectSelector
        self.selector = selector
        super.init(run: run)
    }
}
