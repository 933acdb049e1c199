import Dispatch
import SwiftRx
import Testing

/// `numberOfSerialDispatchQueueObservables` counts for the whole process, and tests running at the
/// same time make serial `observe(on:)` observables too: this runs in the process-exclusive step of
/// `.ci/run`.
@Suite("Resources", .processExclusive)
struct ResourcesTests {
    @Test func serialObserveOnObservablesAreCountedWhileAlive() {
        let before = Resources.numberOfSerialDispatchQueueObservables
        let counted: Int32 = Resources.isTracing ? 1 : 0
        do {
            let serial = Observable.just(1).observe(on: SerialDispatchQueueScheduler(qos: .default))
            let main = Observable.just(2).observe(on: MainScheduler.instance)
            // RxSwift counts only the serial-queue form of observe(on:).
            let concurrent = Observable.just(3).observe(on: ConcurrentDispatchQueueScheduler(qos: .default))
            #expect(Resources.numberOfSerialDispatchQueueObservables == before + 2 * counted)
            _ = (serial, main, concurrent)
        }
        #expect(Resources.numberOfSerialDispatchQueueObservables == before)
    }
}
