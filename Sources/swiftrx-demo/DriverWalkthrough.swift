import Dispatch
import Foundation
import SwiftRx
import Synchronization

// `swiftrx-demo driver`: a search screen (a text field and a button whose title shows the result)
// backed by a simulated network request that replies on a background queue. The same chain runs
// twice, as a plain Observable and as a Driver, and the walkthrough prints what each one does.

// MARK: - The "UI": plain Swift classes with `.rx` extensions

/// A stand-in for a UI text field: a main-actor class, as UIKit's controls are.
@MainActor
final class DemoTextField: ReactiveCompatible {
    private(set) var text: String? = ""
    fileprivate let edits = PublishRelay<Void>()

    /// What a user typing does: the text changes and the change is announced.
    func type(_ newText: String) {
        text = newText
        edits.accept(())
    }
}

/// A stand-in for a UI button with a title: a main-actor class.
@MainActor
final class DemoButton: ReactiveCompatible {
    var title: String? {
        didSet { print("      button.title ← \(title.map { "\"\($0)\"" } ?? "nil")  (\(currentQueue()))") }
    }
}

extension Reactive where Base == DemoTextField {
    /// The field's text: its current value on subscription, then every edit; writing to it sets the
    /// text, like `UITextField.rx.text`.
    @MainActor var text: ControlProperty<String?> {
        controlProperty(editingEvents: base.edits, getter: { $0.text }, setter: { $0.type($1 ?? "") })
    }
}

extension Reactive where Base == DemoButton {
    /// Sets the button's title, on the main queue, like `UIButton.rx.title(for:)`.
    func title() -> Binder<String?> {
        Binder(base) { button, title in button.title = title }
    }
}

// MARK: - The simulated network

private enum DemoNetworkError: Error, CustomStringConvertible {
    case down
    var description: String { "the network is down" }
}

/// Counts requests and the replies still on their way.
private final class DemoNetwork: Sendable {
    private let sent = Atomic<Int>(0)
    private let inFlight = Atomic<Int>(0)
    private let queue = DispatchQueue(label: "demo.network")

    var requestCount: Int { sent.load(ordering: .acquiring) }
    var isIdle: Bool { inFlight.load(ordering: .acquiring) == 0 }

    /// A search request: replies after 20 ms on the network's background queue; the query
    /// "offline" fails.
    func search(_ query: String) -> Observable<String> {
        Observable.create { [self] observer in
            let number = sent.add(1, ordering: .acquiringAndReleasing).newValue
            inFlight.add(1, ordering: .acquiringAndReleasing)
            print("      → request #\(number) for \"\(query)\" sent")
            queue.asyncAfter(deadline: .now() + .milliseconds(20)) { [self] in
                if query == "offline" {
                    observer.onError(DemoNetworkError.down)
                } else {
                    observer.onNext("\(query.count) results for '\(query)'")
                    observer.onCompleted()
                }
                inFlight.subtract(1, ordering: .acquiringAndReleasing)
            }
            return Disposables.create()
        }
    }
}

// MARK: - The walkthrough

private let demoMainQueueKey = DispatchSpecificKey<Bool>()

/// Where the caller runs: the main queue or a background thread.
private func currentQueue() -> String {
    DispatchQueue.getSpecific(key: demoMainQueueKey) == true ? "main thread" : "background thread"
}

/// Runs steps one after the other on the main queue; each step starts once every reply of the
/// previous one has been delivered.
@MainActor
private final class DemoScript {
    private var steps: [@MainActor () -> Void]
    private let networks: [DemoNetwork]
    private let startTime = DispatchTime.now()

    init(networks: [DemoNetwork], steps: [@MainActor () -> Void]) {
        self.networks = networks
        self.steps = steps
    }

    func runNext() {
        guard !steps.isEmpty else { return }
        steps.removeFirst()()
        waitUntilIdle()
    }

    private func waitUntilIdle() {
        if networks.allSatisfy(\.isIdle) {
            // One more hop, so deliveries the last reply queued on the main queue run first.
            DispatchQueue.main.async { DispatchQueue.main.async { self.runNext() } }
        } else if DispatchTime.now().uptimeNanoseconds - startTime.uptimeNanoseconds > 10_000_000_000 {
            print("swiftrx-demo: the simulated network did not reply within 10 s; giving up.")
            exit(1)
        } else {
            DispatchQueue.main.asyncAfter(deadline: .now() + .milliseconds(2)) { self.waitUntilIdle() }
        }
    }
}

