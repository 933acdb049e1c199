import Dispatch
import Synchronization
import Testing
import SwiftRx
import SwiftRxTest

@MainActor
@Suite("Signal.emit")
struct SignalSubscriptionTests {
    @Test func emitToObserversClosuresAndObject() {
        final class Owner {
            var seen: [Int] = []
        }
        let start = Resources.total
        do {
            let scheduler = TestScheduler(initialClock: 0)
            let xs = scheduler.createHotObservable([.next(210, 1), .completed(220)])
            let plain = scheduler.createObserver(Int.self)
            let optional = scheduler.createObserver(Int?.self)
            var log: [String] = []
            let owner = Owner()
            SharingScheduler.mock(scheduler: scheduler) {
                let signal = xs.asSignal(onErrorJustReturn: 0)
                scheduler.scheduleAt(200) {
                    _ = signal.emit(to: plain)
                    _ = signal.emit(to: optional)
                    _ = signal.emit(
                        onNext: { log.append("next(\($0))") },
                        onCompleted: { log.append("completed") },
                        onDisposed: { log.append("disposed") }
                    )
                    _ = signal.emit(with: owner, onNext: { owner, value in owner.seen.append(value) })
                    _ = signal.emit()
                }
                scheduler.start()
            }
            #expect(plain.events == [.next(211, 1), .completed(221)])
            #expect(optional.events == [.next(211, Optional(1)), .completed(221)])
            #expect(log == ["next(1)", "completed", "disposed"])
            #expect(owner.seen == [1])
        }
        #expect(Resources.total == start)
    }

    @Test func emitOffTheMainThreadIsReported() async {
        let recorder = TraitsViolationRecorder()
        await recorder.record {
            let signal = Signal<Int>.never()
            await withCheckedContinuation { (continuation: CheckedContinuation<Void, Never>) in
                DispatchQueue.global().async {
                    signal.emit().dispose()
                    continuation.resume()
                }
            }
        }
        #expect(recorder.violations.map(\.kind) == [.notOnMainThread])
        #expect(recorder.violations.first?.operatorName == "emit")
    }
}
