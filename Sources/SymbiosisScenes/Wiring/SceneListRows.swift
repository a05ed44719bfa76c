import Foundation
import Symbiosis

/// A scene file's list as a platform's table shows it: each value of the list's source as
/// sections of rows (``SceneListRow``), all of one value in one snapshot; the source is kept
/// alive with the rows, which are mapped from its value, with no source of their own.
struct SceneListRows<Item: Identifiable & Sendable>: CollectionSource {
  typealias Row = SceneListRow<Item>

  private let rows: Property<[Section<String, String, Row>]>

  /// The rows of `rows`; a list of items is one section without a header, and none while it
  /// is empty unless `sectionWhenEmpty`.
  init(_ rows: ListRequest<Item>.Rows, sectionWhenEmpty: Bool) {
    self.rows = rows.sections(sectionWhenEmpty: sectionWhenEmpty) { sections in
      let snapshot = UUID()
      return sections.map {
        Section(
          id: $0.id, header: $0.header, footer: $0.footer,
          items: $0.items.map { Row(item: $0, snapshot: snapshot) })
      }
    }
  }

  func collectionValues(untilLoaded _: [Section<String, String, Row>]) -> Property<
    [Section<String, String, Row>]
  > { rows }
}

extension ListRequest.Rows {
  /// The rows' collection, for a table to show: each snapshot of its source as sections of
  /// rows, with the changes from the one before; a list of items is one section without a
  /// header, and none while it is empty unless `sectionWhenEmpty`.
  package func collection(
    sectionWhenEmpty: Bool
  ) -> CollectionState<String, String, SceneListRow<Item>> {
    CollectionState(sections: SceneListRows(self, sectionWhenEmpty: sectionWhenEmpty))
  }
}
