import Synchronization

/// The observers of a subject, each under a key its subscription uses to remove it.
///
/// A lone observer is stored inline; from the second one on, all of them sit in one array ordered
/// by key, so observers are called in the order they subscribed. A subject with one subscriber, the
/// common case, therefore allocates nothing for it. Emitting takes a ``Delivery`` under the lock
/// (one retain: of the lone observer, or of the array's buffer whatever the number of observers)
/// and calls the observers after releasing it; a closure copied out of the array on its own would
/// cost a retain and a release per observer per event. The value is not thread-safe: the owning
/// subject keeps it behind its lock.
@usableFromInline
struct SubjectObservers<Element> {
    /// An observer and its key. A struct, not a tuple: a closure stored in a generic struct keeps one
    /// representation, while a closure copied out of a tuple into specialized code is re-wrapped in
    /// a thunk, which costs an allocation per event.
    @usableFromInline
    struct Entry {
        @usableFromInline
        let key: Int
        @usableFromInline
        let observer: Downstream<Element>
        /// The observer `subscribe(onNext:…)` built, when the subject keeps it as this entry (its
        /// subscription is then the entry's key): told when the entry is removed. Held by `observer`,
        /// which captures it, so this reference is unmanaged and costs no retain.
        @usableFromInline
        let subscriber: Unmanaged<AnonymousObserver<Element>>?

        @inlinable
        init(_ key: Int, _ observer: @escaping Downstream<Element>) {
            self.key = key
            self.observer = observer
            self.subscriber = nil
        }

        @inlinable
        init(_ key: Int, subscriber: __owned AnonymousObserver<Element>) {
            self.key = key
            self.subscriber = unsafe Unmanaged.passUnretained(subscriber)
            self.observer = (consume subscriber).entryPoint()
        }

        /// Tells the entry's ``subscriber``, if it has one, that the user disposed its subscription.
        /// Called once the entry was removed, while the caller still holds it (and so the subscriber).
        @inlinable
        func removed() {
            guard let subscriber else { return }
            unsafe subscriber._withUnsafeGuaranteedRef { $0.removedBySubject() }
        }

        /// No observer: a negative key and a closure that captures nothing.
        @inlinable
        static var vacant: Entry { Entry(-1, { _ in }) }
    }

    /// What one event is delivered to, copied out under the subject's lock and called after it: the
    /// lone observer's closure, or the array of them. A struct, not an enum: copying it costs one
    /// retain (the other field is `nil`), where an enum, or an optional entry, goes through outlined
    /// copies that cost more than the event itself.
    @usableFromInline
    struct Delivery {
        /// The only observer's closure, when the subject had one in ``SubjectObservers/lone``. Only
        /// the closure is carried, not its ``Entry``: copying and destroying an entry goes through
        /// value witnesses looked up at run time (about 35 instructions per delivery), a closure and
        /// an array reference are a retain and a release each.
        @usableFromInline
        let lone: Downstream<Element>?
        @usableFromInline
        let entries: ContiguousArray<Entry>?

        @inlinable
        init(lone: Downstream<Element>?, entries: ContiguousArray<Entry>?) {
            self.lone = lone
            self.entries = entries
        }

        /// Delivers to nobody.
        @inlinable
        static var none: Delivery { Delivery(lone: nil, entries: nil) }

        @inlinable
        func dispatch(_ event: Event<Element>) {
            // Called in place: `if let lone` would copy the closure, a retain and a release.
            if lone != nil {
                lone?(event)
                return
            }
            guard let entries else { return }
            // By index: iterating copies each entry, and its copy is destroyed through value witnesses.
            for index in entries.indices {
                entries[index].observer(event)
            }
        }
    }

    /// The subject's only observer while it has exactly one and it subscribed while the subject
    /// had none, ``Entry/vacant`` otherwise. Never in use while `entries` is not empty.
    @usableFromInline
    var lone = Entry.vacant
    /// The observers, ordered by key (keys are handed out in increasing order and appended), once a
    /// second observer joined; empty while there are none or while `lone` holds the only one.
    @usableFromInline
    var entries: ContiguousArray<Entry> = []
    @usableFromInline
    var nextKey = 0
    /// How many of the observers are plain closures rather than kept subscribers (see
    /// ``Entry/subscriber``).
    @usableFromInline
    var closureCount = 0

