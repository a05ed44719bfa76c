/// Lays its views out in a row or a column: fixed lengths first, then fitted ones, and what
/// is left shared among `.fill` views by weight.
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
    let area = contentFrame
    let views = shown
    let lengths = mainLengths(of: views, in: area)
    var position = axis == .vertical ? area.y : area.x
    for (view, length) in zip(views, lengths) {
      let cross = crossPlacement(of: view, in: area, length: length)
      view.frame =
        axis == .vertical
        ? Rect(x: cross.offset, y: position, width: cross.length, height: length)
        : Rect(x: position, y: cross.offset, width: length, height: cross.length)
      position += length + spacing
    }
  }

  private func mainLengths(of views: [View], in area: Rect) -> [Int] {
    let room = axis == .vertical ? area.height : area.width
    var left = room - max(0, views.count - 1) * spacing
    var lengths = [Int](repeating: 0, count: views.count)
    var weights: [(index: Int, weight: Int)] = []
    for (index, view) in views.enumerated() {
      switch axis == .vertical ? view.height : view.width {
      case .fixed(let length): lengths[index] = length
      case .fill(let weight): weights.append((index, max(1, weight)))
      case .fit:
        let proposal = Size(
          width: axis == .vertical ? area.width : max(0, left),
          height: axis == .vertical ? max(0, left) : area.height)
        let size = view.size(fitting: proposal)
        lengths[index] = axis == .vertical ? size.height : size.width
      }
      left -= lengths[index]
    }
    share(max(0, left), among: weights, into: &lengths)
    return clampToRoom(lengths, room: room - max(0, views.count - 1) * spacing)
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

  /// Shortens the last views when fixed and fitted ones ask for more than there is.
  private func clampToRoom(_ lengths: [Int], room: Int) -> [Int] {
    var left = max(0, room)
    return lengths.map { length in
      let given = min(length, left)
      left -= given
      return given
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
