extension Disposable {
    /// Adds this disposable to `bag`, so it is disposed when the bag is deallocated.
    ///
    /// The RxSwift 3 name of ``disposed(by:)``, which it calls: the disposable is disposed at once if
    /// the bag has already been emptied by deallocation, and otherwise when the bag goes away.
    ///
    /// - Parameter bag: The bag that will own this disposable.
    @available(*, deprecated, message: "Renamed disposed(by:).", renamed: "disposed(by:)")
    @inlinable
    public func addDisposableTo(_ bag: DisposeBag) {
        disposed(by: bag)
    }
}
