// expect: risks causing data races
import Foundation
import SwiftRx

final class Box { var n = 0 }

func run() {
    let box = Box()
    let source = Observable.just(box)
    Task.detached {
        _ = source.subscribe(onNext: { $0.n += 1 })
    }
    box.n += 1
}