    @inlinable
    init() {}

    @inlinable
    var isEmpty: Bool { lone.key < 0 && entries.isEmpty }

    /// Whether every observer is a kept subscriber (see ``Entry/subscriber``); also `true` when
    /// there are none.
    @inlinable
    var keepsOnlySubscribers: Bool { closureCount == 0 }

    /// The lone observer's entry, if there is a lone observer.
    @inlinable
    var loneEntry: Entry? {
        lone.key >= 0 ? lone : nil
    }

    /// The observers to deliver an event to.
    @inlinable
    var delivery: Delivery {
        lone.key >= 0 ? Delivery(lone: lone.observer, entries: nil) : Delivery(lone: nil, entries: entries)
    }

    @inlinable
    mutating func insert(_ observer: __owned @escaping Downstream<Element>) -> Int {
        let key = nextKey
        nextKey += 1
        insert(Entry(key, observer))
        return key
    }

    /// Inserts the observer `subscribe(onNext:…)` built as an entry of its own (see
    /// ``Entry/subscriber``).
    @inlinable
    mutating func insert(subscriber: __owned AnonymousObserver<Element>) -> Int {
        let key = nextKey
        nextKey += 1
        insert(Entry(key, subscriber: subscriber))
        return key
    }

    @inlinable
    mutating func insert(_ entry: __owned Entry) {
        if entry.subscriber == nil { closureCount += 1 }
        if lone.key >= 0 {
            entries = [lone, entry]  // allocated at its size, without the growth path
            lone = .vacant
        } else if entries.isEmpty {
            lone = entry
        } else {
            entries.append(entry)
        }
    }

    /// Removes the observer stored under `key` and returns its entry, so that the caller can release
    /// it after unlocking (releasing a closure may run arbitrary deinitializers). The entry, not the
    /// bare closure, comes back: a closure returned through the generic `withLock` is reabstracted,
    /// which costs an allocation per removal.
    @inlinable
    mutating func remove(_ key: Int) -> Entry? {
        let removed = removeEntry(key)
        if let removed, removed.subscriber == nil { closureCount -= 1 }
        return removed
    }

    /// The removal itself, for ``remove(_:)``, which also keeps ``closureCount``.
    @inlinable
    mutating func removeEntry(_ key: Int) -> Entry? {
        if lone.key >= 0 {
            guard lone.key == key else { return nil }
            defer { lone = .vacant }
            return lone
        }
        var low = 0
        var high = entries.count
        while low < high {
            let middle = (low + high) / 2
            if entries[middle].key < key { low = middle + 1 } else { high = middle }
        }
        guard low < entries.count, entries[low].key == key else { return nil }
        if entries.count == 1 {
            // Keep no buffer for an empty subject: the next subscriber is stored inline again, and a
            // dispatch still holding the old buffer never sees a later change.
            defer { entries = [] }
            return entries[0]
        }
        return entries.remove(at: low)
    }

    /// Removes every observer and returns what was removed.
    @inlinable
    mutating func removeAll() -> SubjectObservers<Element> {
        var taken = SubjectObservers()
        swap(&taken.lone, &lone)
        swap(&taken.entries, &entries)
        swap(&taken.closureCount, &closureCount)
        return taken
    }

    @inlinable
    func forEach(_ body: (Downstream<Element>) -> Void) {
        if lone.key >= 0 { body(lone.observer) }
        for entry in entries {
            body(entry.observer)
        }
    }
}

/// A subject that removes an observer by key. `PublishSubject` does it through a function formed
/// where it was created, so that the removal runs specialized code even when reached through an
/// existential.
@usableFromInline
protocol KeyedObserverRemoving: AnyObject, Sendable {
    /// Removes the observer subscribed under `key`, if it is still subscribed.
    func removeObserver(forKey key: Int)
}

