extension ObservableType {
    /// Passes on the source's only element, and fails if it has none or more than one.
    ///
    /// The element is sent as soon as it arrives. The result completes when the source completes
    /// after exactly one element; it fails with ``RxError/noElements`` if the source completes
    /// without one, and with ``RxError/moreThanOneElement`` (disposing the source subscription) as
    /// soon as a second element arrives. Events are sent on the source's scheduler.
    ///
    /// ```
    /// source:    --1--|        --1--2--|       ---|
    /// single():  --1--|        --1--#          ---#
    /// ```
    ///
    /// - Returns: A sequence of the one element.
    @inlinable
    public func single() -> Observable<Element> {
        SingleElementProducer(source: asObservable(), predicate: nil)
    }

    /// Passes on the source's only element that satisfies `predicate`, and fails if none or more
    /// than one does.
    ///
    /// The matching element is sent as soon as it arrives. The result completes when the source
    /// completes after exactly one match; it fails with ``RxError/noElements`` if the source
    /// completes without a match, and with ``RxError/moreThanOneElement`` (disposing the source
    /// subscription) as soon as a second match arrives. An error thrown by `predicate` ends the
    /// sequence with that error. Events are sent on the source's scheduler.
    ///
    /// ```
    /// source:                     --1--2--3--|
    /// single { $0 % 2 == 0 }:     -----2-----|
    /// ```
    ///
    /// - Parameter predicate: Decides whether an element matches.
    /// - Returns: A sequence of the one matching element.
    @inlinable
    public func single(_ predicate: @escaping @Sendable (Element) throws -> Bool) -> Observable<Element> {
        SingleElementProducer(source: asObservable(), predicate: predicate)
    }
}

@usableFromInline
final class SingleElementProducer<Element>: Producer<Element>, @unchecked Sendable {
    // Immutable after init.
    @usableFromInline
    let source: Observable<Element>
    @usableFromInline
    let predicate: (@Sendable (Element) throws -> Bool)?

    @inlinable
    convenience init(source: Observable<Element>, predicate: (@Sendable (Element) throws -> Bool)?) {
        self.init(source: source, predicate: predicate) { producer, observer in
            let me = unsafeDowncast(producer, to: SingleElementProducer<Element>.self)
            let sink = SingleElementSink(observer: consume observer, predicate: me.predicate)
            sink.setUpstream(me.source._subscribe { [sink] event in sink.on(event) })
            return consume sink
        }
    }

    @inlinable
    init(source: Observable<Element>, predicate: (@Sendable (Element) throws -> Bool)?, run: @escaping Run) {
        self.source = source
        self.predicate = predicate
        super.init(run: run)
    }
}

@usableFromInline
final class SingleElementSink<Element>: Sink<Element>, @unchecked Sendable {
    // `seenMatch` is touched only in `on(_:)`, which the source calls serially (event grammar).
    @usableFromInline
    var seenMatch = false
    @usableFromInline
    let predicate: (@Sendable (Element) throws -> Bool)?

    @inlinable
    init(observer: @escaping Downstream<Element>, predicate: (@Sendable (Element) throws -> Bool)?) {
        self.predicate = predicate
        super.init(observer: observer)
    }

    @inlinable
    func on(_ event: Event<Element>) {
        switch event {
        case .next(let element):
            if let predicate {
                do {
                    guard try predicate(element) else { return }
                } catch {
                    forwardError(error)
                    return
                }
            }
            if seenMatch {
                forwardError(RxError.moreThanOneElement)
            } else {
                seenMatch = true
                forwardNext(element)
            }
        case .error(let error):
            forwardError(error)
        case .completed:
            if seenMatch {
                forwardCompleted()
            } else {
                forwardError(RxError.noElements)
            }
        }
    }
}
