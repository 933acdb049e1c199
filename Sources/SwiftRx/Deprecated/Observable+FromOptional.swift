// The unlabelled `from(_:)` for an optional element, kept so that RxSwift 3 code compiles. Overload
// resolution keeps choosing the array, sequence and async-sequence forms of `from(_:)` wherever they
// applied before: reaching this form takes a value-to-optional conversion, which ranks below any
// match without one. It is only picked when the argument is an optional (or `nil`), or when the
// element type is fixed and no other form fits, such as `Observable<[Int]>.from([1, 2])`, which
// sends the one array `[1, 2]`.

extension ObservableType {
    /// The wrapped value of an optional, then completion; just completion for `nil`.
    ///
    /// The RxSwift 3 spelling of ``from(optional:scheduler:)``, which it calls: the events are sent
    /// on the current-thread trampoline, and each subscription gets them anew.
    ///
    /// ```
    /// from(Optional(1)):   (1|)
    /// from(nil):           |
    /// ```
    ///
    /// - Parameter optional: The optional element.
    /// - Returns: The sequence of at most one element.
    @available(
        *, deprecated,
        message: "Label the argument, from(optional:): unlabelled, any value would also fit as an optional.",
        renamed: "from(optional:)"
    )
    @inlinable
    public static func from(_ optional: Element?) -> Observable<Element> {
        from(optional: optional)
    }

    /// The wrapped value of an optional, then completion, sent on `scheduler`; just completion for
    /// `nil`.
    ///
    /// The RxSwift 3 spelling of ``from(optional:scheduler:)``, which it calls: the element and the
    /// completion are each sent in a step scheduled on `scheduler`, anew for each subscription.
    ///
    /// ```
    /// from(Optional(1), scheduler: s):   -1|   (each step a tick later on a test scheduler)
    /// from(nil, scheduler: s):           -|
    /// ```
    ///
    /// - Parameters:
    ///   - optional: The optional element.
    ///   - scheduler: Where the events are sent.
    /// - Returns: The sequence of at most one element.
    @available(
        *, deprecated,
        message: "Label the argument, from(optional:scheduler:): unlabelled, any value would also fit as an optional.",
        renamed: "from(optional:scheduler:)"
    )
    @inlinable
    public static func from(_ optional: Element?, scheduler: any ImmediateSchedulerType) -> Observable<Element>
    where Element: Sendable {
        from(optional: optional, scheduler: scheduler)
    }
}
