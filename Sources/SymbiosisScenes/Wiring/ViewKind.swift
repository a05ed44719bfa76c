import Symbiosis

/// A kind of view a platform builds by name, with the properties a file may set on it.
public struct ViewKind: Sendable {
  /// The kind's name in files (`label`).
  public var name: String
  /// The property a scalar sets: `- label: Age` sets `text`.
  public var mainProperty: String?
  /// The properties a file may set, by name.
  public var properties: [String: ViewProperty]
  /// The text a view of the kind edits, which `edit:` binds both ways (a field's); nil when it
  /// edits no text.
  public var textInput: (@MainActor @Sendable (any PlatformView) -> MutableProperty<String>)?
  /// The on/off value a view of the kind edits, which `edit:` binds both ways (a toggle's).
  public var flagInput: (@MainActor @Sendable (any PlatformView) -> MutableProperty<Bool>)?
  /// The option a view of the kind has chosen (a picker's), which `edit:` binds both ways to a
  /// text key; `nil` while none is, which leaves the key as it is (a value not among the
  /// options shows nothing chosen and is kept).
  public var selectionInput: (@MainActor @Sendable (any PlatformView) -> MutableProperty<String?>)?
  /// What the user does to confirm, leave or undo an edit of a view of the kind's text, which
  /// `edit:`'s `on: enter` and `on: leave` write on; nil when it reports none.
  public var editEvents: (@MainActor @Sendable (any PlatformView) -> Signal<EditEvent>)?
  /// Makes a view of the kind, its properties not yet set.
  public var make: @MainActor @Sendable () -> any PlatformView

  /// A kind called `name`.
  public init(
    _ name: String, mainProperty: String? = nil, properties: [String: ViewProperty] = [:],
    textInput: (@MainActor @Sendable (any PlatformView) -> MutableProperty<String>)? = nil,
    flagInput: (@MainActor @Sendable (any PlatformView) -> MutableProperty<Bool>)? = nil,
    selectionInput: (@MainActor @Sendable (any PlatformView) -> MutableProperty<String?>)? = nil,
    editEvents: (@MainActor @Sendable (any PlatformView) -> Signal<EditEvent>)? = nil,
    make: @escaping @MainActor @Sendable () -> any PlatformView
  ) {
    self.name = name
    self.mainProperty = mainProperty
    self.properties = properties
    self.textInput = textInput
    self.flagInput = flagInput
    self.selectionInput = selectionInput
    self.editEvents = editEvents
    self.make = make
  }
}

/// A property of a view kind: what a file writes for it, and how the platform sets it.
public struct ViewProperty: Sendable {
  /// What a file writes for a property, and what the platform is given.
  public enum Value: Sendable, Hashable {
    /// Text; a template, so it may follow the scene's data (`"{person.fullName}"`).
    case text(String)
    /// A whole number, written as a constant.
    case integer(Int)
    /// `true` or `false`, written as a constant.
    case boolean(Bool)
    /// One of the names the property lists, written as a constant.
    case choice(String)
    /// A list of texts, written as a constant (`[Small, Medium, Large]`).
    case texts([String])
  }

  /// The kind of value the property takes.
  public enum Kind: Sendable, Hashable {
    /// Text, which may follow data.
    case text
    /// A whole number in `range`.
    case integer(ClosedRange<Int>)
    /// `true` or `false`.
    case boolean
    /// One of `names`.
    case choice([String])
    /// A list of texts.
    case texts
  }

  /// What the property takes.
  public var kind: Kind
  /// Sets the property of a view of the kind.
  public var set: @MainActor @Sendable (any PlatformView, Value) -> Void

  /// A property taking `kind`, set by `set`.
  public init(
    _ kind: Kind, set: @escaping @MainActor @Sendable (any PlatformView, Value) -> Void
  ) {
    self.kind = kind
    self.set = set
  }
}
