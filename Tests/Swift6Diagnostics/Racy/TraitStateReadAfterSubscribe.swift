// expect: sending value of non-Sendable type '(Int) -> ()' risks causing data races
import Foundation
import SwiftRx

// The caller reads the state the subscription owns, while the result may arrive on another thread.
func run(_ request: Single<Int>) {
    var result = 0
    _ = request.subscribe(onSuccess: { result = $0 })
    print(result)
}
