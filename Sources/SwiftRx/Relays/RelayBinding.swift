extension ObservableType {
    /// Sends every element of this sequence to `relays`.
    ///
    /// Completion ends the binding and leaves the relays as they are. A relay cannot receive an
    /// error, so binding a sequence that can fail is a programming error: the error ends the binding
    /// and is reported to ``Hooks/defaultErrorHandler`` (handle errors first, with `catchAndReturn`
    /// or `asDriver(onErrorJustReturn:)`, for example).
    ///
    /// ```
    /// source: --1--2--|
    /// relay:  --1--2---
    /// ```
    ///
    /// - Parameter relays: The relays that receive the elements.
    /// - Returns: The binding; dispose it to stop.
    public func bind(to relays: PublishRelay<Element>...) -> any Disposable {
        let relays = BoundRelays(relays)
        return bindToRelays(relayName: "PublishRelay") { element in relays.value.forEach { $0.accept(element) } }
    }

    /// Sends every element of this sequence, wrapped in an optional, to `relays`.
    ///
    /// Completion ends the binding; an error ends it and is reported to ``Hooks/defaultErrorHandler``.
    ///
    /// ```
    /// source: --1------2--|
    /// relay:  --1?-----2?--
    /// ```
    ///
    /// - Parameter relays: The relays that receive the elements.
    /// - Returns: The binding; dispose it to stop.
    public func bind(to relays: PublishRelay<Element?>...) -> any Disposable {
        let relays = BoundRelays(relays)
        return bindToRelays(relayName: "PublishRelay") { element in relays.value.forEach { $0.accept(element) } }
    }

    /// Makes every element of this sequence the value of `relays`.
    ///
    /// Completion ends the binding and leaves the relays' values as they are; an error ends it and
    /// is reported to ``Hooks/defaultErrorHandler``.
    ///
    /// ```
    /// source:       --1--2--|
    /// relay.value:  0-1--2---
    /// ```
    ///
    /// - Parameter relays: The relays that receive the elements.
    /// - Returns: The binding; dispose it to stop.
    public func bind(to relays: BehaviorRelay<Element>...) -> any Disposable {
        let relays = BoundRelays(relays)
        return bindToRelays(relayName: "BehaviorRelay") { element in relays.value.forEach { $0.accept(element) } }
    }

    /// Makes every element of this sequence, wrapped in an optional, the value of `relays`.
    ///
    /// Completion ends the binding; an error ends it and is reported to ``Hooks/defaultErrorHandler``.
    ///
    /// ```
    /// source:       --1--2--|
    /// relay.value:  nil-1?-2?-
    /// ```
    ///
    /// - Parameter relays: The relays that receive the elements.
    /// - Returns: The binding; dispose it to stop.
    public func bind(to relays: BehaviorRelay<Element?>...) -> any Disposable {
        let relays = BoundRelays(relays)
        return bindToRelays(relayName: "BehaviorRelay") { element in relays.value.forEach { $0.accept(element) } }
    }

    /// Sends every element of this sequence to `relays`, which buffer it for replay.
    ///
    /// Completion ends the binding; an error ends it and is reported to ``Hooks/defaultErrorHandler``.
    ///
    /// ```
    /// source: --1--2--|
    /// relay:  --1--2---
    /// ```
    ///
    /// - Parameter relays: The relays that receive the elements.
    /// - Returns: The binding; dispose it to stop.
    public func bind(to relays: ReplayRelay<Element>...) -> any Disposable {
        let relays = BoundRelays(relays)
        return bindToRelays(relayName: "ReplayRelay") { element in relays.value.forEach { $0.accept(element) } }
    }

    /// Sends every element of this sequence, wrapped in an optional, to `relays`.
    ///
    /// Completion ends the binding; an error ends it and is reported to ``Hooks/defaultErrorHandler``.
    ///
    /// ```
    /// source: --1--2--|
    /// relay:  --1?-2?--
    /// ```
    ///
    /// - Parameter relays: The relays that receive the elements.
    /// - Returns: The binding; dispose it to stop.
    public func bind(to relays: ReplayRelay<Element?>...) -> any Disposable {
        let relays = BoundRelays(relays)
        return bindToRelays(relayName: "ReplayRelay") { element in relays.value.forEach { $0.accept(element) } }
    }

    /// Subscribes `accept` to the elements; an error is reported as a binding mistake.
    private func bindToRelays(relayName: String, _ accept: @escaping @Sendable (Element) -> Void) -> any Disposable {
        subscribe(
            onNext: accept,
            onError: { error in
                Hooks.reportUnhandledError(RelayBindingError(relayName: relayName, underlying: error), location: nil)
            }
        )
    }
}

/// What ``Hooks/defaultErrorHandler`` receives when a sequence bound to a relay fails.
struct RelayBindingError: Error, CustomStringConvertible, Sendable {
    let relayName: String
    let underlying: any Error

    var description: String {
        "a sequence bound to a \(relayName) failed with \(underlying). Relays cannot receive errors, so the "
            + "binding ended. Handle the error before bind(to:), e.g. with catchAndReturn(_:) or "
            + "asDriver(onErrorJustReturn:)."
    }
}

/// The relays of a `bind(to:)` call, held by the `@Sendable` closure that feeds them.
///
/// Binding to a relay is subscribing it as an observer, as `bind(to:)` does with a subject: the
/// relays receive the elements on the thread that delivers them, like any observer. Unchecked
/// because a relay of non-`Sendable` elements is not `Sendable`; the closure touches the relays
/// only to pass on the elements it is given, one at a time.
@usableFromInline
struct BoundRelays<Relay>: @unchecked Sendable {
    @usableFromInline
    let value: [Relay]

    @inlinable
    init(_ value: [Relay]) {
        self.value = value
    }
}
