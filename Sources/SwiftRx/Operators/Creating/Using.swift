extension ObservableType {
    /// Creates a resource for each subscription, builds the sequence from it, and disposes the
    /// resource when the subscription ends.
    ///
    /// If either factory throws, the subscription fails with that error (and a resource already
    /// created is disposed).
    ///
    /// ```
    /// resource:  created ........ disposed
    /// sequence:  --1--2--|
    /// result:    --1--2--|
    /// ```
    ///
    /// - Parameters:
    ///   - resourceFactory: Creates the resource.
    ///   - observableFactory: Builds the sequence from the resource.
    /// - Returns: The sequence.
    @inlinable
    public static func using<Resource: Disposable>(
        _ resourceFactory: @escaping @Sendable () throws -> Resource,
        observableFactory: @escaping @Sendable (Resource) throws -> Observable<Element>
    ) -> Observable<Element> {
        Observable.create { observer in
            let resource: Resource
            do {
                resource = try resourceFactory()
            } catch {
                observer.on(.error(error))
                return Disposables.create()
            }
            let source: Observable<Element>
            do {
                source = try observableFactory(resource)
            } catch {
                observer.on(.error(error))
                return resource
            }
            return Disposables.create(source.subscribe(observer), resource)
        }
    }
}