/// Builds the two versions of the search screen and the steps that type into them.
@MainActor
private func driverWalkthroughSteps() -> (DemoNetwork, DemoNetwork, [@MainActor () -> Void]) {
    let plainNetwork = DemoNetwork()
    let driverNetwork = DemoNetwork()
    let field = DemoTextField()
    let button = DemoButton()
    // Part 2 rebuilds the screen: a new, empty field (the old one still holds "rx").
    let newField = DemoTextField()
    let bag = DisposeBag()
    var plainRequestsBefore = 0
    var driverRequestsBefore = 0
    var driverResults: Driver<String>?

    let steps: [@MainActor () -> Void] = [
        {
            print(
                """
                SwiftRx walkthrough: why Driver
                ===============================
                A search screen: typing into a text field sends a (simulated) network request whose
                reply arrives on a background queue; a label and a button title show the result.

                Part 1 — a plain Observable chain with two subscribers (the label and the button):

                    let results = field.rx.text.orEmpty
                        .filter { !$0.isEmpty }
                        .flatMapLatest { network.search($0) }
                    results.subscribe(onNext: { label.text = $0 }, onError: { ... })
                    results.map { ... }.subscribe(onNext: { button.title = $0 }, onError: { ... })
                """)
            let results = field.rx.text.orEmpty
                .filter { !$0.isEmpty }
                .flatMapLatest { plainNetwork.search($0) }
            results
                .subscribe(
                    onNext: { print("      label ← \"\($0)\"  (\(currentQueue()))") },
                    onError: { print("      label's subscription ended with an error: \($0)") }
                )
                .disposed(by: bag)
            results
                .map { $0.components(separatedBy: " for ").first }
                .subscribe(
                    onNext: { title in print("      button.title ← \"\(title ?? "")\"  (\(currentQueue()))") },
                    onError: { print("      button's subscription ended with an error: \($0)") }
                )
                .disposed(by: bag)
            print("\n  You type \"swift\":")
            field.type("swift")
        },
        {
            print(
                """
                  ✗ Two requests for one query: each subscriber runs the whole chain.
                  ✗ The results arrive on a background thread: UI code would run off the main thread.

                  You type \"offline\" (this request fails):
                """)
            field.type("offline")
        },
        {
            print("\n  ✗ The error ended both subscriptions. You type \"rx\":")
            plainRequestsBefore = plainNetwork.requestCount
            field.type("rx")
        },
        {
            let sent = plainNetwork.requestCount - plainRequestsBefore
            print("      (nothing: \(sent) requests sent — the chain is dead, the screen no longer updates)")
            print(
                """

                Part 2 — the same chain as a Driver:

                    let results = field.rx.text.orEmpty.asDriver()
                        .filter { !$0.isEmpty }
                        .flatMapLatest { network.search($0).asDriver(onErrorJustReturn: "no results (offline)") }
                    results.drive(onNext: { label.text = $0 })
                    results.map { ... }.drive(button.rx.title())
                """)
            let results = newField.rx.text.orEmpty.asDriver()
                .filter { !$0.isEmpty }
                .flatMapLatest { driverNetwork.search($0).asDriver(onErrorJustReturn: "no results (offline)") }
            driverResults = results
            results
                .drive(onNext: { print("      label ← \"\($0)\"  (\(currentQueue()))") })
                .disposed(by: bag)
            results
                .map { $0.components(separatedBy: " for ").first }
                .drive(button.rx.title())
                .disposed(by: bag)
            print("\n  You type \"swift\":")
            newField.type("swift")
        },
        {
            print(
                """
                  ✓ One request, shared by both observers.
                  ✓ The results arrive on the main thread.

                  You type \"offline\" (this request fails):
                """)
            newField.type("offline")
        },
        {
            print("\n  ✓ The error became the fallback value. You type \"rx\":")
            driverRequestsBefore = driverNetwork.requestCount
            newField.type("rx")
        },
        {
            let sent = driverNetwork.requestCount - driverRequestsBefore
            print("  ✓ The chain is still alive (\(sent) request sent).")
            print("\n  A third observer subscribes now and gets the latest result at once (replay):")
            driverResults?
                .drive(onNext: { print("      late observer ← \"\($0)\"  (\(currentQueue()), no new request)") })
                .disposed(by: bag)
        },
        {
            print(
                """

                Requests sent: plain chain \(plainNetwork.requestCount), Driver \(driverNetwork.requestCount) \
                (for the same three queries).
                A Driver never errors, delivers on the main thread and shares one subscription with a
                replay of the latest value: what UI bindings need.
                """)
            exit(0)
        },
    ]
    return (plainNetwork, driverNetwork, steps)
}

/// Runs the Driver walkthrough on the main queue and exits when it is done.
@MainActor
func runDriverWalkthrough() {
    DispatchQueue.main.setSpecific(key: demoMainQueueKey, value: true)
    // The screen's objects live as long as the walkthrough: `dispatchMain()` never returns.
    let (plainNetwork, driverNetwork, steps) = driverWalkthroughSteps()
    let script = DemoScript(networks: [plainNetwork, driverNetwork], steps: steps)
    DispatchQueue.main.async { script.runNext() }
    dispatchMain()
}
