import Foundation

/// A virtual-time scheduler whose clock is a `Date`: it replays date-stamped work (historical data,
/// logs) as fast as it can, in date order, while ``SchedulerType/now`` reports the replayed date.
///
/// Nothing runs until ``VirtualTimeScheduler/start()`` or ``VirtualTimeScheduler/advanceTo(_:)``
/// is called; the actions then run on the calling thread.
public class HistoricalScheduler: VirtualTimeScheduler<HistoricalSchedulerTimeConverter>, @unchecked Sendable {
    // No state of its own; the base class guards its clock and queue with its lock.

    /// Makes a scheduler whose clock starts at `initialClock`.
    /// - Parameter initialClock: The starting date; the Unix epoch by default.
    public init(initialClock: RxTime = Date(timeIntervalSince1970: 0)) {
        super.init(initialClock: initialClock, converter: HistoricalSchedulerTimeConverter())
    }
}
