/// An app's root view as its ``RootScene`` shows it: filling the page, which a navigation stack
/// shows as it is, where it puts a scene's content in a ``ScrollView``.
final class RootContent: View {
  /// The app's root view.
  let view: View

  init(_ view: View) {
    self.view = view
    super.init()
    addSubview(view)
  }
}
