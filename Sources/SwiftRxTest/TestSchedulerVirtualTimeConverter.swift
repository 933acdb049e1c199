import Foundation
import SwiftRx

/// The converter of ``TestScheduler``: virtual time and intervals are `Int` ticks, and one tick lasts
/// `resolution` seconds when converted to dates (`TestTime` 0 is the Unix epoch).
public struct TestSchedulerVirtualTimeConverter: VirtualTimeConverterType, Sendable {
    /// Virtual time is a tick count.
    public typealias VirtualTimeUnit = Int
    /// Virtual intervals are tick counts.
    public typealias VirtualTimeIntervalUnit = Int

    private let resolution: Double

    init(resolution: Double) {
        precondition(
            resolution > 0 && resolution.isFinite,
            "TestScheduler resolution must be a positive number of seconds per tick, got \(resolution)."
        )
        self.resolution = resolution
    }

    /// The date `virtualTime` ticks after the Unix epoch.
    public func convertFromVirtualTime(_ virtualTime: VirtualTimeUnit) -> RxTime {
        Date(timeIntervalSince1970: Double(virtualTime) * resolution)
    }

    /// The tick nearest to `time`.
    public func convertToVirtualTime(_ time: RxTime) -> VirtualTimeUnit {
        ticks(time.timeIntervalSince1970)
    }

    /// The length of `virtualTimeInterval` ticks in seconds.
    public func convertFromVirtualTimeInterval(_ virtualTimeInterval: VirtualTimeIntervalUnit) -> TimeInterval {
        Double(virtualTimeInterval) * resolution
    }

    /// The number of ticks nearest to `timeInterval` seconds (saturating at `Int.min`/`Int.max`).
    public func convertToVirtualTimeInterval(_ timeInterval: TimeInterval) -> VirtualTimeIntervalUnit {
        ticks(timeInterval)
    }

    /// `time + offset`, saturating at `Int.min`/`Int.max`.
    public func offsetVirtualTime(_ time: VirtualTimeUnit, offset: VirtualTimeIntervalUnit) -> VirtualTimeUnit {
        let (sum, overflow) = time.addingReportingOverflow(offset)
        if overflow { return offset > 0 ? .max : .min }
        return sum
    }

    /// Orders two tick counts.
    public func compareVirtualTime(_ lhs: VirtualTimeUnit, _ rhs: VirtualTimeUnit) -> VirtualTimeComparison {
        if lhs < rhs { return .lessThan }
        if lhs > rhs { return .greaterThan }
        return .equal
    }

    private func ticks(_ seconds: Double) -> Int {
        let value = (seconds / resolution).rounded()
        if value.isNaN { return 0 }
        if value >= Double(Int.max) { return .max }
        if value <= Double(Int.min) { return .min }
        return Int(value)
    }
}
