import SwiftRx
import SwiftRxTest
import Synchronization
import Testing
import XCTest

// Generic user code written against RxSwift's protocols: functions generic over ObservableType,
// custom observers, operator extensions, Reactive extensions with Binders, and the RxSwift 5 spellings.

private func doubled<O: ObservableType>(_ source: O) -> Observable<Int> where O.Element == Int {
    source.map { $0 * 2 }
}

private func total<O: ObservableConvertibleType>(_ source: O) -> Single<Int> where O.Element == Int {
    source.asObservable().reduce(0, accumulator: { $0 + $1 }).asSingle()
}

private func described(_ source: some ObservableType<Int>) -> Observable<String> {
    source.map { "<\($0)>" }
}

private func connectAll<C: ConnectableObservableType>(_ connectable: C) -> any Disposable where C.Element == Int {
    connectable.connect()
}

/// A custom observer class, as apps write for logging or adapters.
private final class CollectingObserver<Element: Sendable>: ObserverType {
    let log = EventLog<Element>()

    func on(_ event: Event<Element>) {
        log.append(event)
    }
}

/// A custom observer struct.
private struct ForwardingObserver: ObserverType {
    let target: AnyObserver<String>

    func on(_ event: Event<Int>) {
        target.on(event.map { "#\($0)" })
    }
}

extension ObservableType {
    fileprivate func mapToVoid() -> Observable<Void> {
        map { _ in () }
    }

    fileprivate func unwrap<T>() -> Observable<T> where Element == T? {
        compactMap { $0 }
    }

    fileprivate func pairwise() -> Observable<(Element, Element)> {
        scan(into: [Element]()) { window, element in
            window.append(element)
            if window.count > 2 { window.removeFirst() }
        }
        .filter { $0.count == 2 }
        .map { ($0[0], $0[1]) }
    }
}

// In Swift 6 a custom operator that hands a sequence or its observer to `create`'s `@Sendable`
// handler says that its elements may cross threads: `where Element: Sendable`.
extension Observable where Element: Sendable {
    fileprivate static func forwarding(_ source: Observable<Element>) -> Observable<Element> {
        Observable.create { observer in
            source.subscribe(observer)
        }
    }
}

extension ObservableType where Self: Sendable, Element: Sendable {
    /// An operator written the way RxSwift users write them: a `create` that captures `self`.
    fileprivate func everyOther() -> Observable<Element> {
        Observable.create { observer in
            let counter = Atomic<Int>(0)
            return self.subscribe { event in
                if case .next = event, counter.add(1, ordering: .relaxed).oldValue % 2 == 1 { return }
                observer.on(event)
            }
        }
    }
}

extension ObservableType where Element == Bool {
    fileprivate func not() -> Observable<Bool> {
        map { !$0 }
    }
}

extension PrimitiveSequenceType where Trait == SingleTrait, Element == Int {
    fileprivate func plusOne() -> Single<Int> {
        map { $0 + 1 }
    }
}

extension SharedSequenceConvertibleType where SharingStrategy == DriverSharingStrategy {
    fileprivate func mapToVoid() -> Driver<Void> {
        map { _ in () }
    }
}

/// A UI-like class the app extends with `.rx` binders.
private final class Label: ReactiveCompatible, @unchecked Sendable {
    // Only touched on the test's thread.
    var text = ""
    var isHidden = false
}

extension Reactive where Base: Label {
    fileprivate var text: Binder<String> {
        Binder(base) { label, text in label.text = text }
    }
}

@Suite("RxSwift-style generic user code", .scopedResources)
struct GenericUserCodeCompatTests {
    @Test func functionsGenericOverObservableTypeAcceptEverySourceKind() throws {
        let relay = BehaviorRelay(value: 4)
        let scheduler = TestScheduler(initialClock: 0)
        let xs = scheduler.createHotObservable([.next(210, 1), .next(220, 2), .completed(230)])
        let res = scheduler.start { doubled(xs) }
        #expect(res.events == [.next(210, 2), .next(220, 4), .completed(230)])

        let sum = liveResources
        do {
            let log = EventLog<Int>()
            let subscription = total(Observable.of(1, 2, 3)).subscribe(onSuccess: { log.append(.next($0)) })
            #expect(log.elements == [6])
            subscription.dispose()
        }
        #expect(liveResources == sum)

        let strings = EventLog<String>()
        described(relay).subscribe(onNext: { strings.append(.next($0)) }).dispose()
        doubled(relay).map(String.init).subscribe(onNext: { strings.append(.next($0)) }).dispose()
        #expect(strings.elements == ["<4>", "8"])
    }

    @Test func connectableObservablesThroughTheProtocol() {
        let scheduler = TestScheduler(initialClock: 0)
        let xs = scheduler.createHotObservable([.next(210, 1), .next(220, 2), .completed(300)])
        let published = xs.publish()
        let observer = scheduler.createObserver(Int.self)
        let bag = DisposeBag()
        published.subscribe(observer).disposed(by: bag)
        scheduler.scheduleAt(215) { connectAll(published).disposed(by: bag) }
        scheduler.start()
        #expect(observer.events == [.next(220, 2), .completed(300)])
        #expect(xs.subscriptions == [Subscription(215, 300)])
    }

