// expect: capture of 'box' with non-Sendable type 'Box'
import Foundation
import SwiftRx

final class Box { var n = 0 }

func run() -> Observable<Int> {
    let box = Box()
    return Observable.create { observer in
        observer.onNext(box.n)
        return Disposables.create()
    }
}
