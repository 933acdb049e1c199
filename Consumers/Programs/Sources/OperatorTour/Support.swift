import SwiftRx

/// The errors the tour's sequences fail with.
enum TourError: Error, CustomStringConvertible {
    case boom
    case failed(Int)

    var description: String {
        switch self {
        case .boom: return "boom"
        case .failed(let attempt): return "failed(\(attempt))"
        }
    }
}

/// One event as the tour prints it: the element, `error(...)` or `|`.
func describe<Element>(_ event: Event<Element>) -> String {
    switch event {
    case .next(let element): return "\(element)"
    case .error(let error): return "error(\(error))"
    case .completed: return "|"
    }
}

/// Subscribes to a sequence that ends synchronously and prints everything it sent on one line.
func show<Source: ObservableConvertibleType>(_ label: String, _ source: Source) {
    _ = source.asObservable()
        .materialize()
        .toArray()
        .subscribe(onSuccess: { events in
            print("\(label): \(events.map { describe($0) }.joined(separator: " "))")
        })
}
