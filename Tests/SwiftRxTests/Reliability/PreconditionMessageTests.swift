import Foundation
import SwiftRx
import Testing

/// Arguments that RxSwift does not turn into an error event stop the program, and the message says
/// what was wrong and how to fix it. Each case runs in a child process (a Swift Testing exit test)
/// and checks the message the process printed.
@Suite("Precondition messages")
struct PreconditionMessageTests {
    /// What the child process printed to standard error.
    private static func standardError(_ result: ExitTest.Result?) -> String {
        String(decoding: result?.standardErrorContent ?? [], as: UTF8.self)
    }

    @Test func replaySubjectWithNegativeBufferSize() async {
        let result = await #expect(processExitsWith: .failure, observing: [\.standardErrorContent]) {
            _ = ReplaySubject<Int>.create(bufferSize: -1)
        }
        let message = Self.standardError(result)
        #expect(message.contains("ReplaySubject.create(bufferSize:) needs a bufferSize of 0 or more, got -1"))
        #expect(message.contains("createUnbounded()"))
    }

    @Test func replayRelayWithNegativeBufferSize() async {
        let result = await #expect(processExitsWith: .failure, observing: [\.standardErrorContent]) {
            _ = ReplayRelay<Int>.create(bufferSize: -3)
        }
        #expect(
            Self.standardError(result).contains(
                "ReplayRelay.create(bufferSize:) needs a bufferSize of 0 or more, got -3"))
    }

    @Test func bufferWithZeroCount() async {
        let result = await #expect(processExitsWith: .failure, observing: [\.standardErrorContent]) {
            _ = Observable<Int>.never().buffer(timeSpan: .seconds(1), count: 0, scheduler: MainScheduler.instance)
        }
        #expect(Self.standardError(result).contains("buffer(timeSpan:count:scheduler:)"))
    }

    @Test func windowWithNegativeTimeSpan() async {
        // A zero span is accepted, as in RxSwift (see WindowTests); a negative one is no span at all.
        let result = await #expect(processExitsWith: .failure, observing: [\.standardErrorContent]) {
            _ = Observable<Int>.never().window(timeSpan: .seconds(-1), count: 3, scheduler: MainScheduler.instance)
        }
        let message = Self.standardError(result)
        #expect(message.contains("window(timeSpan:count:scheduler:) needs a time span of zero or more"))
        #expect(message.contains("`.never`"))
    }

    @Test func mergeWithNoConcurrency() async {
        let result = await #expect(processExitsWith: .failure, observing: [\.standardErrorContent]) {
            let sources = Observable.of(Observable.just(1), Observable.just(2))
            _ = sources.merge(maxConcurrent: 0).subscribe()
        }
        #expect(Self.standardError(result).contains("merge(maxConcurrent:) needs maxConcurrent >= 1 (got 0)"))
    }

    @Test func shareWithNegativeReplay() async {
        let result = await #expect(processExitsWith: .failure, observing: [\.standardErrorContent]) {
            _ = Observable<Int>.never().share(replay: -1)
        }
        #expect(Self.standardError(result).contains("share(replay: -1): the replay count must be 0 or more"))
    }

    @Test func singleAssignmentDisposableAssignedTwice() async {
        let result = await #expect(processExitsWith: .failure, observing: [\.standardErrorContent]) {
            let disposable = SingleAssignmentDisposable()
            disposable.setDisposable(Disposables.create())
            disposable.setDisposable(Disposables.create())
        }
        #expect(Self.standardError(result).contains("use a SerialDisposable"))
    }

    @Test func takeWithNegativeCount() async {
        let result = await #expect(processExitsWith: .failure, observing: [\.standardErrorContent]) {
            _ = Observable<Int>.never().take(-1)
        }
        let message = Self.standardError(result)
        #expect(message.contains("take(-1): the count must be 0 or more"))
        #expect(message.contains("take(0) completes at once"))
    }

    @Test func skipWithNegativeCount() async {
        let result = await #expect(processExitsWith: .failure, observing: [\.standardErrorContent]) {
            _ = Observable<Int>.never().skip(-2)
        }
        #expect(Self.standardError(result).contains("skip(-2): the count must be 0 or more"))
    }

    @Test func takeLastWithNegativeCount() async {
        let result = await #expect(processExitsWith: .failure, observing: [\.standardErrorContent]) {
            _ = Observable<Int>.never().takeLast(-1)
        }
        #expect(Self.standardError(result).contains("takeLast(-1): the count must be 0 or more"))
    }

    @Test func elementAtNegativeIndex() async {
        let result = await #expect(processExitsWith: .failure, observing: [\.standardErrorContent]) {
            _ = Observable<Int>.never().element(at: Int.min)
        }
        #expect(Self.standardError(result).contains("element(at: \(Int.min)): the index must be 0 or more"))
    }

    @Test func rangeWithNegativeCount() async {
        let result = await #expect(processExitsWith: .failure, observing: [\.standardErrorContent]) {
            _ = Observable<Int>.range(start: 0, count: -1)
        }
        #expect(Self.standardError(result).contains("range(start:count:) needs a count of 0 or more, got -1"))
    }

    @Test func replayWithNegativeBufferSize() async {
        let result = await #expect(processExitsWith: .failure, observing: [\.standardErrorContent]) {
            _ = Observable<Int>.never().replay(-1)
        }
        let message = Self.standardError(result)
        #expect(message.contains("replay(-1): the buffer size must be 0 or more"))
        #expect(message.contains("replayAll()"))
    }

    @Test func intervalWithNegativePeriod() async {
        let result = await #expect(processExitsWith: .failure, observing: [\.standardErrorContent]) {
            _ = Observable<Int>.interval(.milliseconds(-1), scheduler: MainScheduler.instance)
        }
        let message = Self.standardError(result)
        #expect(message.contains("interval(_:scheduler:) needs a period of zero or more, got milliseconds(-1)"))
        #expect(message.contains(".never"))
    }

    @Test func intervalWithNegativePeriodOnADriver() async {
        let result = await #expect(processExitsWith: .failure, observing: [\.standardErrorContent]) {
            _ = Driver<Int>.interval(.seconds(-1))
        }
        #expect(Self.standardError(result).contains("needs a period of zero or more, got seconds(-1)"))
    }

    @Test func timerWithNegativePeriod() async {
        let result = await #expect(processExitsWith: .failure, observing: [\.standardErrorContent]) {
            _ = Observable<Int>.timer(.seconds(1), period: .nanoseconds(-1), scheduler: MainScheduler.instance)
        }
        #expect(
            Self.standardError(result).contains(
                "timer(_:period:scheduler:) needs a period of zero or more, got nanoseconds(-1)"))
    }

    @Test func bufferWithNegativeCount() async {
        let result = await #expect(processExitsWith: .failure, observing: [\.standardErrorContent]) {
            _ = Observable<Int>.never().buffer(timeSpan: .seconds(1), count: -1, scheduler: MainScheduler.instance)
        }
        #expect(
            Self.standardError(result).contains("buffer(timeSpan:count:scheduler:) needs a count of at least 1, got -1")
        )
    }
}
