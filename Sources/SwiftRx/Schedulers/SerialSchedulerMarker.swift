/// Marks schedulers that run one action at a time, in the order they were scheduled:
/// ``SerialDispatchQueueScheduler`` and its subclass ``MainScheduler``.
///
/// Operators such as `observe(on:)` check `scheduler is any SerialSchedulerMarker` to skip the
/// serialization they would otherwise add themselves.
@usableFromInline
protocol SerialSchedulerMarker {}
