import Dispatch
import SwiftRx

enum AppError: Error, CustomStringConvertible {
    case offline
    case notFound(String)

    var description: String {
        switch self {
        case .offline: return "offline"
        case .notFound(let what): return "not found: \(what)"
        }
    }
}

/// Waits, on the main actor, until everything already queued on the main queue has run.
@MainActor
func drainMainQueue() async {
    await withCheckedContinuation { (continuation: CheckedContinuation<Void, Never>) in
        DispatchQueue.main.async { continuation.resume() }
    }
}

/// Waits (bounded: about 5 s) until `condition` holds, letting the main queue run meanwhile.
@MainActor
func waitUntil(_ what: String, _ condition: @MainActor () -> Bool) async {
    for _ in 0..<2500 {
        if condition() { return }
        await drainMainQueue()
        try? await Task.sleep(nanoseconds: 2_000_000)
    }
    print("timed out waiting for \(what)")
}

// MARK: - A small "UI": main-actor classes with `.rx` extensions

@MainActor
final class Label: ReactiveCompatible {
    let name: String
    var text = "" {
        didSet { print("  \(name).text = \"\(text)\"") }
    }

    init(_ name: String) { self.name = name }
}

@MainActor
final class TextField: ReactiveCompatible {
    private(set) var text: String? = ""
    let edits = PublishRelay<Void>()

    func type(_ newText: String) {
        text = newText
        edits.accept(())
    }
}

@MainActor
final class Button: ReactiveCompatible {
    let taps = PublishRelay<Void>()
    var isEnabled = true {
        didSet { print("  button.isEnabled = \(isEnabled)") }
    }

    func tap() { taps.accept(()) }
}

extension Reactive where Base: Label {
    var text: Binder<String> {
        Binder(base) { label, text in label.text = text }
    }
}

extension Reactive where Base == TextField {
    @MainActor var text: ControlProperty<String?> {
        controlProperty(editingEvents: base.edits, getter: { $0.text }, setter: { $0.type($1 ?? "") })
    }
}

extension Reactive where Base == Button {
    var tap: ControlEvent<Void> {
        ControlEvent(events: base.taps)
    }

    var isEnabled: Binder<Bool> {
        Binder(base) { button, enabled in button.isEnabled = enabled }
    }
}
