import Dispatch
import Synchronization
import Testing

@testable import SwiftRx

/// A disposable that counts its `dispose()` calls.
private final class CountingDisposable: Disposable, Sendable {
    let count = Atomic<Int>(0)

    func dispose() {
        count.add(1, ordering: .relaxed)
    }

    var disposals: Int { count.load(ordering: .relaxed) }
}

/// A sink-like owner of an ``UpstreamSlot`` (the slot is non-copyable, so tests keep it in a class,
/// as sinks do).
private final class SlotOwner: Sendable {
    let slot = UpstreamSlot()
}

@Suite("UpstreamSlot")
struct UpstreamSlotTests {
    @Test func releaseDisposesWhatWasSetOnceAndOnlyItsFirstCallerGetsTrue() {
        let owner = SlotOwner()
        let disposable = CountingDisposable()
        owner.slot.set(disposable)
        #expect(disposable.disposals == 0)
        let first = owner.slot.release()
        #expect(first)
        #expect(disposable.disposals == 1)
        let second = owner.slot.release()
        #expect(!second)
        #expect(disposable.disposals == 1)
    }

    @Test func releaseOfAnEmptySlotReturnsTrueOnceAndALaterSetDisposesAtOnce() {
        let owner = SlotOwner()
        let first = owner.slot.release()
        #expect(first)
        let late = CountingDisposable()
        owner.slot.set(late)
        #expect(late.disposals == 1)
        let second = owner.slot.release()
        #expect(!second)
        #expect(late.disposals == 1)
    }

    @Test func releaseUnsharedLeavesTheSlotReleasedSoALaterSetDisposesAtOnce() {
        let owner = SlotOwner()
        owner.slot.releaseUnshared()
        let late = CountingDisposable()
        owner.slot.set(late)
        #expect(late.disposals == 1)
        let release = owner.slot.release()
        #expect(!release, "the slot was already released")
        #expect(late.disposals == 1)
    }

    /// `claim` stops the slot (later `release`s get `false`, a later `set` disposes its subscription
    /// at once) and leaves what it held to the claimer, which disposes it with `disposeClaimed`.
    @Test func claimTakesOverTheSubscriptionUntilDisposeClaimed() {
        let owner = SlotOwner()
        let held = CountingDisposable()
        owner.slot.set(held)
        let releasedBefore = owner.slot.isReleased
        #expect(!releasedBefore)
        let claimed = owner.slot.claim()
        #expect(claimed == UpstreamSlot.holding)
        let releasedAfter = owner.slot.isReleased
        #expect(releasedAfter)
        #expect(held.disposals == 0)
        let late = CountingDisposable()
        owner.slot.set(late)
        #expect(late.disposals == 1)
        owner.slot.disposeClaimed(claimed)
        #expect(held.disposals == 1)
        let release = owner.slot.release()
        #expect(!release)
        #expect(held.disposals == 1)
        let second = owner.slot.claim()
        #expect(second == UpstreamSlot.released, "a second claim gets nothing")
    }

    /// A release while the claimer delivers its terminal event (a dispose that the event causes
    /// downstream) disposes the held subscription at once, as RxSwift's disposal during delivery
    /// does; it still returns `false` (the claimer ends the owner), and `disposeClaimed` then finds
    /// nothing left to dispose.
    @Test func aReleaseDuringTheClaimDisposesAtOnce() {
        let owner = SlotOwner()
        let held = CountingDisposable()
        owner.slot.set(held)
        let claimed = owner.slot.claim()
        let release = owner.slot.release()
        #expect(!release)
        #expect(held.disposals == 1)
        let releasedAfter = owner.slot.isReleased
        #expect(releasedAfter)
        owner.slot.disposeClaimed(claimed)
        #expect(held.disposals == 1)
    }

    @Test func claimOfAnEmptySlotLeavesNothingToDispose() {
        let owner = SlotOwner()
        let claimed = owner.slot.claim()
        #expect(claimed == UpstreamSlot.empty)
        owner.slot.disposeClaimed(claimed)
        let late = CountingDisposable()
        owner.slot.set(late)
        #expect(late.disposals == 1)
    }

    /// A claim (a terminal event) and a release (a dispose) racing: exactly one of them wins and
    /// the subscription is disposed once.
    @Test func claimAndReleaseRace() {
        for _ in 0..<200 {
            let owner = SlotOwner()
            let held = CountingDisposable()
            owner.slot.set(held)
            let wins = Atomic<Int>(0)
            DispatchQueue.concurrentPerform(iterations: 2) { index in
                if index == 0 {
                    let claimed = owner.slot.claim()
                    if claimed != UpstreamSlot.released {
                        wins.add(1, ordering: .relaxed)
                        owner.slot.disposeClaimed(claimed)
                    }
                } else if owner.slot.release() {
                    wins.add(1, ordering: .relaxed)
                }
            }
            #expect(wins.load(ordering: .relaxed) == 1)
            #expect(held.disposals == 1)
        }
    }

