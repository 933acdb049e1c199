// What the two bridge blocks of SwiftConcurrency.md assume: an app's services, models and labels.
import Foundation
import SwiftRx

struct User: Sendable {}
struct Profile: Sendable {}
struct Page: Sendable {}
struct Thumbnail: Sendable {}

struct API: Sendable {
    func user(id: Int) -> Single<User> { .just(User()) }
    func profile() async throws -> Profile { Profile() }
    func pages() -> AsyncThrowingStream<Page, any Error> { AsyncThrowingStream { $0.finish() } }
    func search(_ text: String) async throws -> [String] { [text] }
}

struct Cache: Sendable { func user(id: Int) -> Maybe<User> { .empty() } }
struct Uploader: Sendable { func upload(_ file: URL) -> Completable { .empty() } }
struct Loader: Sendable { func thumbnail(_ url: URL) async throws -> Thumbnail { Thumbnail() } }
struct Clock: Sendable { var ticks: AsyncStream<Int> { AsyncStream { $0.finish() } } }
struct ViewModel { let title = Driver.just("Title") }
final class Label { var text = "" }

let api = API()
let cache = Cache()
let uploader = Uploader()
let loader = Loader()
let clock = Clock()
let file = URL(fileURLWithPath: "report.pdf")
let searchResults = Observable.of("a", "b")
let urls = Observable.just(URL(fileURLWithPath: "photo.jpg"))
let query = Observable.just("swift")
let viewModel = ViewModel()
let titleLabel = Label()
func show(_ value: String) { print(value) }
