// Static operators infer their element type, beside instance operators of the same name.
import SwiftRx

func combine(_ a: Observable<Int>, _ b: Observable<Int>, _ nested: Observable<Observable<Int>>) {
    _ = Observable.merge(a, b)
    _ = Observable.merge([a, b])
    _ = Observable.merge(Observable.of(1, 2), Observable.of(3, 4))
    _ = Observable.concat(a, b)
    _ = Observable.concat([a, b])
    _ = Observable.amb([a, b])
    _ = Observable.catch(sequence: [a, b])
    _ = nested.merge()
    _ = nested.merge(maxConcurrent: 2)
    _ = nested.concat()
    _ = a.concat(b)
    _ = a.amb(b)
    _ = a.catch { _ in b }
    _ = a.catch({ _ in Observable.just(0) })
    _ = Infallible.concat(Infallible.just(1), Infallible.just(2))
    _ = Infallible.just(1).concat(Infallible.just(2))
    _ = Driver.merge(Driver.just(1), Driver.just(2))
    _ = Observable.combineLatest(a, b) { $0 + $1 }
    _ = Observable.zip(a, b)
}
