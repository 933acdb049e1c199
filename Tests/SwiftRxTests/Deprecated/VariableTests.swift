import SwiftRx
import SwiftRxTest
import Testing

/// Carries what the scheduled steps of a test share; they run one after another on the test thread.
@available(*, deprecated)
private final class VariableSteps {
    var variable: Variable<Int>?
    var observable: Observable<Int>?
}

@Suite("Variable (deprecated)", .scopedResources)
struct VariableTests {
    @available(*, deprecated)
    @Test func sendsTheCurrentValueThenEachSetValueAndCompletesWhenDeallocated() {
        let start = liveResources
        do {
            let scheduler = TestScheduler(initialClock: 0)
            let a = scheduler.createObserver(Int.self)
            let b = scheduler.createObserver(Int.self)
            let late = scheduler.createObserver(Int.self)
            let steps = VariableSteps()
            var read: [Int] = []
            scheduler.scheduleAt(100) {
                steps.variable = Variable(1)
                steps.observable = steps.variable!.asObservable()
            }
            scheduler.scheduleAt(200) { _ = steps.observable!.subscribe(a) }
            scheduler.scheduleAt(210) { steps.variable!.value = 2 }
            scheduler.scheduleAt(215) { _ = steps.observable!.subscribe(b) }
            scheduler.scheduleAt(220) {
                steps.variable!.value = 3
                read.append(steps.variable!.value)
            }
            scheduler.scheduleAt(230) { steps.variable = nil }
            scheduler.scheduleAt(240) { _ = steps.observable!.subscribe(late) }
            scheduler.scheduleAt(250) { steps.observable = nil }
            scheduler.start()
            #expect(a.events == [.next(200, 1), .next(210, 2), .next(220, 3), .completed(230)])
            #expect(b.events == [.next(215, 2), .next(220, 3), .completed(230)])
            // An observable kept past the variable's end sends only the completion.
            #expect(late.events == [.completed(240)])
            #expect(read == [3])
        }
        #expect(liveResources == start)
    }

    @available(*, deprecated)
    @Test func valueReadsTheInitialThenTheLastSetValue() {
        let variable = Variable("a")
        #expect(variable.value == "a")
        variable.value = "b"
        variable.value = "c"
        #expect(variable.value == "c")
    }

    @available(*, deprecated)
    @Test func anObserverDoesNotKeepTheVariableAlive() {
        let start = liveResources
        do {
            let log = EventLog<Int>()
            var variable: Variable<Int>? = Variable(0)
            weak let weakVariable = variable
            let subscription = variable!.asObservable().subscribe { log.append($0) }
            variable!.value = 1
            variable = nil
            #expect(weakVariable == nil)
            #expect(log.events == [.next(0), .next(1), .completed])
            subscription.dispose()
        }
        #expect(liveResources == start)
    }

    @available(*, deprecated)
    @Test func isSendableAndReadableFromAnotherThread() async {
        let variable = Variable([1])
        variable.value = [1, 2]
        let seen = await Task.detached { variable.value }.value
        #expect(seen == [1, 2])
    }
}
