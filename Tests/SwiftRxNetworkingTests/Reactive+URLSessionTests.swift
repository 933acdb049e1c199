import Foundation
import SwiftRx
import SwiftRxBlocking
import SwiftRxNetworking
import Synchronization
import Testing

#if canImport(FoundationNetworking)
    import FoundationNetworking
#endif

/// `URLSession.rx` against ``StubURLProtocol``: every request is answered in-process, none reaches
/// the network. Blocking waits are bounded by `timeout`, so a broken request fails instead of hanging.
@Suite("URLSession.rx")
struct ReactiveURLSessionTests {
    let session = StubURLProtocol.session()
    let timeout: TimeInterval = 10

    @Test func responseEmitsTheHTTPResponseAndItsBodyThenCompletes() throws {
        let (url, route) = StubURLProtocol.register(.http(status: 200, body: Data("hello".utf8)))
        let result = session.rx.response(request: URLRequest(url: url)).toBlocking(timeout: timeout).materialize()
        guard case .completed(let elements) = result else {
            Issue.record("expected a completed sequence, got \(result)")
            return
        }
        #expect(elements.count == 1)
        #expect(elements.first?.response.statusCode == 200)
        #expect(elements.first?.response.url == url)
        #expect(elements.first?.data == Data("hello".utf8))
        #expect(route.startCount.load(ordering: .relaxed) == 1)
    }

    @Test(arguments: [404, 500])
    func responseEmitsErrorStatusesAsResponses(status: Int) throws {
        let (url, _) = StubURLProtocol.register(.http(status: status, body: Data("oops".utf8)))
        let answer = try session.rx.response(request: URLRequest(url: url)).toBlocking(timeout: timeout).single()
        #expect(answer.response.statusCode == status)
        #expect(answer.data == Data("oops".utf8))
    }

    @Test func eachSubscriptionSendsItsOwnRequest() throws {
        let (url, route) = StubURLProtocol.register(.http(status: 200, body: Data("x".utf8)))
        let data = session.rx.data(request: URLRequest(url: url))
        #expect(route.startCount.load(ordering: .relaxed) == 0)
        _ = try data.toBlocking(timeout: timeout).single()
        _ = try data.toBlocking(timeout: timeout).single()
        #expect(route.startCount.load(ordering: .relaxed) == 2)
    }

    @Test(arguments: [200, 204, 299])
    func dataEmitsTheBodyOfASuccessfulAnswer(status: Int) throws {
        let body = status == 204 ? Data() : Data("body \(status)".utf8)
        let (url, _) = StubURLProtocol.register(.http(status: status, body: body))
        let data = try session.rx.data(request: URLRequest(url: url)).toBlocking(timeout: timeout).toArray()
        #expect(data == [body])
    }

    @Test(arguments: [300, 404, 500, 503])
    func dataFailsWithHTTPRequestFailedOutsideTwoHundreds(status: Int) throws {
        let (url, _) = StubURLProtocol.register(.http(status: status, body: Data("page".utf8)))
        let result = session.rx.data(request: URLRequest(url: url)).toBlocking(timeout: timeout).materialize()
        guard case .failed(let elements, RxCocoaURLError.httpRequestFailed(let response, let data)) = result else {
            Issue.record("expected httpRequestFailed, got \(result)")
            return
        }
        #expect(elements.isEmpty)
        #expect(response.statusCode == status)
        #expect(response.url == url)
        #expect(data == Data("page".utf8))
    }

    @Test func aNonHTTPResponseFailsWithNonHTTPResponse() throws {
        let (url, _) = StubURLProtocol.register(.nonHTTP(body: Data("plain".utf8)))
        let result = session.rx.response(request: URLRequest(url: url)).toBlocking(timeout: timeout).materialize()
        guard case .failed(let elements, RxCocoaURLError.nonHTTPResponse(let response)) = result else {
            Issue.record("expected nonHTTPResponse, got \(result)")
            return
        }
        #expect(elements.isEmpty)
        #expect(!(response is HTTPURLResponse))
        #expect(response.url == url)
    }

    @Test func aTransferErrorIsTheSessionsError() throws {
        let (url, _) = StubURLProtocol.register(.failure(URLError(.notConnectedToInternet)))
        let result = session.rx.data(request: URLRequest(url: url)).toBlocking(timeout: timeout).materialize()
        guard case .failed(let elements, let error as URLError) = result else {
            Issue.record("expected a URLError, got \(result)")
            return
        }
        #expect(elements.isEmpty)
        #expect(error.code == .notConnectedToInternet)
    }

    @Test func disposingTheSubscriptionCancelsTheRequest() throws {
        let (url, route) = StubURLProtocol.register(.hang)
        let events = Mutex<[String]>([])
        let subscription = session.rx.data(request: URLRequest(url: url)).subscribe { event in
            events.withLock { $0.append("\(event)") }
        }
        try #require(route.waitUntilStarted(), "the request never started loading")
        subscription.dispose()
        #expect(route.waitUntilStopped(), "disposing did not cancel the data task")
        #expect(events.withLock { $0 } == [])
    }

    @Test func jsonParsesTheBody() throws {
        let (url, _) = StubURLProtocol.register(.http(status: 200, body: Data(#"{"name": "rx", "ids": [1, 2]}"#.utf8)))
        let json = try session.rx.json(request: URLRequest(url: url)).toBlocking(timeout: timeout).single()
        let object = try #require(json as? [String: Any])
        #expect(object["name"] as? String == "rx")
        #expect(object["ids"] as? [Int] == [1, 2])
    }

    @Test func jsonURLSendsAGetRequestForTheURL() throws {
        let (url, route) = StubURLProtocol.register(.http(status: 200, body: Data("[3, 4]".utf8)))
        let json = try session.rx.json(url: url).toBlocking(timeout: timeout).single()
        #expect(json as? [Int] == [3, 4])
        #expect(route.startCount.load(ordering: .relaxed) == 1)
    }

    @Test func jsonPassesItsReadingOptionsOn() throws {
        let (url, _) = StubURLProtocol.register(.http(status: 200, body: Data(#""fragment""#.utf8)))
        let request = URLRequest(url: url)
        let json = try session.rx.json(request: request, options: .fragmentsAllowed).toBlocking(timeout: timeout)
            .single()
        #expect(json as? String == "fragment")
    }

    @Test func bodyThatIsNotJSONFailsWithDeserializationError() throws {
        let (url, _) = StubURLProtocol.register(.http(status: 200, body: Data("<html>not json</html>".utf8)))
        let result = session.rx.json(url: url).toBlocking(timeout: timeout).materialize()
        guard case .failed(let elements, RxCocoaURLError.deserializationError) = result else {
            Issue.record("expected deserializationError, got \(result)")
            return
        }
        #expect(elements.isEmpty)
    }

    @Test func jsonFailsWithHTTPRequestFailedBeforeParsing() throws {
        let (url, _) = StubURLProtocol.register(.http(status: 500, body: Data("{}".utf8)))
        let result = session.rx.json(url: url).toBlocking(timeout: timeout).materialize()
        guard case .failed(_, RxCocoaURLError.httpRequestFailed(let response, _)) = result else {
            Issue.record("expected httpRequestFailed, got \(result)")
            return
        }
        #expect(response.statusCode == 500)
    }
}
