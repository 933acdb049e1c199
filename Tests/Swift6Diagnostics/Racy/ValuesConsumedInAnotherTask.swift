// expect: risks causing data races
import Foundation
import SwiftRx

final class Box { var n = 0 }

func run() {
    let box = Box()
    let source = Observable.just(box)
    Task.detached {
        for try await value in source.values { value.n += 1 }
    }
    box.n += 1
}
