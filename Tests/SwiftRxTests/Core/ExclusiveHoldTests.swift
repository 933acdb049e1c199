import Testing

@testable import SwiftRx

private final class Thing {}

@Suite("isExclusivelyHeld")
struct ExclusiveHoldTests {
    @Test func aSingleStrongReferenceHoldsExclusively() {
        var thing = Thing()
        #expect(isExclusivelyHeld(&thing))
    }

    @Test func anotherStrongReferenceSharesIt() {
        var thing = Thing()
        let other = thing
        #expect(!isExclusivelyHeld(&thing))
        withExtendedLifetime(other) {}
    }

    @Test func aWeakReferenceSharesIt() {
        var thing = Thing()
        weak let observer = thing
        #expect(!isExclusivelyHeld(&thing))
        #expect(observer != nil)
    }

    @Test func anUnownedReferenceSharesIt() {
        var thing = Thing()
        unowned let observer = thing
        #expect(!isExclusivelyHeld(&thing))
        withExtendedLifetime(observer) {}
    }

    @Test func theHoldIsExclusiveAgainOnceTheOtherReferenceIsGone() {
        var thing = Thing()
        do {
            let other = thing
            #expect(!isExclusivelyHeld(&thing))
            withExtendedLifetime(other) {}
        }
        #expect(isExclusivelyHeld(&thing))
    }
}
