import SwiftRx
import SwiftRxTest
import XCTest

/// The error the RxSwift semantics suites send and expect.
struct SemanticsError: Error, Equatable {}

let semanticsError = SemanticsError()

/// What a suite's callbacks record, read after the scheduler ran (everything runs on the driving thread).
final class SemanticsLog: @unchecked Sendable {
    // Written and read only on the thread that drives the TestScheduler.
    var items: [String] = []

    func add(_ item: String) {
        items.append(item)
    }
}

/// When a `using` resource was created and disposed, in virtual time.
final class SemanticsTimes: @unchecked Sendable {
    // Written and read only on the thread that drives the TestScheduler.
    var created: [TestTime] = []
    var disposed: [TestTime] = []
}

/// A `using` resource that runs `onDispose` when disposed.
final class SemanticsResource: Disposable, @unchecked Sendable {
    // Immutable after init.
    let onDispose: @Sendable () -> Void

    init(_ onDispose: @escaping @Sendable () -> Void) {
        self.onDispose = onDispose
    }

    func dispose() {
        onDispose()
    }
}

/// A virtual time read inside a scheduled action.
final class SemanticsClock: @unchecked Sendable {
    // Written and read only on the thread that drives the TestScheduler.
    var value: Double = 0
}

/// The base of the RxSwift semantics suites: a fresh `TestScheduler` at clock 0 for every test, as
/// RxSwift's own test cases set one up.
class SemanticsTestCase: XCTestCase {
    var scheduler: TestScheduler!

    override func setUp() {
        super.setUp()
        scheduler = TestScheduler(initialClock: 0)
    }

    override func tearDown() {
        scheduler = nil
        super.tearDown()
    }
}

/// A value a scheduled action stores for a later one to read.
final class SemanticsBox<Value>: @unchecked Sendable {
    // Written and read only on the thread that drives the TestScheduler.
    var value: Value?
}
