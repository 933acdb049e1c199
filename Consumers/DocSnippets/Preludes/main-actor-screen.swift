// What SwiftConcurrency.md's main-scheduler examples and SeeingStreams.md's first example assume: a
// @MainActor screen with a query, a user and a bag, bound to a query field and an API.
import SwiftRx

struct User: Sendable { var name = "" }

struct UserAPI: Sendable {
    func user(id: Int) -> Single<User> { .just(User(name: "\(id)")) }
    func search(_ query: String) -> Observable<[String]> { .just([query]) }
}

@MainActor final class Screen {
    var query = ""
    var user: User?
    let bag = DisposeBag()
    func show(_ error: any Error) { print(error) }

    func bind(query: Observable<String>, api: UserAPI) {
        //SNIPPET
    }
}
