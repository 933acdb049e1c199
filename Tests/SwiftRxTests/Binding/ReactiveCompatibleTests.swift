import Dispatch
import Foundation
import SwiftRx
import SwiftRxTest
import Testing

private final class Gauge: ReactiveCompatible {
    var level = 0
}

extension Reactive where Base: Gauge {
    /// A type-level extension reached through `Gauge.rx`.
    fileprivate static var kind: String { "gauge" }

    /// An instance extension reached through `gauge.rx`.
    fileprivate var doubledLevel: Binder<Int> {
        Binder(base) { gauge, level in gauge.level = level * 2 }
    }
}

private final class Counterpart: NSObject {
    var count = 0
}

@MainActor
private func drainMainQueue() async {
    await withCheckedContinuation { continuation in
        DispatchQueue.main.async { continuation.resume() }
    }
}

@MainActor
@Suite("ReactiveCompatible")
struct ReactiveCompatibleTests {
    @Test func typesGetStaticRx() {
        #expect(Gauge.rx.kind == "gauge")
        #expect(Gauge.rx == Reactive<Gauge>.self)
    }

    @Test func instancesGetRxWrappingThemselves() async {
        var gauge = Gauge()
        #expect(gauge.rx.base === gauge)
        gauge.rx = Reactive(Gauge())  // the setter exists for mutating extensions and changes nothing
        _ = Observable.just(21).bind(to: gauge.rx.doubledLevel)
        await drainMainQueue()
        #expect(gauge.level == 42)
    }

    @Test func foundationObjectsAreReactiveCompatible() async {
        let object = Counterpart()
        _ = Observable.of(1, 2, 3).bind(to: object.rx.count)
        await drainMainQueue()
        #expect(object.count == 3)
    }
}
