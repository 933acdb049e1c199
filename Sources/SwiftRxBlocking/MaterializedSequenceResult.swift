/// How a blocked-on sequence ended, with the elements it produced first: the result of
/// ``BlockingObservable/materialize()``.
public enum MaterializedSequenceResult<T> {
    /// The sequence completed after producing `elements`.
    case completed(elements: [T])
    /// The sequence produced `elements` and then failed with `error` (`RxError.timeout` if the wait
    /// timed out).
    case failed(elements: [T], error: any Error)
}
