// expect: risks causing data races
import Foundation
import SwiftRx

final class Box { var n = 0 }

func run() {
    let box = Box()
    let single = Single.just(box)
    Task.detached {
        let value = try await single.value
        value.n += 1
    }
    box.n += 1
}
