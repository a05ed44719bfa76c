import Symbiosis

// The controls in a table's rows: only the highlighted row's cell is part of the focus tree,
// and the focus follows that row as the table highlights another, scrolls, or shows an update.

extension TableView {
  /// The view with the focus when it is a control in one of the cells.
  var focusedControl: View? {
    guard let focused = screen?.focusedView, focused !== self, contains(focused) else {
      return nil
    }
    return focused
  }

  /// The cell showing the highlighted item, when it is on screen.
  var highlightedCell: View? {
    guard let cursor else { return nil }
    return placedCells.first { shownCells[ObjectIdentifier($0)] == cursor }
  }

  /// The path of the item whose cell holds `view`.
  func path(ofCellContaining view: View) -> ItemPath? {
    cell(containing: view).flatMap { shownCells[ObjectIdentifier($0)] }
  }

  /// Where the focused control is: its cell, and its place among the cell's controls.
  func focusedControlPlace() -> (cell: View, index: Int)? {
    guard let control = focusedControl, let cell = cell(containing: control) else { return nil }
    return (cell, cell.focusableViews().firstIndex { $0 === control } ?? 0)
  }

  /// Keeps the focus, which was on control `place.index` of `place.cell`, in the highlighted
  /// row: on the same control of its cell, or on the table when that row is out of sight or has
  /// no such control.
  func keepFocus(from place: (cell: View, index: Int)?) {
    guard let place, let screen else { return }
    let target = highlightedCell.flatMap { $0.superview === self ? $0 : nil }
    if let focused = screen.focusedView, focused !== self, target?.contains(focused) == true {
      return
    }
    let controls = target?.focusableViews() ?? []
    screen.focus(controls.isEmpty ? self : controls[min(place.index, controls.count - 1)])
  }

  /// Handles a key the focused `control`, in a cell, left: Esc and Left from the first control
  /// go back to the row, Left and Right move between the cell's controls, Up and Down to the
  /// same control of the row above or below.
  func handleKey(_ event: KeyEvent, from control: View) -> Bool {
    guard event.modifiers.isEmpty, let cell = cell(containing: control),
      let path = shownCells[ObjectIdentifier(cell)]
    else { return false }
    let controls = cell.focusableViews()
    let index = controls.firstIndex { $0 === control } ?? 0
    let current = flatIndex(of: path)
    switch event.key {
    case .escape: screen?.focus(self)
    case .left: screen?.focus(index == 0 ? self : controls[index - 1])
    case .right where index + 1 < controls.count: screen?.focus(controls[index + 1])
    case .up where current >= columns: moveRow(to: current - columns)
    case .down where current + columns < adapter.itemCount: moveRow(to: current + columns)
    default: return false
    }
    return true
  }

  /// Focuses the highlighted row's first control, bringing the row into sight; false when it
  /// has none.
  func focusFirstControl() -> Bool {
    guard let cursor else { return false }
    moveCursor(to: cursor)
    layoutSubviews()
    guard let first = highlightedCell?.focusableViews().first else { return false }
    screen?.focus(first)
    return true
  }

  /// Highlights the item at `flat`, placing its cell at once, so that the focus moves on to
  /// the same control there.
  private func moveRow(to flat: Int) {
    moveCursor(to: path(ofFlatIndex: flat))
    layoutSubviews()
  }

  private func cell(containing view: View) -> View? { placedCells.first { $0.contains(view) } }
}
