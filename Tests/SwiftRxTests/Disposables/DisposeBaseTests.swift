import SwiftRx
import Synchronization
import Testing

/// A custom disposable built the RxSwift way, on `DisposeBase`.
private final class ClosingDisposable: DisposeBase, Cancelable, @unchecked Sendable {
    // Safe to share: the stored properties are an immutable Sendable closure and an atomic.
    private let close: @Sendable () -> Void
    private let disposed = Atomic(false)

    init(close: @escaping @Sendable () -> Void) {
        self.close = close
    }

    var isDisposed: Bool { disposed.load(ordering: .acquiring) }

    func dispose() {
        if !disposed.exchange(true, ordering: .acquiringAndReleasing) {
            close()
        }
    }
}

@Suite("DisposeBase", .scopedResources)
struct DisposeBaseTests {
    @Test func aCustomSubclassIsADisposableLikeAnyOther() {
        let closed = Counter()
        let bag = DisposeBag()
        let custom = ClosingDisposable { closed.increment() }
        custom.disposed(by: bag)
        let composite = CompositeDisposable(custom, Disposables.create())
        #expect(!custom.isDisposed)
        composite.dispose()
        custom.dispose()
        #expect(custom.isDisposed)
        #expect(closed.count == 1)
    }

    @Test func aCustomSubclassIsCountedWhileAliveUnderTraceResources() {
        let start = liveResources
        var custom: ClosingDisposable? = ClosingDisposable {}
        #expect(liveResources == start + (Resources.isTracing ? 1 : 0))
        custom?.dispose()
        custom = nil
        #expect(liveResources == start)
    }

    @Test func swiftRxsOwnDisposablesDeriveFromItAsRxSwiftsDo() {
        let refCount = RefCountDisposable(disposable: Disposables.create())
        let derived: [any Disposable] = [
            CompositeDisposable(), SerialDisposable(), SingleAssignmentDisposable(), refCount, refCount.retain(),
            Disposables.create {}, Disposables.create(BooleanDisposable(), BooleanDisposable()),
        ]
        #expect(derived.allSatisfy { $0 is DisposeBase })
        #expect((DisposeBag() as AnyObject) is DisposeBase)
    }

    @Test func swiftRxsDisposablesAreCountedWhileAliveUnderTraceResources() {
        let start = liveResources
        do {
            let bag = DisposeBag()
            let serial = SerialDisposable()
            serial.disposable = SingleAssignmentDisposable()
            serial.disposed(by: bag)
            #expect(liveResources == start + (Resources.isTracing ? 3 : 0))
        }
        #expect(liveResources == start)
    }
}
