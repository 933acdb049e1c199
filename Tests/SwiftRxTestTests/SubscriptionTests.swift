import SwiftRxTest
import Testing

@Suite("Subscription")
struct SubscriptionTests {
    @Test func openSubscriptionEndsAtIntMax() {
        let subscription = Subscription(200)
        #expect(subscription.subscribe == 200)
        #expect(subscription.unsubscribe == Int.max)
        #expect(subscription == Subscription(200, Int.max))
        #expect(subscription != Subscription(200, 300))
    }

    @Test func debugDescription() {
        #expect(Subscription(200, 300).debugDescription == "(200 : 300)")
        #expect(Subscription(200).debugDescription == "(200 : Infinity)")
    }

    @Test func hashable() {
        let set: Set = [Subscription(1, 2), Subscription(1, 2), Subscription(1)]
        #expect(set.count == 2)
    }
}
