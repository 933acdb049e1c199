import SwiftRx
import Testing

@Suite("RxError")
struct RxErrorTests {
    private final class Target: CustomStringConvertible {
        var description: String { "Target" }
    }

    /// App tests compare `"\(error)"` and `debugDescription` with RxSwift's texts.
    @Test func everyCaseDescribesItselfAsRxSwiftDoes() {
        #expect(RxError.unknown.debugDescription == "Unknown error occurred.")
        #expect(RxError.disposed(object: Target()).debugDescription == "Object `Target` was already disposed.")
        #expect(RxError.overflow.debugDescription == "Arithmetic overflow occurred.")
        #expect(RxError.argumentOutOfRange.debugDescription == "Argument out of range.")
        #expect(RxError.noElements.debugDescription == "Sequence doesn't contain any elements.")
        #expect(RxError.moreThanOneElement.debugDescription == "Sequence contains more than one element.")
        #expect(RxError.timeout.debugDescription == "Sequence timeout.")
    }

    @Test func interpolationGivesTheSameText() {
        let error: any Error = RxError.timeout
        #expect("\(error)" == "Sequence timeout.")
        #expect(String(describing: RxError.noElements) == "Sequence doesn't contain any elements.")
    }
}