    /// `detach` ends the subscription the slot holds while its owner goes on: not released, a late
    /// `set` disposes what it brings, and the owner's own end later finds nothing left to dispose.
    @Test func detachDisposesTheSubscriptionButLeavesTheOwnerRunning() {
        let owner = SlotOwner()
        let held = CountingDisposable()
        owner.slot.set(held)
        owner.slot.detach()
        #expect(held.disposals == 1)
        let releasedAfterDetach = owner.slot.isReleased
        #expect(!releasedAfterDetach)
        owner.slot.detach()
        #expect(held.disposals == 1, "detaching twice disposes once")
        let late = CountingDisposable()
        owner.slot.set(late)
        #expect(late.disposals == 1)
        let claimed = owner.slot.claim()
        #expect(claimed == UpstreamSlot.detached)
        owner.slot.disposeClaimed(claimed)
        #expect(held.disposals == 1)
        let releasedAtTheEnd = owner.slot.isReleased
        #expect(releasedAtTheEnd)
    }

    @Test func detachAfterReleaseDoesNothingAndReleaseAfterDetachIsTheFirstStop() {
        let released = SlotOwner()
        let first = released.slot.release()
        #expect(first)
        released.slot.detach()
        let stillReleased = released.slot.isReleased
        #expect(stillReleased, "a detach never undoes a release")

        let detached = SlotOwner()
        detached.slot.detach()
        let stop = detached.slot.release()
        #expect(stop)
        let again = detached.slot.release()
        #expect(!again)
    }

    /// The source completing (detach) while the owner is disposed (release) on another thread:
    /// the subscription is disposed once and the slot ends released.
    @Test func detachAndReleaseRace() {
        for _ in 0..<200 {
            let owner = SlotOwner()
            let held = CountingDisposable()
            owner.slot.set(held)
            DispatchQueue.concurrentPerform(iterations: 2) { index in
                if index == 0 {
                    owner.slot.detach()
                } else {
                    owner.slot.release()
                }
            }
            #expect(held.disposals == 1)
            let released = owner.slot.isReleased
            #expect(released)
        }
    }

    @Test func aSecondSetDisposesTheNewcomerAndKeepsTheFirst() {
        let owner = SlotOwner()
        let first = CountingDisposable()
        let second = CountingDisposable()
        owner.slot.set(first)
        owner.slot.set(second)
        #expect(first.disposals == 0)
        #expect(second.disposals == 1)
        owner.slot.release()
        #expect(first.disposals == 1)
    }

    @Test func aSlotNeverReleasedReleasesItsSubscriptionWhenItGoesAway() {
        weak var weakDisposable: CountingDisposable?
        do {
            let owner = SlotOwner()
            let disposable = CountingDisposable()
            weakDisposable = disposable
            owner.slot.set(disposable)
        }
        #expect(weakDisposable == nil)
    }

    /// `set` on one thread racing `release` on another: whichever wins, the subscription is disposed
    /// exactly once and `release` reports `true` exactly once.
    @Test func setAndReleaseRace() {
        for _ in 0..<2_000 {
            let owner = SlotOwner()
            let disposable = CountingDisposable()
            let released = Atomic<Int>(0)
            DispatchQueue.concurrentPerform(iterations: 2) { index in
                if index == 0 {
                    owner.slot.set(disposable)
                } else if owner.slot.release() {
                    released.add(1, ordering: .relaxed)
                }
            }
            if owner.slot.release() { released.add(1, ordering: .relaxed) }
            #expect(disposable.disposals == 1)
            #expect(released.load(ordering: .relaxed) == 1)
        }
    }

    /// Several threads releasing at once: one of them disposes, and only that one gets `true`.
    @Test func concurrentReleasesRace() {
        for _ in 0..<1_000 {
            let owner = SlotOwner()
            let disposable = CountingDisposable()
            owner.slot.set(disposable)
            let winners = Atomic<Int>(0)
            DispatchQueue.concurrentPerform(iterations: 4) { _ in
                if owner.slot.release() { winners.add(1, ordering: .relaxed) }
            }
            #expect(winners.load(ordering: .relaxed) == 1)
            #expect(disposable.disposals == 1)
        }
    }
}
