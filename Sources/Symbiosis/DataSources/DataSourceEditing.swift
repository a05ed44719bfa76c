extension DataSource {
  /// A source following the element of this list whose id is `id`, wherever a load or an edit
  /// moves it; an edit of it (``modify(_:)``) writes into this list, so every binding of the
  /// list shows it at once.
  ///
  /// Pass it through a segue to edit the element on a detail scene: the destination's
  /// ``SettableDataSource`` follows it and writes through it. It is `failed` with
  /// ``DataSourceError/missingItem(id:)`` while the list has no such element, and it keeps this
  /// list alive.
  public func item<Element: Identifiable & Sendable>(
    _ id: Element.ID
  ) -> DerivedDataSource<Element> where Value == [Element], Element.ID: Sendable {
    DerivedDataSource(
      upstream: self, states: state, edits: unsettledEdits,
      transform: .immediate { list in
        guard let element = list.first(where: { $0.id == id }) else {
          throw DataSourceError.missingItem(id: String(describing: id))
        }
        return element
      },
      writeBack: { [weak self] change in
        self?.modify { list in
          if let index = list.firstIndex(where: { $0.id == id }) { change(&list[index]) }
        }
      })
  }

  /// One field of this source's value as a property a control binds both ways:
  /// `ageField.text <~> person.editable(\.age).converted(by: IntegerText(range: 0...130))`.
  ///
  /// The property takes the field of each new value; setting it edits the source with
  /// ``modify(_:)``, so a load in flight keeps the edit and a source following a list writes
  /// it into the list. A value that is the echo of what the other side is delivering is not
  /// written back, so the two never loop.
  /// The property holds `whenEmpty` while the source has no value, and an edit then changes
  /// nothing. The source keeps one property per field for as long as it lives, so asking
  /// again gives the same one; the property keeps neither the source nor a view alive.
  public func editable<Field: Equatable & Sendable>(
    _ field: WritableKeyPath<Value, Field> & Sendable, whenEmpty: Field
  ) -> MutableProperty<Field> {
    if let made = editableFields[field] as? MutableProperty<Field> { return made }
    let property = MutableProperty(value.value?[keyPath: field] ?? whenEmpty)
    editableFields[field] = property
    // As with `<~>`: each side passes on only its latest value, and not the other's echo.
    value.values.observe(during: lifetime) { [weak property, weak source = value] value in
      guard let property, let value, let latest = source?.value,
        latest[keyPath: field] == value[keyPath: field],
        property.delivering != value[keyPath: field]
      else { return }
      property.value = value[keyPath: field]
    }
    BindingTarget(
      lifetime: lifetime,
      onMainActor: { [weak self, weak property] (edited: Field) in
        guard let self, property?.value == edited, let current = value.delivering,
          current[keyPath: field] != edited
        else { return }
        modify { $0[keyPath: field] = edited }
      }
    ).bindOutsideScope(property.changes)
    return property
  }

  /// One integer field as a two-way bindable property, `0` while the source has no value.
  public func editable<Field: Equatable & Sendable & ExpressibleByIntegerLiteral>(
    _ field: WritableKeyPath<Value, Field> & Sendable
  ) -> MutableProperty<Field> { editable(field, whenEmpty: 0) }

  /// One text field as a two-way bindable property, `""` while the source has no value.
  public func editable<Field: Equatable & Sendable & ExpressibleByStringLiteral>(
    _ field: WritableKeyPath<Value, Field> & Sendable
  ) -> MutableProperty<Field> { editable(field, whenEmpty: "") }

  /// One flag as a two-way bindable property, `false` while the source has no value.
  public func editable<Field: Equatable & Sendable & ExpressibleByBooleanLiteral>(
    _ field: WritableKeyPath<Value, Field> & Sendable
  ) -> MutableProperty<Field> { editable(field, whenEmpty: false) }

  /// One optional field as a two-way bindable property, `nil` while the source has no value.
  public func editable<Field: Equatable & Sendable & ExpressibleByNilLiteral>(
    _ field: WritableKeyPath<Value, Field> & Sendable
  ) -> MutableProperty<Field> { editable(field, whenEmpty: nil) }
}
