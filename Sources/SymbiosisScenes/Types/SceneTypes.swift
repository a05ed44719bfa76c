import Symbiosis

/// The types an app's scene files may name, registered once: its models and their keys, its
/// data sources, bindings, binding sets and actions, its converters and its own view kinds.
///
/// ```swift
/// extension SceneTypes {
///   static let people = SceneTypes()
///     .model(Person.self, keys: ["fullName": \.fullName, "age": \.age])
///     .source { PeopleSource() }
///     .binding { PersonBindingSet() }
///     .converter("age", IntegerText(range: 0...130))
///     .view("yardstick") { Yardstick() }
/// }
/// ```
///
/// A type is named in files by its Swift name; converters and view kinds by the name given.
/// Registering the same name again replaces the earlier registration.
public struct SceneTypes: Sendable {
  var models: [String: any ModelType] = [:]
  var sources: [String: SourceType] = [:]
  var bindings: [String: BindingType] = [:]
  var actions: [String: ActionType] = [:]
  var converters: [String: ConverterType] = [:]
  var views: [String: ViewKind] = [:]

  /// A registry with nothing in it.
  public init() {}

  /// Registers a model whose `keys` files may name (`{fullName}`, `by: initial`,
  /// `edit: person.age`); a `Decodable` model can also be written in a file (`preview:`).
  public func model<Model: Sendable>(
    _ type: Model.Type, keys: [String: PartialKeyPath<Model> & Sendable] = [:]
  ) -> SceneTypes {
    adding(\.models, RegisteredModel<Model>(keys: keys, lists: nil))
  }

  /// Registers a model with an identity, which tables and grids show and segues pass from a
  /// list; see ``model(_:keys:)-(Model.Type,_)``.
  public func model<Model: Identifiable & Sendable>(
    _ type: Model.Type, keys: [String: PartialKeyPath<Model> & Sendable] = [:]
  ) -> SceneTypes where Model.ID: Sendable {
    adding(\.models, RegisteredModel<Model>(keys: keys, lists: ModelLists<Model>()))
  }

  /// Registers a model whose `keys` files may name, and how a new one is made: the item an
  /// `add` action adds to a list (`{ add: notes, values: { text: new.text } }`) before setting
  /// the keys it names.
  public func model<Model: Sendable>(
    _ type: Model.Type, keys: [String: PartialKeyPath<Model> & Sendable] = [:],
    new: @escaping @Sendable () -> Model
  ) -> SceneTypes {
    adding(\.models, RegisteredModel<Model>(keys: keys, lists: nil, new: new))
  }

  /// Registers a model with an identity, and how a new one is made: the item an `add` action
  /// adds (`{ add: todos, values: { title: new.text } }`), which `remove` and `set` in a row
  /// then find by its identity.
  ///
  /// ```swift
  /// SceneTypes().model(Todo.self, keys: ["title": \.title, "done": \.done], new: { Todo() })
  /// ```
  public func model<Model: Identifiable & Sendable>(
    _ type: Model.Type, keys: [String: PartialKeyPath<Model> & Sendable] = [:],
    new: @escaping @Sendable () -> Model
  ) -> SceneTypes where Model.ID: Sendable {
    adding(\.models, RegisteredModel<Model>(keys: keys, lists: ModelLists<Model>(), new: new))
  }

  /// Registers a data source type, made by `make` for each scene that names it: each scene has
  /// its own, which stops when the scene ends.
  public func source<Value: Sendable, Source: DataSource<Value>>(
    _ make: @escaping @MainActor @Sendable () -> Source
  ) -> SceneTypes {
    source(String(describing: Source.self), make)
  }

  /// Registers a data source type under `name` (`filter: Filter` in a file), made by `make` for
  /// each scene that names it: each scene has its own, which stops when the scene ends.
  ///
  /// ```swift
  /// let types = SceneTypes.todos.source("Filter") { SettableDataSource("All") }
  /// ```
  public func source<Value: Sendable, Source: DataSource<Value>>(
    _ name: String, _ make: @escaping @MainActor @Sendable () -> Source
  ) -> SceneTypes {
    adding(
      \.sources,
      SourceType(
        name: name, valueType: Value.self, make: { TypedSource<Value>(make()) },
        isSettable: Source.self is SettableDataSource<Value>.Type))
  }

  /// Registers `source` under `name` (`todos: TodoFile` in a file): one instance, shared by
  /// every scene that names it, which a scene's end or a reload does not stop and a segue does
  /// not fill.
  ///
  /// ```swift
  /// let todos = JSONFileSource<[Todo]>(file: URL(filePath: "todos.json"), whenMissing: [])
  /// let types = SceneTypes.todos.source("TodoFile", shared: todos)   // made on the main actor
  /// ```
  public func source<Value: Sendable, Source: DataSource<Value>>(
    _ name: String, shared source: Source
  ) -> SceneTypes {
    adding(
      \.sources,
      SourceType(
        name: name, valueType: Value.self,
        make: { TypedSource<Value>(source, isShared: true) },
        isSettable: source is SettableDataSource<Value>))
  }

  /// Registers a binding or binding set type, made by `make` for each use in a scene.
  public func binding<Value: Sendable, Made: Binding<Value>>(
    _ make: @escaping @MainActor @Sendable () -> Made
  ) -> SceneTypes {
    adding(\.bindings, BindingType(make))
  }

  /// Registers an action type, made by `make` for each use in a scene; its input is the value
  /// `with:` refers to, or the item a table's `select:` gives.
  public func action<Input: Sendable, Made: Action<Input>>(
    _ make: @escaping @MainActor @Sendable () -> Made
  ) -> SceneTypes {
    adding(\.actions, ActionType(make))
  }

  /// Registers a converter under `name`, which `edit:`'s `converter:` names: a field shows a
  /// key's value through it and writes back what the user types.
  public func converter<Converter: ReversibleConverter>(
    _ name: String, _ converter: Converter
  ) -> SceneTypes where Converter.Output == String, Converter.Input: Equatable {
    adding(\.converters, ConverterType(name: name, converter))
  }

  /// Registers a view kind of the app's own under `name`, made by `make`, without properties.
  public func view(
    _ name: String, make: @escaping @MainActor @Sendable () -> some PlatformView
  ) -> SceneTypes {
    adding(\.views, ViewKind(name, make: make))
  }

  private func adding<Entry: Named>(
    _ table: WritableKeyPath<SceneTypes, [String: Entry]>, _ entry: Entry
  ) -> SceneTypes {
    var types = self
    types[keyPath: table][entry.name] = entry
    return types
  }

  private func adding(
    _ table: WritableKeyPath<SceneTypes, [String: any ModelType]>, _ model: any ModelType
  ) -> SceneTypes {
    var types = self
    types[keyPath: table][model.name] = model
    return types
  }

  /// What a value of `type` is to a file: a registered model, a list of one, sections of one,
  /// or another type.
  func shape(of type: Any.Type) -> ValueShape {
    for model in models.values {
      if let form = model.form(of: type) { return ValueShape(type: type, model: model, form: form) }
    }
    return ValueShape(type: type, model: nil, form: .other)
  }
}

/// A registration known by its name.
protocol Named {
  var name: String { get }
}

extension ViewKind: Named {}
