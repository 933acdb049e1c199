extension PublishRelay {
    /// The relay as an ``Infallible``: every value accepted after subscription.
    ///
    /// A relay never errors or completes, so the infallible needs no error replacement. Delivery
    /// stays where ``accept(_:)`` is called.
    ///
    /// ```
    /// relay.accept:   --1--2--3--
    /// asInfallible(): --1--2--3--
    /// ```
    ///
    /// - Returns: An infallible of the relay's values.
    @inlinable
    public func asInfallible() -> Infallible<Element> {
        Infallible(asObservable())
    }
}

extension BehaviorRelay {
    /// The relay as an ``Infallible``: its current value at once for each new observer, then every
    /// value accepted later.
    ///
    /// A relay never errors or completes, so the infallible needs no error replacement. Delivery
    /// stays where ``accept(_:)`` is called.
    ///
    /// ```
    /// relay.value:    0--1--2--
    /// asInfallible(): 0--1--2--
    /// ```
    ///
    /// - Returns: An infallible of the relay's values.
    @inlinable
    public func asInfallible() -> Infallible<Element> {
        Infallible(asObservable())
    }
}

extension ReplayRelay {
    /// The relay as an ``Infallible``: the buffered values at once for each new observer, then every
    /// value accepted later.
    ///
    /// A relay never errors or completes, so the infallible needs no error replacement. Delivery
    /// stays where ``accept(_:)`` is called.
    ///
    /// ```
    /// relay (bufferSize: 2): 1--2-------3--
    /// asInfallible():              ^(12)-3--
    /// ```
    ///
    /// (`^` marks the subscription.)
    ///
    /// ```
    /// ```
    ///
    /// - Returns: An infallible of the relay's values.
    @inlinable
    public func asInfallible() -> Infallible<Element> {
        Infallible(asObservable())
    }
}
