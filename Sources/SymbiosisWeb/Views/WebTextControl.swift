import Symbiosis

/// What a field and a text area share: their text, the user's typing, and the rule that keeps
/// typing the user's.
///
/// The browser holds what the user types and sends it as `input` events, each with its edit
/// revision (`rev`, the client's count of edits of the control). The control takes the text
/// and remembers the revision; it never sends back a value it took. A value set from the server
/// afterwards (a binding, the app) goes out as ``WebOperation/value(node:_:revision:)`` with that
/// revision, which the browser applies only if the user typed nothing since. `commit`, `leave`
/// and `cancel` may carry the text and revision too (the client flushing its last edit with
/// them); the control takes that edit first.
@MainActor
public class WebTextControl: WebView {
  /// The text, settable from any thread; the user's edits set it too. A value set from outside
  /// reaches the browser on the main actor.
  public let text: MutableProperty<String>
  /// What shows while the text is empty (the `placeholder` attribute).
  public var placeholder: String {
    get { attribute("placeholder") ?? "" }
    set { setAttribute("placeholder", newValue.isEmpty ? nil : newValue) }
  }
  /// Whether the user can edit it; the `disabled` attribute when not.
  public var isEnabled = true {
    didSet { isDisabled = !isEnabled }
  }
  /// The edit revision of the last text taken from the browser: the one a value set from the
  /// server answers. The page carries it (`data-rev`), so the browser counts on from it.
  public private(set) var revision = 0
  /// The text after each edit of the user's (not the changes made from outside).
  public var edits: Signal<String> { editInput.signal }
  /// The text each time the user confirms it (Enter in a field).
  public var commits: Signal<String> { commitInput.signal }
  /// Each time the user presses Escape, to undo what they typed: an observer may set ``text``
  /// back.
  public var cancels: Signal<Void> { cancelInput.signal }
  /// Each time the control loses the focus.
  public var leaves: Signal<Void> { leaveInput.signal }
  /// What the browser shows, as far as the server knows: the text it sent or took last.
  private(set) var shown: String
  /// The text last set from outside (a binding showing its model's value, the app), which a
  /// control replacing this one shows its own model's value in place of.
  private var setFromOutside: String
  /// Whether the last Escape (`cancel`) changed the text: it emptied a field that clears on
  /// Escape, or an observer of ``cancels`` set the text back. One that changed nothing goes
  /// on to the page, which goes back.
  private(set) var usedEscape = false

  private let editInput = Signal<String>.Input()
  private let commitInput = Signal<String>.Input()
  private let cancelInput = Signal<Void>.Input()
  private let leaveInput = Signal<Void>.Input()

  /// A control rendered as `tag` with the class names `classes`, showing `text`.
  init(tag: String, classes: String, text: String, placeholder: String) {
    self.text = MutableProperty(text)
    shown = text
    setFromOutside = text
    super.init(tag: tag, classes: classes)
    self.placeholder = placeholder
    // Outside any binding scope: the control follows its own property for as long as it lives.
    BindingTarget(lifetime: lifetime, onMainActor: { [weak self] in self?.show($0) })
      .bindOutsideScope(self.text.changes)
  }

  isolated deinit {
    editInput.complete()
    commitInput.complete()
    cancelInput.complete()
    leaveInput.complete()
  }

  /// Whether Escape empties it while it holds text; a field says.
  var clearsWhenCancelled: Bool { false }

  /// Shows a value of ``text`` set from outside: sent with the revision it answers. The user's
  /// own edit comes back here as what is shown already, and nothing is sent.
  private func show(_ value: String) {
    guard value != shown else { return }
    shown = value
    setFromOutside = value
    if let node { record(.value(node: node, value, revision: revision)) }
  }

  /// Whether it takes the focus: while enabled.
  public override var acceptsFocus: Bool { isEnabled }

  /// Takes the text typed in `old`, a control of its class this one replaces, when it is the
  /// user's: text that differs from what was last set from outside (a value a converter
  /// refused, a search term) stays, and so does the revision the browser counts on from. A
  /// control showing its model's value shows the new model's value instead: carrying the old
  /// text over would write the old value into the new model.
  public override func takeOverState(from old: WebView) {
    guard let old = old as? WebTextControl else { return }
    revision = max(revision, old.revision)
    guard old.shown != old.setFromOutside, old.shown != text.value else { return }
    // Shown first, so that the text arriving from `text` is not taken as set from outside: it
    // is still the user's at the next save.
    setFromOutside = old.setFromOutside
    shown = old.shown
    text.value = old.shown
    if let node { record(.value(node: node, shown, revision: revision)) }
  }

  /// Takes an edit the user made in the browser, at `revision`: nothing goes back.
  private func take(_ value: String, revision given: Int?) {
    if let given { revision = given }
    guard value != shown else { return }
    shown = value
    text.value = value
    editInput.send(value)
  }

  // MARK: Events

  /// Typing (`input`), Enter (`commit`), leaving (`leave`), Escape (`cancel`) and the focus.
  public override var acceptedEvents: Set<WebEvent.Kind> {
    [.input, .commit, .leave, .cancel, .focus]
  }

  /// An `input` carries its text.
  public override func offers(_ event: WebEvent) -> Bool {
    event.kind != .input || event.text != nil
  }

  /// Takes the text an event carries, then confirms, leaves or cancels the edit.
  public override func handle(_ event: WebEvent) {
    if let typed = event.text { take(typed, revision: event.revision) }
    switch event.kind {
    case .commit: commitInput.send(shown)
    case .leave: leaveInput.send(())
    case .cancel:
      let before = shown
      if clearsWhenCancelled, !shown.isEmpty {
        // The user's Escape, done here: the browser is sent the empty text, as for any value
        // the server sets, and it counts as the user's edit.
        text.value = ""
        editInput.send("")
      }
      cancelInput.send(())
      usedEscape = shown != before || text.value != before
    default: break
    }
  }

  // MARK: HTML

  /// Its element with its text as the browser holds it (`shown`) and its ``revision``.
  public override func render(into writer: inout HTMLWriter) {
    var attributes = renderedAttributes
    if revision > 0 { attributes["data-rev"] = String(revision) }
    renderControl(into: &writer, attributes: attributes)
  }

  /// Writes the element with `attributes` and `shown`; each subclass its own way.
  func renderControl(into writer: inout HTMLWriter, attributes: WebAttributes) {}
}
