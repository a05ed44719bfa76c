/// Lays its views out in a row or a column: fixed lengths first, then fitted ones, and what
/// is left shared among `.fill` views by weight. When not every view fits, the one holding the
/// focus keeps its room first and the views left without room are dropped, gaps and all; when
/// the padding alone would fill the stack, it gives way.
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

  private var shown: [View] { subviews.filter { !$0.isHidden } }

  /// The size of its shown views laid end to end along its axis, with spacing between them.
  public override func contentSize(fitting proposal: Size) -> Size {
    let sizes = shown.map { $0.size(fitting: proposal) }
    let gaps = max(0, sizes.count - 1) * spacing
    switch axis {
    case .vertical:
      return Size(
        width: sizes.map(\.width).max() ?? 0, height: sizes.reduce(gaps) { $0 + $1.height })
    case .horizontal:
      return Size(
        width: sizes.reduce(gaps) { $0 + $1.width }, height: sizes.map(\.height).max() ?? 0)
    }
  }

  /// Places its views along its axis, sharing what room is left among the ones that fill.
  public override func layoutSubviews() {
    let area = roomForViews
    let views = shown
    let (lengths, collapsed) = mainLengths(of: views, in: area)
    var position = axis == .vertical ? area.y : area.x
    for (view, length) in zip(views, lengths) {
      let cross = crossPlacement(of: view, in: area, length: length)
      view.frame =
        axis == .vertical
        ? Rect(x: cross.offset, y: position, width: cross.length, height: length)
        : Rect(x: position, y: cross.offset, width: length, height: cross.length)
      // Where views were left out for want of room, so are the gaps around them.
      if !collapsed || length > 0 { position += length + spacing }
    }
  }

  /// The frame less the padding; but where the padding would leave no room across or along
  /// the stack, the frame's whole extent that way: padding gives way before the views do.
  private var roomForViews: Rect {
    var area = contentFrame
    if area.width <= 0 { (area.x, area.width) = (frame.x, frame.width) }
    if area.height <= 0 { (area.y, area.height) = (frame.y, frame.height) }
    return area
  }

  /// The length of each view along the axis, and whether some were left out for want of room
  /// (see ``lengthsWithoutRoom(of:in:)``).
  private func mainLengths(of views: [View], in area: Rect) -> (lengths: [Int], collapsed: Bool) {
    let room = axis == .vertical ? area.height : area.width
    var left = room - max(0, views.count - 1) * spacing
    var lengths = [Int](repeating: 0, count: views.count)
    var weights: [(index: Int, weight: Int)] = []
    for (index, view) in views.enumerated() {
      switch mainLength(of: view) {
      case .fixed(let length): lengths[index] = length
      case .fill(let weight): weights.append((index, max(1, weight)))
      case .fit:
        guard left > 0 else { return (lengthsWithoutRoom(of: views, in: area), true) }
        lengths[index] = measure(view, along: left, in: area)
      }
      left -= lengths[index]
    }
    guard left >= 0 else { return (lengthsWithoutRoom(of: views, in: area), true) }
    share(left, among: weights, into: &lengths)
    return (lengths, false)
  }

  /// Lengths when not every view fits: the view holding the focus (or, before anything has
  /// focus, the first that can take it) gets its length first, so a focused field stays in
  /// view; then the other fixed and fitted views in order, then the ones that fill. A view
  /// gets a gap before it only if it gets any room, and views left without room are dropped.
  private func lengthsWithoutRoom(of views: [View], in area: Rect) -> [Int] {
    var left = axis == .vertical ? area.height : area.width
    var lengths = [Int](repeating: 0, count: views.count)
    let first = priorityIndex(in: views)
    let rest = views.indices.filter { $0 != first }
    let isFill = { (index: Int) -> Bool in
      if case .fill = self.mainLength(of: views[index]) { return true }
      return false
    }
    let order = (first.map { [$0] } ?? []) + rest.filter { !isFill($0) } + rest.filter(isFill)
    var placed = 0
    for index in order {
      let gap = placed > 0 ? spacing : 0
      let room = left - gap
      guard room > 0 else { break }
      let length =
        switch mainLength(of: views[index]) {
        case .fixed(let length): length
        case .fill: room
        case .fit: measure(views[index], along: room, in: area)
        }
      let given = min(length, room)
      guard given > 0 else { continue }
      lengths[index] = given
      left -= given + gap
      placed += 1
    }
    return lengths
  }

  /// The index of the view that holds the focus, or if nothing has it, of the first view that
  /// can take it.
  private func priorityIndex(in views: [View]) -> Int? {
    if let focused = screen?.focusedView { return views.firstIndex { $0.contains(focused) } }
    return views.firstIndex { !$0.focusableViews().isEmpty }
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

  /// Gives each `.fill` view its weight's share, the remainder to the first ones.
  private func share(
    _ room: Int, among weights: [(index: Int, weight: Int)], into lengths: inout [Int]
  ) {
    let total = weights.reduce(0) { $0 + $1.weight }
    guard total > 0 else { return }
    var given = 0
    for (index, weight) in weights {
      lengths[index] = room * weight / total
      given += lengths[index]
    }
    for (index, _) in weights.prefix(room - given) { lengths[index] += 1 }
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
