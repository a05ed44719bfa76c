import Symbiosis

/// One of a list of texts, `<select>` with an `<option>` for each, and the placeholder as a
/// first option that cannot be chosen: the user chooses an option (a `select` event with its
/// text), never a text the picker does not list (the session refuses it before the picker
/// sees it).
///
/// ```swift
/// picker.options = ["Small", "Medium", "Large"]
/// picker.selection <~> order.size                 // what is chosen, both ways
/// ```
///
/// What is chosen is always `nil` or one of the options, by the core's
/// ``/Symbiosis/OptionChoice`` rule; a choice made from the server goes out as
/// ``WebOperation/value(node:_:revision:)`` (the placeholder's empty value while nothing is).
@MainActor
public final class WebPicker: WebView, ActionControl {
  /// What there is to choose from, in order.
  public var options: [String] {
    get { choice.options }
    set {
      guard newValue != choice.options else { return }
      for view in optionViews { view.removeFromParent() }
      optionViews = newValue.map { option in
        let view = WebView(tag: "option")
        view.setAttribute("value", option)
        view.setText(option)
        addChild(view)
        return view
      }
      choice.options = newValue
      // The new options show none chosen: send what is.
      sentValue = nil
      selectionChanged()
    }
  }
  /// The chosen option, settable from any thread; the user's choices set it too.
  public var selection: MutableProperty<String?> { choice.selection }
  /// What shows while nothing is chosen.
  public var placeholder: String {
    get { placeholderView.textContent ?? "" }
    set { placeholderView.setText(newValue) }
  }
  /// Whether the user can choose; the `disabled` attribute when not.
  public var isEnabled = true {
    didSet { isDisabled = !isEnabled }
  }
  /// Each option the user chooses (not the changes made from outside).
  public var triggers: Signal<String> { chooseInput.signal }

  private let choice = OptionChoice<String>()
  private let placeholderView = WebView(tag: "option", classes: "sy-placeholder")
  private var optionViews: [WebView] = []
  /// The value the browser's `<select>` has, as far as the server knows.
  private var sentValue: String? = ""
  private let chooseInput = Signal<String>.Input()

  /// A picker choosing among `options`, showing `placeholder` while nothing is chosen.
  public init(options: [String] = [], placeholder: String = "Choose") {
    super.init(tag: "select", classes: "sy-picker")
    placeholderView.setAttribute("value", "")
    placeholderView.isDisabled = true
    placeholderView.setText(placeholder)
    addChild(placeholderView)
    self.options = options
    // Outside any binding scope: it follows its own property for as long as it lives.
    BindingTarget(lifetime: lifetime, onMainActor: { [weak self] _ in self?.selectionChanged() })
      .bindOutsideScope(selection.changes)
  }

  isolated deinit { chooseInput.complete() }

  /// Chooses `option` as a user would: nothing happens while it is disabled, or when it is not
  /// one of the options.
  public func choose(_ option: String) {
    guard isEnabled, options.contains(option) else { return }
    sentValue = option
    selection.value = option
    chooseInput.send(option)
  }

  /// Sends what is chosen now, when the browser does not show it. It reads the selection
  /// rather than the value delivered, which the choice may already have replaced (a value not
  /// among the options becomes `nil`).
  private func selectionChanged() {
    let value = selection.value ?? ""
    guard value != sentValue else { return }
    sentValue = value
    if let node { record(.value(node: node, value, revision: 0)) }
  }

  // MARK: Events

  /// Whether it takes the focus: while enabled.
  public override var acceptsFocus: Bool { isEnabled }

  /// A choice, and the focus.
  public override var acceptedEvents: Set<WebEvent.Kind> { [.select, .focus] }

  /// A `select` of one of its options.
  public override func offers(_ event: WebEvent) -> Bool {
    guard event.kind == .select else { return true }
    return event.text.map(options.contains) ?? false
  }

  /// Chooses the option the user chose.
  public override func handle(_ event: WebEvent) {
    if event.kind == .select, let option = event.text { choose(option) }
  }

  /// After a `select`, refused or taken, shows what is chosen when the browser may show
  /// another option (the user's choice that the server refused, or that a binding undid).
  public override func restate(after event: WebEvent) {
    guard event.kind == .select, let node else { return }
    let value = selection.value ?? ""
    guard value != event.text || value != sentValue else { return }
    sentValue = value
    record(.value(node: node, value, revision: 0))
  }

  // MARK: HTML

  /// `<select>` with its options, the chosen one (or the placeholder) `selected`.
  public override func render(into writer: inout HTMLWriter) {
    writer.open(tag, node: node, attributes: renderedAttributes)
    let chosen = selection.value
    for view in children {
      var attributes = view.renderedAttributes
      let isChosen =
        view === placeholderView ? chosen == nil : chosen == view.attribute("value")
      if isChosen { attributes["selected"] = "" }
      writer.open(view.tag, node: view.node, attributes: attributes)
      writer.text(view.textContent ?? "")
      writer.close(view.tag)
    }
    writer.close(tag)
  }
}
