import SwiftRx
import Testing

@Suite("Hooks: RxSwift compatibility settings")
struct HooksCompatTests {
    @Test func recordCallStackOnErrorKeepsTheValueSet() {
        let previous = Hooks.recordCallStackOnError
        defer { Hooks.recordCallStackOnError = previous }
        #expect(previous == false)
        Hooks.recordCallStackOnError = true
        #expect(Hooks.recordCallStackOnError)
    }

    @Test func customCaptureSubscriptionCallstackKeepsTheFunctionSet() {
        let previous = Hooks.customCaptureSubscriptionCallstack
        defer { Hooks.customCaptureSubscriptionCallstack = previous }
        #expect(previous() == [])
        Hooks.customCaptureSubscriptionCallstack = { ["frame 0", "frame 1"] }
        #expect(Hooks.customCaptureSubscriptionCallstack() == ["frame 0", "frame 1"])
    }
}
