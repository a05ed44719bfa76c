import Symbiosis

/// A scene made from a scene file: its sources live as long as it does, and its content is
/// built from the file by the platform, again each time the file changes.
@MainActor
public final class FileScene: Scene {
  /// The scene's name in files.
  public var name: String { definition.name.value }
  private(set) var definition: SceneDefinition
  /// The file it was made from.
  let file: String
  private let environment: SceneLibrary
  private var sources: [String: HeldSource] = [:]
  private var contentSubscriptions: [Subscription] = []
  /// What the content's bindings write into that no view holds.
  private var contentObjects: [AnyObject] = []

  /// A source of the scene, with what makes it the same source after a reload.
  private struct HeldSource {
    /// How it is made, without where it is written: a reload keeps a source whose id and
    /// signature stay.
    let signature: String
    let source: any SceneSource
    /// The text a search source looks for, fed by the content.
    let term: MutableProperty<String>?
  }

  init(definition: SceneDefinition, file: String, environment: SceneLibrary) {
    self.file = file
    self.definition = definition
    self.environment = environment
    super.init(title: definition.title == nil ? definition.name.value : "")
    makeSources()
  }

  /// The source with id `id`, for tests and tools.
  func source(_ id: String) -> AnyObject? { sources[id]?.source.object }

  /// The source with id `id` as the builder wires it: what a URL path reads and sets.
  func sceneSource(_ id: String) -> (any SceneSource)? { sources[id]?.source }

  /// The file's views, built by the platform and wired to the scene's sources; made again,
  /// with the same sources, each time the file changes.
  ///
  /// - Throws: A ``/Symbiosis/WiringError`` when a view the file connects to an outlet does not fit it
  ///   in a way the checker could not see (a stack given to a label's outlet).
  public override func content() throws -> any PlatformView {
    for subscription in contentSubscriptions { subscription.cancel() }
    let builder = SceneBuilder(
      definition: definition, types: environment.types, platform: environment.platform,
      sources: sources.mapValues(\.source), lifetime: lifetime,
      segue: { [environment] segue in environment.segue(segue) })
    defer {
      contentSubscriptions = builder.subscriptions
      contentObjects = builder.retained
    }
    return try builder.build(terms: sources.compactMapValues(\.term), title: title)
  }

  /// Shows `definition` from now on, keeping the sources whose id and kind stay (so their
  /// values do), and asks the platform for new content.
  func apply(_ definition: SceneDefinition) {
    self.definition = definition
    if definition.title == nil { title.value = definition.name.value }
    makeSources()
    setNeedsContent()
  }

  private func makeSources() {
    let old = sources
    sources = [:]
    let definitions = Dictionary(
      definition.sources.map { ($0.id.value, $0) }, uniquingKeysWith: { first, _ in first })
    var making: Set<String> = []
    func make(_ id: String) -> HeldSource? {
      if let made = sources[id] { return made }
      guard let source = definitions[id], making.insert(id).inserted else { return nil }
      defer { making.remove(id) }
      var signature = source.kind.signature(showingPreviews: environment.showsPreviews)
      let upstream = definition.upstreamID(of: source).flatMap { make($0) }
      if let upstream { signature += " ← \(upstream.signature)" }
      let cases = source.kind.cases.compactMap { make($0.source.value) }
      // Each case by its signature's hash: nested switches would double the text at each level.
      for made in cases { signature += " | \(made.signature.hashValue)" }
      if let kept = old[id], kept.signature == signature {
        sources[id] = kept
        return kept
      }
      guard let made = makeSource(source.kind, upstream: upstream, cases: cases) else {
        return nil
      }
      let held = HeldSource(signature: signature, source: made.source, term: made.term)
      sources[id] = held
      return held
    }
    for source in definition.sources { _ = make(source.id.value) }
    for (id, held) in old where sources[id]?.source !== held.source { held.source.stop() }
    // A shared source is not the scene's: the scene's end leaves it, and a segue does not
    // fill it.
    namedSources = sources.filter { !$0.value.source.isShared }
      .map { ($0.key, $0.value.source.object) }
  }

  /// A source of `kind`, the library's shared one when it follows a shared source alone.
  private func makeSource(
    _ kind: SourceDefinition.Kind, upstream: HeldSource?, cases: [HeldSource]
  ) -> (source: any SceneSource, term: MutableProperty<String>?)? {
    guard let upstream, SharedSources.shares(kind, upstream: upstream.source) else {
      return environment.makeSource(kind, upstream: upstream?.source, cases: cases.map(\.source))
    }
    let key = SharedSources.key(
      kind.signature(showingPreviews: environment.showsPreviews), of: upstream.source.object)
    let shared = environment.sharedSources.source(key) {
      environment.makeSource(kind, upstream: upstream.source)?.source
    }
    return shared.map { ($0, nil) }
  }
}
