// Sendable elements cross schedulers and tasks freely.
import Foundation
import SwiftRx

struct Item: Sendable { let id: Int }

func pipeline() async throws {
    let background = ConcurrentDispatchQueueScheduler(qos: .default)
    let subject = PublishSubject<Item>()
    let relay = BehaviorRelay(value: Item(id: 0))
    Task.detached { subject.onNext(Item(id: 1)) }
    DispatchQueue.global().async { relay.accept(Item(id: 2)) }
    let source = Observable<Int>.interval(.milliseconds(1), scheduler: background)
        .map { Item(id: $0) }
        .observe(on: SerialDispatchQueueScheduler(qos: .utility))
        .subscribe(on: background)
        .delay(.milliseconds(1), scheduler: background)
        .debounce(.milliseconds(1), scheduler: background)
        .take(3)
    Task.detached { _ = source.subscribe(onNext: { print($0.id) }) }
    for try await item in source.values { print(item.id) }
    let first = try await Single.just(Item(id: 3)).observe(on: background).value
    print(first.id)
}
