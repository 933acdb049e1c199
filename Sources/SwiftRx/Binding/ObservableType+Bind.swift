extension ObservableType {
    /// Sends every event of this sequence to each of `observers`, in order.
    ///
    /// Elements, completion and errors all reach the observers; a terminal event ends the binding and
    /// releases the subscription. A ``Binder`` or ``ControlProperty`` cannot take an error: it reports
    /// it through ``Hooks/defaultErrorHandler``.
    ///
    /// ```
    /// source:     --1--2--|
    /// observer A: --1--2--|
    /// observer B: --1--2--|
    /// ```
    ///
    /// - Parameter observers: The observers that receive the events.
    /// - Returns: The binding; dispose it to stop.
    public func bind<Observer: ObserverType>(to observers: Observer...) -> any Disposable
    where Observer.Element == Element {
        // The observers are only called from this subscription, one event at a time.
        let targets = UncheckedBox(observers.map { observer in observer.on })
        return subscribe { event in
            for on in targets.value {
                on(event)
            }
        }
    }

    /// Sends every event of this sequence, with the elements wrapped in optionals, to each of
    /// `observers`, in order.
    ///
    /// ```
    /// source:     --1---2---|
    /// observer:   --1?--2?--|
    /// ```
    ///
    /// - Parameter observers: Observers of optional elements.
    /// - Returns: The binding; dispose it to stop.
    public func bind<Observer: ObserverType>(to observers: Observer...) -> any Disposable
    where Observer.Element == Element? {
        // The observers are only called from this subscription, one event at a time.
        let targets = UncheckedBox(observers.map { observer in observer.on })
        return subscribe { event in
            let wrapped = event.map { Optional($0) }
            for on in targets.value {
                on(wrapped)
            }
        }
    }

    /// Passes this sequence to a binding function and returns its result.
    ///
    /// Lets a custom binding read like the built-in ones: `source.bind(to: myBinding)`.
    ///
    /// - Parameter binder: A function that subscribes to the sequence, usually returning a disposable.
    /// - Returns: What `binder` returns.
    public func bind<Result>(to binder: (Self) -> Result) -> Result {
        binder(self)
    }

    /// Passes this sequence to a curried binding function, then its result to `curriedArgument`.
    ///
    /// - Parameters:
    ///   - binder: A curried binding function.
    ///   - curriedArgument: The argument of the function `binder` returns.
    /// - Returns: What the binding function returns.
    public func bind<R1, R2>(to binder: (Self) -> (R1) -> R2, curriedArgument: R1) -> R2 {
        binder(self)(curriedArgument)
    }

    /// Calls `onNext` with every element of this sequence.
    ///
    /// Completion ends the binding. A binding cannot handle errors: an error ends it and is reported
    /// through ``Hooks/defaultErrorHandler`` with the file and line of this call (RxSwift stops a
    /// debug build there instead).
    ///
    /// ```
    /// source:  --1--2--|
    /// onNext:  --1--2
    /// ```
    ///
    /// `onNext` is `sending`: the binding becomes its only owner, so it may keep state of its own
    /// (see ``subscribe(onNext:onError:onCompleted:onDisposed:file:line:)``).
    ///
    /// - Parameter onNext: Called with each element, on the thread that delivers it.
    /// - Parameter file: The file of the call, used in diagnostics; filled in by the compiler.
    /// - Parameter line: The line of the call, used in diagnostics; filled in by the compiler.
    /// - Returns: The binding; dispose it to stop.
    @_disfavoredOverload
    public func bind(
        onNext: sending @escaping (Element) -> Void,
        file: StaticString = #fileID,
        line: UInt = #line
    ) -> any Disposable {
        bind(reportingErrorsAs: "bind(onNext:)", onNext: onNext, file: file, line: line)
    }

    /// Calls `onNext` with every element; an error ends the binding and is reported through
    /// ``Hooks/defaultErrorHandler`` as received by `target`, with `file` and `line`.
    func bind(
        reportingErrorsAs target: String,
        onNext: sending @escaping (Element) -> Void,
        file: StaticString,
        line: UInt
    ) -> any Disposable {
        let location = "\(file):\(line)"
        return subscribe(
            onNext: onNext,
            onError: { error in
                Hooks.reportUnhandledError(BindingError(target: target, underlying: error), location: location)
            }
        )
    }

    /// Calls `onNext` with `object` and every element of this sequence. `object` is held weakly: once
    /// it is deallocated, elements are no longer passed on.
    ///
    /// Completion ends the binding; an error ends it and is reported through
    /// ``Hooks/defaultErrorHandler`` with the file and line of this call, whether or not `object` is
    /// still alive.
    ///
    /// ```
    /// source:  --1--2--|
    /// onNext:    (object, 1)  (object, 2)
    /// ```
    ///
    /// - Parameters:
    ///   - object: Passed to `onNext`; not retained.
    ///   - onNext: Called with the object and each element; `sending`, as in
    ///     ``bind(onNext:file:line:)``.
    ///   - file: The file of the call, used in diagnostics; filled in by the compiler.
    ///   - line: The line of the call, used in diagnostics; filled in by the compiler.
    /// - Returns: The binding; dispose it to stop.
    @_disfavoredOverload
    public func bind<Object: AnyObject>(
        with object: sending Object,
        onNext: sending @escaping (Object, Element) -> Void,
        file: StaticString = #fileID,
        line: UInt = #line
    ) -> any Disposable {
        let location = "\(file):\(line)"
        let weakObject = WeakBox(object)
        return subscribe(
            onNext: { element in
                if let object = weakObject.value { onNext(object, element) }
            },
            onError: { error in
                Hooks.reportUnhandledError(
                    BindingError(target: "bind(with:onNext:)", underlying: error),
                    location: location
                )
            }
        )
    }
}
