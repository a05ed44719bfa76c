/// The platform-free half of a navigation stack: the pages it shows, each scene's content made
/// once and kept while the scene is on a ``Navigator``'s stack, content remade in place when a
/// scene asks (``Scene/setNeedsContent()``), a thrown content error shown as content, the back
/// rule, and the focus each page had, given back when it is shown again.
///
/// A platform's navigation view owns one and only draws and takes keys: each time ``onChange``
/// is called it shows ``visiblePages`` (a page whose ``Page/presentation`` is
/// ``Presentation/modal`` over the page beneath it, as a dialog keeping the focus inside), and
/// it calls ``back()`` on its Back key. `Content` is the platform's view; `Focus` is whatever
/// the platform uses to name what has focus (a terminal's view, a browser's element id), which
/// the adapter only keeps.
@MainActor
public final class NavigationAdapter<Content: AnyObject, Focus> {
  /// A page of the stack: what it shows, under which title, and the scene it shows, if any.
  public struct Page {
    /// The platform's view shown.
    public let content: Content
    /// The title a navigation bar shows, as it changes.
    public let title: Property<String>
    /// The scene whose content it is; `nil` for a view pushed directly.
    public let scene: Scene?
    /// How it was shown: ``Presentation/modal`` over the pages beneath (a dialog), else pushed.
    public let presentation: Presentation
  }

  /// The pages shown, the top one last.
  public private(set) var pages: [Page] = []
  /// The navigator whose scenes the pages show, if the adapter follows one.
  public private(set) var navigator: Navigator?
  /// Called after the pages change or a visible page's content is remade: the platform shows
  /// ``visiblePages`` and gives focus to what it is passed, the focus the top page had, if
  /// remembered.
  public var onChange: @MainActor (_ restoredFocus: Focus?) -> Void = { _ in }
  /// What has focus inside `content` now, if anything: the adapter asks it of the top page
  /// before another page covers it or its content is remade.
  public var focusInContent: @MainActor (_ content: Content) -> Focus? = { _ in nil }
  /// Hands state over from a scene's old content to its new one, and names the focus in the
  /// new content that succeeds `focus` (else the first there, or `nil`).
  public var handOver: @MainActor (_ old: Content, _ new: Content, _ focus: Focus?) -> Focus? = {
    _, _, _ in nil
  }

  private let makeContent: @MainActor (any PlatformView) -> Content?
  private let expected: String
  private let errorContent: @MainActor (any Error) -> Content
  private var sceneContents: [ObjectIdentifier: Content] = [:]
  private var contentRequests: [ObjectIdentifier: Subscription] = [:]
  private var savedFocus: [ObjectIdentifier: Focus] = [:]
  private var following: Subscription?
  private let lifetime = Lifetime()

  /// An adapter turning a scene's view into content with `makeContent` (`nil` when the view is
  /// not the platform's: it then shows a ``SceneContentError/otherPlatform(scene:content:expected:)``
  /// naming `expected`), and showing an error thrown making content through `errorContent`.
  public init(
    expected: String, makeContent: @escaping @MainActor (any PlatformView) -> Content?,
    errorContent: @escaping @MainActor (any Error) -> Content
  ) {
    self.expected = expected
    self.makeContent = makeContent
    self.errorContent = errorContent
  }

  isolated deinit {
    following?.cancel()
    for request in contentRequests.values { request.cancel() }
    lifetime.end()
  }

  /// The page shown.
  public var top: Page? { pages.last }

  /// The pages a platform shows now, bottom first: the last page below the first modal one,
  /// then, for each page presented modally, the top of the pages pushed over it (a dialog over
  /// what it covers).
  public var visiblePages: [Page] {
    let firstModal = pages.firstIndex { $0.presentation == .modal } ?? pages.count
    var visible = Array(pages[..<firstModal].suffix(1))
    for page in pages[firstModal...] {
      if page.presentation == .modal {
        visible.append(page)
      } else {
        visible[visible.count - 1] = page
      }
    }
    return visible
  }

  /// Shows `content` on top, titled `title`, remembering the focus of the page it covers.
  public func push(_ content: Content, title: Property<String>) {
    rememberFocus()
    pages.append(Page(content: content, title: title, scene: nil, presentation: .push))
    didChange()
  }