    @Test func customObserversReceiveEveryEvent() {
        let collecting = CollectingObserver<Int>()
        let forwarded = CollectingObserver<String>()
        let bag = DisposeBag()
        Observable.of(1, 2).subscribe(collecting).disposed(by: bag)
        Observable.of(3).bind(to: ForwardingObserver(target: AnyObserver(forwarded))).disposed(by: bag)
        let mapped = AnyObserver(forwarded).mapObserver { (number: Int) in "mapped \(number)" }
        Observable.just(4).subscribe(mapped).disposed(by: bag)
        #expect(collecting.log.events == [.next(1), .next(2), .completed])
        #expect(forwarded.log.events == [.next("#3"), .completed, .next("mapped 4"), .completed])
    }

    @Test func operatorExtensionsOnTheProtocols() {
        let scheduler = TestScheduler(initialClock: 0)
        let xs = scheduler.createHotObservable([.next(210, 1), .next(220, nil), .next(230, 3), .completed(240)])
        let res = scheduler.start { Observable.forwarding(xs.unwrap().pairwise().map { $0.0 + $0.1 }) }
        #expect(res.events == [.next(230, 4), .completed(240)])
        #expect(xs.subscriptions == [Subscription(200, 240)])

        let secondScheduler = TestScheduler(initialClock: 0)
        let ys = secondScheduler.createHotObservable([.next(210, 1), .next(220, 2), .next(230, 3), .completed(240)])
        let every = secondScheduler.start { ys.everyOther() }
        #expect(every.events == [.next(210, 1), .next(230, 3), .completed(240)])
        #expect(ys.subscriptions == [Subscription(200, 240)])

        let voids = EventLog<Int>()
        Observable.of("a", "b").mapToVoid().subscribe(onNext: { voids.append(.next(1)) }).dispose()
        #expect(voids.elements == [1, 1])

        let flags = EventLog<Bool>()
        Observable.just(true).not().subscribe(onNext: { flags.append(.next($0)) }).dispose()
        #expect(flags.elements == [false])

        let singles = EventLog<Int>()
        Single.just(1).plusOne().subscribe(onSuccess: { singles.append(.next($0)) }).dispose()
        #expect(singles.elements == [2])

    }

    @Test func eventAccessorsAndRxErrors() {
        let next: Event<Int> = .next(1)
        let failure: Event<Int> = .error(RxError.noElements)
        #expect(next.element == 1)
        #expect(next.error == nil)
        #expect(!next.isStopEvent)
        #expect(failure.isStopEvent && !failure.isCompleted)
        #expect(Event<Int>.completed.isCompleted)
        #expect(next.map { $0 + 1 } == .next(2))
        let errors: [RxError] = [.unknown, .overflow, .argumentOutOfRange, .noElements, .moreThanOneElement, .timeout]
        #expect(Set(errors.map { "\($0)" }).count == errors.count)
    }

    @available(*, deprecated)
    @Test func rxSwift5SpellingsStillWork() {
        let scheduler = TestScheduler(initialClock: 0)
        let xs = scheduler.createHotObservable([
            .next(210, 1), .next(220, 2), .next(230, 3), .next(240, 4), .error(250, TestError(id: 1)),
        ])
        let res = scheduler.start {
            xs.observeOn(scheduler)
                .skipWhile { $0 < 2 }
                .takeWhile { $0 < 4 }
                .catchErrorJustReturn(0)
                .catchError { _ in .just(-1) }
        }
        #expect(res.events == [.next(221, 2), .next(231, 3), .completed(241)])

        let second = TestScheduler(initialClock: 0)
        let ys = second.createHotObservable([.next(210, 1), .next(220, 2), .completed(230)])
        let stop = second.createHotObservable([.next(225, ())])
        let elementAt = second.start { ys.takeUntil(stop).elementAt(1) }
        #expect(elementAt.events == [.next(220, 2), .completed(220)])

        let third = TestScheduler(initialClock: 0)
        let failing = third.createColdObservable([.next(10, 1), .error(20, TestError(id: 2))])
        let fallback = third.createColdObservable([.next(5, 9), .completed(10)])
        let caught = third.start { Observable.catchError([failing.asObservable(), fallback.asObservable()]) }
        #expect(caught.events == [.next(210, 1), .next(225, 9), .completed(230)])
    }
}

// Binders and drive deliver on the main thread, as in RxSwift, so these run as XCTest cases (on the
// main thread) rather than Swift Testing tests.
final class GenericUserCodeMainThreadXCTests: XCTestCase {
    func testReactiveExtensionsBindThroughBinders() {
        let label = Label()
        let bag = DisposeBag()
        Observable.just("hello").bind(to: label.rx.text).disposed(by: bag)
        Observable.just(true).bind(to: label.rx.isHidden).disposed(by: bag)
        XCTAssertEqual(label.text, "hello")
        XCTAssertTrue(label.isHidden)
        label.rx.text.onNext("again")
        XCTAssertEqual(label.text, "again")
    }

    func testDriverExtensionOnAMockedScheduler() {
        let scheduler = TestScheduler(initialClock: 0)
        SharingScheduler.mock(scheduler: scheduler) {
            let driven = scheduler.createObserver(Int.self)
            let bag = DisposeBag()
            Driver.just(5).mapToVoid().map { 6 }.drive(driven).disposed(by: bag)
            scheduler.start()
            XCTAssertEqual(driven.events.compactMap { $0.value.element }, [6])
            XCTAssertTrue(driven.events.last?.value.isCompleted ?? false)
        }
    }
}
