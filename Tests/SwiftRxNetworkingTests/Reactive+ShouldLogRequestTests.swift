import Foundation
import SwiftRx
import SwiftRxBlocking
import Synchronization
import Testing

@testable import SwiftRxNetworking

#if canImport(FoundationNetworking)
    import FoundationNetworking
#endif

@Suite("URLSession.rx.shouldLogRequest")
struct ReactiveShouldLogRequestTests {
    @Test func isAskedAboutEachRequestWhenItStarts() throws {
        let session = StubURLProtocol.session()
        let (url, _) = StubURLProtocol.register(.http(status: 200, body: Data("{}".utf8)))
        let asked = Mutex<[URL]>([])
        let previous = URLSession.rx.shouldLogRequest
        // Other suites may send requests meanwhile: this closure records every request, logs only
        // this test's own (the others keep the previous answer), and the test looks only for its URL.
        URLSession.rx.shouldLogRequest = { request in
            guard let requested = request.url else { return previous(request) }
            asked.withLock { $0.append(requested) }
            return requested == url || previous(request)
        }
        defer { URLSession.rx.shouldLogRequest = previous }
        let json = session.rx.json(url: url)
        #expect(asked.withLock { $0.contains(url) } == false)
        _ = try json.toBlocking(timeout: 10).single()
        _ = try json.toBlocking(timeout: 10).single()
        #expect(asked.withLock { $0.filter { $0 == url }.count } == 2)
    }

    @Test func aLoggedRequestIsPrintedAsACurlCommand() {
        var request = URLRequest(url: URL(string: "http://stub.test/items?q=1")!)
        request.httpMethod = "POST"
        request.setValue("application/json", forHTTPHeaderField: "Content-Type")
        request.setValue("it's", forHTTPHeaderField: "X-Note")
        request.httpBody = Data(#"{"a":1}"#.utf8)
        #expect(
            RequestLog.curlCommand(for: request)
                == #"curl -X POST -H 'Content-Type: application/json' -H 'X-Note: it'\''s' "#
                + #"--data-binary '{"a":1}' 'http://stub.test/items?q=1'"#
        )
        #expect(
            RequestLog.curlCommand(for: URLRequest(url: URL(string: "http://stub.test/")!))
                == "curl 'http://stub.test/'")
    }

    @Test func theOutcomeLineGivesTheStatusOrTheErrorAndTheTime() {
        let url = URL(string: "http://stub.test/")!
        let ok = HTTPURLResponse(url: url, statusCode: 201, httpVersion: nil, headerFields: nil)
        let missing = HTTPURLResponse(url: url, statusCode: 404, httpVersion: nil, headerFields: nil)
        let plain = URLResponse(url: url, mimeType: nil, expectedContentLength: 0, textEncodingName: nil)
        #expect(
            RequestLog.outcome(response: ok, error: nil, after: .milliseconds(12))
                == "URLSession.rx: succeeded with HTTP status 201 after 12 ms")
        #expect(
            RequestLog.outcome(response: missing, error: nil, after: .seconds(1))
                == "URLSession.rx: failed with HTTP status 404 after 1000 ms")
        #expect(
            RequestLog.outcome(response: plain, error: nil, after: .zero)
                == "URLSession.rx: a non-HTTP response after 0 ms")
        let failed = RequestLog.outcome(response: nil, error: URLError(.timedOut), after: .milliseconds(3))
        #expect(failed.hasPrefix("URLSession.rx: failed after 3 ms: "))
    }
}
