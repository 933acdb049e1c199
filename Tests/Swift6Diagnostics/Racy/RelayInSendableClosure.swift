// expect: with non-Sendable type 'BehaviorRelay<Box>'
import Foundation
import SwiftRx

final class Box { var n = 0 }

func run() {
    let relay = BehaviorRelay(value: Box())
    DispatchQueue.global().async {
        relay.value.n += 1
    }
    relay.value.n += 1
}
