// expect: sending value of non-Sendable type '(Int) -> ()' risks causing data races
import Foundation
import SwiftRx

final class Box { var n = 0 }

func run(_ source: Observable<Int>) {
    var count = 0
    _ = source.subscribe(onNext: { _ in count += 1 })
    print(count)
}
