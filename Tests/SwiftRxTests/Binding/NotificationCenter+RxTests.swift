import Foundation
import SwiftRx
import Testing

@Suite("NotificationCenter.rx.notification", .scopedResources)
struct NotificationCenterRxTests {
    private static let ping = Notification.Name("NotificationCenterRxTests.ping")
    private static let pong = Notification.Name("NotificationCenterRxTests.pong")

    @Test func deliversTheNamedNotificationsUntilDisposed() {
        let resources = liveResources
        do {
            let center = NotificationCenter()
            let received = EventLog<String>()
            let subscription = center.rx.notification(Self.ping)
                .subscribe(onNext: { received.append(.next(($0.userInfo?["n"] as? String) ?? "?")) })
            center.post(name: Self.ping, object: nil, userInfo: ["n": "1"])
            center.post(name: Self.pong, object: nil, userInfo: ["n": "x"])
            center.post(name: Self.ping, object: nil, userInfo: ["n": "2"])
            subscription.dispose()
            center.post(name: Self.ping, object: nil, userInfo: ["n": "3"])
            #expect(received.elements == ["1", "2"])
            #expect(received.events.count == 2)  // no terminal event
        }
        #expect(liveResources == resources)
    }

    @Test func filtersOnTheSenderAndANilNameObservesEveryName() {
        let center = NotificationCenter()
        let sender = NSObject()
        let fromSender = EventLog<String>()
        let everything = EventLog<String>()
        let bySender = center.rx.notification(Self.ping, object: sender)
            .subscribe(onNext: { fromSender.append(.next($0.name.rawValue)) })
        let all = center.rx.notification(nil).subscribe(onNext: { everything.append(.next($0.name.rawValue)) })
        center.post(name: Self.ping, object: sender)
        center.post(name: Self.ping, object: NSObject())
        center.post(name: Self.pong, object: sender)
        bySender.dispose()
        all.dispose()
        #expect(fromSender.elements == [Self.ping.rawValue])
        #expect(everything.elements == [Self.ping.rawValue, Self.ping.rawValue, Self.pong.rawValue])
    }

    @Test func eachSubscriptionRegistersItsOwnObserver() {
        let center = NotificationCenter()
        let notifications = center.rx.notification(Self.ping)
        let first = EventLog<Int>()
        let second = EventLog<Int>()
        let a = notifications.subscribe(onNext: { _ in first.append(.next(1)) })
        let b = notifications.subscribe(onNext: { _ in second.append(.next(1)) })
        center.post(name: Self.ping, object: nil)
        a.dispose()
        center.post(name: Self.ping, object: nil)
        b.dispose()
        #expect(first.elements == [1])
        #expect(second.elements == [1, 1])
    }
}
