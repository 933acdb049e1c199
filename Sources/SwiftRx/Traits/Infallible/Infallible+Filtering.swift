extension InfallibleType {
    /// Passes on only the elements for which `predicate` returns `true`.
    ///
    /// ```
    /// source:                  --1--2--3--4--|
    /// filter { $0 % 2 == 0 }:  -----2-----4--|
    /// ```
    ///
    /// - Parameter predicate: Decides whether an element passes; cannot throw.
    /// - Returns: The filtered infallible sequence.
    @inlinable
    public func filter(_ predicate: @escaping @Sendable (Element) -> Bool) -> Infallible<Element> {
        Infallible(asObservable().filter(predicate))
    }

    /// Drops elements equal to the element before them.
    ///
    /// ```
    /// source:                 --1--1--2--2--1--|
    /// distinctUntilChanged(): --1-----2-----1--|
    /// ```
    ///
    /// - Returns: The infallible sequence without consecutive duplicates.
    @inlinable
    public func distinctUntilChanged() -> Infallible<Element> where Element: Equatable {
        Infallible(asObservable().distinctUntilChanged())
    }

    /// Drops elements whose key equals the key of the element before them.
    ///
    /// ```
    /// source:                              --a1--a2--b1--|
    /// distinctUntilChanged { $0.letter }:  --a1------b1--|
    /// ```
    ///
    /// - Parameter keySelector: The key elements are compared by.
    /// - Returns: The infallible sequence without consecutive duplicate keys.
    @inlinable
    public func distinctUntilChanged<Key: Equatable>(
        _ keySelector: @escaping @Sendable (Element) -> Key
    ) -> Infallible<Element> {
        Infallible(asObservable().distinctUntilChanged(keySelector))
    }

    /// Drops elements that `comparer` finds equal to the element before them.
    ///
    /// ```
    /// source:                                    --1--3--4--|
    /// distinctUntilChanged { $0 % 2 == $1 % 2 }: --1-----4--|
    /// ```
    ///
    /// - Parameter comparer: Returns `true` when two consecutive elements count as equal.
    /// - Returns: The infallible sequence without consecutive duplicates.
    @inlinable
    public func distinctUntilChanged(
        _ comparer: @escaping @Sendable (Element, Element) -> Bool
    ) -> Infallible<Element> {
        Infallible(asObservable().distinctUntilChanged(comparer))
    }

    /// Drops elements whose key `comparer` finds equal to the key of the element before them.
    ///
    /// ```
    /// source:                                       --a1--a2--b1--|
    /// distinctUntilChanged(\.letter, comparer: ==): --a1------b1--|
    /// ```
    ///
    /// - Parameters:
    ///   - keySelector: The key elements are compared by.
    ///   - comparer: Returns `true` when two keys count as equal.
    /// - Returns: The infallible sequence without consecutive duplicate keys.
    @inlinable
    public func distinctUntilChanged<K>(
        _ keySelector: @escaping @Sendable (Element) -> K,
        comparer: @escaping @Sendable (K, K) -> Bool
    ) -> Infallible<Element> {
        Infallible(asObservable().distinctUntilChanged(keySelector, comparer: comparer))
    }

    /// Drops elements whose property at `keyPath` equals that of the element before them.
    ///
    /// ```
    /// source:                             --a1--a2--b1--|
    /// distinctUntilChanged(at: \.letter): --a1------b1--|
    /// ```
    ///
    /// - Parameter keyPath: The property elements are compared by.
    /// - Returns: The infallible sequence without consecutive duplicate properties.
    @inlinable
    public func distinctUntilChanged<Property: Equatable>(
        at keyPath: KeyPath<Element, Property>
    ) -> Infallible<Element> {
        Infallible(asObservable().distinctUntilChanged(at: keyPath))
    }

    /// Sends the first `count` elements, then completes.
    ///
    /// ```
    /// source:   --1--2--3--|
    /// take(2):  --1--(2|)
    /// ```
    ///
    /// - Parameter count: How many elements to send.
    /// - Returns: The shortened infallible sequence.
    @inlinable
    public func take(_ count: Int) -> Infallible<Element> {
        Infallible(asObservable().take(count))
    }

    /// Sends elements while `predicate` holds; completes at the first element for which it does
    /// not (sending that element too with `.inclusive`).
    ///
    /// ```
    /// source:                  --1--2--5--1--|
    /// take(while: { $0 < 3 }): --1--2--|
    /// ```
    ///
    /// - Parameters:
    ///   - predicate: Decides whether to keep going.
    ///   - behavior: Whether the element that fails the predicate is sent.
    /// - Returns: The shortened infallible sequence.
    @inlinable
    public func take(
        while predicate: @escaping @Sendable (Element) -> Bool,
        behavior: TakeBehavior = .exclusive
    ) -> Infallible<Element> {
        Infallible(asObservable().take(while: predicate, behavior: behavior))
    }

    /// Sends elements until `predicate` holds for one; completes then (sending that element too with
    /// `.inclusive`).
    ///
    /// ```
    /// source:                    --1--2--5--1--|
    /// take(until: { $0 > 3 }):   --1--2--|
    /// ```
    ///
    /// - Parameters:
    ///   - predicate: Decides when to stop.
    ///   - behavior: Whether the element that satisfies the predicate is sent.
    /// - Returns: The shortened infallible sequence.
    @inlinable
    public func take(
        until predicate: @escaping @Sendable (Element) -> Bool,
        behavior: TakeBehavior = .exclusive
    ) -> Infallible<Element> {
        Infallible(asObservable().take(until: predicate, behavior: behavior))
    }

    /// Sends the elements that arrive within `duration` of subscribing, then completes.
    ///
    /// ```
    /// source:              --1--2--3--4--|
    /// take(for: 7 ticks):  --1--2-|
    /// ```
    ///
    /// - Parameters:
    ///   - duration: How long to pass elements on.
    ///   - scheduler: The scheduler that runs the timer.
    /// - Returns: The shortened infallible sequence.
    @inlinable
    public func take(for duration: RxTimeInterval, scheduler: any SchedulerType) -> Infallible<Element>
    where Element: Sendable {
        Infallible(asObservable().take(for: duration, scheduler: scheduler))
    }

    /// Drops the first `count` elements.
    ///
    /// ```
    /// source:   --1--2--3--|
    /// skip(2):  --------3--|
    /// ```
    ///
    /// - Parameter count: How many elements to drop.
    /// - Returns: The infallible sequence without its first elements.
    @inlinable
    public func skip(_ count: Int) -> Infallible<Element> {
        Infallible(asObservable().skip(count))
    }

    /// Drops elements while `predicate` holds, then sends every later element.
    ///
    /// ```
    /// source:                    --1--2--5--1--|
    /// skip(while: { $0 < 3 }):   --------5--1--|
    /// ```
    ///
    /// - Parameter predicate: Decides whether to keep dropping.
    /// - Returns: The infallible sequence from the first element that fails the predicate.
    @inlinable
    public func skip(while predicate: @escaping @Sendable (Element) -> Bool) -> Infallible<Element> {
        Infallible(asObservable().skip(while: predicate))
    }

    /// Drops the elements that arrive within `duration` of subscribing.
    ///
    /// ```
    /// source:          --1--2--3--|
    /// skip(4 ticks):   -----2--3--|
    /// ```
    ///
    /// - Parameters:
    ///   - duration: How long to drop elements.
    ///   - scheduler: The scheduler that runs the timer.
    /// - Returns: The infallible sequence without its early elements.
    @inlinable
    public func skip(_ duration: RxTimeInterval, scheduler: any SchedulerType) -> Infallible<Element>
    where Element: Sendable {
        Infallible(asObservable().skip(duration, scheduler: scheduler))
    }
}
