import Foundation
import SwiftRx
import SwiftRxSearchCore
import SwiftRxTest
import Testing

@MainActor
@Suite("Keyboard")
struct KeyboardTests {
    @Test func keysArriveOnTheDeliverySchedulerAndTapsFilterOneKey() {
        let scheduler = TestScheduler(initialClock: 0)
        let keyboard = Keyboard(deliveringOn: scheduler)
        let keys = scheduler.createObserver(Key.self)
        let ups = scheduler.createObserver(String.self)
        _ = keyboard.rx.keys.subscribe(keys)
        _ = keyboard.rx.tap(.up).map { "up" }.subscribe(ups)
        scheduler.scheduleAt(10) { keyboard.press(.character("a")) }
        scheduler.scheduleAt(20) { keyboard.press(.up) }
        scheduler.scheduleAt(30) { keyboard.press(.down) }
        scheduler.scheduleAt(40) { keyboard.press(.up) }
        scheduler.start()
        #expect(keys.events == [.next(11, .character("a")), .next(21, .up), .next(31, .down), .next(41, .up)])
        #expect(ups.events == [.next(21, "up"), .next(41, "up")])
    }

    @Test func keysPressedOnABackgroundThreadArriveOnTheMainQueueInOrder() async throws {
        let keyboard = Keyboard()
        let mainQueue = DispatchSpecificKey<Bool>()
        DispatchQueue.main.setSpecific(key: mainQueue, value: true)
        defer { DispatchQueue.main.setSpecific(key: mainQueue, value: nil) }
        let received = keyboard.rx.keys.asObservable()
            .map { key in (key, DispatchQueue.getSpecific(key: mainQueue) == true) }
            .take(3)
            // Bounds the test's run time should the keys never arrive.
            .timeout(.seconds(20), scheduler: ConcurrentDispatchQueueScheduler(qos: .default))
            .toArray()
        // The suite runs on the main actor, so the subscription is in place, at once, before the
        // thread starts pressing.
        let keys: [(Key, Bool)] = try await withCheckedThrowingContinuation { continuation in
            _ = received.subscribe(
                onSuccess: { continuation.resume(returning: $0) },
                onFailure: { continuation.resume(throwing: $0) }
            )
            Thread {
                keyboard.press(.character("x"))
                keyboard.press(.down)
                keyboard.press(.enter)
            }
            .start()
        }
        #expect(keys.map(\.0) == [.character("x"), .down, .enter])
        #expect(keys.allSatisfy { $0.1 })
    }
}
