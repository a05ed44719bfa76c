import Symbiosis

/// One of a list: it shows the chosen option, "‹ Blue ›". Left and Right choose the previous or
/// next option; Enter, Space or a click open the list below it, where Up, Down, Home and End
/// move, Enter, Space or a click choose and Esc closes.
///
/// ```swift
/// picker.reactive.options <~ colours.value.map { $0 ?? [] }   // what there is to choose
/// picker.selection <~> settings.colour                         // what is chosen, both ways
/// ```
///
/// The selection is always `nil` or one of the options, by the core's
/// ``/Symbiosis/OptionChoice`` rule: a value set that is not among them (a model's "Blue" bound
/// before the options load), or a chosen option the new options no longer hold, makes the
/// selection `nil`, and the picker remembers it: as soon as the options hold it, it is chosen
/// again, so the picker shows its model's value whatever the order of binding and loading.
/// Setting `nil` (or choosing) forgets it. Options that are `Identifiable` are matched by
/// identity, so a chosen option that comes back changed (an edited person) is chosen as its new
/// value.
public final class Picker<Option: Equatable & Sendable>: View, ActionControl {
  /// What there is to choose from, in order.
  public var options: [Option] {
    get { choice.options }
    set {
      choice.options = newValue
      optionsChanged()
    }
  }
  /// The chosen option, settable from any thread; the user's choices set it too.
  public var selection: MutableProperty<Option?> { choice.selection }
  /// What shows, dimmed, while nothing is chosen.
  public var placeholder: String { didSet { setNeedsDisplay() } }
  /// Whether the user can choose.
  public var isEnabled = true {
    didSet {
      if !isEnabled { isOpen = false }
      setNeedsDisplay()
    }
  }
  /// Whether the list of options is open; it shows below the picker while the picker has
  /// focus.
  public private(set) var isOpen = false
  /// Each option the user chooses (not the changes made from outside).
  public var triggers: Signal<Option> { chooseInput.signal }
  /// How an option reads.
  private let title: @MainActor (Option) -> String
  /// What is chosen, kept among the options.
  private let choice: OptionChoice<Option>
  private let chooseInput = Signal<Option>.Input()
  /// The option the open list highlights, which Enter chooses.
  private var highlighted = 0
  /// The first option the open list shows, so the highlighted one stays in view.
  private var listScroll = 0
  /// The columns of the widest option, worked out when the options change rather than at each
  /// frame.
  private var widestOption = 0

  /// A picker choosing among `options`, showing each as `title` makes it read, with
  /// `selection` chosen and `placeholder` while nothing is.
  public convenience init(
    options: [Option] = [], selection: Option? = nil, placeholder: String = "Choose",
    title: @escaping @MainActor (Option) -> String = { String(describing: $0) }
  ) {
    self.init(
      options: options, selection: selection, placeholder: placeholder, title: title, isSame: ==)
  }

  init(
    options: [Option], selection: Option?, placeholder: String,
    title: @escaping @MainActor (Option) -> String,
    isSame: @escaping @MainActor (Option, Option) -> Bool
  ) {
    self.choice = OptionChoice(options: options, selection: selection, isSame: isSame)
    self.placeholder = placeholder
    self.title = title
    super.init()
    measureOptions()
    // Outside any binding scope: it follows its own property for as long as it lives.
    BindingTarget(lifetime: lifetime, onMainActor: { [weak self] _ in self?.setNeedsDisplay() })
      .bindOutsideScope(self.selection.changes)
  }

  isolated deinit { chooseInput.complete() }

  /// Whether it takes focus: only while enabled.
  public override var acceptsFocus: Bool { isEnabled }

  /// Opens the list, highlighting the chosen option; nothing happens while it is disabled or
  /// there is nothing to choose.
  public func open() {
    guard isEnabled, !options.isEmpty else { return }
    highlighted = selectedIndex ?? 0
    isOpen = true
    setNeedsDisplay()
  }

  /// Closes the list without choosing.
  public func close() {
    isOpen = false
    setNeedsDisplay()
  }

  /// Chooses the option at `index` as a user would: sets ``selection``, sends it on
  /// ``triggers`` and closes the list. Nothing happens while it is disabled.
  public func choose(at index: Int) {
    guard isEnabled, options.indices.contains(index) else { return }
    let option = options[index]
    isOpen = false
    setNeedsDisplay()
    selection.value = option
    chooseInput.send(option)
  }

  private var selectedIndex: Int? { choice.selectedIndex }

  private func measureOptions() {
    widestOption = options.reduce(0) { max($0, TextMeasure.width(of: title($1))) }
  }

