/// Another name for ``Observable``, for code where `Observable` alone names something else.
///
/// Swift's Observation framework declares an `Observable` protocol (and the `@Observable` macro), so
/// in a file that imports both `Observation` (or SwiftUI) and SwiftRx, plain `Observable` can be
/// ambiguous (Apple platforms report it so) or resolve to the other module's declaration.
/// `RxObservable<Int>` is the same type as `SwiftRx.Observable<Int>` under a name no other module
/// uses: values of either spelling mix freely, and every operator is available on both. Name the
/// Observation protocol `Observation.Observable` in such files.
///
/// ```swift
/// import Observation
/// import SwiftRx
///
/// @Observable final class Model { var count = 0 }
///
/// func counts() -> RxObservable<Int> {
///     RxObservable.of(1, 2, 3)  // also spelled SwiftRx.Observable.of(1, 2, 3)
/// }
/// ```
public typealias RxObservable<Element> = Observable<Element>
