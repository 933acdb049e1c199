// expect: mutation of captured var 'total' in concurrently-executing code
import Foundation
import SwiftRx

// Every subscription to `doubled` runs the same map closure, so two may run it at once.
func run(_ source: Observable<Int>) {
    var total = 0
    let doubled = source.map { value -> Int in
        total += value
        return value * 2
    }
    _ = doubled.subscribe()
    _ = doubled.subscribe()
}
