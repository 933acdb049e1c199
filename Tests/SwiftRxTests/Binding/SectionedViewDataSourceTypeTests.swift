import Foundation
import SwiftRx
import Testing

/// A data source as a table library would write one: sections of rows, and the model at an index
/// path, failing (RxCocoa-style) when nothing is bound there.
private final class SectionedRows: SectionedViewDataSourceType {
    var sections: [[String]] = []

    func model(at indexPath: IndexPath) throws -> Any {
        // `section` and `item` are UIKit/AppKit additions; an index path is indexes [section, item].
        guard indexPath.count == 2, sections.indices.contains(indexPath[0]),
            sections[indexPath[0]].indices.contains(indexPath[1])
        else {
            throw RxCocoaError.itemsNotYetBound(object: self)
        }
        return sections[indexPath[0]][indexPath[1]]
    }
}

@Suite("SectionedViewDataSourceType")
struct SectionedViewDataSourceTypeTests {
    /// Reaches a model through the protocol only, as generic cell-configuration code does.
    private func title(at indexPath: IndexPath, in source: any SectionedViewDataSourceType) throws -> String? {
        try source.model(at: indexPath) as? String
    }

    @Test func modelAtAnIndexPathIsReachedThroughTheProtocol() throws {
        let rows = SectionedRows()
        rows.sections = [["a", "b"], ["c"]]
        #expect(try title(at: [0, 1], in: rows) == "b")
        #expect(try title(at: [1, 0], in: rows) == "c")
    }

    @Test func anIndexPathWithNoModelThrows() {
        let rows = SectionedRows()
        #expect(throws: RxCocoaError.self) { try title(at: [0, 0], in: rows) }
        rows.sections = [["a"]]
        #expect(throws: RxCocoaError.self) { try title(at: [0, 1], in: rows) }
    }
}
