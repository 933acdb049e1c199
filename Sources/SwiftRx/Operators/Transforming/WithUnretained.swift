extension ObservableType {
    /// Combines each element with `obj`, which the sequence holds only weakly, using
    /// `resultSelector`; completes as soon as an element arrives after `obj` was deallocated.
    ///
    /// Use it to reach `self` in a chain without a retain cycle or an optional. When an element
    /// arrives and `obj` is gone, the element is dropped, the result completes and the source
    /// subscription is disposed. Otherwise it completes when the source completes and fails when
    /// the source fails. Events are sent on the source's scheduler.
    ///
    /// ```
    /// source:                                --1--2--3--4--
    /// obj:                                   alive x            (deallocated after 2)
    /// withUnretained(obj) { ($0.id, $1) }:   --a--b--|          a = (id, 1), b = (id, 2)
    /// ```
    ///
    /// - Parameters:
    ///   - obj: The object to pass along with each element; not retained.
    ///   - resultSelector: Combines the object and an element into the result.
    /// - Returns: The sequence of combined values.
    @inlinable
    public func withUnretained<Object: AnyObject, Out>(
        _ obj: sending Object,
        resultSelector: @escaping @Sendable (Object, Element) -> Out
    ) -> Observable<Out> {
        WithUnretainedProducer(source: asObservable(), object: obj, resultSelector: resultSelector)
    }

    /// Pairs each element with `obj`, which the sequence holds only weakly; completes as soon as an
    /// element arrives after `obj` was deallocated.
    ///
    /// When an element arrives and `obj` is gone, the element is dropped, the result completes and
    /// the source subscription is disposed. Otherwise it completes when the source completes and
    /// fails when the source fails. Events are sent on the source's scheduler.
    ///
    /// ```
    /// source:                 --1--------2--------3--
    /// obj:                    alive ----------x         (deallocated after 2)
    /// withUnretained(obj):    --(obj,1)--(obj,2)--|
    /// ```
    ///
    /// - Parameter obj: The object to pass along with each element; not retained.
    /// - Returns: The sequence of `(object, element)` pairs.
    @inlinable
    public func withUnretained<Object: AnyObject>(_ obj: sending Object) -> Observable<(Object, Element)> {
        withUnretained(obj) { ($0, $1) }
    }
}

@usableFromInline
final class WithUnretainedProducer<Source, Object: AnyObject, Out>: Producer<Out>, @unchecked Sendable {
    // Immutable after init (`object` is a weak reference set once).
    @usableFromInline
    let source: Observable<Source>
    @usableFromInline
    let object: WeakBox<Object>
    @usableFromInline
    let resultSelector: @Sendable (Object, Source) -> Out

    @inlinable
    convenience init(
        source: Observable<Source>, object: Object, resultSelector: @escaping @Sendable (Object, Source) -> Out
    ) {
        self.init(source: source, object: object, resultSelector: resultSelector) { producer, observer in
            let me = unsafeDowncast(producer, to: WithUnretainedProducer<Source, Object, Out>.self)
            let sink = WithUnretainedSink(
                observer: consume observer, object: me.object, resultSelector: me.resultSelector)
            sink.setUpstream(me.source._subscribe { [sink] event in sink.on(event) })
            return consume sink
        }
    }

    @inlinable
    init(
        source: Observable<Source>, object: Object, resultSelector: @escaping @Sendable (Object, Source) -> Out,
        run: @escaping Run
    ) {
        self.source = source
        self.object = WeakBox(object)
        self.resultSelector = resultSelector
        super.init(run: run)
    }
}

@usableFromInline
final class WithUnretainedSink<Source, Object: AnyObject, Out>: Sink<Out>, @unchecked Sendable {
    // Immutable after init (`object` is a weak reference set once).
    @usableFromInline
    let object: WeakBox<Object>
    @usableFromInline
    let resultSelector: @Sendable (Object, Source) -> Out

    @inlinable
    init(
        observer: @escaping Downstream<Out>,
        object: WeakBox<Object>,
        resultSelector: @escaping @Sendable (Object, Source) -> Out
    ) {
        self.object = object
        self.resultSelector = resultSelector
        super.init(observer: observer)
    }

    @inlinable
    func on(_ event: Event<Source>) {
        switch event {
        case .next(let element):
            guard let object = object.value else {
                forwardCompleted()
                return
            }
            forwardNext(resultSelector(object, element))
        case .error(let error):
            forwardError(error)
        case .completed:
            forwardCompleted()
        }
    }
}
