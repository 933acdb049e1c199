// expect: with non-Sendable type 'AnyObserver<Box>'
import Foundation
import SwiftRx

final class Box { var n = 0 }

func run() -> Observable<Box> {
    Observable.create { observer in
        DispatchQueue.global().async { observer.onNext(Box()) }
        return Disposables.create()
    }
}
