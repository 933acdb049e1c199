// Swift 5 language mode sample: RxObservable next to Observation's Observable, a DisposeBase
// subclass, and a SectionedViewDataSourceType, written as RxSwift 6 / RxCocoa 6 code. Typechecked by
// .ci/compat5.
import Foundation
import Observation
import SwiftRx

@Observable
final class CounterModel {
    var count = 0
}

final class CounterViewModel {
    let model = CounterModel()
    let disposeBag = DisposeBag()

    // Plain `Observable` can be ambiguous here (Observation declares one too; Apple platforms say so).
    func counts() -> RxObservable<Int> {
        RxObservable.of(1, 2, 3)
    }

    func qualifiedCounts() -> SwiftRx.Observable<Int> {
        SwiftRx.Observable.just(model.count)
    }

    func bind() {
        counts()
            .concat(qualifiedCounts())
            .subscribe(onNext: { [weak self] value in self?.model.count = value })
            .disposed(by: disposeBag)
    }
}

// As RxSwift code writes it; Swift 5 mode warns that the class must restate DisposeBase's
// `@unchecked Sendable` (Swift 6 code does; see DisposeBase's documentation).
final class FlagDisposable: DisposeBase, Cancelable {
    private(set) var isDisposed = false

    func dispose() {
        isDisposed = true
    }
}

func useFlagDisposable() {
    let bag = DisposeBag()
    let flag = FlagDisposable()
    flag.disposed(by: bag)
    let composite = CompositeDisposable(flag, Disposables.create())
    composite.dispose()
    _ = flag.isDisposed
    let base: DisposeBase = flag
    _ = base
}

final class SectionedStrings: SectionedViewDataSourceType {
    var sections: [[String]] = [["a"]]

    func model(at indexPath: IndexPath) throws -> Any {
        guard indexPath.count == 2, indexPath[0] < sections.count, indexPath[1] < sections[indexPath[0]].count else {
            throw RxCocoaError.itemsNotYetBound(object: self)
        }
        return sections[indexPath[0]][indexPath[1]]
    }
}

func modelTitle(_ dataSource: SectionedViewDataSourceType, at indexPath: IndexPath) -> String? {
    (try? dataSource.model(at: indexPath)) as? String
}