  /// Goes back to the page below the top one; false when there is none.
  @discardableResult
  public func pop() -> Bool {
    guard pages.count > 1 else { return false }
    pages.removeLast()
    didChange()
    return true
  }

  /// Goes back as a Back key does: on the navigator when the adapter follows one (see
  /// ``Navigator/back()``), else by ``pop()``; false when there is nothing to go back to.
  @discardableResult
  public func back() -> Bool {
    guard pages.count > 1 else { return false }
    guard let navigator else { return pop() }
    do {
      try navigator.back()
      return true
    } catch {
      return false
    }
  }

  /// Shows the scenes of `navigator`'s stack instead of what the pages showed, each through the
  /// content made once of its ``Scene/makeContent()`` and kept until the navigator leaves the
  /// scene, under its ``Scene/title``; a scene asking for new content gets it in its place.
  public func follow(_ navigator: Navigator) {
    self.navigator = navigator
    following?.cancel()
    // Outside any binding scope: the adapter follows the navigator for as long as it lives.
    following = BindingTarget<[NavigationEntry]>(
      lifetime: lifetime, onMainActor: { [weak self] in self?.mirror($0) }
    ).bindOutsideScope(navigator.stack.values)
  }

  private func mirror(_ entries: [NavigationEntry]) {
    var contents: [ObjectIdentifier: Content] = [:]
    rememberFocus()
    pages = entries.map { entry in
      let scene = entry.scene
      let id = ObjectIdentifier(scene)
      let content = sceneContents[id] ?? self.content(of: scene)
      contents[id] = content
      if contentRequests[id] == nil { contentRequests[id] = followContentRequests(of: scene) }
      return Page(
        content: content, title: scene.title, scene: scene, presentation: entry.presentation)
    }
    sceneContents = contents
    for (id, request) in contentRequests where contents[id] == nil {
      request.cancel()
      contentRequests[id] = nil
    }
    didChange()
  }

  /// Remakes `scene`'s content each time it asks, for as long as the adapter shows it.
  private func followContentRequests(of scene: Scene) -> Subscription {
    BindingTarget<Void>(
      lifetime: lifetime,
      onMainActor: { [weak self, weak scene] in
        if let scene { self?.remakeContent(of: scene) }
      }
    ).bindOutsideScope(scene.contentRequests)
  }

  /// Puts new content of `scene` in place of its old one, handing over state and focus.
  private func remakeContent(of scene: Scene) {
    let id = ObjectIdentifier(scene)
    guard let old = sceneContents[id], let index = pages.firstIndex(where: { $0.content === old })
    else { return }
    let isTop = index == pages.count - 1
    let wasVisible = visiblePages.contains { $0.content === old }
    let focused = isTop ? focusInContent(old) : savedFocus[ObjectIdentifier(old)]
    let new = content(of: scene)
    let heir = handOver(old, new, focused)
    sceneContents[id] = new
    pages[index] = Page(
      content: new, title: pages[index].title, scene: scene,
      presentation: pages[index].presentation)
    savedFocus[ObjectIdentifier(old)] = nil
    if let heir { savedFocus[ObjectIdentifier(new)] = heir }
    if wasVisible { didChange() }
  }

  /// `scene`'s content, or the content showing what went wrong making it.
  private func content(of scene: Scene) -> Content {
    do {
      let view = try scene.makeContent()
      guard let content = makeContent(view) else {
        throw SceneContentError.otherPlatform(
          scene: String(describing: type(of: scene)),
          content: String(describing: type(of: view)), expected: expected)
      }
      return content
    } catch {
      return errorContent(error)
    }
  }

  /// Keeps what has focus in the top page, to give it back when the page shows again.
  private func rememberFocus() {
    guard let top = pages.last?.content, let focused = focusInContent(top) else { return }
    savedFocus[ObjectIdentifier(top)] = focused
  }

  /// Forgets the focus of pages no longer shown and tells the platform to show the top one.
  private func didChange() {
    let shown = Set(pages.map { ObjectIdentifier($0.content) })
    savedFocus = savedFocus.filter { shown.contains($0.key) }
    onChange(pages.last.flatMap { savedFocus[ObjectIdentifier($0.content)] })
  }
}
