import Symbiosis

/// Lays its views out in a row or a column: fixed lengths first, then fitted ones, and what
/// is left shared among `.fill` views by weight. Hidden views take no room, nor gaps, and
/// neither does a stack whose views are all hidden (a state view showing nothing). When not
/// every view fits, the one holding the focus keeps its room first and the views left without
/// room are dropped, gaps and all; when the padding alone would fill the stack, it gives way.
public final class Stack: View {
  /// The direction of the stack.
  public var axis: Axis { didSet { setNeedsDisplay() } }
  /// Cells between neighbouring views.
  public var spacing: Int { didSet { setNeedsDisplay() } }
  /// Where views sit across the axis.
  public var alignment: Alignment { didSet { setNeedsDisplay() } }

  /// A stack of `views` along `axis`.
  public init(
    _ axis: Axis, spacing: Int = 0, alignment: Alignment = .fill, _ views: [View] = []
  ) {
    self.axis = axis
    self.spacing = spacing
    self.alignment = alignment
    super.init()
    for view in views { addSubview(view) }
  }

  /// The views shown during a layout, taken once at its start so that every pass sees the
  /// same views even if measuring one shows or hides another; kept, with ``lengths``, so that
  /// laying out again reuses their storage rather than allocating.
  private var shown: [View] = []
  /// The length along the axis of each of ``shown``.
  private var lengths: [Int] = []

  /// The size of its shown views laid end to end along its axis, with spacing between them.
  public override func contentSize(fitting proposal: Size) -> Size {
    var along = 0
    var across = 0
    var count = 0
    for view in subviews where Self.takesRoom(view) {
      let size = view.size(fitting: proposal)
      along += axis == .vertical ? size.height : size.width
      across = max(across, axis == .vertical ? size.width : size.height)
      count += 1
    }
    along += max(0, count - 1) * spacing
    return axis == .vertical
      ? Size(width: across, height: along) : Size(width: along, height: across)
  }

  /// Places its views along its axis, sharing what room is left among the ones that fill.
  public override func layoutSubviews() {
    shown.removeAll(keepingCapacity: true)
    for view in subviews {
      if Self.takesRoom(view) {
        shown.append(view)
      } else if !view.isHidden {
        view.frame = Rect(x: contentFrame.x, y: contentFrame.y, width: 0, height: 0)
      }
    }
    defer { shown.removeAll(keepingCapacity: true) }
    let area = roomForViews
    let collapsed = measureLengths(in: area)
    var position = axis == .vertical ? area.y : area.x
    for (view, length) in zip(shown, lengths) {
      let cross = crossPlacement(of: view, in: area, length: length)
      view.frame =
        axis == .vertical
        ? Rect(x: cross.offset, y: position, width: cross.length, height: length)
        : Rect(x: position, y: cross.offset, width: length, height: cross.length)
      // Where views were left out for want of room, so are the gaps around them.
      if !collapsed || length > 0 { position += length + spacing }
    }
  }

  /// Whether `view` takes room in a stack: it is shown, and if it is a stack of views, one of
  /// them takes room.
  private static func takesRoom(_ view: View) -> Bool {
    guard !view.isHidden else { return false }
    guard let stack = view as? Stack, !stack.subviews.isEmpty else { return true }
    return stack.subviews.contains(where: takesRoom)
  }

  /// The frame less the padding; but where the padding would leave no room across or along
  /// the stack, the frame's whole extent that way: padding gives way before the views do.
  private var roomForViews: Rect {
    var area = contentFrame
    if area.width <= 0 { (area.x, area.width) = (frame.x, frame.width) }
    if area.height <= 0 { (area.y, area.height) = (frame.y, frame.height) }
    return area
  }

  /// Sets ``lengths`` to the length of each shown view along the axis, and says whether some
  /// were left out for want of room (see ``measureLengthsWithoutRoom(in:)``).
  private func measureLengths(in area: Rect) -> Bool {
    let room = axis == .vertical ? area.height : area.width
    var count = 0
    var totalWeight = 0
    for view in shown {
      count += 1
      if case .fill(let weight) = mainLength(of: view) { totalWeight += max(1, weight) }
    }
    var left = room - max(0, count - 1) * spacing
    lengths.removeAll(keepingCapacity: true)
    for view in shown {
      var length = 0
      switch mainLength(of: view) {
      case .fixed(let fixed): length = fixed
      case .fill: break
      case .fit:
        guard left > 0 else { return measureLengthsWithoutRoom(in: area) }
        length = measure(view, along: left, in: area)
      }
      lengths.append(length)
      left -= length
    }
    guard left >= 0 else { return measureLengthsWithoutRoom(in: area) }
    share(left, totalWeight: totalWeight)
    return false
  }

