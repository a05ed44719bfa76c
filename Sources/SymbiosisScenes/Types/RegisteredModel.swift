import Foundation
import Symbiosis

/// A model type an app registered, with its keys; an identifiable one also has its ``lists``.
struct RegisteredModel<Model: Sendable>: ModelType {
  let name = String(describing: Model.self)
  var type: any Any.Type { Model.self }
  var listType: any Any.Type { [Model].self }
  var sectionsType: any Any.Type { [Section<String, String, Model>].self }
  let keys: [String: ModelKey]
  private let keyPaths: [String: PartialKeyPath<Model> & Sendable]
  private let lists: (any ListMaking<Model>)?
  /// Makes the model an `add` adds; nil when the app registered none.
  private let makeNew: (@Sendable () -> Model)?

  init(
    keys: [String: PartialKeyPath<Model> & Sendable], lists: (any ListMaking<Model>)?,
    new makeNew: (@Sendable () -> Model)? = nil
  ) {
    keyPaths = keys
    self.makeNew = makeNew
    self.keys = Dictionary(
      uniqueKeysWithValues: keys.map { ($0.key, ModelKey(name: $0.key, keyPath: $0.value)) })
    self.lists = lists
  }

  var isDecodable: Bool { Model.self is any Decodable.Type }
  var isIdentifiable: Bool { lists != nil }

  func form(of type: any Any.Type) -> ValueShape.Form? {
    if type == Model.self { return .item }
    if type == [Model].self { return .list }
    if type == [Section<String, String, Model>].self { return .sections }
    return nil
  }

  func isWritable<Field>(_ key: String, as field: Field.Type) -> Bool {
    keyPaths[key] is WritableKeyPath<Model, Field>
  }

  @MainActor func settable(preview: SceneNode?, isList: Bool) -> any SceneSource {
    isList
      ? settable(preview: preview, of: [Model].self) : settable(preview: preview, of: Model.self)
  }

  @MainActor private func settable<Value: Sendable>(
    preview: SceneNode?, of type: Value.Type
  ) -> any SceneSource {
    let source = SettableDataSource<Value>()
    if let preview, case .success(let value) = decode(preview, as: Value.self) { source.set(value) }
    return TypedSource<Value>(source)
  }

  @MainActor func constant(
    _ node: SceneNode, isList: Bool
  ) -> Result<any SceneSource, SceneDiagnostic> {
    if isList {
      decode(node, as: [Model].self).map { TypedSource<[Model]>(.constant($0)) }
    } else {
      decode(node, as: Model.self).map { TypedSource<Model>(.constant($0)) }
    }
  }

  /// What is wrong with `node` as a model, or a list of them.
  func problem(writing node: SceneNode, isList: Bool) -> SceneDiagnostic? {
    let decoded: Result<Void, SceneDiagnostic> =
      isList
      ? decode(node, as: [Model].self).map { _ in () }
      : decode(node, as: Model.self).map { _ in () }
    guard case .failure(let problem) = decoded else { return nil }
    return problem
  }

  private func decode<Value>(_ node: SceneNode, as type: Value.Type) -> Result<
    Value, SceneDiagnostic
  > {
    guard let decodable = type as? any Decodable.Type else {
      return .failure(
        SceneDiagnostic(
          "'\(name)' cannot be written in a file: it is not Decodable", at: node.location))
    }
    do {
      let data = try JSONSerialization.data(
        withJSONObject: node.jsonObject, options: [.fragmentsAllowed])
      guard let value = try JSONDecoder().decode(decodable, from: data) as? Value else {
        return .failure(SceneDiagnostic("'\(name)' cannot be written here", at: node.location))
      }
      return .success(value)
    } catch let error as DecodingError {
      let failure = DecodingFailure(error)
      let place = failure.path.isEmpty ? "the value" : "'\(failure.path)'"
      return .failure(
        SceneDiagnostic(
          "\(place) \(failure.problem), as \(String(describing: type)) expects",
          at: node.location(of: failure.path)))
    } catch {
      return .failure(
        SceneDiagnostic("cannot read \(String(describing: type)) here", at: node.location))
    }
  }

  @MainActor func editable<Field: Equatable & Sendable>(
    _ key: String, of source: any SceneSource, as field: Field.Type, during lifetime: Lifetime,
    _ body: @escaping @MainActor (MutableProperty<Field>) -> Void
  ) {
    guard let source = source.object as? DataSource<Model>,
      let path = keyPaths[key] as? WritableKeyPath<Model, Field>
    else { return }
    // A checked downcast of a key path that is Sendable (it was registered as one); the
    // `Sendable` marker has no representation at run time, so the cast changes nothing but the
    // static type.
    let sendablePath = unsafeBitCast(path, to: (WritableKeyPath<Model, Field> & Sendable).self)
    if let value = source.value.value {
      return body(source.editable(sendablePath, whenEmpty: value[keyPath: path]))
    }
    // `editable` needs a value to show while the source has none; wait for the first.
    BindingTarget(
      lifetime: lifetime,
      onMainActor: { [weak source] (value: Model) in
        guard let source else { return }
        body(source.editable(sendablePath, whenEmpty: value[keyPath: path]))
      }
    ).bindOutsideScope(source.value.values.ignoreNil().take(first: 1))
  }

