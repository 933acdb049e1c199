import Foundation
import SwiftRx
import SwiftRxTest

/// Prints what a TestableObserver recorded: `time:event` pairs.
func printRecorded<Element>(_ label: String, _ observer: TestableObserver<Element>) {
    print("\(label): \(observer.events.map { "\($0.time):\(describe($0.value))" }.joined(separator: " "))")
}

func tourVirtualTime() {
    print("--- time operators on virtual time")
    do {
        let scheduler = TestScheduler(initialClock: 0)
        let typing = scheduler.createHotObservable([
            .next(210, "s"), .next(220, "sw"), .next(230, "swi"), .next(300, "swift"), .next(400, "swiftrx"),
            .completed(500),
        ])
        printRecorded("debounce", scheduler.start { typing.debounce(.seconds(50), scheduler: scheduler) })
    }
    do {
        let scheduler = TestScheduler(initialClock: 0)
        let taps = scheduler.createHotObservable([
            .next(210, 1), .next(215, 2), .next(240, 3), .next(300, 4), .next(305, 5), .completed(400),
        ])
        printRecorded("throttle latest", scheduler.start { taps.throttle(.seconds(20), scheduler: scheduler) })
    }
    do {
        let scheduler = TestScheduler(initialClock: 0)
        let taps = scheduler.createHotObservable([
            .next(210, 1), .next(215, 2), .next(240, 3), .next(300, 4), .next(305, 5), .completed(400),
        ])
        printRecorded(
            "throttle first", scheduler.start { taps.throttle(.seconds(20), latest: false, scheduler: scheduler) })
    }
    do {
        let scheduler = TestScheduler(initialClock: 0)
        let values = scheduler.createColdObservable([.next(10, "a"), .next(20, "b"), .completed(30)])
        printRecorded("delay", scheduler.start { values.delay(.seconds(5), scheduler: scheduler) })
    }
    do {
        let scheduler = TestScheduler(initialClock: 0)
        let values = scheduler.createColdObservable([.next(10, "a"), .completed(30)])
        printRecorded(
            "delaySubscription", scheduler.start { values.delaySubscription(.seconds(100), scheduler: scheduler) })
        print("delaySubscription subscriptions:", values.subscriptions)
    }
    do {
        let scheduler = TestScheduler(initialClock: 0)
        let slow = scheduler.createColdObservable([.next(10, 1), .next(100, 2), .completed(110)])
        printRecorded("timeout", scheduler.start { slow.timeout(.seconds(50), scheduler: scheduler) })
    }
    do {
        let scheduler = TestScheduler(initialClock: 0)
        let slow = scheduler.createColdObservable([.next(10, 1), .next(100, 2), .completed(110)])
        printRecorded(
            "timeout other",
            scheduler.start { slow.timeout(.seconds(50), other: Observable.just(-1), scheduler: scheduler) })
    }
    do {
        let scheduler = TestScheduler(initialClock: 0)
        printRecorded(
            "interval", scheduler.start(disposed: 260) { Observable<Int>.interval(.seconds(15), scheduler: scheduler) })
    }
    do {
        let scheduler = TestScheduler(initialClock: 0)
        printRecorded("timer", scheduler.start { Observable<Int>.timer(.seconds(30), scheduler: scheduler) })
        let periodic = TestScheduler(initialClock: 0)
        printRecorded(
            "timer period",
            periodic.start(disposed: 300) {
                Observable<Int>.timer(.seconds(30), period: .seconds(20), scheduler: periodic)
            })
    }
    do {
        let scheduler = TestScheduler(initialClock: 0)
        let values = scheduler.createHotObservable([
            .next(210, 1), .next(220, 2), .next(230, 3), .next(280, 4), .next(350, 5), .completed(360),
        ])
        printRecorded(
            "buffer", scheduler.start { values.buffer(timeSpan: .seconds(50), count: 2, scheduler: scheduler) })
    }
    do {
        let scheduler = TestScheduler(initialClock: 0)
        let values = scheduler.createHotObservable([
            .next(210, 1), .next(220, 2), .next(230, 3), .next(280, 4), .completed(300),
        ])
        printRecorded(
            "window",
            scheduler.start {
                values.window(timeSpan: .seconds(50), count: 3, scheduler: scheduler)
                    .flatMap { window in window.toArray().asObservable() }
            })
    }
    do {
        let scheduler = TestScheduler(initialClock: 0)
        let values = scheduler.createHotObservable([
            .next(210, 1), .next(250, 2), .next(310, 3), .completed(400),
        ])
        printRecorded("take for", scheduler.start { values.take(for: .seconds(60), scheduler: scheduler) })
        let values2 = scheduler.createHotObservable([.next(1210, 1), .next(1250, 2), .completed(1300)])
        printRecorded(
            "skip for", scheduler.start(created: 1100, subscribed: 1200, disposed: 2000) {
                values2.skip(.seconds(30), scheduler: scheduler)
            })
    }
    do {
        let scheduler = TestScheduler(initialClock: 0)
        let values = scheduler.createHotObservable([
            .next(210, 1), .next(220, 2), .next(260, 3), .completed(330),
        ])
        let sampler = scheduler.createHotObservable([.next(230, ()), .next(270, ()), .next(300, ())])
        printRecorded("sample", scheduler.start { values.sample(sampler) })
        print("sample subscriptions:", values.subscriptions)
    }
    do {
        let scheduler = TestScheduler(initialClock: 0)
        let observer = scheduler.createObserver(String.self)
        let input = scheduler.createHotObservable([.next(205, "a"), .next(215, "b"), .completed(230)])
        scheduler.scheduleAt(200) { _ = input.map { $0.uppercased() }.subscribe(observer) }
        scheduler.start()
        printRecorded("scheduleAt + createObserver", observer)
    }
    do {
        let scheduler = TestScheduler(initialClock: 0)
        let bag = DisposeBag()
        let subject = PublishSubject<Int>()
        let observer = scheduler.createObserver(Int.self)
        subject.scan(0, accumulator: +).subscribe(observer).disposed(by: bag)
        scheduler.scheduleAt(10) { subject.onNext(1) }
        scheduler.scheduleAt(20) { subject.onNext(2) }
        scheduler.scheduleAt(30) { subject.onNext(3) }
        scheduler.advanceTo(25)
        printRecorded("advanceTo 25", observer)
        scheduler.start()
        printRecorded("after start", observer)
    }
    do {
        let historical = HistoricalScheduler(initialClock: Date(timeIntervalSince1970: 0))
        let bag = DisposeBag()
        Observable<Int>.interval(.seconds(60), scheduler: historical)
            .take(3)
            .map { "tick \($0) at \(Int(historical.now.timeIntervalSince1970))s" }
            .subscribe(onNext: { print("historical:", $0) }, onCompleted: { print("historical: completed") })
            .disposed(by: bag)
        historical.advanceTo(Date(timeIntervalSince1970: 150))
        print("historical: advanced to 150 s")
        historical.start()
    }
}
