import Foundation
import Synchronization

extension Resources {
    /// A subscription that is alive right now, and where it was made: an entry of
    /// ``Resources/liveSubscriptions``.
    ///
    /// A subscription is alive from the `subscribe` (or `bind`, `drive`, `emit`) call that made it
    /// until the objects it made are released: after it was disposed, or after its sequence ended,
    /// once nothing holds its disposable any more.
    public struct LiveSubscription: Sendable, CustomStringConvertible {
        /// The file of the call that made the subscription (`Module/File.swift`), or `"?"` when the
        /// call does not record it (`subscribe(_:)` with an observer or an event closure).
        public let file: String
        /// The line of that call, `0` when it is not recorded.
        public let line: UInt
        /// The operators of the chain the subscription was made to, outermost first: the names of
        /// their observables (`map`, `filter`, `PublishSubject`...).
        public let chain: [String]
        /// The thread the subscription was made on: `main`, the thread's name, or its number.
        public let thread: String
        /// How long ago it was made.
        public let age: Duration

        /// Makes an entry; SwiftRx makes them for ``Resources/liveSubscriptions``.
        /// - Parameters:
        ///   - file: The file of the call that made the subscription.
        ///   - line: The line of that call.
        ///   - chain: The operators subscribed to, outermost first.
        ///   - thread: The thread it was made on.
        ///   - age: How long ago.
        public init(file: String, line: UInt, chain: [String], thread: String, age: Duration) {
            self.file = file
            self.line = line
            self.chain = chain
            self.thread = thread
            self.age = age
        }

        /// `file:line`, or `"?"` when the call site is not recorded.
        public var site: String {
            line == 0 ? file : "\(file):\(line)"
        }

        /// One line: the call site, the chain, the thread and the age.
        public var description: String {
            let operators = chain.isEmpty ? "?" : chain.joined(separator: " ← ")
            return "\(site): \(operators) (thread \(thread), \(formatted(age)) old)"
        }
    }

    /// The subscriptions alive right now that were made with `subscribe`, `bind`, `drive` or `emit`,
    /// oldest first, with where each was made (see ``LiveSubscription``).
    ///
    /// Kept only in builds with `TRACE_RESOURCES` (SwiftRx's debug builds); release builds keep no
    /// list, pay nothing for it, and return an empty array. A subscription made inside another one's
    /// subscribing (an operator subscribing to its sources) is part of that one and not listed apart.
    public static var liveSubscriptions: [LiveSubscription] {
        LiveSubscriptionRegistry.subscriptions { _ in true }
    }

    /// Writes ``liveSubscriptions`` to standard error, grouped by call site with a count per site,
    /// the most frequent first.
    public static func dumpLiveSubscriptions() {
        #if TRACE_RESOURCES
            Hooks.writeToStandardError(liveSubscriptionReport(liveSubscriptions))
        #else
            Hooks.writeToStandardError(
                "SwiftRx: live subscriptions are recorded only in debug builds (TRACE_RESOURCES).")
        #endif
    }

    /// A readable report of `subscriptions`, grouped by call site with counts, the most frequent
    /// site first; each group lists its chains and threads and its oldest age.
    /// - Parameter subscriptions: The subscriptions to describe.
    /// - Returns: The report, one line per site after a heading.
    public static func liveSubscriptionReport(_ subscriptions: [LiveSubscription]) -> String {
        if subscriptions.isEmpty { return "SwiftRx: no live subscriptions." }
        var groups: [String: [LiveSubscription]] = [:]
        var order: [String] = []
        for subscription in subscriptions {
            if groups[subscription.site] == nil { order.append(subscription.site) }
            groups[subscription.site, default: []].append(subscription)
        }
        let sites = order.enumerated().sorted { left, right in
            let (leftCount, rightCount) = (groups[left.element]!.count, groups[right.element]!.count)
            return leftCount != rightCount ? leftCount > rightCount : left.offset < right.offset
        }
        let count = subscriptions.count
        var lines = ["SwiftRx: \(count) live subscription\(count == 1 ? "" : "s"):"]
        for (_, site) in sites {
            let group = groups[site]!
            let chains = unique(group.map { $0.chain.isEmpty ? "?" : $0.chain.joined(separator: " ← ") })
            let threads = unique(group.map(\.thread))
            let oldest = group.map(\.age).max() ?? .zero
            lines.append(
                "  \(group.count) × \(site): \(chains.joined(separator: "; ")) "
                    + "(thread \(threads.joined(separator: ", ")), oldest \(formatted(oldest)))")
        }
        return lines.joined(separator: "\n")
    }
}

/// The distinct values of `values`, in their first order.
private func unique(_ values: [String]) -> [String] {
    var seen: Set<String> = []
    return values.filter { seen.insert($0).inserted }
}

/// A duration as a person reads it: `850 ms`, `2.4 s`.
private func formatted(_ duration: Duration) -> String {
    let (seconds, attoseconds) = duration.components
    let milliseconds = seconds * 1000 + attoseconds / 1_000_000_000_000_000
    if milliseconds < 1000 { return "\(milliseconds) ms" }
    let tenths = milliseconds / 100
    return "\(tenths / 10).\(tenths % 10) s"
}

