import Symbiosis

/// The browser's navigation view: it shows a navigator's visible pages in a page's `<main>`,
/// through the core's ``NavigationAdapter``: the page beneath under its title, and each page
/// shown modally over it as a `<dialog open>`. Each time they change, the page shows them as
/// one new screen (``WebPage/showScreen(_:title:)``); a title that changes while shown is
/// sent as a text operation and, for the top page, as the document's title.
@MainActor
final class WebNavigationStack {
  /// The navigator it shows.
  var navigator: Navigator? { adapter.navigator }
  /// The title of the page on top, as last shown.
  private(set) var title = ""
  /// Called after each screen is shown, with how many scenes the navigator had before and has
  /// now, for the session to move the browser's URL.
  var didShow: @MainActor (_ before: Int, _ now: Int) -> Void = { _, _ in }
  /// The view with the focus in the browser, as its events say.
  var focused: @MainActor () -> WebView? = { nil }

  private weak var page: WebPage?
  private let adapter = NavigationAdapter<WebView, WebView>(
    expected: "browser WebView",
    makeContent: { $0 as? WebView },
    errorContent: { error in
      let message = WebView(tag: "p", classes: "sy-error")
      message.setText(String(describing: error))
      return message
    }
  )
  private var titleFollowings: [Subscription] = []
  private var sceneCount = 0
  private let lifetime = Lifetime()

  /// What every screen shows above it: the scene files' problems, while there are any.
  private let banner: WebView?

  init(page: WebPage, banner: WebView? = nil) {
    self.page = page
    self.banner = banner
    adapter.onChange = { [weak self] focus in self?.show(focusing: focus) }
    // Live reload: a remade scene's views take over what the user left in the old ones (the
    // text typed, a revision), and the focus goes to the heir of the view that had it.
    adapter.handOver = { old, new, focused in
      let handover = SceneViewHandover(from: old, to: new)
      handover.carryState()
      return handover.heir(of: focused)
    }
    adapter.focusInContent = { [weak self] content in
      guard let focused = self?.focused(), focused.isInside(content) else { return nil }
      return focused
    }
  }

  isolated deinit {
    for following in titleFollowings { following.cancel() }
    lifetime.end()
  }

  /// Shows `navigator`'s scenes.
  func follow(_ navigator: Navigator) {
    adapter.follow(navigator)
  }

  /// Goes back as the browser's Back does; false when there is nothing to go back to.
  @discardableResult
  func back() -> Bool { adapter.back() }

  /// Stops following titles and takes the screen off the page.
  func stop() {
    for following in titleFollowings { following.cancel() }
    titleFollowings = []
    page?.showScreen([], title: "")
  }

  private func show(focusing focus: WebView?) {
    guard let page else { return }
    for following in titleFollowings { following.cancel() }
    titleFollowings = []
    var views: [WebView] = banner.map { [$0] } ?? []
    let visible = adapter.visiblePages
    let topModal = visible.lastIndex { $0.presentation == .modal }
    for (index, shown) in visible.enumerated() {
      let heading = WebView(tag: shown.presentation == .modal ? "h2" : "h1", classes: "sy-title")
      heading.setText(shown.title.value)
      let isTop = index == visible.count - 1
      follow(shown.title, into: heading, isTop: isTop)
      // What a dialog covers takes no event, as the focus stays inside the dialog.
      let covered = topModal.map { index < $0 } ?? false
      shown.content.setAttribute("inert", covered ? "" : nil)
      if shown.presentation == .modal {
        let dialog = WebView(tag: "dialog", classes: "sy-dialog")
        dialog.setAttribute("open", "")
        dialog.addChild(heading)
        dialog.addChild(shown.content)
        views.append(dialog)
      } else {
        let header = WebView(tag: "header", classes: "sy-bar")
        header.setAttribute("inert", covered ? "" : nil)
        header.addChild(heading)
        views += [header, shown.content]
      }
    }
    title = visible.last?.title.value ?? ""
    page.showScreen(views, title: title)
    if let node = focus?.node { page.send(.focus(node: node)) }
    let before = sceneCount
    sceneCount = adapter.pages.count
    didShow(before, sceneCount)
  }

  /// Keeps `heading` showing `title` as it changes, and the document's title when `isTop`.
  private func follow(_ title: Property<String>, into heading: WebView, isTop: Bool) {
    let target = BindingTarget<String>(
      lifetime: lifetime,
      onMainActor: { [weak self, weak heading] text in
        heading?.setText(text)
        guard isTop, let self, text != self.title else { return }
        self.title = text
        self.page?.send(.title(text))
      })
    titleFollowings.append(target.bindOutsideScope(title.values))
  }
}
