/// The inner sequence `window` and `groupBy` hand out: subscribing to it subscribes to the subject
/// that feeds it and holds a reference on the operator's source subscription, so the source keeps
/// running while any inner sequence is observed, even after the outer subscription is disposed.
@usableFromInline
final class RefCountedSubjectObservable<Element>: Producer<Element>, @unchecked Sendable {
    // Immutable after init.
    @usableFromInline
    let subject: PublishSubject<Element>
    @usableFromInline
    let refCount: RefCountDisposable

    @inlinable
    init(subject: PublishSubject<Element>, refCount: RefCountDisposable) {
        self.subject = subject
        self.refCount = refCount
        super.init { producer, observer in
            let me = unsafeDowncast(producer, to: RefCountedSubjectObservable<Element>.self)
            let reference = me.refCount.retain()
            let subscription = me.subject._subscribe(observer)
            return Disposables.create(subscription, reference)
        }
    }
}
