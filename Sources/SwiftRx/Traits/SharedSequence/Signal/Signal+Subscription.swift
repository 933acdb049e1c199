extension SharedSequenceConvertibleType where SharingStrategy == SignalSharingStrategy {
    /// Emits the signal's elements (and completion) to the observers.
    ///
    /// Call it on the main thread; a call from another thread is reported as a
    /// ``GrammarViolation/Kind/notOnMainThread`` violation through ``Hooks``.
    ///
    /// - Parameter observers: The observers that receive every element.
    /// - Parameter file: The file of the call, used in diagnostics; filled in by the compiler.
    /// - Parameter line: The line of the call, used in diagnostics; filled in by the compiler.
    /// - Returns: The subscription; dispose it to stop emitting.
    @inlinable
    public func emit<Observer: ObserverType>(
        to observers: Observer...,
        file: StaticString = #fileID,
        line: UInt = #line
    ) -> any Disposable where Observer.Element == Element {
        consume("emit", observers: observers, file: file, line: line)
    }

    /// Emits the signal's elements (and completion) to observers of optional elements.
    ///
    /// Call it on the main thread; a call from another thread is reported through ``Hooks``.
    ///
    /// - Parameter observers: The observers that receive every element, wrapped in an optional.
    /// - Parameter file: The file of the call, used in diagnostics; filled in by the compiler.
    /// - Parameter line: The line of the call, used in diagnostics; filled in by the compiler.
    /// - Returns: The subscription; dispose it to stop emitting.
    @inlinable
    public func emit<Observer: ObserverType>(
        to observers: Observer...,
        file: StaticString = #fileID,
        line: UInt = #line
    ) -> any Disposable where Observer.Element == Element? {
        consume("emit", observers: observers, file: file, line: line)
    }

    /// Sends every element of the signal to `relays`; completion only ends the subscription.
    ///
    /// Call it on the main thread; a call from another thread is reported through ``Hooks``.
    ///
    /// ```
    /// signal:  --1--2--|
    /// relay:   --1--2---
    /// ```
    ///
    /// - Parameter relays: The relays that receive the elements.
    /// - Parameter file: The file of the call, used in diagnostics; filled in by the compiler.
    /// - Parameter line: The line of the call, used in diagnostics; filled in by the compiler.
    /// - Returns: The subscription; dispose it to stop emitting.
    @inlinable
    public func emit(
        to relays: PublishRelay<Element>...,
        file: StaticString = #fileID,
        line: UInt = #line
    ) -> any Disposable {
        consume("emit", relays: relays, file: file, line: line)
    }

    /// Sends every element of the signal, wrapped in an optional, to `relays`.
    ///
    /// - Parameter relays: The relays that receive the elements.
    /// - Parameter file: The file of the call, used in diagnostics; filled in by the compiler.
    /// - Parameter line: The line of the call, used in diagnostics; filled in by the compiler.
    /// - Returns: The subscription; dispose it to stop emitting.
    @inlinable
    public func emit(
        to relays: PublishRelay<Element?>...,
        file: StaticString = #fileID,
        line: UInt = #line
    ) -> any Disposable {
        consume("emit", relays: relays, file: file, line: line)
    }

    /// Makes every element of the signal the value of `relays`.
    ///
    /// - Parameter relays: The relays that receive the elements.
    /// - Parameter file: The file of the call, used in diagnostics; filled in by the compiler.
    /// - Parameter line: The line of the call, used in diagnostics; filled in by the compiler.
    /// - Returns: The subscription; dispose it to stop emitting.
    @inlinable
    public func emit(
        to relays: BehaviorRelay<Element>...,
        file: StaticString = #fileID,
        line: UInt = #line
    ) -> any Disposable {
        consume("emit", relays: relays, file: file, line: line)
    }

    /// Makes every element of the signal, wrapped in an optional, the value of `relays`.
    ///
    /// - Parameter relays: The relays that receive the elements.
    /// - Parameter file: The file of the call, used in diagnostics; filled in by the compiler.
    /// - Parameter line: The line of the call, used in diagnostics; filled in by the compiler.
    /// - Returns: The subscription; dispose it to stop emitting.
    @inlinable
    public func emit(
        to relays: BehaviorRelay<Element?>...,
        file: StaticString = #fileID,
        line: UInt = #line
    ) -> any Disposable {
        consume("emit", relays: relays, file: file, line: line)
    }

    /// Sends every element of the signal to `relays`, which buffer it for replay.
    ///
    /// - Parameter relays: The relays that receive the elements.
    /// - Parameter file: The file of the call, used in diagnostics; filled in by the compiler.
    /// - Parameter line: The line of the call, used in diagnostics; filled in by the compiler.
    /// - Returns: The subscription; dispose it to stop emitting.
    @inlinable
    public func emit(
        to relays: ReplayRelay<Element>...,
        file: StaticString = #fileID,
        line: UInt = #line
    ) -> any Disposable {
        consume("emit", relays: relays, file: file, line: line)
    }

    /// Sends every element of the signal, wrapped in an optional, to `relays`.
    ///
    /// - Parameter relays: The relays that receive the elements.
    /// - Parameter file: The file of the call, used in diagnostics; filled in by the compiler.
    /// - Parameter line: The line of the call, used in diagnostics; filled in by the compiler.
    /// - Returns: The subscription; dispose it to stop emitting.
    @inlinable
    public func emit(
        to relays: ReplayRelay<Element?>...,
        file: StaticString = #fileID,
        line: UInt = #line
    ) -> any Disposable {
        consume("emit", relays: relays, file: file, line: line)
    }

    /// Emits the signal's events to main-actor closures.
    ///
    /// Call it on the main thread. The closures run on the main actor: at once when the event arrives
    /// on the main thread (as it does for a signal); an event arriving on another thread is reported
    /// through ``Hooks`` and delivered later on the main queue.
    ///
    /// - Parameters:
    ///   - onNext: Called with each element.
    ///   - onCompleted: Called when the signal completes.
    ///   - onDisposed: Called once when the subscription ends.
    ///   - file: The file of the call, used in diagnostics; filled in by the compiler.
    ///   - line: The line of the call, used in diagnostics; filled in by the compiler.
    /// - Returns: The subscription; dispose it to stop emitting.
    @inlinable
    public func emit(
        onNext: (@MainActor (Element) -> Void)? = nil,
        onCompleted: (@MainActor () -> Void)? = nil,
        onDisposed: (@MainActor () -> Void)? = nil,
        file: StaticString = #fileID,
        line: UInt = #line
    ) -> any Disposable {
        consume("emit", onNext: onNext, onCompleted: onCompleted, onDisposed: onDisposed, file: file, line: line)
    }

    /// Emits the signal's events to main-actor closures that also receive `object`, held weakly: once
    /// it is deallocated the closures are no longer called.
    ///
    /// - Parameters:
    ///   - object: Passed to the closures; not retained.
    ///   - onNext: Called with the object and each element.
    ///   - onCompleted: Called with the object when the signal completes.
    ///   - onDisposed: Called with the object once the subscription ends.
    ///   - file: The file of the call, used in diagnostics; filled in by the compiler.
    ///   - line: The line of the call, used in diagnostics; filled in by the compiler.
    /// - Returns: The subscription; dispose it to stop emitting.
    @inlinable
    public func emit<Object: AnyObject>(
        with object: sending Object,
        onNext: (@MainActor (Object, Element) -> Void)? = nil,
        onCompleted: (@MainActor (Object) -> Void)? = nil,
        onDisposed: (@MainActor (Object) -> Void)? = nil,
        file: StaticString = #fileID,
        line: UInt = #line
    ) -> any Disposable {
        consume(
            "emit", with: object, onNext: onNext, onCompleted: onCompleted, onDisposed: onDisposed,
            file: file, line: line
        )
    }

    /// Subscribes to the signal only for its side effects (for example `do(onNext:)` upstream).
    ///
    /// - Returns: The subscription; dispose it to stop emitting.
    @inlinable
    public func emit(file: StaticString = #fileID, line: UInt = #line) -> any Disposable {
        consume("emit", onNext: nil, onCompleted: nil, onDisposed: nil, file: file, line: line)
    }
}
