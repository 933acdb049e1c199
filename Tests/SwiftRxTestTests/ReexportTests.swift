import SwiftRxTest
import Testing

@Suite("SwiftRxTest re-exports SwiftRx")
struct ReexportTests {
    @Test func swiftRxTypesAreVisibleThroughTheTestModule() {
        let disposable = BooleanDisposable()
        disposable.dispose()
        #expect(disposable.isDisposed)
    }
}
