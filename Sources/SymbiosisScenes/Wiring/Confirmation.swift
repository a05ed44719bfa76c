import Symbiosis

/// A question a `remove` asks before it removes (`confirm: "Delete “{title}”?"`): a modal of
/// the platform's standard kinds, a label and a row of Delete and Cancel buttons, shown
/// through the navigation service of the action asking.
@MainActor
struct Confirmation {
  /// The question about an item (the row's, in a row), or nil.
  let question: @MainActor (Any?) -> String
  /// Makes the modal's views.
  let views: ViewMaker

  /// Shows the question about `item`; Delete runs `confirmed` and dismisses, Cancel dismisses.
  ///
  /// - Throws: ``/Symbiosis/ServiceUnavailable`` when there is no navigation to show it.
  func ask(about item: Any?, then confirmed: @escaping @MainActor () -> Void) throws {
    let navigation = try PlatformServices.current.require(\.navigation, "Navigation")
    let delete = Action<Void> {
      confirmed()
      try PlatformServices.current.require(\.navigation, "Navigation").dismiss()
    }
    var buttons: [any PlatformView] = []
    for (title, action) in [("Delete", delete), ("Cancel", Action.dismiss())] {
      guard let kind = views.kind("button") else { continue }
      let button = kind.make()
      (kind.properties["title"] ?? views.textProperty(of: kind))?.set(button, .text(title))
      _ = SceneAction(action, parameter: Property(value: ()), success: nil).bind(to: button)
      buttons.append(button)
    }
    let parts = [
      views.label(question(item)), views.platform.stack(.horizontal, spacing: 2, views: buttons),
    ]
    let content = views.platform.stack(.vertical, spacing: 1, views: parts.compactMap { $0 })
    try navigation.perform(Segue("Confirm", .modal) { ConfirmationScene(content) })
  }
}
