import Foundation
import SwiftRx
import Testing

@Suite("Disposables", .scopedResources)
struct DisposablesTests {
    @Test func anonymousDisposableRunsOnceEvenConcurrently() {
        for _ in 0..<100 {
            let count = Counter()
            let disposable = Disposables.create { count.increment() }
            #expect(!disposable.isDisposed)
            DispatchQueue.concurrentPerform(iterations: 4) { _ in disposable.dispose() }
            #expect(disposable.isDisposed)
            #expect(count.count == 1)
        }
    }

    @Test func binaryAndVariadicDisposeAll() {
        let parts = (0..<5).map { _ in BooleanDisposable() }
        Disposables.create(parts[0], parts[1]).dispose()
        #expect(parts[0].isDisposed && parts[1].isDisposed)
        Disposables.create(parts[2], parts[3], parts[4]).dispose()
        #expect(parts.allSatisfy { $0.isDisposed })
        let more = (0..<4).map { _ in BooleanDisposable() }
        Disposables.create(more).dispose()
        #expect(more.allSatisfy { $0.isDisposed })
    }

    @Test func compositeAddsRemovesAndDisposesLateAdditions() {
        let composite = CompositeDisposable()
        let first = BooleanDisposable()
        let second = BooleanDisposable()
        let key = composite.insert(first)
        composite.insert(second)
        #expect(composite.count == 2)
        composite.remove(for: key!)
        #expect(first.isDisposed)
        #expect(composite.count == 1)
        composite.dispose()
        #expect(second.isDisposed)
        let late = BooleanDisposable()
        #expect(composite.insert(late) == nil)
        #expect(late.isDisposed)
    }

    @Test func serialDisposesThePreviousValue() {
        let serial = SerialDisposable()
        let first = BooleanDisposable()
        let second = BooleanDisposable()
        serial.disposable = first
        serial.disposable = second
        #expect(first.isDisposed)
        #expect(!second.isDisposed)
        serial.dispose()
        #expect(second.isDisposed)
        let late = BooleanDisposable()
        serial.disposable = late
        #expect(late.isDisposed)
    }

    @Test func singleAssignmentDisposesLateAssignment() {
        let single = SingleAssignmentDisposable()
        single.dispose()
        let late = BooleanDisposable()
        single.setDisposable(late)
        #expect(late.isDisposed)
        #expect(single.isDisposed)
    }

    @Test func refCountWaitsForDependents() {
        let inner = BooleanDisposable()
        let refCount = RefCountDisposable(disposable: inner)
        let dependent = refCount.retain()
        refCount.dispose()
        #expect(!inner.isDisposed)
        dependent.dispose()
        dependent.dispose()
        #expect(inner.isDisposed)
        #expect(refCount.isDisposed)
    }

    @Test func scheduledDisposableDisposesOnItsScheduler() {
        let inner = BooleanDisposable()
        let scheduled = ScheduledDisposable(scheduler: ImmediateScheduler.instance, disposable: inner)
        scheduled.dispose()
        #expect(inner.isDisposed)
        #expect(scheduled.isDisposed)
    }

    @Test func disposeBagDisposesOnDeinit() {
        let parts = (0..<4).map { _ in BooleanDisposable() }
        do {
            let bag = DisposeBag()
            parts[0].disposed(by: bag)
            bag.insert(parts[1], parts[2])
            bag.insert {
                parts[3]
            }
            #expect(!parts.contains { $0.isDisposed })
        }
        #expect(parts.allSatisfy { $0.isDisposed })
    }

    @Test func disposeBagReleasesSubscriptions() {
        let start = liveResources
        let disposals = Counter()
        do {
            let bag = DisposeBag()
            Observable<Int>.create { _ in Disposables.create { disposals.increment() } }
                .map { $0 }
                .subscribe()
                .disposed(by: bag)
        }
        #expect(disposals.count == 1)
        #expect(liveResources == start)
    }
}
