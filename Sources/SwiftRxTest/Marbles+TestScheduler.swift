import SwiftRx

extension TestScheduler {
    /// A hot test observable drawn as a marble diagram (see ``Marbles`` for the syntax).
    ///
    /// ```swift
    /// let xs = scheduler.createHotObservable("-a-^-b-|", values: ["a": 1, "b": 2])
    /// // .next(180, 1), .next(220, 2), .completed(240)
    /// ```
    ///
    /// An invalid diagram stops the test with a message that points at the offending column.
    /// - Parameters:
    ///   - diagram: The diagram; `^` (or frame 0 without it) is at `origin`.
    ///   - values: The element of each value symbol.
    ///   - errors: The error of each error symbol; `#` needs no entry.
    ///   - frameWidth: Virtual ticks per character.
    ///   - origin: The virtual time of the `^` frame (or of frame 0); by default when ``start(_:)``
    ///     subscribes.
    /// - Returns: The observable.
    public func createHotObservable<Element>(
        _ diagram: String,
        values: [Character: Element],
        errors: [Character: any Error] = [:],
        frameWidth: TestTime = Marbles.defaultFrameWidth,
        origin: TestTime = Defaults.subscribed
    ) -> TestableObservable<Element> {
        createHotObservable(
            parseOrStop(diagram, values: values, errors: errors, frameWidth: frameWidth, origin: origin, hot: true)
        )
    }

    /// A hot test observable of `String`s drawn as a marble diagram: each value symbol stands for
    /// itself (`"a"` for `a`). See ``createHotObservable(_:values:errors:frameWidth:origin:)``.
    /// - Parameters:
    ///   - diagram: The diagram; `^` (or frame 0 without it) is at `origin`.
    ///   - errors: The error of each error symbol; `#` needs no entry.
    ///   - frameWidth: Virtual ticks per character.
    ///   - origin: The virtual time of the `^` frame (or of frame 0).
    /// - Returns: The observable.
    public func createHotObservable(
        _ diagram: String,
        errors: [Character: any Error] = [:],
        frameWidth: TestTime = Marbles.defaultFrameWidth,
        origin: TestTime = Defaults.subscribed
    ) -> TestableObservable<String> {
        createHotObservable(
            diagram,
            values: selfNamedValues(diagram, errors: errors),
            errors: errors,
            frameWidth: frameWidth,
            origin: origin
        )
    }

    /// A cold test observable drawn as a marble diagram (see ``Marbles`` for the syntax): frame 0 is
    /// each subscription's time, and `^` is not allowed.
    ///
    /// ```swift
    /// let ys = scheduler.createColdObservable("--a-(b|)", values: ["a": 1, "b": 2])
    /// // relative to subscription: .next(20, 1), .next(40, 2), .completed(40)
    /// ```
    ///
    /// An invalid diagram stops the test with a message that points at the offending column.
    /// - Parameters:
    ///   - diagram: The diagram.
    ///   - values: The element of each value symbol.
    ///   - errors: The error of each error symbol; `#` needs no entry.
    ///   - frameWidth: Virtual ticks per character.
    /// - Returns: The observable.
    public func createColdObservable<Element>(
        _ diagram: String,
        values: [Character: Element],
        errors: [Character: any Error] = [:],
        frameWidth: TestTime = Marbles.defaultFrameWidth
    ) -> TestableObservable<Element> {
        createColdObservable(
            parseOrStop(diagram, values: values, errors: errors, frameWidth: frameWidth, origin: 0, hot: false)
        )
    }

    /// A cold test observable of `String`s drawn as a marble diagram: each value symbol stands for
    /// itself. See ``createColdObservable(_:values:errors:frameWidth:)``.
    /// - Parameters:
    ///   - diagram: The diagram.
    ///   - errors: The error of each error symbol; `#` needs no entry.
    ///   - frameWidth: Virtual ticks per character.
    /// - Returns: The observable.
    public func createColdObservable(
        _ diagram: String,
        errors: [Character: any Error] = [:],
        frameWidth: TestTime = Marbles.defaultFrameWidth
    ) -> TestableObservable<String> {
        createColdObservable(
            diagram,
            values: selfNamedValues(diagram, errors: errors),
            errors: errors,
            frameWidth: frameWidth
        )
    }

    private func parseOrStop<Element>(
        _ diagram: String,
        values: [Character: Element],
        errors: [Character: any Error],
        frameWidth: TestTime,
        origin: TestTime,
        hot: Bool
    ) -> [Recorded<Event<Element>>] {
        do {
            return try Marbles.parse(
                diagram,
                values: values,
                errors: errors,
                frameWidth: frameWidth,
                origin: origin,
                allowsSubscriptionMarker: hot
            )
        } catch {
            preconditionFailure("\(hot ? "createHotObservable" : "createColdObservable"): \(error)")
        }
    }
}

/// Maps every value symbol of `diagram` to itself as a `String`.
func selfNamedValues(_ diagram: String, errors: [Character: any Error]) -> [Character: String] {
    var values: [Character: String] = [:]
    for symbol in diagram where !"-|#^() ".contains(symbol) && errors[symbol] == nil {
        values[symbol] = String(symbol)
    }
    return values
}

extension TestableObserver where Element: Equatable {
    /// The received events drawn as a marble diagram (see ``Marbles/render(_:values:errors:frameWidth:origin:subscriptionMarker:)``).
    /// - Parameters:
    ///   - values: The symbol of each element.
    ///   - errors: The symbol of each error.
    ///   - frameWidth: Virtual ticks per character.
    ///   - origin: The virtual time of frame 0; by default when ``TestScheduler/start(_:)`` subscribes.
    /// - Returns: The diagram, for example `"--a--(b|)"`.
    public func marbles(
        values: [Character: Element] = [:],
        errors: [Character: any Error] = [:],
        frameWidth: TestTime = Marbles.defaultFrameWidth,
        origin: TestTime = TestScheduler.Defaults.subscribed
    ) -> String {
        Marbles.render(events, values: values, errors: errors, frameWidth: frameWidth, origin: origin)
    }
}

extension Array {
    /// Recorded events drawn as a marble diagram (see ``Marbles/render(_:values:errors:frameWidth:origin:subscriptionMarker:)``).
    /// - Parameters:
    ///   - values: The symbol of each element.
    ///   - errors: The symbol of each error.
    ///   - frameWidth: Virtual ticks per character.
    ///   - origin: The virtual time of frame 0; by default when ``TestScheduler/start(_:)`` subscribes.
    /// - Returns: The diagram.
    public func marbles<Value: Equatable>(
        values: [Character: Value] = [:],
        errors: [Character: any Error] = [:],
        frameWidth: TestTime = Marbles.defaultFrameWidth,
        origin: TestTime = TestScheduler.Defaults.subscribed
    ) -> String where Element == Recorded<Event<Value>> {
        Marbles.render(self, values: values, errors: errors, frameWidth: frameWidth, origin: origin)
    }
}