  @MainActor func search(
    _ source: any SceneSource, term: Property<String>, key name: String, shared: SharedSources
  ) -> (any SceneSource)? {
    guard let list = source.object as? DataSource<[Model]>, let key = keys[name] else { return nil }
    let index = { list.searchable(by: { key.text(of: $0) }) }
    let searchable =
      source.isShared
      ? shared.object(SharedSources.key("searchable by \(name)", of: list), make: index) : index()
    return TypedSource<[Model]>(searchable.search(term))
  }

  @MainActor func filter(_ source: any SceneSource, key: String, is value: Bool)
    -> (any SceneSource)?
  {
    guard let list = source.object as? DataSource<[Model]>, let key = keys[key] else { return nil }
    return TypedSource<[Model]>(list.filter { key.read($0) as? Bool == value })
  }

  @MainActor func setAll(_ key: String, of source: any SceneSource, to value: Bool) {
    guard let list = source.object as? DataSource<[Model]>,
      let path = keyPaths[key] as? WritableKeyPath<Model, Bool>
    else { return }
    list.modify { models in
      for index in models.indices { models[index][keyPath: path] = value }
    }
  }

  @MainActor func sorted(
    _ source: any SceneSource, key: String, descending: Bool
  ) -> (any SceneSource)? {
    guard let list = source.object as? DataSource<[Model]>,
      let isIncreasing = keys[key]?.isIncreasing
    else { return nil }
    return TypedSource<[Model]>(
      list.sorted { descending ? isIncreasing($1, $0) : isIncreasing($0, $1) })
  }

  @MainActor func sections(_ source: any SceneSource, key: String) -> (any SceneSource)? {
    guard let list = source.object as? DataSource<[Model]>, let key = keys[key] else { return nil }
    return TypedSource<[Section<String, String, Model>]>(list.sections { key.text(of: $0) })
  }

  @MainActor func list(_ parts: ListParts, platform: any ScenePlatform) -> (any PlatformView)? {
    guard let name = parts.sectionsBy else {
      return lists?.list(parts, sectionText: nil, platform: platform)
    }
    guard let key = keys[name] else { return nil }
    return lists?.list(parts, sectionText: { key.text(of: $0) }, platform: platform)
  }

  @MainActor func rowWriter<Field>(
    _ key: String, as field: Field.Type, into root: any SceneSource
  ) -> (@MainActor (Any, Field) -> Any?)? {
    guard let lists, let path = keyPaths[key] as? WritableKeyPath<Model, Field> else {
      return nil
    }
    return { item, value in
      guard var item = item as? Model else { return nil }
      item[keyPath: path] = value
      lists.modify(item, in: root) { $0[keyPath: path] = value }
      return item
    }
  }

  @MainActor func highlighted(in root: any SceneSource) -> (any SceneSource)? {
    lists?.highlighted(in: root)
  }

  @MainActor func segueAction(
    _ segue: Segue, from list: (any SceneSource)?, into name: String?, success: String?
  ) -> SceneAction? {
    guard let list else {
      return SceneAction(taking: SegueAction<Model>(segue, into: name), success: success)
    }
    return lists?.segueAction(segue, from: list, into: name, success: success)
  }

  @MainActor func element(withID id: String, in list: any SceneSource) -> (any Sendable)? {
    lists?.element(withID: id, in: list)
  }
}

extension RegisteredModel {
  /// A change of one key of a new model, made from what a reference holds.
  typealias Setter = @Sendable (inout Model) -> Void

  var makesNew: Bool { makeNew != nil }

  func isWritable(_ key: String) -> Bool {
    guard let path = keyPaths[key] else { return false }
    func isWritable<Field>(_: Field.Type) -> Bool { path is WritableKeyPath<Model, Field> }
    return _openExistential(Swift.type(of: path).valueType, do: isWritable)
  }

