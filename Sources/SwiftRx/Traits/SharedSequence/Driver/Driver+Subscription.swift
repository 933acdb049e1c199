extension SharedSequenceConvertibleType where SharingStrategy == DriverSharingStrategy {
    /// Drives the observers with the driver's elements (and completion).
    ///
    /// Call it on the main thread; a call from another thread is reported as a
    /// ``GrammarViolation/Kind/notOnMainThread`` violation through ``Hooks``.
    ///
    /// - Parameter observers: The observers that receive every element.
    /// - Parameter file: The file of the call, used in diagnostics; filled in by the compiler.
    /// - Parameter line: The line of the call, used in diagnostics; filled in by the compiler.
    /// - Returns: The subscription; dispose it to stop driving.
    @inlinable
    public func drive<Observer: ObserverType>(
        _ observers: Observer...,
        file: StaticString = #fileID,
        line: UInt = #line
    ) -> any Disposable where Observer.Element == Element {
        consume("drive", observers: observers, file: file, line: line)
    }

    /// Drives observers of optional elements with the driver's elements (and completion).
    ///
    /// Call it on the main thread; a call from another thread is reported through ``Hooks``.
    ///
    /// - Parameter observers: The observers that receive every element, wrapped in an optional.
    /// - Parameter file: The file of the call, used in diagnostics; filled in by the compiler.
    /// - Parameter line: The line of the call, used in diagnostics; filled in by the compiler.
    /// - Returns: The subscription; dispose it to stop driving.
    @inlinable
    public func drive<Observer: ObserverType>(
        _ observers: Observer...,
        file: StaticString = #fileID,
        line: UInt = #line
    ) -> any Disposable where Observer.Element == Element? {
        consume("drive", observers: observers, file: file, line: line)
    }

    /// Makes every element of the driver the value of `relays`; completion leaves them as they are.
    ///
    /// Call it on the main thread; a call from another thread is reported through ``Hooks``.
    ///
    /// ```
    /// driver:       --1--2--|
    /// relay.value:  0-1--2---
    /// ```
    ///
    /// - Parameter relays: The relays that receive the elements.
    /// - Parameter file: The file of the call, used in diagnostics; filled in by the compiler.
    /// - Parameter line: The line of the call, used in diagnostics; filled in by the compiler.
    /// - Returns: The subscription; dispose it to stop driving.
    @inlinable
    public func drive(
        _ relays: BehaviorRelay<Element>...,
        file: StaticString = #fileID,
        line: UInt = #line
    ) -> any Disposable {
        consume("drive", relays: relays, file: file, line: line)
    }

    /// Makes every element of the driver, wrapped in an optional, the value of `relays`.
    ///
    /// - Parameter relays: The relays that receive the elements.
    /// - Parameter file: The file of the call, used in diagnostics; filled in by the compiler.
    /// - Parameter line: The line of the call, used in diagnostics; filled in by the compiler.
    /// - Returns: The subscription; dispose it to stop driving.
    @inlinable
    public func drive(
        _ relays: BehaviorRelay<Element?>...,
        file: StaticString = #fileID,
        line: UInt = #line
    ) -> any Disposable {
        consume("drive", relays: relays, file: file, line: line)
    }

    /// Sends every element of the driver to `relays`, which buffer it for replay.
    ///
    /// - Parameter relays: The relays that receive the elements.
    /// - Parameter file: The file of the call, used in diagnostics; filled in by the compiler.
    /// - Parameter line: The line of the call, used in diagnostics; filled in by the compiler.
    /// - Returns: The subscription; dispose it to stop driving.
    @inlinable
    public func drive(
        _ relays: ReplayRelay<Element>...,
        file: StaticString = #fileID,
        line: UInt = #line
    ) -> any Disposable {
        consume("drive", relays: relays, file: file, line: line)
    }

    /// Sends every element of the driver, wrapped in an optional, to `relays`.
    ///
    /// - Parameter relays: The relays that receive the elements.
    /// - Parameter file: The file of the call, used in diagnostics; filled in by the compiler.
    /// - Parameter line: The line of the call, used in diagnostics; filled in by the compiler.
    /// - Returns: The subscription; dispose it to stop driving.
    @inlinable
    public func drive(
        _ relays: ReplayRelay<Element?>...,
        file: StaticString = #fileID,
        line: UInt = #line
    ) -> any Disposable {
        consume("drive", relays: relays, file: file, line: line)
    }

    /// Sends every element of the driver to `relays` (an addition to RxCocoa, which drives only
    /// behavior and replay relays).
    ///
    /// - Parameter relays: The relays that receive the elements.
    /// - Parameter file: The file of the call, used in diagnostics; filled in by the compiler.
    /// - Parameter line: The line of the call, used in diagnostics; filled in by the compiler.
    /// - Returns: The subscription; dispose it to stop driving.
    @inlinable
    public func drive(
        _ relays: PublishRelay<Element>...,
        file: StaticString = #fileID,
        line: UInt = #line
    ) -> any Disposable {
        consume("drive", relays: relays, file: file, line: line)
    }

    /// Sends every element of the driver, wrapped in an optional, to `relays`.
    ///
    /// - Parameter relays: The relays that receive the elements.
    /// - Parameter file: The file of the call, used in diagnostics; filled in by the compiler.
    /// - Parameter line: The line of the call, used in diagnostics; filled in by the compiler.
    /// - Returns: The subscription; dispose it to stop driving.
    @inlinable
    public func drive(
        _ relays: PublishRelay<Element?>...,
        file: StaticString = #fileID,
        line: UInt = #line
    ) -> any Disposable {
        consume("drive", relays: relays, file: file, line: line)
    }

    /// Passes the driver as an ``Observable`` to `transformation` (a binding function) and returns
    /// what it returns.
    ///
    /// - Parameter transformation: Usually a function that subscribes and returns a disposable.
    /// - Parameter file: The file of the call, used in diagnostics; filled in by the compiler.
    /// - Parameter line: The line of the call, used in diagnostics; filled in by the compiler.
    /// - Returns: What `transformation` returns.
    @inlinable
    public func drive<Result>(
        _ transformation: (Observable<Element>) -> Result,
        file: StaticString = #fileID,
        line: UInt = #line
    ) -> Result {
        MainThreadDelivery.checkMainThread("drive", file: file, line: line)
        return transformation(asObservable())
    }

    /// Passes the driver as an ``Observable`` to the curried binding function `with`, then calls the
    /// result with `curriedArgument`.
    ///
    /// - Parameters:
    ///   - with: A curried binding function.
    ///   - curriedArgument: Its second argument.
    ///   - file: The file of the call, used in diagnostics; filled in by the compiler.
    ///   - line: The line of the call, used in diagnostics; filled in by the compiler.
    /// - Returns: What the binding function returns.
    @inlinable
    public func drive<R1, R2>(
        _ with: (Observable<Element>) -> (R1) -> R2,
        curriedArgument: R1,
        file: StaticString = #fileID,
        line: UInt = #line
    ) -> R2 {
        MainThreadDelivery.checkMainThread("drive", file: file, line: line)
        return with(asObservable())(curriedArgument)
    }

    /// Drives main-actor closures with the driver's events.
    ///
    /// Call it on the main thread. The closures run on the main actor: at once when the event arrives
    /// on the main thread (as it does for a driver); an event arriving on another thread is reported
    /// through ``Hooks`` and delivered later on the main queue.
    ///
    /// - Parameters:
    ///   - onNext: Called with each element.
    ///   - onCompleted: Called when the driver completes.
    ///   - onDisposed: Called once when the subscription ends.
    ///   - file: The file of the call, used in diagnostics; filled in by the compiler.
    ///   - line: The line of the call, used in diagnostics; filled in by the compiler.
    /// - Returns: The subscription; dispose it to stop driving.
    @inlinable
    public func drive(
        onNext: (@MainActor (Element) -> Void)? = nil,
        onCompleted: (@MainActor () -> Void)? = nil,
        onDisposed: (@MainActor () -> Void)? = nil,
        file: StaticString = #fileID,
        line: UInt = #line
    ) -> any Disposable {
        consume("drive", onNext: onNext, onCompleted: onCompleted, onDisposed: onDisposed, file: file, line: line)
    }

    /// Drives main-actor closures that also receive `object`, held weakly: once it is deallocated the
    /// closures are no longer called.
    ///
    /// - Parameters:
    ///   - object: Passed to the closures; not retained.
    ///   - onNext: Called with the object and each element.
    ///   - onCompleted: Called with the object when the driver completes.
    ///   - onDisposed: Called with the object once the subscription ends.
    ///   - file: The file of the call, used in diagnostics; filled in by the compiler.
    ///   - line: The line of the call, used in diagnostics; filled in by the compiler.
    /// - Returns: The subscription; dispose it to stop driving.
    @inlinable
    public func drive<Object: AnyObject>(
        with object: sending Object,
        onNext: (@MainActor (Object, Element) -> Void)? = nil,
        onCompleted: (@MainActor (Object) -> Void)? = nil,
        onDisposed: (@MainActor (Object) -> Void)? = nil,
        file: StaticString = #fileID,
        line: UInt = #line
    ) -> any Disposable {
        consume(
            "drive", with: object, onNext: onNext, onCompleted: onCompleted, onDisposed: onDisposed,
            file: file, line: line
        )
    }

    /// Subscribes to the driver only for its side effects (for example `do(onNext:)` upstream).
    ///
    /// - Returns: The subscription; dispose it to stop driving.
    @inlinable
    public func drive(file: StaticString = #fileID, line: UInt = #line) -> any Disposable {
        consume("drive", onNext: nil, onCompleted: nil, onDisposed: nil, file: file, line: line)
    }
}
