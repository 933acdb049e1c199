import Foundation
import SwiftRxTest
import Testing

@testable import SwiftRx

extension TraceRecordingTests {
    @Suite("trace event format")
    struct TraceEventFormatTests {
        static func sample() -> TraceRecording {
            TraceRecordingTests.record { scheduler in
                let xs = scheduler.createColdObservable([
                    .next(10, "say \"hi\"\n</script>"), .next(20, "b"), .completed(30),
                ])
                let ys = scheduler.createHotObservable([.next(250, 7)])
                // "numbers" from 0 and never disposed; "text" from 200 to its completion at 230.
                _ = ys.trace("numbers").subscribe { _ in }
                _ = scheduler.start { xs.trace("text") }
            }
        }

        static func parse(_ json: String) throws -> [[String: Any]] {
            let object = try JSONSerialization.jsonObject(with: Data(json.utf8))
            let top = try #require(object as? [String: Any])
            return try #require(top["traceEvents"] as? [[String: Any]])
        }

        @Test func parsesAndEveryEventHasTheRequiredFields() throws {
            let events = try Self.parse(Self.sample().traceEventJSON())
            #expect(!events.isEmpty)
            for event in events {
                #expect(event["name"] is String)
                #expect(["i", "X", "M"].contains(event["ph"] as? String))
                #expect(event["ts"] is NSNumber)
                #expect(event["pid"] is NSNumber)
                #expect(event["tid"] is NSNumber)
            }
        }

        @Test func hasAnInstantPerEventWithItsValueAndThread() throws {
            let recording = Self.sample()
            let instants = try Self.parse(recording.traceEventJSON()).filter { $0["ph"] as? String == "i" }
            #expect(instants.count == recording.events.count)
            for (instant, event) in zip(instants, recording.events) {
                #expect(instant["cat"] as? String == event.kind.rawValue)
                #expect((instant["ts"] as? NSNumber)?.doubleValue == event.microseconds)
                #expect(instant["tid"] as? Int == event.subscription)
                let args = try #require(instant["args"] as? [String: Any])
                #expect(args["value"] as? String == event.value)
                #expect(args["thread"] as? String == event.thread)
            }
            // The value with quotes, a newline and an end tag survives.
            #expect(
                instants.contains { ($0["args"] as? [String: Any])?["value"] as? String == "say \"hi\"\n</script>" })
        }

        @Test func hasATrackPerPointAndASlicePerSubscription() throws {
            let events = try Self.parse(Self.sample().traceEventJSON())
            let processNames = events.filter { $0["name"] as? String == "process_name" }
            let names = processNames.compactMap { ($0["args"] as? [String: Any])?["name"] as? String }
            #expect(names == ["numbers", "text"])
            let slices = events.filter { $0["ph"] as? String == "X" }
            #expect(slices.count == 2)
            // "text" lives from 200 to its dispose at 230; "numbers" is still open, so its slice ends
            // at the last event of the recording, its own next at 250.
            let text = try #require(slices.first { ($0["name"] as? String)?.hasPrefix("text #") == true })
            #expect((text["ts"] as? NSNumber)?.doubleValue == 200_000_000)
            #expect((text["dur"] as? NSNumber)?.doubleValue == 30_000_000)
            let numbers = try #require(slices.first { ($0["name"] as? String)?.hasPrefix("numbers #") == true })
            #expect((numbers["args"] as? [String: Any])?["disposed"] as? Bool == false)
            #expect((numbers["ts"] as? NSNumber)?.doubleValue == 0)
            #expect((numbers["dur"] as? NSNumber)?.doubleValue == 250_000_000)
        }

        @Test func reportsTheDroppedCount() throws {
            let recording = TraceRecordingTests.record(capacity: 2) { _ in
                _ = Observable.of(1, 2, 3).trace("few").subscribe { _ in }
            }
            let object = try JSONSerialization.jsonObject(with: Data(recording.traceEventJSON().utf8))
            let other = (object as? [String: Any])?["otherData"] as? [String: Any]
            #expect(other?["droppedEvents"] as? Int == 4)
        }

        @Test func writesTheFile() throws {
            let url = FileManager.default.temporaryDirectory.appendingPathComponent("trace-\(UUID().uuidString).json")
            defer { try? FileManager.default.removeItem(at: url) }
            let recording = Self.sample()
            try recording.writeJSON(to: url)
            #expect(try String(contentsOf: url, encoding: .utf8) == recording.traceEventJSON())
        }
    }
}
