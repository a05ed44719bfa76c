import Symbiosis
import SymbiosisTerminal

/// Terminal labels, each bound to a property of its own as an app binds one:
/// `label.reactive.text <~ name`.
@MainActor
public final class BoundLabels: ViewBindingWorkload {
  /// One binding per label.
  public static let bindingsPerView = 1
  private let count: Int
  private var properties: [MutableProperty<String>] = []
  private var labels: [Label] = []

  /// Makes `count` properties, each with a text of its own.
  public init(count: Int) {
    self.count = count
    properties.reserveCapacity(count)
    labels.reserveCapacity(count)
    // Texts of up to 15 UTF-8 bytes live inside the `String`, with no heap block of their own.
    for index in 0..<count { properties.append(MutableProperty("name \(index)")) }
  }

  /// Makes one empty label per property.
  public func makeViews() {
    for _ in 0..<count { labels.append(Label()) }
  }

  /// Binds each label's text to its property.
  public func bind() {
    for (label, property) in zip(labels, properties) { label.reactive.text <~ property }
  }

  /// Checks that each label shows its property and takes its next value.
  public func checkDelivery() {
    for (label, property) in zip(labels, properties) {
      precondition(label.text == property.value, "a label does not show its property")
      property.value = "changed"
      precondition(label.text == "changed", "a label did not take its property's change")
    }
  }
}
