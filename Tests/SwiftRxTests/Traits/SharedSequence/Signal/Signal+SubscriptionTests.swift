import Dispatch
import SwiftRx
import SwiftRxTest
import Synchronization
import Testing

@MainActor
@Suite("Signal.emit", .scopedResources)
struct SignalSubscriptionTests {
    @Test func emitToObserversClosuresAndObject() {
        @MainActor final class Owner {
            var seen: [Int] = []
        }
        let start = liveResources
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
        #expect(liveResources == start)
    }

    @Test func emitToRelaysOfEachKind() {
        let start = liveResources
        do {
            let scheduler = TestScheduler(initialClock: 0)
            let xs = scheduler.createHotObservable([.next(210, 1), .next(220, 2), .completed(230)])
            let publish = PublishRelay<Int>()
            let optionalPublish = PublishRelay<Int?>()
            let behavior = BehaviorRelay(value: 0)
            let optionalBehavior = BehaviorRelay<Int?>(value: nil)
            let replay = ReplayRelay<Int>.create(bufferSize: 1)
            let optionalReplay = ReplayRelay<Int?>.create(bufferSize: 1)
            let published = scheduler.createObserver(Int.self)
            let optionalPublished = scheduler.createObserver(Int?.self)
            SharingScheduler.mock(scheduler: scheduler) {
                let signal = xs.asSignal(onErrorJustReturn: 0)
                scheduler.scheduleAt(100) {
                    _ = publish.subscribe(published)
                    _ = optionalPublish.subscribe(optionalPublished)
                }
                scheduler.scheduleAt(200) {
                    _ = signal.emit(to: publish, publish)
                    _ = signal.emit(to: optionalPublish)
                    _ = signal.emit(to: behavior)
                    _ = signal.emit(to: optionalBehavior)
                    _ = signal.emit(to: replay)
                    _ = signal.emit(to: optionalReplay)
                }
                scheduler.start()
            }
            #expect(published.events == [.next(211, 1), .next(211, 1), .next(221, 2), .next(221, 2)])
            #expect(optionalPublished.events == [.next(211, Optional(1)), .next(221, Optional(2))])
            #expect(behavior.value == 2)
            #expect(optionalBehavior.value == 2)
            let replayed = scheduler.createObserver(Int.self)
            let optionalReplayed = scheduler.createObserver(Int?.self)
            _ = replay.subscribe(replayed)
            _ = optionalReplay.subscribe(optionalReplayed)
            #expect(replayed.events.map(\.value) == [.next(2)])
            #expect(optionalReplayed.events.map(\.value) == [.next(2)])
        }
        #expect(liveResources == start)
    }

    @Test func emitOffTheMainThreadIsReported() async {
        let recorder = TraitsViolationRecorder()
        await recorder.record {
            let signal = Signal<Int>.never()
            await withCheckedContinuation { (continuation: CheckedContinuation<Void, Never>) in
                DispatchQueue.global().async(
                    execute: inCurrentHooksScope {
                        signal.emit().dispose()
                        continuation.resume()
                    })
            }
        }
        #expect(recorder.violations.map(\.kind) == [.notOnMainThread])
        #expect(recorder.violations.first?.operatorName == "emit")
    }
}
