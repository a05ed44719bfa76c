import Symbiosis
import SymbiosisScenes

// A table showing each snapshot of its rows: the core's identity diff says which rows stay in
// place, and the others are deleted, inserted and moved with the row operations, so the browser
// keeps every row (its focus, what was typed in it) that stays.

extension WebTable {
  /// Shows `update`'s sections; while a snapshot is refused (two items share an id), the table
  /// shows why in place of its rows, which are hidden (they take no event) until a good one
  /// comes.
  func show(_ update: CollectionUpdate<String, String, Row>) {
    showFailure(update.failure)
    guard update.failure == nil else { return }
    let old = sections
    let new = update.sections
    sections = new
    var moved = Set<String>()
    var movedSections = Set<String>()
    // The rows to show their item again: those whose item changed. (An item the diff inserts
    // has no row yet: one that comes from a section that went lost its row with the section.)
    var changed = Set<String>()
    for stage in update.changeset.stages {
      for move in stage.itemMoves {
        if let item = new.item(at: move.to) { moved.insert(Self.text(of: item.id)) }
      }
      for path in stage.itemUpdates {
        if let item = old.item(at: path) { changed.insert(Self.text(of: item.id)) }
      }
      for move in stage.sectionMoves { movedSections.insert(new[move.to].id) }
    }
    removeSections(old, keeping: new)
    removeRows(leaving: new)
    placeSections(new, moved: movedSections)
    for (index, section) in new.enumerated() {
      guard let view = sectionViews[section.id] else { continue }
      view.setHeadings(header: section.header, footer: section.footer)
      placeRows(of: section, in: view, at: index, moved: moved, changed: changed)
    }
    sendHighlight()
  }

  /// Shows `failure` before the rows, hiding them, or the rows again for `nil`.
  private func showFailure(_ failure: DuplicateIdentity?) {
    grid.isHidden = failure != nil
    guard let failure else {
      failureMessage?.removeFromParent()
      failureMessage = nil
      return
    }
    if failureMessage == nil {
      let message = WebView(tag: "div", classes: "sy-error")
      message.setAttribute("role", "alert")
      insertChild(message, at: children.firstIndex { $0 === grid } ?? 0)
      failureMessage = message
    }
    failureMessage?.setText("The rows cannot be shown: \(failure).")
  }

  /// The text of an item's id: its row's `data-r`.
  static func text(of id: Item.ID) -> String { String(describing: id) }

  /// Takes away the sections of `old` that `new` does not hold, with their rows, each with one
  /// `r` operation.
  private func removeSections(
    _ old: [Section<String, String, Row>], keeping new: [Section<String, String, Row>]
  ) {
    let staying = Set(new.map(\.id))
    for section in old where !staying.contains(section.id) {
      sectionViews.removeValue(forKey: section.id)?.removeFromParent()
      for item in section.items { rows[Self.text(of: item.id)] = nil }
    }
  }

  /// Deletes the rows whose item `new` does not hold, or holds in a section not shown yet
  /// (where it is inserted anew): an `rd` operation each.
  private func removeRows(leaving new: [Section<String, String, Row>]) {
    var staying = Set<String>()
    for section in new where sectionViews[section.id] != nil {
      for item in section.items {
        let id = Self.text(of: item.id)
        if rows[id] != nil { staying.insert(id) }
      }
    }
    guard staying.count < rows.count else { return }
    let table = node
    for (id, row) in rows where !staying.contains(id) {
      rows[id] = nil
      row.removeFromParent { _ in table.map { .rowDelete(table: $0, row: id) } }
    }
  }

  /// Inserts the sections not shown yet, each with its header and footer in one `i` operation
  /// (its rows follow as new rows), and moves those the diff moves (`m`), from the last to the
  /// first: each goes just before the one after it, which is in place, so those the diff
  /// leaves where they are need nothing.
  private func placeSections(_ new: [Section<String, String, Row>], moved: Set<String>) {
    var next: WebView?
    for section in new.reversed() {
      if let view = sectionViews[section.id] {
        if moved.contains(section.id) || view.parent !== grid {
          grid.place(view, before: next) { index, _ in
            view.node.map { .move(node: $0, index: index) }
          }
        }
        next = view
        continue
      }
      let view = WebTableSection(id: section.id)
      view.setHeadings(header: section.header, footer: section.footer)
      sectionViews[section.id] = view
      let grid = grid
      grid.place(view, before: next) { index, _ in
        grid.node.map { .insert(parent: $0, index: index, html: view.html()) }
      }
      next = view
    }
  }

  /// Places the rows of `section`, the `index`th, in its element `view`, from the last to the
  /// first: a new item's row is inserted (`rt`, or `ri`), a row the diff moves goes just before
  /// the one after it (`rm`), and every other stays where it is; a kept row whose item is in
  /// `changed` shows it again, which sends only what changed in its cell.
  private func placeRows(
    of section: Section<String, String, Row>, in view: WebTableSection, at index: Int,
    moved: Set<String>, changed: Set<String>
  ) {
    let table = node
    var next = view.end
    for item in section.items.reversed() {
      let id = Self.text(of: item.id)
      if let row = rows[id] {
        if moved.contains(id) || row.parent !== view {
          view.place(row, before: next) { at, _ in
            table.map {
              .rowMove(table: $0, row: id, section: index, index: at - view.firstRowIndex)
            }
          }
        }
        if changed.contains(id) { row.show(item) }
        next = row
      } else {
        let row = makeRow(item)
        view.place(row, before: next) { at, _ in
          table.map {
            insertion(of: row, table: $0, section: index, index: at - view.firstRowIndex)
          }
        }
        next = row
      }
    }
  }

  /// The operation inserting `row`, new to the page, at `index` in section `section` of the
  /// table numbered `table`: a templated insert, after its skeleton's template when the
  /// browser does not hold it yet; an `ri` with its HTML when it has no skeleton, or the
  /// screen holds as many skeletons as it keeps.
  private func insertion(
    of row: WebTableRow<Item>, table: Int, section: Int, index: Int
  ) -> WebOperation {
    if let page, let template = WebRowTemplate(row: row, id: row.id),
      let (id, isNew) = page.rowTemplates.id(for: template.skeleton)
    {
      if isNew { page.record(.rowTemplate(id: id, html: template.skeleton)) }
      return .templatedRowInsert(
        table: table, section: section, index: index, row: row.id, template: id,
        node: template.node, values: template.values)
    }
    return .rowInsert(table: table, section: section, index: index, row: row.id, html: row.html())
  }

  /// A new row showing `item` in a cell of its own.
  private func makeRow(_ item: Row) -> WebTableRow<Item> {
    let id = Self.text(of: item.id)
    let row = WebTableRow(item, id: id, cell: makeCell())
    rows[id] = row
    return row
  }
}
