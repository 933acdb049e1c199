// The RxCocoa side of the deprecated `Variable`: turning one into a `Driver`, and binding or driving
// a sequence into one. Each behaves as the `BehaviorRelay` code it is migrated to: `asDriver()` is
// built as the relay's, `drive(_:)` on the consumption behind `drive` of a relay, and `bind(to:)` on
// the one behind `bind(onNext:)`, so an error is reported with the call site.

// An extension of a deprecated type is itself deprecated, or declaring it warns.
@available(*, deprecated, message: "Variable is deprecated: use BehaviorRelay.")
extension Variable {
    /// The variable as a ``Driver``: its current value at once for each new observer, then every
    /// value set later, delivered on the driver scheduler.
    ///
    /// What ``BehaviorRelay/asDriver()`` is for a relay: the values are moved to the driver
    /// scheduler (`SharingScheduler.make()`, the main scheduler unless mocked) and shared with a
    /// replay of the latest one. The driver never errors; it completes when the variable is
    /// deallocated. It does not keep the variable alive.
    ///
    /// ```
    /// variable (value: 0):  --1--2--x     (x: the variable is deallocated)
    /// asDriver():           0-1--2--|
    /// ```
    ///
    /// - Returns: The driver of the variable's values.
    @available(*, deprecated, message: "Variable is deprecated: use a BehaviorRelay and its asDriver().")
    @inlinable
    public func asDriver() -> Driver<Element> where Element: Sendable {
        Driver(asObservable().observe(on: DriverSharingStrategy.scheduler))
    }
}

extension ObservableType {
    /// Makes every element of this sequence the value of `variable`.
    ///
    /// What `bind(to:)` does for a `BehaviorRelay`: each element is set on the
    /// thread that delivers it. Completion ends the binding and leaves the value as it is. A
    /// variable cannot receive an error: an error ends the binding and is reported through
    /// ``Hooks/defaultErrorHandler`` with the file and line of this call (RxCocoa stops a debug
    /// build there instead).
    ///
    /// ```
    /// source:          --1--2--|
    /// variable.value:  0-1--2---
    /// ```
    ///
    /// - Parameter variable: The variable that receives the elements.
    /// - Parameter file: The file of the call, used in diagnostics; filled in by the compiler.
    /// - Parameter line: The line of the call, used in diagnostics; filled in by the compiler.
    /// - Returns: The binding; dispose it to stop.
    @available(*, deprecated, message: "Variable is deprecated: bind(to:) a BehaviorRelay instead.")
    public func bind(
        to variable: Variable<Element>,
        file: StaticString = #fileID,
        line: UInt = #line
    ) -> any Disposable {
        // Bound like a relay (see `BoundRelays`): the variable receives the elements where they
        // are delivered.
        let variable = BoundRelays([variable])
        return bind(
            reportingErrorsAs: "bind(to:) of a Variable<\(Element.self)>",
            onNext: { element in variable.value[0].value = element },
            file: file,
            line: line
        )
    }

    /// Makes every element of this sequence, wrapped in an optional, the value of `variable`.
    ///
    /// As `bind(to:)` with a `Variable<Element>`: completion ends the binding; an error
    /// ends it and is reported through ``Hooks/defaultErrorHandler``.
    ///
    /// ```
    /// source:          --1---2---|
    /// variable.value:  nil-1?--2?-
    /// ```
    ///
    /// - Parameter variable: The variable of optionals that receives the elements.
    /// - Parameter file: The file of the call, used in diagnostics; filled in by the compiler.
    /// - Parameter line: The line of the call, used in diagnostics; filled in by the compiler.
    /// - Returns: The binding; dispose it to stop.
    @available(*, deprecated, message: "Variable is deprecated: bind(to:) a BehaviorRelay instead.")
    public func bind(
        to variable: Variable<Element?>,
        file: StaticString = #fileID,
        line: UInt = #line
    ) -> any Disposable {
        // Bound like a relay (see `BoundRelays`): the variable receives the elements where they
        // are delivered.
        let variable = BoundRelays([variable])
        return bind(
            reportingErrorsAs: "bind(to:) of a Variable<\(Element?.self)>",
            onNext: { element in variable.value[0].value = element },
            file: file,
            line: line
        )
    }
}

extension SharedSequenceConvertibleType where SharingStrategy == DriverSharingStrategy {
    /// Makes every element of the driver the value of `variable`; completion leaves it as it is.
    ///
    /// What `drive(_:)` does for a `BehaviorRelay`. Call it on the
    /// main thread; a call from another thread is reported as a
    /// ``GrammarViolation/Kind/notOnMainThread`` violation through ``Hooks``.
    ///
    /// ```
    /// driver:          --1--2--|
    /// variable.value:  0-1--2---
    /// ```
    ///
    /// - Parameter variable: The variable that receives the elements.
    /// - Parameter file: The file of the call, used in diagnostics; filled in by the compiler.
    /// - Parameter line: The line of the call, used in diagnostics; filled in by the compiler.
    /// - Returns: The subscription; dispose it to stop driving.
    @available(*, deprecated, message: "Variable is deprecated: drive a BehaviorRelay instead.")
    @inlinable
    public func drive(
        _ variable: Variable<Element>,
        file: StaticString = #fileID,
        line: UInt = #line
    ) -> any Disposable {
        consume("drive", accepting: [{ element in variable.value = element }], file: file, line: line)
    }

    /// Makes every element of the driver, wrapped in an optional, the value of `variable`.
    ///
    /// Call it on the main thread; a call from another thread is reported through ``Hooks``.
    ///
    /// ```
    /// driver:          --1---2---|
    /// variable.value:  nil-1?--2?-
    /// ```
    ///
    /// - Parameter variable: The variable of optionals that receives the elements.
    /// - Parameter file: The file of the call, used in diagnostics; filled in by the compiler.
    /// - Parameter line: The line of the call, used in diagnostics; filled in by the compiler.
    /// - Returns: The subscription; dispose it to stop driving.
    @available(*, deprecated, message: "Variable is deprecated: drive a BehaviorRelay instead.")
    @inlinable
    public func drive(
        _ variable: Variable<Element?>,
        file: StaticString = #fileID,
        line: UInt = #line
    ) -> any Disposable {
        consume("drive", accepting: [{ element in variable.value = element }], file: file, line: line)
    }
}
