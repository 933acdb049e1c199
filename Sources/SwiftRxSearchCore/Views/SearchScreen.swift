import Dispatch
import SwiftRx

/// The terminal's size in character cells.
package struct TerminalSize: Hashable, Sendable {
    /// Lines.
    package var rows: Int
    /// Columns.
    package var columns: Int

    /// A size of `rows` lines by `columns` columns.
    package init(rows: Int, columns: Int) {
        self.rows = rows
        self.columns = columns
    }
}

/// The search screen: a query field, the list of hits (or the details of one), a status line and
/// a help line, bound to a ``SearchViewModel``.
///
/// The keyboard's keys edit the field and drive the view model; the view model's drivers are bound
/// to the screen's state with `drive` and `Binder`s, and every change calls ``onChange`` so the app
/// can redraw. ``render()`` lays the state out for the current ``size``.
@MainActor
package final class SearchScreen: ReactiveCompatible {
    /// The query field.
    package let field = TextField()
    /// The view model the screen is bound to.
    package let viewModel: SearchViewModel
    /// Ctrl-C, Ctrl-D (the end of the input), or Escape on an empty query in the list: the person
    /// wants to quit. Every letter, `q` included, is text for the query.
    package let quit: ControlEvent<Void>
    /// Called after every change of what the screen shows.
    package var onChange: (@MainActor () -> Void)?
    /// The terminal's size, set by the app (at start and on every resize).
    package var size = TerminalSize(rows: 24, columns: 80) {
        didSet { changed() }
    }

    fileprivate(set) var query = "" {
        didSet { changed() }
    }
    fileprivate(set) var results: [SearchHit] = [] {
        didSet { changed() }
    }
    fileprivate(set) var selection: Int? {
        didSet { changed() }
    }
    fileprivate(set) var busy = false {
        didSet { changed() }
    }
    fileprivate(set) var status = "" {
        didSet { changed() }
    }
    fileprivate(set) var errorLine: String? {
        didSet { changed() }
    }
    fileprivate(set) var details: [String]? {
        didSet { changed() }
    }

    private let title: String
    private let bag = DisposeBag()

    /// Builds the screen and its view model and binds them.
    ///
    /// - Parameters:
    ///   - title: The title bar's text.
    ///   - keyboard: Where the keys come from.
    ///   - scope: What is searched, for the view model's idle status line.
    ///   - debounce: The view model's debounce time.
    ///   - search: The view model's search.
    ///   - details: The view model's details loader.
    package init(
        title: String,
        keyboard: Keyboard,
        scope: String,
        debounce: RxTimeInterval = .milliseconds(150),
        search: @escaping @Sendable (String) -> Observable<SearchUpdate>,
        details: @escaping @Sendable (SearchHit) -> Observable<[String]>
    ) {
        self.title = title
        let keys = keyboard.rx.keys
        viewModel = SearchViewModel(
            input: .init(
                query: field.rx.text,
                up: keyboard.rx.tap(.up),
                down: keyboard.rx.tap(.down),
                enter: keyboard.rx.tap(.enter),
                escape: keyboard.rx.tap(.escape)
            ),
            scope: scope,
            debounce: debounce,
            search: search,
            details: details
        )
        quit = ControlEvent(
            events: Observable.merge(
                keyboard.rx.tap(.ctrlC).asObservable(),
                keyboard.rx.tap(.endOfInput).asObservable(),
                viewModel.quit.asObservable()
            )
        )

        keys.filter(TextField.isEditing).bind(to: field.rx.edit).disposed(by: bag)
        viewModel.clearQuery.emit(to: field.rx.text).disposed(by: bag)
        field.rx.text.orEmpty.asDriver().drive(rx.query).disposed(by: bag)
        viewModel.results.drive(rx.results).disposed(by: bag)
        viewModel.selection.drive(rx.selection).disposed(by: bag)
        viewModel.busy.drive(rx.busy).disposed(by: bag)
        viewModel.status.drive(rx.status).disposed(by: bag)
        viewModel.errorLine.drive(rx.errorLine).disposed(by: bag)
        viewModel.details.drive(rx.details).disposed(by: bag)
    }

    private func changed() {
        onChange?()
    }

    /// The screen's lines for its current state and size.
    ///
    /// Top to bottom: the title bar, the query line (with a busy mark at the right), a separator,
    /// the hits (the selected one highlighted and kept in view) or the details, the status or error
    /// line, and the help line. Every line is cut to the width; on a screen too low for all of them
    /// the query, status and title lines come first.
    package func render() -> Frame {
        let width = max(size.columns, 0)
        let height = max(size.rows, 0)
        let prompt = "Search: "
        let mark = busy ? " [searching]" : ""
        let queryRoom = max(width - mark.count, 0)
        let queryText = fitted(prompt + query, width: queryRoom)
        let queryLine = ScreenLine(
            queryText + String(repeating: " ", count: max(queryRoom - queryText.count, 0)) + mark
        )
        let titleLine = ScreenLine(padded(fitted(title, width: width), to: width), style: .inverse)
        let separator = ScreenLine(String(repeating: "─", count: width), style: .dim)
        let statusLine =
            if let errorLine {
                ScreenLine(fitted(errorLine, width: width), style: .error)
            } else {
                ScreenLine(fitted(status, width: width))
            }
        let help = ScreenLine(fitted(helpText, width: width), style: .dim)
        let cursor = (row: 1, column: min(queryText.count, max(queryRoom - 1, 0)))

        guard height >= 5 else {
            let lines = [queryLine, statusLine, titleLine, help].prefix(height)
            return Frame(lines: Array(lines), cursor: height > 0 ? (0, cursor.column) : (0, 0))
        }
        let bodyRows = height - 5
        var body: [ScreenLine]
        if let details {
            body = details.prefix(bodyRows).map { ScreenLine(fitted($0, width: width)) }
        } else {
            let top = selection.map { max(0, $0 - bodyRows + 1) } ?? 0
            body = results.indices.dropFirst(top).prefix(bodyRows).map { index in
                let hit = results[index]
                let text = fitted("\(index == selection ? ">" : " ") \(hit.path)  (\(hit.size) B)", width: width)
                return index == selection
                    ? ScreenLine(padded(text, to: width), style: .inverse) : ScreenLine(text)
            }
        }
        body += Array(repeating: ScreenLine(""), count: bodyRows - body.count)
        return Frame(lines: [titleLine, queryLine, separator] + body + [statusLine, help], cursor: cursor)
    }

    /// The help line: what the keys do where the person is, Esc above all.
    var helpText: String {
        if details != nil { return Self.detailsHelp }
        return query.isEmpty ? Self.idleHelp : Self.listHelp
    }

    /// The help line on an empty query.
    package static let idleHelp = "Type words or /regex · ↑/↓ select · Esc, Ctrl-C or Ctrl-D quit"
    /// The help line in the list of a query.
    package static let listHelp = "↑/↓ select · Enter details · Esc clear the query · Ctrl-C quit"
    /// The help line in the details.
    package static let detailsHelp = "Esc back to the list · ↑/↓ select another · Ctrl-C quit"

    private func padded(_ text: String, to width: Int) -> String {
        text + String(repeating: " ", count: max(width - text.count, 0))
    }
}

extension Reactive where Base == SearchScreen {
    fileprivate var query: Binder<String> { Binder(base) { $0.query = $1 } }
    fileprivate var results: Binder<[SearchHit]> { Binder(base) { $0.results = $1 } }
    fileprivate var selection: Binder<Int?> { Binder(base) { $0.selection = $1 } }
    fileprivate var busy: Binder<Bool> { Binder(base) { $0.busy = $1 } }
    fileprivate var status: Binder<String> { Binder(base) { $0.status = $1 } }
    fileprivate var errorLine: Binder<String?> { Binder(base) { $0.errorLine = $1 } }
    fileprivate var details: Binder<[String]?> { Binder(base) { $0.details = $1 } }

    /// Sets the screen's size, on the main thread.
    package var size: Binder<TerminalSize> { Binder(base) { $0.size = $1 } }
}
