import Foundation
import SwiftRxTest
import Testing

@testable import SwiftRx

extension TraceRecordingTests {
    @Suite("trace page")
    struct TraceHTMLTests {
        /// The JSON the page embeds.
        static func embeddedData(_ html: String) throws -> [String: Any] {
            let open = "<script type=\"application/json\" id=\"trace-data\">"
            let start = try #require(html.range(of: open)).upperBound
            let end = try #require(html.range(of: "</script>", range: start..<html.endIndex)).lowerBound
            let object = try JSONSerialization.jsonObject(with: Data(html[start..<end].utf8))
            return try #require(object as? [String: Any])
        }

        @Test func embedsEveryEventWithItsLane() throws {
            let recording = TraceEventFormatTests.sample()
            let data = try Self.embeddedData(recording.html(title: "sample"))
            #expect(data["title"] as? String == "sample")
            #expect(data["points"] as? [String] == ["numbers", "text"])
            let lanes = try #require(data["lanes"] as? [[Any]])
            #expect(lanes.count == 2)
            let events = try #require(data["events"] as? [[Any]])
            #expect(events.count == recording.events.count)
            for (row, event) in zip(events, recording.events) {
                let kind = try #require(row[0] as? Int)
                #expect(TraceEvent.Kind.allCases[kind] == event.kind)
                let lane = try #require(row[1] as? Int)
                #expect(lanes[lane][1] as? Int == event.subscription)
                #expect((row[2] as? NSNumber)?.doubleValue == event.microseconds)
                #expect((row[3] as? String) == event.value)
            }
        }

        @Test func loadsNothingFromTheNetwork() {
            let html = TraceEventFormatTests.sample().html()
            #expect(!html.contains("http://"))
            #expect(!html.contains("https://"))
            #expect(!html.contains("src="))
            #expect(!html.contains("<link"))
        }

        @Test func aValueCannotEndTheScriptEarly() throws {
            let html = TraceEventFormatTests.sample().html()
            // The only `</script>` tags are the two that close the data and the code.
            #expect(html.components(separatedBy: "</script>").count == 3)
            let data = try Self.embeddedData(html)
            let events = try #require(data["events"] as? [[Any]])
            #expect(events.contains { $0[3] as? String == "say \"hi\"\n</script>" })
        }

        @Test func escapesTheTitle() {
            let html = TraceEventFormatTests.sample().html(title: "a <b> & c")
            #expect(html.contains("<title>a &lt;b&gt; &amp; c</title>"))
        }

        @Test func writesTheFile() throws {
            let url = FileManager.default.temporaryDirectory.appendingPathComponent("trace-\(UUID().uuidString).html")
            defer { try? FileManager.default.removeItem(at: url) }
            let recording = TraceEventFormatTests.sample()
            try recording.writeHTML(to: url, title: "file")
            #expect(try String(contentsOf: url, encoding: .utf8) == recording.html(title: "file"))
        }
    }
}
