import SwiftRx
import SwiftRxTest
import Synchronization
import Testing

/// Carries what the scheduled steps of a test share; they run one after another on the test thread.
@available(*, deprecated)
private final class VariableDriverSteps {
    var variable: Variable<Int>?
    var late: (any Disposable)?
}

/// Collects what reaches `Hooks.defaultErrorHandler` (location and message) while `body` runs.
private func capturingReports(_ body: () -> Void) -> [(location: String?, message: String)] {
    let reports = Mutex<[(location: String?, message: String)]>([])
    let hooks = Hooks.Scope(defaultErrorHandler: { callStack, error in
        reports.withLock { $0.append((callStack.first, "\(error)")) }
    })
    hooks.run(body)
    return reports.withLock { $0 }
}

@MainActor
@Suite("Variable.asDriver(), bind(to: Variable), drive(Variable) (deprecated)", .scopedResources)
struct VariableCocoaTests {
    @available(*, deprecated)
    @Test func asDriverStartsWithTheValueFollowsItAndCompletesWhenTheVariableGoes() {
        let start = liveResources
        do {
            let scheduler = TestScheduler(initialClock: 0)
            let late = scheduler.createObserver(Int.self)
            let steps = VariableDriverSteps()
            steps.variable = Variable(0)
            let res = SharingScheduler.mock(scheduler: scheduler) {
                let driver = steps.variable!.asDriver()
                scheduler.scheduleAt(250) { steps.variable!.value = 1 }
                scheduler.scheduleAt(270) { steps.late = driver.asObservable().subscribe(late) }
                scheduler.scheduleAt(280) { steps.variable!.value = 2 }
                // The driver does not keep the variable alive: this ends it.
                scheduler.scheduleAt(300) { steps.variable = nil }
                scheduler.scheduleAt(900) { steps.late?.dispose() }
                return scheduler.start { driver }
            }
            // Each value hops onto the (mocked) driver scheduler: one tick.
            #expect(res.events == [.next(201, 0), .next(251, 1), .next(281, 2), .completed(301)])
            // A later observer gets the replayed latest value at once: the driver is shared.
            #expect(late.events == [.next(270, 1), .next(281, 2), .completed(301)])
        }
        #expect(liveResources == start)
    }

    @available(*, deprecated)
    @Test func bindToAVariableSetsEachElementAndCompletionLeavesTheValue() {
        let start = liveResources
        do {
            let scheduler = TestScheduler(initialClock: 0)
            let xs = scheduler.createHotObservable([.next(150, 0), .next(210, 1), .next(220, 2), .completed(230)])
            let variable = Variable(-1)
            let values = scheduler.createObserver(Int.self)
            let optionalVariable = Variable<Int?>(nil)
            let optionalValues = scheduler.createObserver(Int?.self)
            var subscriptions: [any Disposable] = []
            scheduler.scheduleAt(100) {
                subscriptions.append(variable.asObservable().subscribe(values))
                subscriptions.append(optionalVariable.asObservable().subscribe(optionalValues))
            }
            scheduler.scheduleAt(200) {
                subscriptions.append(xs.bind(to: variable))
                subscriptions.append(xs.bind(to: optionalVariable))
            }
            scheduler.start()
            #expect(values.events == [.next(100, -1), .next(210, 1), .next(220, 2)])
            #expect(optionalValues.events == [.next(100, nil), .next(210, 1), .next(220, 2)])
            #expect(variable.value == 2)
            #expect(optionalVariable.value == 2)
            #expect(xs.subscriptions == [Subscription(200, 230), Subscription(200, 230)])
            subscriptions.forEach { $0.dispose() }
        }
        #expect(liveResources == start)
    }

    @available(*, deprecated)
    @Test func bindToAVariableStopsAtAnErrorAndReportsItWithTheCallSite() {
        let variable = Variable(0)
        let optionalVariable = Variable<Int?>(0)
        let reports = capturingReports {
            let source = Observable<Int>.of(1, 2).concat(Observable.error(TestError(id: 7)))
            _ = source.bind(to: variable)
            _ = source.bind(to: optionalVariable)
        }
        // The elements before the error were set; the error ended each binding and was reported.
        #expect(variable.value == 2)
        #expect(optionalVariable.value == 2)
        #expect(reports.count == 2)
        #expect(reports.allSatisfy { $0.location?.contains("Variable+CocoaTests.swift") == true })
        #expect(reports.allSatisfy { $0.message.contains("TestError(id: 7)") })
        #expect(reports.first?.message.contains("bind(to:) of a Variable<Int>") == true)
        #expect(reports.last?.message.contains("bind(to:) of a Variable<Optional<Int>>") == true)
    }

    @available(*, deprecated)
    @Test func driveAVariableSetsEachElementAndCompletionLeavesTheValue() {
        let start = liveResources
        do {
            let scheduler = TestScheduler(initialClock: 0)
            let xs = scheduler.createHotObservable([.next(210, 1), .next(220, 2), .completed(230)])
            let variable = Variable(0)
            let values = scheduler.createObserver(Int.self)
            let optionalVariable = Variable<Int?>(nil)
            let optionalValues = scheduler.createObserver(Int?.self)
            var subscriptions: [any Disposable] = []
            SharingScheduler.mock(scheduler: scheduler) {
                let driver = xs.asDriver(onErrorJustReturn: -1)
                scheduler.scheduleAt(100) {
                    subscriptions.append(variable.asObservable().subscribe(values))
                    subscriptions.append(optionalVariable.asObservable().subscribe(optionalValues))
                }
                scheduler.scheduleAt(200) {
                    subscriptions.append(driver.drive(variable))
                    subscriptions.append(driver.drive(optionalVariable))
                }
                scheduler.start()
            }
            #expect(values.events == [.next(100, 0), .next(211, 1), .next(221, 2)])
            #expect(optionalValues.events == [.next(100, nil), .next(211, 1), .next(221, 2)])
            #expect(variable.value == 2)
            #expect(optionalVariable.value == 2)
            // One shared subscription to the source for both drives.
            #expect(xs.subscriptions == [Subscription(200, 230)])
            subscriptions.forEach { $0.dispose() }
        }
        #expect(liveResources == start)
    }

    @available(*, deprecated)
    @Test func driveAVariableOffTheMainThreadIsReported() async {
        let recorder = TraitsViolationRecorder()
        let variable = Variable(0)
        await recorder.record {
            // A detached task starts without the test's hooks scope: the block takes it along.
            let drive = inCurrentHooksScope { Driver.just(1).drive(variable).dispose() }
            await Task.detached { drive() }.value
        }
        #expect(recorder.violations.map(\.kind) == [.notOnMainThread])
        #expect(recorder.violations.first?.operatorName == "drive")
        #expect(recorder.violations.first?.location?.contains("Variable+CocoaTests.swift") == true)
    }
}
