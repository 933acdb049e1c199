// expect: with non-Sendable type 'PublishSubject<Box>'
import Foundation
import SwiftRx

final class Box { var n = 0 }

func run() {
    let subject = PublishSubject<Box>()
    DispatchQueue.global().async {
        subject.onNext(Box())
    }
    _ = subject.subscribe(onNext: { $0.n += 1 })
}
