extension ObservableType {
    /// A sequence of one element, then completion, delivered at once on subscription.
    ///
    /// ```
    /// just(1): (1|)
    /// ```
    ///
    /// - Parameter element: The single element.
    /// - Returns: The sequence.
    @inlinable
    public static func just(_ element: Element) -> Observable<Element> {
        JustProducer(element)
    }

    /// A sequence of one element, then completion, delivered on `scheduler`.
    ///
    /// ```
    /// just(1, scheduler:): -1|
    /// ```
    ///
    /// - Parameters:
    ///   - element: The single element.
    ///   - scheduler: Where the element and completion are sent.
    /// - Returns: The sequence.
    @inlinable
    public static func just(_ element: Element, scheduler: any ImmediateSchedulerType) -> Observable<Element>
    where Element: Sendable {
        Observable.from([element], scheduler: scheduler)
    }
}

/// The observable of `just`. It derives from `Observable` itself rather than `Producer`: it needs
/// neither a stored run closure nor the trampoline (it holds nothing and subscribes nothing), and
/// higher-order operators create and release one per element, so each level of deinitializer it
/// skips counts.
@usableFromInline
final class JustProducer<Element>: Observable<Element>, @unchecked Sendable {
    // Immutable after init.
    @usableFromInline
    let element: Element

    @inlinable
    init(_ element: Element) {
        self.element = element
        super.init()
        tracePipeline("\(traceName(self)) created: it stores its element; nothing runs yet")
    }

    @inlinable
    override func _subscribe(_ observer: __owned @escaping Downstream<Element>) -> any Disposable {
        tracePipeline("\(traceName(self)).subscribe → run(observer)")
        observer(.next(element))
        observer(.completed)
        return Disposables.create()
    }
}

/// The element of `observable` if it is an `Observable.just(_:)` (which emits that element and
/// completes during subscribe, and holds no resource), `nil` otherwise. Higher-order operators use it
/// to skip the subscription bookkeeping for such inner sequences; the check is one type comparison.
@inlinable
func justElement<Element>(of observable: Observable<Element>) -> Element? {
    justElement(of: observable, justType: ObjectIdentifier(JustProducer<Element>.self))
}

/// ``justElement(of:)`` with the identity of `JustProducer<Element>` given: a loop that tests many
/// observables looks the type up once (each lookup is a call into the metadata cache). The element is
/// read with ``withExactly(_:_:_:)``, never `unsafeDowncast`: see there why.
@inlinable
func justElement<Element>(of observable: Observable<Element>, justType: ObjectIdentifier) -> Element? {
    guard ObjectIdentifier(type(of: observable)) == justType else { return nil }
    return withExactly(observable, JustProducer<Element>.self) { $0.element }
}
