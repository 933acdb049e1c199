import Foundation

/// A data source whose items are arranged in sections, and that can hand out the item at an index
/// path: the protocol table and collection data-source libraries build on, so that code reaching
/// the model behind a row does not depend on the concrete data source.
///
/// SwiftRx declares the protocol only; the views and data sources that adopt it live in those
/// libraries or in your code. `IndexPath` is Foundation's, available on every platform; its
/// `section`/`item`/`row` properties come from UIKit and AppKit, so portable code reads the indexes
/// `indexPath[0]` (the section) and `indexPath[1]` (the item).
///
/// ```swift
/// final class Rows: SectionedViewDataSourceType {
///     var sections: [[String]] = []
///     func model(at indexPath: IndexPath) throws -> Any {
///         guard indexPath.count == 2, sections.indices.contains(indexPath[0]),
///               sections[indexPath[0]].indices.contains(indexPath[1])
///         else { throw RxCocoaError.itemsNotYetBound(object: self) }
///         return sections[indexPath[0]][indexPath[1]]
///     }
/// }
/// ```
public protocol SectionedViewDataSourceType {
    /// The item shown at `indexPath`.
    ///
    /// - Parameter indexPath: The section and the position of the item within it.
    /// - Returns: The model of that item, to be cast by the caller to the type it expects.
    /// - Throws: An error when there is no item at `indexPath` (no data bound yet, or a position out
    ///   of range); adopters choose the error, RxCocoa-style code throws ``RxCocoaError``.
    func model(at indexPath: IndexPath) throws -> Any
}
