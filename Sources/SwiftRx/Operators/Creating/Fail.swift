extension ObservableType {
    /// A sequence that fails at once with `error`.
    ///
    /// ```
    /// error(e): #
    /// ```
    ///
    /// - Parameter error: The error to send.
    /// - Returns: The sequence.
    @inlinable
    public static func error(_ error: any Error) -> Observable<Element> {
        ErrorProducer(error)
    }
}

@usableFromInline
final class ErrorProducer<Element>: Producer<Element>, @unchecked Sendable {
    // Immutable after init.
    @usableFromInline
    let error: any Error

    @inlinable
    convenience init(_ error: any Error) {
        self.init(error) { producer, observer in
            observer(.error(unsafeDowncast(producer, to: ErrorProducer<Element>.self).error))
            return Disposables.create()
        }
    }

    @inlinable
    init(_ error: any Error, run: @escaping Run) {
        self.error = error
        super.init(run: run)
    }
}
