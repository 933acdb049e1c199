import SwiftRx

extension BlockingObservable {
    /// Waits for the sequence to complete and returns all of its elements.
    /// - Returns: Every element, in order.
    /// - Throws: The sequence's error, or `RxError.timeout`.
    public func toArray() throws -> [Element] {
        let result = BlockingRun.collect(source, timeout: timeout) { _ in .keep }
        return try result.get()
    }

    /// Waits for the first element and then disposes the subscription.
    /// - Returns: The first element, or `nil` if the sequence completed without one.
    /// - Throws: The sequence's error, or `RxError.timeout`.
    public func first() throws -> Element? {
        let result = BlockingRun.collect(source, timeout: timeout) { _ in .keepAndStop }
        return try result.get().first
    }

    /// Waits for the sequence to complete and returns its last element.
    /// - Returns: The last element, or `nil` if the sequence completed without one.
    /// - Throws: The sequence's error, or `RxError.timeout`.
    public func last() throws -> Element? {
        let result = BlockingRun.collect(source, timeout: timeout) { _ in .replaceAll }
        return try result.get().last
    }

    /// Waits for the sequence's only element; stops as soon as a second one arrives.
    /// - Returns: The single element.
    /// - Throws: `RxError.noElements` if it completed empty, `RxError.moreThanOneElement` if it had
    ///   more than one element, the sequence's error, or `RxError.timeout`.
    public func single() throws -> Element {
        try single { _ in true }
    }

    /// Waits for the only element that satisfies `predicate`; stops as soon as a second one arrives.
    ///
    /// `predicate` runs on the thread that delivers the elements, while this call waits.
    /// - Parameter predicate: Selects the element.
    /// - Returns: The single matching element.
    /// - Throws: `RxError.noElements` if no element matched, `RxError.moreThanOneElement` if more than
    ///   one did, an error thrown by `predicate`, the sequence's error, or `RxError.timeout`.
    public func single(_ predicate: @escaping (Element) throws -> Bool) throws -> Element {
        var matches = 0  // touched only by the serial element handler
        let result = BlockingRun.collect(source, timeout: timeout) { element in
            guard try predicate(element) else { return .skip }
            matches += 1
            return matches == 1 ? .keep : .stop
        }
        let elements = try result.get()
        if matches > 1 { throw RxError.moreThanOneElement }
        guard let element = elements.first else { throw RxError.noElements }
        return element
    }

    /// Waits for the sequence to end and reports how it ended instead of throwing.
    /// - Returns: `.completed(elements:)`, or `.failed(elements:error:)` with the sequence's error or
    ///   `RxError.timeout`.
    public func materialize() -> MaterializedSequenceResult<Element> {
        let result = BlockingRun.collect(source, timeout: timeout) { _ in .keep }
        switch result.ending {
        case .completed, .stopped:
            return .completed(elements: result.elements)
        case .failed(let error):
            return .failed(elements: result.elements, error: error)
        }
    }
}
