/// The rule of a control that chooses one of a list of options (a picker, a pop-up menu): what
/// is chosen is always `nil` or one of the options, and a value wanted before the options hold
/// it is chosen as soon as they do.
///
/// ```swift
/// let choice = OptionChoice<String>()
/// choice.selection.value = "Blue"          // bound before the options load: nothing chosen yet
/// choice.options = ["Red", "Blue"]         // chosen now: selection.value == "Blue"
/// ```
///
/// A value set that is not among the options (a model's "Blue" bound before the options load),
/// or a chosen option the new options no longer hold, makes the selection `nil`, and the choice
/// remembers it: as soon as the options hold it, it is chosen again, so a control shows its
/// model's value whatever the order of binding and loading. Setting `nil` forgets it. Options
/// that are `Identifiable` are matched by identity, so a chosen option that comes back changed
/// (an edited person) is chosen as its new value. A platform's picker keeps one and draws it.
@MainActor
public final class OptionChoice<Option: Equatable & Sendable> {
  /// What there is to choose from, in order.
  public var options: [Option] { didSet { optionsChanged() } }
  /// The chosen option, settable from any thread.
  public let selection: MutableProperty<Option?>
  /// Whether two values are the same option: equal, or of one identity.
  private let isSame: @MainActor (Option, Option) -> Bool
  /// The value last set or chosen, kept while it is not among the options so that it is chosen
  /// when it comes.
  private var wanted: Option?
  /// How many of the `nil`s the choice wrote (for a value not among the options) have yet to
  /// reach ``selectionChanged(to:)``, which must not take them as someone's "choose nothing".
  /// Values reach it in the order they were written, and each of these is written right after
  /// the value it replaces, so the next `nil`s it sees are these.
  private var ownClearings = 0
  /// Ends the choice's own subscription to ``selection`` when it goes.
  private let lifetime = Lifetime()

  /// A choice among `options`, with `selection` chosen (or wanted, until the options hold it),
  /// where two values are the same option when they are equal.
  public convenience init(options: [Option] = [], selection: Option? = nil) {
    self.init(options: options, selection: selection, isSame: ==)
  }

  /// A choice among `options`, with `selection` chosen (or wanted, until the options hold it),
  /// where two values are the same option when `isSame` says so.
  public init(
    options: [Option], selection: Option?, isSame: @escaping @MainActor (Option, Option) -> Bool
  ) {
    self.options = options
    self.selection = MutableProperty(
      selection.flatMap { selected in options.first { isSame($0, selected) } })
    self.wanted = selection
    self.isSame = isSame
    BindingTarget(
      lifetime: lifetime, onMainActor: { [weak self] in self?.selectionChanged(to: $0) }
    )
    .bindOutsideScope(self.selection.changes)
  }

  /// The index of the chosen option in ``options``; `nil` while nothing is chosen.
  public var selectedIndex: Int? {
    selection.value.flatMap { selected in options.firstIndex { isSame($0, selected) } }
  }

  /// The option that is `value`, or is of its identity.
  public func option(matching value: Option) -> Option? {
    options.first { isSame($0, value) }
  }

  private func optionsChanged() {
    if let selected = selection.value {
      wanted = selected
      if let current = option(matching: selected) {
        // Its new value when it came back changed.
        if current != selected { selection.value = current }
      } else {
        clear(selected)
      }
    } else {
      chooseWanted()
    }
  }

  /// Follows each value the selection takes, from the control or from outside.
  private func selectionChanged(to value: Option?) {
    if let value {
      wanted = value
      if option(matching: value) == nil { clear(value) }
    } else if ownClearings > 0 {
      ownClearings -= 1
      // Written in place of a value that may itself have replaced, on another thread, the one
      // the choice saw: choose that one if it is an option.
      chooseWanted()
    } else {
      wanted = nil
    }
  }

  /// Makes the selection `nil` while it is `value`, which is not among the options, keeping
  /// `value` wanted.
  private func clear(_ value: Option) {
    guard selection.value == value else { return }
    // Counted before writing: on the main actor the write reaches `selectionChanged` at once.
    ownClearings += 1
    selection.value = nil
  }

  /// Chooses the wanted value while nothing is chosen and the options hold it.
  private func chooseWanted() {
    guard selection.value == nil, let wanted, let current = option(matching: wanted) else {
      return
    }
    selection.value = current
  }
}

extension OptionChoice where Option: Identifiable {
  /// A choice among `options` by identity, with `selection` chosen (or wanted, until the
  /// options hold it).
  public convenience init(options: [Option] = [], selection: Option? = nil) {
    self.init(options: options, selection: selection, isSame: { $0.id == $1.id })
  }
}