  private func optionsChanged() {
    measureOptions()
    if options.isEmpty { isOpen = false }
    highlighted = max(0, min(highlighted, options.count - 1))
    setNeedsDisplay()
  }

  // MARK: Layout and drawing

  /// Rows of the open list that fit under the picker in `height` rows.
  private func listRows(height: Int) -> Int {
    isOpen && isFocused ? max(0, min(options.count, height - 1)) : 0
  }

  /// The widest option (or the placeholder) between the arrows; one row more for each option
  /// of the open list that fits.
  public override func contentSize(fitting proposal: Size) -> Size {
    Size(
      width: max(widestOption, TextMeasure.width(of: placeholder)) + 4,
      height: 1 + listRows(height: proposal.height))
  }

  /// Draws the chosen option between arrows and, while open, the list below with the chosen
  /// option marked and the highlighted one in the selection style.
  public override func draw(_ canvas: inout Canvas) {
    let area = contentFrame
    let style = !isEnabled ? theme.disabled : isFocused ? theme.focus : theme.control
    canvas.fill(Rect(x: padding.left, y: padding.top, width: area.width, height: 1), style: style)
    canvas.text("‹", x: padding.left, y: padding.top, style: style, width: area.width)
    if let selected = selection.value {
      canvas.text(
        title(selected), x: padding.left + 2, y: padding.top, style: style, width: area.width - 4)
    } else {
      canvas.text(
        placeholder, x: padding.left + 2, y: padding.top, style: style.adding(.dim),
        width: area.width - 4)
    }
    if area.width > 1 {
      canvas.text("›", x: padding.left + area.width - 1, y: padding.top, style: style)
    }
    let rows = min(listRows(height: area.height), area.height - 1)
    guard rows > 0 else { return }
    listScroll = max(min(listScroll, highlighted), highlighted - rows + 1)
    listScroll = max(0, min(listScroll, options.count - rows))
    let selectedIndex = selectedIndex
    for row in 0..<rows {
      let index = listScroll + row
      let y = padding.top + 1 + row
      let rowStyle = index == highlighted ? theme.focusedSelection : theme.text
      canvas.fill(Rect(x: padding.left, y: y, width: area.width, height: 1), style: rowStyle)
      canvas.text(index == selectedIndex ? "•" : " ", x: padding.left, y: y, style: rowStyle)
      canvas.text(
        title(options[index]), x: padding.left + 2, y: y, style: rowStyle, width: area.width - 2)
    }
  }

  // MARK: Input

  /// Closes the list whenever focus comes back, so it opens only when asked.
  public override func didGainFocus() { isOpen = false }

  /// Left and Right choose the previous and next option, Enter and Space open the list; in the
  /// open list, Up, Down, Home and End move, Enter and Space choose and Esc closes.
  public override func handleKey(_ event: KeyEvent) -> Bool {
    guard isEnabled, event.modifiers.isEmpty, !options.isEmpty else { return false }
    if isOpen { return handleListKey(event.key) }
    switch event.key {
    case .left:
      choose(
        at: selectedIndex.map { ($0 + options.count - 1) % options.count } ?? options.count - 1)
    case .right: choose(at: selectedIndex.map { ($0 + 1) % options.count } ?? 0)
    case .enter, .character(" "): open()
    default: return false
    }
    return true
  }

  private func handleListKey(_ key: Key) -> Bool {
    switch key {
    case .up: highlighted = max(0, highlighted - 1)
    case .down: highlighted = min(options.count - 1, highlighted + 1)
    case .home: highlighted = 0
    case .end: highlighted = options.count - 1
    case .enter, .character(" "): choose(at: highlighted)
    case .escape: close()
    case .tab, .backTab:
      close()
      return false
    default: return false
    }
    setNeedsDisplay()
    return true
  }

  /// A click on the picker focuses it and opens or closes the list; a click on an option of
  /// the open list chooses it.
  public override func handleMouse(_ event: MouseEvent, at point: Point) -> Bool {
    guard case .press(.left) = event.kind, isEnabled else { return false }
    screen?.focus(self)
    let row = point.y - padding.top
    if row <= 0 {
      if isOpen { close() } else { open() }
    } else if isOpen {
      choose(at: listScroll + row - 1)
    }
    return true
  }
}

extension Picker where Option: Identifiable {
  /// A picker choosing among `options` by identity, showing each as `title` makes it read,
  /// with `selection` chosen and `placeholder` while nothing is.
  public convenience init(
    options: [Option] = [], selection: Option? = nil, placeholder: String = "Choose",
    title: @escaping @MainActor (Option) -> String = { String(describing: $0) }
  ) {
    self.init(
      options: options, selection: selection, placeholder: placeholder, title: title,
      isSame: { $0.id == $1.id })
  }
}
