// expect: does not conform to the 'Sendable' protocol
import Foundation
import SwiftRx

final class Box { var n = 0 }

func run(_ source: Observable<Box>) {
    _ = source.debounce(.milliseconds(5), scheduler: MainScheduler.instance).subscribe()
}
