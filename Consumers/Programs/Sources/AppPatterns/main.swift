import Dispatch
import Foundation
import Synchronization

// AppPatterns: app-shaped code written against SwiftRx as RxSwift users write it. The synchronous
// parts run first; the parts that need the main queue (Driver, Signal, Binder, MainScheduler) and the
// async bridges run in a main-actor task while the main run loop runs, as an app's would.

runSubjectsAndRelays()
runTraits()
runBlocking()
runNetworking()

let finished = Atomic<Bool>(false)
Task { @MainActor in
    await runAsyncBridges()
    await runMainScheduler()
    await runDriversAndBinding()
    print("--- done")
    finished.store(true, ordering: .releasing)
}

// Run the main run loop (which drains the main queue) until the task is done; a hang is a failure,
// not a stuck CI job.
let deadline = Date().addingTimeInterval(60)
while !finished.load(ordering: .acquiring) {
    if Date() > deadline {
        print("AppPatterns: did not finish within 60 s")
        exit(1)
    }
    _ = RunLoop.main.run(mode: .default, before: Date().addingTimeInterval(0.01))
}
