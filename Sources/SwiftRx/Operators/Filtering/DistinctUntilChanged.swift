extension ObservableType where Element: Equatable {
    /// Drops each element that is equal to the element passed on just before it.
    ///
    /// The first element always passes. Completes when the source completes and fails when it
    /// fails. Events are sent on the source's scheduler.
    ///
    /// ```
    /// source:                   --1--1--2--2--1--|
    /// distinctUntilChanged():   --1-----2-----1--|
    /// ```
    ///
    /// - Returns: The sequence without consecutive duplicates.
    @inlinable
    public func distinctUntilChanged() -> Observable<Element> {
        DistinctUntilChangedProducer(source: asObservable(), strategy: EquatableElementStrategy<Element>())
    }
}

extension ObservableType {
    /// Drops each element whose key, computed by `keySelector`, equals the key of the element
    /// passed on just before it.
    ///
    /// The first element always passes. Completes when the source completes and fails when it
    /// fails; an error thrown by `keySelector` ends the sequence with that error. Events are sent
    /// on the source's scheduler.
    ///
    /// ```
    /// source:                                  --"a"--"ab"--"cd"--"e"--|
    /// distinctUntilChanged { $0.count }:       --"a"--"ab"--------"e"--|
    /// ```
    ///
    /// - Parameter keySelector: Computes the key elements are compared by.
    /// - Returns: The sequence without consecutive elements of equal key.
    @inlinable
    public func distinctUntilChanged<Key: Equatable>(
        _ keySelector: @escaping @Sendable (Element) throws -> Key
    ) -> Observable<Element> {
        DistinctUntilChangedProducer(source: asObservable(), strategy: EquatableKeyStrategy(keySelector: keySelector))
    }

    /// Drops each element that `comparer` reports equal to the element passed on just before it.
    ///
    /// The first element always passes. Completes when the source completes and fails when it
    /// fails; an error thrown by `comparer` ends the sequence with that error. Events are sent on
    /// the source's scheduler.
    ///
    /// ```
    /// source:                                       --1--3--4--6--|
    /// distinctUntilChanged { $0 % 2 == $1 % 2 }:    --1-----4-----|
    /// ```
    ///
    /// - Parameter comparer: Returns `true` when the previous element passed on (first argument)
    ///   and the new element (second argument) count as equal.
    /// - Returns: The sequence without consecutive equal elements.
    @inlinable
    public func distinctUntilChanged(
        _ comparer: @escaping @Sendable (Element, Element) throws -> Bool
    ) -> Observable<Element> {
        DistinctUntilChangedProducer(source: asObservable(), strategy: ElementComparerStrategy(comparer: comparer))
    }

    /// Drops each element whose key, computed by `keySelector`, `comparer` reports equal to the
    /// key of the element passed on just before it.
    ///
    /// The first element always passes. Completes when the source completes and fails when it
    /// fails; an error thrown by `keySelector` or `comparer` ends the sequence with that error.
    /// Events are sent on the source's scheduler.
    ///
    /// ```
    /// source:                                                   --"a"--"B"--"b"--|
    /// distinctUntilChanged({ $0.lowercased() }, comparer: ==):  --"a"--"B"-------|
    /// ```
    ///
    /// - Parameters:
    ///   - keySelector: Computes the key elements are compared by.
    ///   - comparer: Returns `true` when two keys count as equal.
    /// - Returns: The sequence without consecutive elements of equal key.
    @inlinable
    public func distinctUntilChanged<K>(
        _ keySelector: @escaping @Sendable (Element) throws -> K,
        comparer: @escaping @Sendable (K, K) throws -> Bool
    ) -> Observable<Element> {
        DistinctUntilChangedProducer(
            source: asObservable(),
            strategy: KeyComparerStrategy(keySelector: keySelector, comparer: comparer)
        )
    }

    /// Drops each element whose property at `keyPath` equals that of the element passed on just
    /// before it.
    ///
    /// The first element always passes. Completes when the source completes and fails when it
    /// fails. Events are sent on the source's scheduler.
    ///
    /// ```
    /// source:                              --p(1)--p(1)--p(2)--|
    /// distinctUntilChanged(at: \.value):   --p(1)--------p(2)--|
    /// ```
    ///
    /// - Parameter keyPath: The property elements are compared by.
    /// - Returns: The sequence without consecutive elements of equal property.
    @inlinable
    public func distinctUntilChanged<Property: Equatable>(
        at keyPath: KeyPath<Element, Property>
    ) -> Observable<Element> {
        DistinctUntilChangedProducer(source: asObservable(), strategy: KeyPathStrategy(keyPath: keyPath))
    }
}

/// How `distinctUntilChanged` derives a key from an element and compares two keys. Each overload has
/// its own strategy, so `==` is called through a static conformance rather than a closure that would
/// have to capture a metatype.
@usableFromInline
protocol DistinctUntilChangedStrategy {
    associatedtype Element
    associatedtype Key
    func key(for element: Element) throws -> Key
    func areEqual(_ lhs: Key, _ rhs: Key) throws -> Bool
}

