// swift-format-ignore-file
// WritingAPlatform.md's sketch of a platform, compiled; lines are kept as the article shows
// them. (Its scene-file listings are Snippets.swift's `SceneFilesGuide`.)
import Symbiosis

enum WritingAPlatformArticle {
  @MainActor
  class WebView: PlatformView, LifetimeProviding, HideableView {  // every view of the platform
    nonisolated let lifetime = Lifetime()                         // bindings into the view end with it
    var isHidden = false
    deinit { lifetime.end() }
  }
  final class WebLabel: WebView, TextShowing {                   // a StateBinding's failureMessage shows here
    var text = ""
  }
  final class WebButton: WebView, ActionControl {                // Action.bind(to:) drives it
    var isEnabled = true
    let (triggers, tap) = Signal<Void>.pipe()                    // the platform sends tap.send() on a click
  }
  class WebComponentView<Model: ViewModel>: WebView, ComponentCell {
    private lazy var binder = ComponentBinder<Model> { [weak self] in try self?.bindings($0) }
    func bindings(_ viewModel: Model) throws {}                  // what a component overrides
    func bind(_ viewModel: Model) throws { try binder.bind(viewModel) }
    func unbind() { binder.unbind() }
  }
  struct WebClipboard: ClipboardService {
    func copy(_ text: String) async throws {}                    // navigator.clipboard.writeText(text)
  }
  final class WebNavigationStack: WebView {
    let pages = NavigationAdapter<WebView, Int>(                 // Int: the focused element's id
      expected: "WebView", makeContent: { $0 as? WebView },
      errorContent: { error in                                   // a content error, in its place
        let label = WebLabel()
        label.text = "\(error)"
        return label
      })
    init(_ navigator: Navigator) {
      super.init()
      pages.onChange = { [weak self] focus in self?.show(focusing: focus) }  // each push, pop and dismiss
      pages.follow(navigator)                                    // content made once per scene
    }
    func show(focusing focus: Int?) {}                           // sends pages.top's content and title
  }
  @MainActor static func start(root: Scene) {
    let navigator = Navigator(root: root)
    var services = PlatformServices()
    services.clipboard = WebClipboard()
    services.navigation = navigator
    PlatformServices.installDefaults(services)                   // an app's own install(_:) wins
    _ = WebNavigationStack(navigator)
  }
}
