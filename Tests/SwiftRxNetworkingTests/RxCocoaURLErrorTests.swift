import Foundation
import SwiftRxNetworking
import Testing

#if canImport(FoundationNetworking)
    import FoundationNetworking
#endif

@Suite("RxCocoaURLError")
struct RxCocoaURLErrorTests {
    private struct Unreadable: Error, CustomStringConvertible {
        var description: String { "byte 3 is not JSON" }
    }

    @Test func eachCaseDescribesWhatWentWrong() {
        let url = URL(string: "http://stub.test/page")!
        let http = HTTPURLResponse(url: url, statusCode: 418, httpVersion: nil, headerFields: nil)!
        let plain = URLResponse(url: url, mimeType: nil, expectedContentLength: 0, textEncodingName: nil)
        #expect(
            RxCocoaURLError.unknown.debugDescription
                == "RxCocoaURLError: the request ended with neither a response nor an error.")
        #expect(
            RxCocoaURLError.nonHTTPResponse(response: plain).debugDescription
                == "RxCocoaURLError: http://stub.test/page did not answer over HTTP.")
        #expect(
            RxCocoaURLError.httpRequestFailed(response: http, data: Data("teapot".utf8)).debugDescription
                == "RxCocoaURLError: http://stub.test/page answered with HTTP status 418 (6 bytes of body).")
        #expect(
            RxCocoaURLError.httpRequestFailed(response: http, data: nil).debugDescription
                == "RxCocoaURLError: http://stub.test/page answered with HTTP status 418 (no body).")
        #expect(
            RxCocoaURLError.deserializationError(error: Unreadable()).debugDescription
                == "RxCocoaURLError: the response body is not valid JSON: byte 3 is not JSON")
    }
}