@usableFromInline
struct EquatableElementStrategy<Element: Equatable>: DistinctUntilChangedStrategy {
    @inlinable
    init() {}
    @inlinable
    func key(for element: Element) -> Element { element }
    @inlinable
    func areEqual(_ lhs: Element, _ rhs: Element) -> Bool { lhs == rhs }
}

@usableFromInline
struct EquatableKeyStrategy<Element, Key: Equatable>: DistinctUntilChangedStrategy {
    @usableFromInline
    let keySelector: @Sendable (Element) throws -> Key
    @inlinable
    init(keySelector: @escaping @Sendable (Element) throws -> Key) { self.keySelector = keySelector }
    @inlinable
    func key(for element: Element) throws -> Key { try keySelector(element) }
    @inlinable
    func areEqual(_ lhs: Key, _ rhs: Key) -> Bool { lhs == rhs }
}

@usableFromInline
struct ElementComparerStrategy<Element>: DistinctUntilChangedStrategy {
    @usableFromInline
    let comparer: @Sendable (Element, Element) throws -> Bool
    @inlinable
    init(comparer: @escaping @Sendable (Element, Element) throws -> Bool) { self.comparer = comparer }
    @inlinable
    func key(for element: Element) -> Element { element }
    @inlinable
    func areEqual(_ lhs: Element, _ rhs: Element) throws -> Bool { try comparer(lhs, rhs) }
}

@usableFromInline
struct KeyComparerStrategy<Element, Key>: DistinctUntilChangedStrategy {
    @usableFromInline
    let keySelector: @Sendable (Element) throws -> Key
    @usableFromInline
    let comparer: @Sendable (Key, Key) throws -> Bool
    @inlinable
    init(
        keySelector: @escaping @Sendable (Element) throws -> Key,
        comparer: @escaping @Sendable (Key, Key) throws -> Bool
    ) {
        self.keySelector = keySelector
        self.comparer = comparer
    }
    @inlinable
    func key(for element: Element) throws -> Key { try keySelector(element) }
    @inlinable
    func areEqual(_ lhs: Key, _ rhs: Key) throws -> Bool { try comparer(lhs, rhs) }
}

@usableFromInline
struct KeyPathStrategy<Element, Key: Equatable>: DistinctUntilChangedStrategy {
    @usableFromInline
    let keyPath: KeyPath<Element, Key>
    @inlinable
    init(keyPath: KeyPath<Element, Key>) { self.keyPath = keyPath }
    @inlinable
    func key(for element: Element) -> Key { element[keyPath: keyPath] }
    @inlinable
    func areEqual(_ lhs: Key, _ rhs: Key) -> Bool { lhs == rhs }
}

@usableFromInline
final class DistinctUntilChangedProducer<Strategy: DistinctUntilChangedStrategy>: Producer<Strategy.Element>,
    @unchecked Sendable
{
    // Immutable after init. The strategy holds only `@Sendable` closures or an immutable key path.
    @usableFromInline
    let source: Observable<Strategy.Element>
    @usableFromInline
    let strategy: Strategy

    @inlinable
    convenience init(source: Observable<Strategy.Element>, strategy: Strategy) {
        self.init(source: source, strategy: strategy) { producer, observer in
            let me = unsafeDowncast(producer, to: DistinctUntilChangedProducer<Strategy>.self)
            let sink = DistinctUntilChangedSink(observer: consume observer, strategy: me.strategy)
            sink.setUpstream(me.source._subscribe { [sink] event in sink.on(event) })
            return consume sink
        }
    }

    @inlinable
    init(source: Observable<Strategy.Element>, strategy: Strategy, run: @escaping Run) {
        self.source = source
        self.strategy = strategy
        super.init(run: run)
    }
}

@usableFromInline
final class DistinctUntilChangedSink<Strategy: DistinctUntilChangedStrategy>: Sink<Strategy.Element>,
    @unchecked Sendable
{
    // `currentKey` is touched only in `on(_:)`, which the source calls serially (event grammar);
    // `strategy` is immutable.
    @usableFromInline
    var currentKey: Strategy.Key?
    @usableFromInline
    let strategy: Strategy

    @inlinable
    init(observer: @escaping Downstream<Strategy.Element>, strategy: Strategy) {
        self.strategy = strategy
        super.init(observer: observer)
    }

    @inlinable
    func on(_ event: Event<Strategy.Element>) {
        switch event {
        case .next(let element):
            do {
                let key = try strategy.key(for: element)
                if let currentKey, try strategy.areEqual(currentKey, key) {
                    return
                }
                currentKey = key
            } catch {
                forwardError(error)
                return
            }
            forwardNext(element)
        case .error, .completed:
            forwardTerminal(event)
        }
    }
}