  @MainActor func addAction(
    to list: any SceneSource, values: [(key: String, value: ReferenceValue)],
    clear: @escaping @MainActor () -> Void, success: String?
  ) -> SceneAction? {
    guard let makeNew, let source = list.object as? DataSource<[Model]> else { return nil }
    var setters: [Property<Setter?>] = []
    for (name, value) in values {
      guard let path = keyPaths[name], let key = keys[name] else { return nil }
      if key.valueType == String.self || key.valueType == String?.self {
        setters.append(
          value.text.map { text -> Setter? in
            let trimmed = text.trimmingCharacters(in: .whitespacesAndNewlines)
            guard !trimmed.isEmpty else { return nil }
            let set: Setter = { Self.write(trimmed, at: path, into: &$0) }
            return set
          })
      } else {
        setters.append(
          value.property((any Sendable).self).map { value -> Setter? in
            guard let value else { return nil }
            let set: Setter = { Self.write(value, at: path, into: &$0) }
            return set
          })
      }
    }
    let complete: @Sendable ([Setter?]) -> [Setter]? = { setters in
      let given = setters.compactMap { $0 }
      return given.count == setters.count ? given : nil
    }
    let given =
      setters.isEmpty
      ? Property<[Setter]?>(value: [])
      : Property(
        initial: complete(setters.map(\.value)),
        then: Signal.combineLatest(setters.map(\.values)).map(complete))
    // A list with no value (not loaded yet) has nothing to add to: `modify` would drop the item.
    let parameter = combineLatest(given, source.value.map { $0 != nil }).map { given, hasList in
      hasList ? given : nil
    }
    // The model is made at each run, not beforehand: each add is a new item (a new identity).
    let add = Action<[Setter]> { setters in
      var model = makeNew()
      for set in setters { set(&model) }
      source.modify { $0.append(model) }
      clear()
    }
    return SceneAction(add, parameter: parameter, success: success)
  }

  /// Writes `value` at `path` of `model`, when the key is writable and `value` of its type.
  private static func write(
    _ value: any Sendable, at path: PartialKeyPath<Model>, into model: inout Model
  ) {
    func writer<Field>(_: Field.Type) -> (inout Model) -> Void {
      { model in
        guard let path = path as? WritableKeyPath<Model, Field>, let value = value as? Field
        else { return }
        model[keyPath: path] = value
      }
    }
    _openExistential(Swift.type(of: path).valueType, do: writer)(&model)
  }

  @MainActor func removeAction(
    from list: any SceneSource, where key: String?, confirm: Confirmation?, success: String?
  ) -> SceneAction? {
    guard let source = list.object as? DataSource<[Model]> else { return nil }
    guard let key else {
      return lists?.removeAction(from: source, confirm: confirm, success: success)
    }
    guard let flag = keys[key] else { return nil }
    let remove = Action<Void> {
      let remove: @MainActor () -> Void = {
        source.modify { $0.removeAll { flag.read($0) as? Bool == true } }
      }
      if let confirm { try confirm.ask(about: nil, then: remove) } else { remove() }
    }
    return SceneAction(remove, parameter: Property(value: ()), success: success)
  }

  @MainActor func setAction(
    _ key: String, to flag: Bool?, in list: any SceneSource, inRow: Bool, success: String?
  ) -> SceneAction? {
    guard let source = list.object as? DataSource<[Model]>,
      let path = keyPaths[key] as? WritableKeyPath<Model, Bool>
    else { return nil }
    if inRow { return lists?.setAction(path, to: flag, in: source, success: success) }
    let set = Action<Void> {
      source.modify { list in
        // To toggle every item: off when all are on, else on, as a "mark all" does.
        let value = flag ?? !list.allSatisfy { $0[keyPath: path] }
        for index in list.indices { list[index][keyPath: path] = value }
      }
    }
    return SceneAction(set, parameter: Property(value: ()), success: success)
  }
}

/// What only a model with an identity can be made into; see ``ModelLists``.
protocol ListMaking<Model>: Sendable {
  associatedtype Model: Sendable
  @MainActor func list(
    _ parts: ListParts, sectionText: (@Sendable (Any) -> String)?, platform: any ScenePlatform
  ) -> (any PlatformView)?
  @MainActor func segueAction(
    _ segue: Segue, from list: any SceneSource, into name: String?, success: String?
  ) -> SceneAction?
  @MainActor func removeAction(
    from source: DataSource<[Model]>, confirm: Confirmation?, success: String?
  ) -> SceneAction
  @MainActor func setAction(
    _ path: WritableKeyPath<Model, Bool>, to flag: Bool?, in source: DataSource<[Model]>,
    success: String?
  ) -> SceneAction
  /// Applies `change` to the element of `root`, a list, with `item`'s identity.
  @MainActor func modify(
    _ item: Model, in root: any SceneSource, _ change: @escaping (inout Model) -> Void)
  /// A source following the element of `root`, a list, that a table highlights.
  @MainActor func highlighted(in root: any SceneSource) -> (any SceneSource)?
  /// A source following the element of `list` whose id reads `id`; nil when there is none.
  @MainActor func element(withID id: String, in list: any SceneSource) -> (any Sendable)?
}
