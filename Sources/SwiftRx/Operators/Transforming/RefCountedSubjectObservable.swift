/// The inner sequence `window` and `groupBy` hand out: subscribing to it subscribes to the subject
/// that feeds it and holds a reference on the operator's source subscription, so the source keeps
/// running while any inner sequence is observed, even after the outer subscription is disposed.
/// The reference is released when the subscription is disposed or the inner sequence ends.
@usableFromInline
final class RefCountedSubjectObservable<Element>: Producer<Element>, @unchecked Sendable {
    // Immutable after init.
    @usableFromInline
    let subject: PublishSubject<Element>
    @usableFromInline
    let refCount: RefCountDisposable

    @inlinable
    convenience init(subject: PublishSubject<Element>, refCount: RefCountDisposable) {
        self.init(subject: subject, refCount: refCount) { producer, observer in
            let me = unsafeDowncast(producer, to: RefCountedSubjectObservable<Element>.self)
            let reference = me.refCount.retain()
            // An inner sequence that has ended no longer holds the source, however it is observed
            // (RxSwift's window releases its reference on the window's terminal event too).
            let subscription = me.subject._subscribe { event in
                observer(event)
                if event.isStopEvent { reference.dispose() }
            }
            return Disposables.create(subscription, reference)
        }
    }

    @inlinable
    init(subject: PublishSubject<Element>, refCount: RefCountDisposable, run: @escaping Run) {
        self.subject = subject
        self.refCount = refCount
        super.init(run: run)
    }
}
