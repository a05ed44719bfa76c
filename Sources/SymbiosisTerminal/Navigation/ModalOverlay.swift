import Symbiosis

/// A ``NavigationStack``'s modal page, shown over the page beneath it: what it covers is
/// cleared, and its content sits in a box titled after its scene (an ``Alert``, which draws its
/// own box, as it is).
final class ModalOverlay: View {
  /// The page's content, as the stack's adapter made it.
  let content: View
  private var titleFollowing: Subscription?

  /// An overlay showing `content` under `title`, as it changes.
  init(_ content: View, title: Property<String>) {
    self.content = content
    let shown = (content as? ScrollView)?.content ?? content
    super.init()
    guard !(shown is Alert) else {
      addSubview(content)
      return
    }
    let box = Box(content)
    addSubview(box)
    let target = BindingTarget<String>(
      lifetime: lifetime,
      onMainActor: { [weak box] title in box?.title = title.isEmpty ? nil : title })
    titleFollowing = target.bindOutsideScope(title.values)
  }

  isolated deinit {
    titleFollowing?.cancel()
  }

  /// Clears what it covers, so that the page beneath does not show through.
  override func draw(_ canvas: inout Canvas) {
    canvas.fill(style: theme.text)
  }
}
