import SwiftRx
import Testing

@testable import SwiftRxTest

private struct Boom: Error, Equatable {
    var code = 0
}

@Suite("TraitEvents+Equatable")
struct TraitEventsEquatableTests {
    @Test func maybeEvents() {
        #expect(MaybeEvent.success(1) == .success(1))
        #expect(MaybeEvent.success(1) != .success(2))
        #expect(MaybeEvent<Int>.completed == .completed)
        #expect(MaybeEvent<Int>.error(Boom()) == .error(Boom()))
        #expect(MaybeEvent<Int>.error(Boom(code: 1)) != .error(Boom()))
        #expect(MaybeEvent.success(1) != .completed)
    }

    @Test func completableEvents() {
        #expect(CompletableEvent.completed == .completed)
        #expect(CompletableEvent.error(Boom()) == .error(Boom()))
        #expect(CompletableEvent.error(Boom()) != .completed)
    }

    @Test func singleEvents() {
        #expect(singleEventsAreEqual(SingleEvent.success(1), .success(1)))
        #expect(!singleEventsAreEqual(SingleEvent.success(1), .success(2)))
        #expect(singleEventsAreEqual(SingleEvent<Int>.failure(Boom()), .failure(Boom())))
        #expect(!singleEventsAreEqual(SingleEvent<Int>.failure(Boom()), .success(1)))
    }

    @Test func mismatchMessages() {
        #expect(traitEventsMismatch([CompletableEvent.completed], [.completed], kind: "Completable", equal: ==) == nil)
        let message = traitEventsMismatch([MaybeEvent.success(1)], [.completed], kind: "Maybe", equal: ==)
        #expect(message?.hasPrefix("Maybe events differ:\n") == true)
        #expect(message?.contains("✗ completed    success(1)") == true, "\(message ?? "")")
    }

    @Test func swiftTestingExpectations() {
        expectEqual([SingleEvent.success(1)], [.success(1)])
        expectEqual([MaybeEvent<Int>.completed], [.completed])
        expectEqual([CompletableEvent.completed], [.completed])
        withKnownIssue {
            expectEqual([SingleEvent.success(1)], [.success(2)])
        } matching: { issue in
            issue.comments.map(\.rawValue).joined().hasPrefix("Single events differ")
        }
    }
}
