extension PrimitiveSequence {
    /// Resubscribes after a failure when the sequence `notificationHandler` builds from the errors
    /// emits an element; its error or completion ends the result instead.
    ///
    /// The handler is called once per subscription with the sequence of this sequence's errors (of
    /// type `Error`; another error type ends the result with that error). When the trigger sequence
    /// emits, the source is subscribed again; when it fails, the result fails with its error; when
    /// it completes, the result completes (for a `Single` that means it ends without a result, as in
    /// RxSwift, so let the trigger fail rather than complete).
    ///
    /// ```
    /// source (1st):          --#
    /// trigger per error:       -t
    /// source (2nd):             --(1|)
    /// retry(when:):          -----(1|)
    /// ```
    ///
    /// - Parameter notificationHandler: Builds the trigger sequence from the sequence of errors.
    /// - Returns: The first successful run's result, of the same trait.
    @inlinable
    public func retry<TriggerObservable: ObservableType, Error: Swift.Error>(
        when notificationHandler: @escaping @Sendable (Observable<Error>) -> TriggerObservable
    ) -> PrimitiveSequence<Trait, Element> {
        PrimitiveSequence(raw: source.retry(when: notificationHandler))
    }

    /// Resubscribes after a failure when the sequence `notificationHandler` builds from the errors
    /// emits an element; its error or completion ends the result instead.
    ///
    /// Same contract as the typed form, for errors of any type.
    ///
    /// ```
    /// source (1st):          --#
    /// trigger per error:       -t
    /// source (2nd):             --(1|)
    /// retry(when:):          -----(1|)
    /// ```
    ///
    /// - Parameter notificationHandler: Builds the trigger sequence from the sequence of errors.
    /// - Returns: The first successful run's result, of the same trait.
    @inlinable
    public func retry<TriggerObservable: ObservableType>(
        when notificationHandler: @escaping @Sendable (Observable<any Swift.Error>) -> TriggerObservable
    ) -> PrimitiveSequence<Trait, Element> {
        PrimitiveSequence(raw: source.retry(when: notificationHandler))
    }

    /// Resubscribes after a failure when the trigger sequence emits (RxSwift 5 spelling).
    ///
    /// - Parameter notificationHandler: Builds the trigger sequence from the sequence of errors.
    /// - Returns: The first successful run's result, of the same trait.
    @available(*, deprecated, renamed: "retry(when:)")
    @inlinable
    public func retryWhen<TriggerObservable: ObservableType, Error: Swift.Error>(
        _ notificationHandler: @escaping @Sendable (Observable<Error>) -> TriggerObservable
    ) -> PrimitiveSequence<Trait, Element> {
        retry(when: notificationHandler)
    }

    /// Resubscribes after a failure of any type when the trigger sequence emits (RxSwift 5
    /// spelling).
    ///
    /// - Parameter notificationHandler: Builds the trigger sequence from the sequence of errors.
    /// - Returns: The first successful run's result, of the same trait.
    @available(*, deprecated, renamed: "retry(when:)")
    @inlinable
    public func retryWhen<TriggerObservable: ObservableType>(
        _ notificationHandler: @escaping @Sendable (Observable<any Swift.Error>) -> TriggerObservable
    ) -> PrimitiveSequence<Trait, Element> {
        retry(when: notificationHandler)
    }
}
