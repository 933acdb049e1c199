extension SharedSequenceConvertibleType {
    /// Transforms each element; the result keeps the shared-sequence guarantees.
    ///
    /// ```
    /// source:          --1--2--|
    /// map { $0 * 10 }: --10-20-|
    /// ```
    ///
    /// - Parameter selector: Applied to each element.
    /// - Returns: The transformed shared sequence.
    @inlinable
    public consuming func map<Result>(
        _ selector: __owned @escaping @Sendable (Element) -> Result
    ) -> SharedSequence<SharingStrategy, Result> {
        // `self` is consumed first, so that the share of a chain of temporaries is held only here.
        let shared = (consume self).asSharedSequence()
        if Result.self == Element.self {
            let transform = unsafeBitCast(selector, to: (@Sendable (Element) -> Element).self)
            return unsafeBitCast(
                (consume shared).sharing { $0.map(transform) }, to: SharedSequence<SharingStrategy, Result>.self)
        }
        return SharedSequence(shared.asObservable().map(selector))
    }

    /// Passes on only the elements `predicate` accepts.
    ///
    /// ```
    /// source:            --1--2--3--4--|
    /// filter { even }:   -----2-----4--|
    /// ```
    ///
    /// - Parameter predicate: Decides whether an element passes.
    /// - Returns: The filtered shared sequence.
    @inlinable
    public consuming func filter(
        _ predicate: __owned @escaping @Sendable (Element) -> Bool
    ) -> SharedSequence<SharingStrategy, Element> {
        // `self` is consumed first, so that the share of a chain of temporaries is held only here.
        (consume self).asSharedSequence().sharing { $0.filter(predicate) }
    }

    /// Transforms each element and drops `nil` results.
    ///
    /// ```
    /// source:                 --"1"--"x"--"3"--|
    /// compactMap { Int($0) }: --1---------3----|
    /// ```
    ///
    /// - Parameter selector: Applied to each element; `nil` drops it.
    /// - Returns: The transformed shared sequence.
    @inlinable
    public func compactMap<Result>(
        _ selector: @escaping @Sendable (Element) -> Result?
    ) -> SharedSequence<SharingStrategy, Result> {
        SharedSequence(asObservable().compactMap(selector))
    }

    /// Runs side effects for the events and the subscription, and passes everything on.
    ///
    /// - Parameters:
    ///   - onNext: Runs with each element before it is passed on.
    ///   - afterNext: Runs with each element after it was passed on.
    ///   - onCompleted: Runs before completion is passed on.
    ///   - afterCompleted: Runs after completion was passed on.
    ///   - onSubscribe: Runs before the source is subscribed.
    ///   - onSubscribed: Runs after the source was subscribed.
    ///   - onDispose: Runs once, when the subscription ends.
    /// - Returns: The same shared sequence.
    @inlinable
    public consuming func `do`(
        onNext: (@Sendable (Element) -> Void)? = nil,
        afterNext: (@Sendable (Element) -> Void)? = nil,
        onCompleted: (@Sendable () -> Void)? = nil,
        afterCompleted: (@Sendable () -> Void)? = nil,
        onSubscribe: (@Sendable () -> Void)? = nil,
        onSubscribed: (@Sendable () -> Void)? = nil,
        onDispose: (@Sendable () -> Void)? = nil
    ) -> SharedSequence<SharingStrategy, Element> {
        (consume self).asSharedSequence().sharing {
            $0.do(
                onNext: onNext,
                afterNext: afterNext,
                onCompleted: onCompleted,
                afterCompleted: afterCompleted,
                onSubscribe: onSubscribe,
                onSubscribed: onSubscribed,
                onDispose: onDispose
            )
        }
    }

    /// Prints each event, subscription and disposal, and passes everything on.
    ///
    /// - Parameters:
    ///   - identifier: The label; `nil` for the place of this call.
    ///   - trimOutput: Shortens long event descriptions.
    ///   - file: Filled in by the compiler.
    ///   - line: Filled in by the compiler.
    ///   - function: Filled in by the compiler.
    /// - Returns: The same shared sequence.
    @inlinable
    public func debug(
        _ identifier: String? = nil,
        trimOutput: Bool = false,
        file: String = #file,
        line: UInt = #line,
        function: String = #function
    ) -> SharedSequence<SharingStrategy, Element> {
        SharedSequence(
            asObservable().debug(identifier, trimOutput: trimOutput, file: file, line: line, function: function)
        )
    }

    /// Drops elements equal to the key of the one before, as computed by `keySelector`.
    ///
    /// - Parameter keySelector: The key compared between consecutive elements.
    /// - Returns: The shared sequence without consecutive duplicates.
    @inlinable
    public consuming func distinctUntilChanged<Key: Equatable>(
        _ keySelector: @escaping @Sendable (Element) -> Key
    ) -> SharedSequence<SharingStrategy, Element> {
        (consume self).asSharedSequence().sharing { $0.distinctUntilChanged(keySelector) }
    }

    /// Drops elements that `comparer` says equal the one before.
    ///
    /// - Parameter comparer: `true` when two consecutive elements count as equal.
    /// - Returns: The shared sequence without consecutive duplicates.
    @inlinable
    public consuming func distinctUntilChanged(
        _ comparer: @escaping @Sendable (Element, Element) -> Bool
    ) -> SharedSequence<SharingStrategy, Element> {
        (consume self).asSharedSequence().sharing { $0.distinctUntilChanged(comparer) }
    }

    /// Drops elements whose key `comparer` says equals the key of the one before.
    ///
    /// - Parameters:
    ///   - keySelector: The key compared between consecutive elements.
    ///   - comparer: `true` when two keys count as equal.
    /// - Returns: The shared sequence without consecutive duplicates.
    @inlinable
    public consuming func distinctUntilChanged<Key>(
        _ keySelector: @escaping @Sendable (Element) -> Key,
        comparer: @escaping @Sendable (Key, Key) -> Bool
    ) -> SharedSequence<SharingStrategy, Element> {
        (consume self).asSharedSequence().sharing { $0.distinctUntilChanged(keySelector, comparer: comparer) }
    }

    /// Drops elements whose property at `keyPath` equals that of the one before.
    ///
    /// - Parameter keyPath: The property compared between consecutive elements.
    /// - Returns: The shared sequence without consecutive duplicates.
    @inlinable
    public consuming func distinctUntilChanged<Property: Equatable>(
        at keyPath: KeyPath<Element, Property>
    ) -> SharedSequence<SharingStrategy, Element> {
        (consume self).asSharedSequence().sharing { $0.distinctUntilChanged(at: keyPath) }
    }

    /// Emits each intermediate result of folding the elements into `seed` with `accumulator`.
    ///
    /// ```
    /// source:             --1--2--3--|
    /// scan(0, +):         --1--3--6--|
    /// ```
    ///
    /// - Parameters:
    ///   - seed: The starting value.
    ///   - accumulator: Combines the running value with the next element.
    /// - Returns: The shared sequence of running values.
    @inlinable
    public func scan<A>(
        _ seed: A,
        accumulator: @escaping @Sendable (A, Element) -> A
    ) -> SharedSequence<SharingStrategy, A> {
        SharedSequence(asObservable().scan(seed, accumulator: accumulator))
    }

    /// Emits each intermediate result of folding the elements into `seed`, mutated in place.
    ///
    /// - Parameters:
    ///   - seed: The starting value.
    ///   - accumulator: Updates the running value with the next element.
    /// - Returns: The shared sequence of running values.
    @inlinable
    public func scan<A>(
        into seed: A,
        accumulator: @escaping @Sendable (inout A, Element) -> Void
    ) -> SharedSequence<SharingStrategy, A> {
        SharedSequence(asObservable().scan(into: seed, accumulator: accumulator))
    }

    /// Emits `element` first, then the sequence's elements.
    ///
    /// ```
    /// source:          --1--2--|
    /// startWith(0):    0-1--2--|
    /// ```
    ///
    /// - Parameter element: The first element.
    /// - Returns: The shared sequence.
    @inlinable
    public consuming func startWith(_ element: Element) -> SharedSequence<SharingStrategy, Element> {
        (consume self).asSharedSequence().sharing { $0.startWith(element) }
    }

    /// Drops the first `count` elements.
    ///
    /// ```
    /// source:    --1--2--3--|
    /// skip(2):   --------3--|
    /// ```
    ///
    /// - Parameter count: How many elements to drop.
    /// - Returns: The shared sequence.
    @inlinable
    public consuming func skip(_ count: Int) -> SharedSequence<SharingStrategy, Element> {
        (consume self).asSharedSequence().sharing { $0.skip(count) }
    }

    /// Pairs each element with `obj`, held weakly; completes once `obj` is deallocated.
    ///
    /// - Parameters:
    ///   - obj: The object; not retained.
    ///   - resultSelector: Combines the object and each element.
    /// - Returns: The shared sequence of combined values.
    @inlinable
    public func withUnretained<Object: AnyObject, Out>(
        _ obj: sending Object,
        resultSelector: @escaping @Sendable (Object, Element) -> Out
    ) -> SharedSequence<SharingStrategy, Out> {
        SharedSequence(asObservable().withUnretained(obj, resultSelector: resultSelector))
    }

    /// Pairs each element with `obj`, held weakly; completes once `obj` is deallocated.
    ///
    /// - Parameter obj: The object; not retained.
    /// - Returns: The shared sequence of `(obj, element)` pairs.
    @inlinable
    public func withUnretained<Object: AnyObject>(
        _ obj: sending Object
    ) -> SharedSequence<SharingStrategy, (Object, Element)> {
        SharedSequence(asObservable().withUnretained(obj))
    }
}

extension SharedSequenceConvertibleType where Element: Equatable {
    /// Drops elements equal to the one before.
    ///
    /// ```
    /// source:                   --1--1--2--2--1--|
    /// distinctUntilChanged():   --1-----2-----1--|
    /// ```
    ///
    /// - Returns: The shared sequence without consecutive duplicates.
    @inlinable
    public consuming func distinctUntilChanged() -> SharedSequence<SharingStrategy, Element> {
        (consume self).asSharedSequence().sharing { $0.distinctUntilChanged() }
    }
}