/// Where the live subscriptions are kept (builds with `TRACE_RESOURCES`): one entry per
/// ``LiveSubscriptionToken``, added when the token is made and removed when it is released.
enum LiveSubscriptionRegistry {
    struct Entry {
        let file: String
        let line: UInt
        let chain: [String]
        let thread: String
        let start: ContinuousClock.Instant
        let scope: Resources.Scope?
    }

    static let entries = Mutex<[ObjectIdentifier: Entry]>([:])

    /// The live subscriptions whose scope passes `include`, oldest first.
    static func subscriptions(where include: (Resources.Scope?) -> Bool) -> [Resources.LiveSubscription] {
        #if TRACE_RESOURCES
            let now = ContinuousClock.now
            let selected = entries.withLock { entries in entries.values.filter { include($0.scope) } }
            return selected.sorted { $0.start < $1.start }.map { entry in
                Resources.LiveSubscription(
                    file: entry.file, line: entry.line, chain: entry.chain, thread: entry.thread,
                    age: now - entry.start)
            }
        #else
            return []
        #endif
    }
}

/// Lists a subscription in ``Resources/liveSubscriptions`` for as long as it lives: the subscribe
/// methods capture it in a closure the subscription keeps (builds with `TRACE_RESOURCES`).
@usableFromInline
final class LiveSubscriptionToken: Sendable {
    init(file: String, line: UInt, source: AnyObject) {
        let entry = LiveSubscriptionRegistry.Entry(
            file: file, line: line, chain: operatorChain(source), thread: currentThreadName(),
            start: .now, scope: Resources.Scope.active)
        let key = ObjectIdentifier(self)
        LiveSubscriptionRegistry.entries.withLock { $0[key] = entry }
    }

    deinit {
        let key = ObjectIdentifier(self)
        _ = LiveSubscriptionRegistry.entries.withLock { $0.removeValue(forKey: key) }
    }

    /// A token for a subscription to `source` made at `file:line` (`line` 0 when unknown), or `nil`
    /// when this is not a subscription of its own: another one is being made on this thread, of which
    /// it is a part (an operator subscribing to its sources). Always `nil` without `TRACE_RESOURCES`.
    @usableFromInline
    static func begin(file: StaticString?, line: UInt, source: AnyObject) -> LiveSubscriptionToken? {
        #if TRACE_RESOURCES
            guard SubscriptionSite.beginTracking() else { return nil }
            return LiveSubscriptionToken(file: file.map { "\($0)" } ?? "?", line: line, source: source)
        #else
            return nil
        #endif
    }

    /// Ends what ``begin(file:line:source:)`` started, when it returned a token.
    @usableFromInline
    static func end(_ token: LiveSubscriptionToken?) {
        #if TRACE_RESOURCES
            if token != nil { SubscriptionSite.endTracking() }
        #endif
    }
}

/// The operator names of the chain `source` is the end of, outermost first: each observable's type
/// name (`MapProducer<Int, Int>` gives `map`), then the first observable it holds, and so on.
private func operatorChain(_ source: AnyObject) -> [String] {
    var names: [String] = []
    var current: AnyObject? = source
    while let node = current, names.count < 16 {
        names.append(operatorName(node))
        current = firstObservable(in: Mirror(reflecting: node))
    }
    return names
}

/// The first stored property of the mirrored object (or its superclasses) that is an observable.
private func firstObservable(in mirror: Mirror) -> AnyObject? {
    var level: Mirror? = mirror
    while let current = level {
        for child in current.children {
            if let node = child.value as? any ChainNode { return node }
            // A trait or shared sequence is a struct around its observable.
            for inner in Mirror(reflecting: child.value).children {
                if let node = inner.value as? any ChainNode { return node }
            }
        }
        level = current.superclassMirror
    }
    return nil
}

/// The name of an operator from the type of its observable: generic arguments dropped, and a
/// `Producer` suffix dropped with the first letter lowered (`MapProducer` is `map`).
private func operatorName(_ node: AnyObject) -> String {
    var name = String(describing: type(of: node))
    if let generic = name.firstIndex(of: "<") { name = String(name[..<generic]) }
    switch name {
    case "AnonymousObservable": return "create"
    case "MapFilterRoot", "MapFilterRun": return "map/filter"
    default: break
    }
    for suffix in ["Producer", "Observable"] where name.hasSuffix(suffix) && name.count > suffix.count {
        name.removeLast(suffix.count)
        return name.prefix(1).lowercased() + name.dropFirst()
    }
    return name
}

/// `main` on the main thread, otherwise the thread's name or a number for it.
private func currentThreadName() -> String {
    if Thread.isMainThread { return "main" }
    if let name = Thread.current.name, !name.isEmpty { return name }
    return "thread \(UInt(bitPattern: pthread_self().hashValue))"
}

/// Marks the observables that ``operatorChain(_:)`` walks through.
protocol ChainNode: AnyObject {}

extension Observable: ChainNode {}
