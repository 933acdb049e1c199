extension ObservableType {
    /// Splits the elements into groups by key: sends a ``GroupedObservable`` the first time a key is
    /// seen, and each element to the group of its key.
    ///
    /// Groups are hot: an observer of a group sees the elements sent to it after it subscribed,
    /// and the terminal event. When the source completes or fails, every group and the outer
    /// sequence end the same way. An error thrown by `keySelector` fails every group and the outer
    /// sequence. The source stays subscribed while any group is observed, even after the outer
    /// subscription is disposed. Events are sent on the thread the source sends them.
    ///
    /// ```
    /// source:                     -1-2-3-4-|
    /// groupBy { $0 % 2 }:         -a-b-----|
    ///
    /// a (key 1): 1-3-|   b (key 0): 2-4-|
    /// ```
    ///
    /// - Parameter keySelector: Computes the key of an element.
    /// - Returns: The sequence of groups.
    @inlinable
    public func groupBy<Key: Hashable>(
        keySelector: @escaping @Sendable (Element) throws -> Key
    ) -> Observable<GroupedObservable<Key, Element>> {
        GroupByProducer(source: asObservable(), keySelector: keySelector)
    }
}

/// The elements of one group made by `groupBy`, with the key they share.
///
/// Subscribing to it observes the group's elements from then on; see
/// ``ObservableType/groupBy(keySelector:)``.
public struct GroupedObservable<Key, Element>: ObservableType {
    /// The key every element of this group has.
    public let key: Key

    @usableFromInline
    let source: Observable<Element>

    /// Makes a group from its key and the sequence of its elements.
    /// - Parameters:
    ///   - key: The key of the group.
    ///   - source: The group's elements.
    public init(key: Key, source: Observable<Element>) {
        self.key = key
        self.source = source
    }

    /// Subscribes `observer` to the group's elements.
    /// - Parameter observer: The observer that receives the events.
    /// - Returns: The subscription.
    public func subscribe<Observer: ObserverType>(_ observer: Observer) -> any Disposable
    where Observer.Element == Element {
        source.subscribe(observer)
    }

    /// The group's elements as an ``Observable``.
    /// - Returns: The sequence of the group's elements.
    public func asObservable() -> Observable<Element> {
        source
    }
}

extension GroupedObservable: @unchecked Sendable where Key: Sendable, Element: Sendable {}
// Immutable; the key and the observable are Sendable under these constraints.

@usableFromInline
final class GroupByProducer<Key: Hashable, Element>: Producer<GroupedObservable<Key, Element>>, @unchecked Sendable {
    // Immutable after init.
    @usableFromInline
    let source: Observable<Element>
    @usableFromInline
    let keySelector: @Sendable (Element) throws -> Key

    @inlinable
    convenience init(source: Observable<Element>, keySelector: @escaping @Sendable (Element) throws -> Key) {
        self.init(source: source, keySelector: keySelector) { producer, observer in
            let me = unsafeDowncast(producer, to: GroupByProducer<Key, Element>.self)
            let sink = GroupBySink(observer: observer, keySelector: me.keySelector)
            sink.setUpstream(sink.refCount)
            sink.subscription.setDisposable(me.source._subscribe { [sink] event in sink.on(event) })
            return consume sink
        }
    }

    @inlinable
    init(source: Observable<Element>, keySelector: @escaping @Sendable (Element) throws -> Key, run: @escaping Run) {
        self.source = source
        self.keySelector = keySelector
        super.init(run: run)
    }
}

@usableFromInline
final class GroupBySink<Key: Hashable, Element>: Sink<GroupedObservable<Key, Element>>, @unchecked Sendable {
    // `keySelector`, `subscription` and `refCount` are immutable; `groups` is guarded by `lock`.
    // Only the source's (serial) thread sends, so no drain queue is needed.

    @usableFromInline
    let keySelector: @Sendable (Element) throws -> Key
    @usableFromInline
    let subscription = SingleAssignmentDisposable()
    /// Owns the source subscription; disposed once the outer subscription and every group
    /// subscription are gone.
    @usableFromInline
    let refCount: RefCountDisposable
    @usableFromInline
    let lock = Lock()

    @usableFromInline
    @exclusivity(unchecked) var groups: [Key: PublishSubject<Element>] = [:]  // guarded by lock

    @inlinable
    init(
        observer: @escaping Downstream<GroupedObservable<Key, Element>>,
        keySelector: @escaping @Sendable (Element) throws -> Key
    ) {
        self.keySelector = keySelector
        self.refCount = RefCountDisposable(disposable: subscription)
        super.init(observer: observer)
    }

    @inlinable
    func on(_ event: Event<Element>) {
        switch event {
        case .next(let element):
            let key: Key
            do {
                key = try keySelector(element)
            } catch {
                end(.error(error))
                return
            }
            let (group, isNew) = lock.withLock { () -> (PublishSubject<Element>, Bool) in
                if let group = groups[key] { return (group, false) }
                let group = PublishSubject<Element>(diagnosticName: "groupBy", location: nil)
                groups[key] = group
                return (group, true)
            }
            if isNew {
                let exposed = RefCountedSubjectObservable(subject: group, refCount: refCount)
                forwardNext(GroupedObservable(key: key, source: exposed))
            }
            group.on(event)
        case .error(let error):
            end(.error(error))
        case .completed:
            end(.completed)
        }
    }

    /// Ends every group, then the outer sequence, with the same terminal event, and lets the
    /// source go even if groups are still observed: nothing more can come from it.
    @inlinable
    func end(_ terminal: Event<Element>) {
        subscription.dispose()
        let all = lock.withLock { () -> [PublishSubject<Element>] in
            defer { groups = [:] }
            return Array(groups.values)
        }
        for group in all {
            group.on(terminal)
        }
        switch terminal {
        case .error(let error): forwardError(error)
        default: forwardCompleted()
        }
    }
}
