extension PublishSubject {
    /// The type of this subject's observer side: the subject itself, as in RxSwift.
    public typealias SubjectObserverType = PublishSubject<Element>
}

extension BehaviorSubject {
    /// The type of this subject's observer side: the subject itself, as in RxSwift.
    public typealias SubjectObserverType = BehaviorSubject<Element>
}

extension ReplaySubject {
    /// The type of this subject's observer side: the subject itself, as in RxSwift.
    public typealias SubjectObserverType = ReplaySubject<Element>
}

extension AsyncSubject {
    /// The type of this subject's observer side: the subject itself, as in RxSwift.
    public typealias SubjectObserverType = AsyncSubject<Element>
}
