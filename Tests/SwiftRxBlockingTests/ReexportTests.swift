import SwiftRxBlocking
import Testing

@Suite("SwiftRxBlocking re-exports SwiftRx")
struct ReexportTests {
    @Test func swiftRxTypesAreVisibleThroughTheBlockingModule() {
        let disposable = BooleanDisposable()
        disposable.dispose()
        #expect(disposable.isDisposed)
    }
}
