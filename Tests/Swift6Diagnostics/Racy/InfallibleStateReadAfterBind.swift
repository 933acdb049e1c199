// expect: sending value of non-Sendable type '(Int) -> ()' risks causing data races
import Foundation
import SwiftRx

func run(_ ticks: Infallible<Int>) {
    var count = 0
    _ = ticks.bind(onNext: { _ in count += 1 })
    print(count)
}