  /// Lengths when not every view fits: the view holding the focus (or, before anything has
  /// focus, the first that can take it) gets its length first, so a focused field stays in
  /// view; then the other fixed and fitted views, shortest first, so that the longest (a long
  /// title beside a toggle and a button) is the one cut short; then the ones that fill. A view
  /// gets a gap before it only if it gets any room, and views left without room are dropped.
  /// Always true: some views were left out.
  private func measureLengthsWithoutRoom(in area: Rect) -> Bool {
    var left = axis == .vertical ? area.height : area.width
    lengths.removeAll(keepingCapacity: true)
    lengths.append(contentsOf: repeatElement(0, count: shown.count))
    let first = priorityIndex()
    var placed = 0
    // The focused view, then the fixed and fitted ones, then the ones that fill.
    for pass in 0..<3 {
      for index in order(forPass: pass, first: first, room: left, in: area) {
        let view = shown[index]
        let gap = placed > 0 ? spacing : 0
        let room = left - gap
        guard room > 0 else { return true }
        let length =
          switch mainLength(of: view) {
          case .fixed(let length): length
          case .fill: room
          case .fit: measure(view, along: room, in: area)
          }
        let given = min(length, room)
        guard given > 0 else { continue }
        lengths[index] = given
        left -= given + gap
        placed += 1
      }
    }
    return true
  }

  /// The indices of the shown views placed in `pass` (0: the focused one, 1: the fixed and
  /// fitted ones, shortest first along `room`, 2: the ones that fill), in the order they get
  /// room.
  private func order(forPass pass: Int, first: Int?, room: Int, in area: Rect) -> [Int] {
    let indices = shown.indices.filter { index in
      let isFill: Bool
      if case .fill = mainLength(of: shown[index]) { isFill = true } else { isFill = false }
      return (index == first ? 0 : isFill ? 2 : 1) == pass
    }
    guard pass == 1, indices.count > 1 else { return indices }
    let wanted = indices.map { index -> Int in
      switch mainLength(of: shown[index]) {
      case .fixed(let length): length
      case .fill: room
      case .fit: measure(shown[index], along: max(1, room), in: area)
      }
    }
    return zip(indices, wanted).sorted { ($0.1, $0.0) < ($1.1, $1.0) }.map(\.0)
  }

  /// The index among the shown views of the one that holds the focus, or if nothing has it,
  /// of the first view that can take it.
  private func priorityIndex() -> Int? {
    let focused = screen?.focusedView
    var index = 0
    for view in shown {
      if let focused {
        if view.contains(focused) { return index }
      } else if !view.focusableViews().isEmpty {
        return index
      }
      index += 1
    }
    return nil
  }

  private func mainLength(of view: View) -> Length {
    axis == .vertical ? view.height : view.width
  }

  /// The length `view` wants along the axis, given `length` of it.
  private func measure(_ view: View, along length: Int, in area: Rect) -> Int {
    let proposal = Size(
      width: axis == .vertical ? area.width : length,
      height: axis == .vertical ? length : area.height)
    let size = view.size(fitting: proposal)
    return axis == .vertical ? size.height : size.width
  }

  /// Gives each `.fill` view its weight's share of `room`, the remainder to the first ones.
  private func share(_ room: Int, totalWeight: Int) {
    guard totalWeight > 0 else { return }
    var given = 0
    var index = 0
    for view in shown {
      if case .fill(let weight) = mainLength(of: view) {
        lengths[index] = room * max(1, weight) / totalWeight
        given += lengths[index]
      }
      index += 1
    }
    var remainder = room - given
    index = 0
    for view in shown {
      guard remainder > 0 else { break }
      if case .fill = mainLength(of: view) {
        lengths[index] += 1
        remainder -= 1
      }
      index += 1
    }
  }

  private func crossPlacement(of view: View, in area: Rect, length: Int) -> (
    offset: Int, length: Int
  ) {
    let start = axis == .vertical ? area.x : area.y
    let room = axis == .vertical ? area.width : area.height
    let crossLength = axis == .vertical ? view.width : view.height
    if case .fill = crossLength { return (start, room) }
    if alignment == .fill, case .fit = crossLength { return (start, room) }
    let proposal =
      axis == .vertical
      ? Size(width: room, height: length) : Size(width: length, height: room)
    let size = view.size(fitting: proposal)
    let wanted = min(room, axis == .vertical ? size.width : size.height)
    return (start + alignment.offset(of: wanted, in: room), wanted)
  }
}
