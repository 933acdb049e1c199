import Dispatch
import Foundation
import SwiftRx
import SwiftRxBlocking
import SwiftRxTest
import XCTest

/// `toBlocking` called on the main thread while the sequence delivers on the main queue.
///
/// XCTest runs its test methods on the process's main thread (Swift Testing does not, on Linux), so
/// this is where the run-loop-turning wait is exercised for real: without it, each test would
/// deadlock until its timeout and fail.
final class BlockingMainThreadTests: XCTestCase {
    private func requireMainThread() throws {
        try XCTSkipUnless(Thread.isMainThread, "this runner does not run XCTest methods on the main thread")
    }

    func testMainQueueDeliveryReachesAWaitOnTheMainThread() throws {
        try requireMainThread()
        let source = Observable<Int>.create { observer in
            DispatchQueue.main.async {
                observer.onNext(1)
                DispatchQueue.main.async {
                    observer.onNext(2)
                    observer.onCompleted()
                }
            }
            return Disposables.create()
        }
        XCTAssertEqual(try source.toBlocking(timeout: 5).toArray(), [1, 2])
    }

    func testObserveOnTheMainSchedulerFromABackgroundSource() throws {
        try requireMainThread()
        let source = Observable<Int>.create { observer in
            DispatchQueue.global().async {
                for value in 1...3 { observer.onNext(value) }
                observer.onCompleted()
            }
            return Disposables.create()
        }
        let values = try source.observe(on: MainScheduler.instance)
            .do(onNext: { _ in XCTAssertTrue(Thread.isMainThread, "delivered off the main thread") })
            .toBlocking(timeout: 5)
            .toArray()
        XCTAssertEqual(values, [1, 2, 3])
    }

    func testMainQueueTimerFiresWhileWaiting() throws {
        try requireMainThread()
        let first = try XCTAssertNoLeaks {
            try Observable<Int>.timer(.milliseconds(1), scheduler: MainScheduler.instance)
                .toBlocking(timeout: 5)
                .first()
        }
        XCTAssertEqual(first, 0)
    }

    func testTimeoutOnTheMainThreadStillThrows() throws {
        try requireMainThread()
        XCTAssertThrowsError(try Observable<Int>.never().toBlocking(timeout: 0.05).toArray()) { error in
            guard case RxError.timeout = error else {
                return XCTFail("expected RxError.timeout, got \(error)")
            }
        }
    }
}