/// The disposable a subject returns for a subscription: disposing it removes the observer.
///
/// A struct of a class-bound existential and a key, three words, so it fits the inline buffer of an
/// `any Disposable` and a subscription costs no allocation for it. It holds the subject until it is
/// released (the subscribing observer releases it when it is disposed). Disposing it again, or after
/// the subject removed every observer, finds no observer under its key and does nothing.
@usableFromInline
struct KeyedRemoval: Disposable {
    @usableFromInline
    let owner: any KeyedObserverRemoving
    @usableFromInline
    let key: Int

    @inlinable
    init(owner: any KeyedObserverRemoving, key: Int) {
        self.owner = owner
        self.key = key
    }

    @inlinable
    func dispose() {
        owner.removeObserver(forKey: key)
    }
}

/// Delivers a subject's replay (current value, buffer) to a new observer and then its live events,
/// in order and never two at once, although the subject may emit while the replay is being
/// delivered.
///
/// The subject registers ``on(_:)`` as the observer before it releases its lock, then the
/// subscribing thread delivers the replay and calls ``finishReplay()``. Until then, live events are
/// queued; `finishReplay` drains the queue and switches to direct delivery, after which an event
/// costs one atomic load. No lock is held while the observer runs.
@usableFromInline
final class ReplayGate<Element>: @unchecked Sendable {
    // `observer` is immutable; `live` is atomic and only set to true under `lock`; `queue` is guarded
    // by lock.
    @usableFromInline
    let observer: Downstream<Element>
    @usableFromInline
    let live = Atomic<Bool>(false)
    @usableFromInline
    let lock = Lock()
    @usableFromInline
    @exclusivity(unchecked) var queue: [Event<Element>] = []  // guarded by lock

    @inlinable
    init(observer: @escaping Downstream<Element>) {
        self.observer = observer
    }

    /// A live event from the subject: delivered at once after the replay, queued before.
    @inlinable
    func on(_ event: Event<Element>) {
        if live.load(ordering: .acquiring) {
            observer(event)
            return
        }
        let deliverNow = lock.withLock { () -> Bool in
            if live.load(ordering: .relaxed) { return true }
            queue.append(event)
            return false
        }
        if deliverNow { observer(event) }
    }

    /// Called by the subscribing thread once it delivered the replay: delivers what was queued
    /// meanwhile, then lets live events through directly.
    @inlinable
    func finishReplay() {
        while true {
            let pending = lock.withLock { () -> [Event<Element>] in
                if queue.isEmpty {
                    live.store(true, ordering: .releasing)
                    return []
                }
                defer { queue = [] }
                return queue
            }
            if pending.isEmpty { return }
            for event in pending {
                observer(event)
            }
        }
    }
}

/// The terminal event a subject keeps for later subscribers, without its element type: a stored
/// `Event<Element>?` would make the subject's deinitializer look up generic metadata on every
/// deallocation, while this type's layout is known.
@usableFromInline
enum SubjectTerminal {
    case completed
    case error(any Error)

    /// `nil` for a `next` event.
    @inlinable
    init?<Element>(_ event: Event<Element>) {
        switch event {
        case .next: return nil
        case .error(let error): self = .error(error)
        case .completed: self = .completed
        }
    }

    @inlinable
    func event<Element>() -> Event<Element> {
        switch self {
        case .completed: return .completed
        case .error(let error): return .error(error)
        }
    }
}

/// What a subject decided, under its lock, about a new subscription; acted on after the lock.
@usableFromInline
enum SubjectAdmission<Element> {
    /// The observer was added under `key`; `replay` is delivered to it first.
    case subscribed(key: Int, replay: [Element])
    /// The subject has ended: the observer receives `replay`, then `terminal`, and is not added.
    case terminated(replay: [Element], terminal: Event<Element>)
    /// The subject was disposed: the observer receives ``RxError/disposed(object:)``.
    case disposed
}
