import SymbiosisScenes
import Testing

@Suite struct SceneNodeParseTests {
  private func problems(_ yaml: String) -> [SceneDiagnostic] {
    do {
      _ = try SceneNode.parse(yaml: yaml, file: "T.scene.yaml")
      return []
    } catch {
      return error.diagnostics
    }
  }

  @Test func nodesAndKeysKeepTheirLinesAndColumnsAndOrder() throws {
    let node = try SceneNode.parse(
      yaml: "scene: A\nviews:\n  - label: { text: \"Hi\" }\n", file: "T.scene.yaml")
    guard case .mapping(let entries) = node.content else {
      Issue.record("expected a mapping")
      return
    }
    #expect(entries.map(\.key.value) == ["scene", "views"])
    #expect(entries[1].key.location == place(2, 1))
    #expect(entries[0].value == SceneNode(.scalar("A"), at: place(1, 8)))
    guard case .sequence(let views) = entries[1].value.content,
      case .mapping(let view) = views[0].content,
      case .mapping(let properties) = view[0].value.content
    else {
      Issue.record("expected a list of mappings")
      return
    }
    #expect(views[0].location == place(3, 5))
    #expect(properties[0].key == Located("text", at: place(3, 14)))
    #expect(properties[0].value == SceneNode(.scalar("Hi"), at: place(3, 20), quoted: true))
  }

  @Test func aQuotedScalarsTextStartsAfterItsQuote() throws {
    let node = try SceneNode.parse(yaml: "a: \"x.y\"\nb: 'z'\nc: w\nd: [1]\n", file: "T.scene.yaml")
    let values = node.entries?.map(\.value.scalarText)
    #expect(
      values == [
        Located("x.y", at: place(1, 5)), Located("z", at: place(2, 5)),
        Located("w", at: place(3, 4)), nil,
      ])
  }

  @Test func aSyntaxErrorIsTheParsersProblemAtItsPlace() {
    let found = problems("scene: A\nviews:\n  - label: x\n   bad: [1, 2\n")
    #expect(found.count == 1)
    #expect(found.first?.location.file == "T.scene.yaml")
    #expect(found.first?.message.hasPrefix("invalid YAML: ") == true)
  }

  @Test func anUnquotedColonInTextSaysToQuoteIt() {
    #expect(
      problems("scene: A\ntitle: People: everyone\n") == [
        SceneDiagnostic(
          "invalid YAML: mapping values are not allowed in this context; "
            + "text containing ': ' must be quoted", at: place(2, 14))
      ])
  }

  @Test func anAliasIsRefusedAtTheAlias() {
    #expect(
      problems("a: &x 1\nb: *x\n") == [
        SceneDiagnostic(
          "aliases ('*name') are not allowed in scene files; write the value where it is used",
          at: place(2, 4))
      ])
    #expect(
      problems("b: *x\n") == [
        SceneDiagnostic(
          "aliases ('*name') are not allowed in scene files; write the value where it is used",
          at: place(1, 4))
      ])
  }

  @Test func anAnchorIsRefusedAtTheAnchor() {
    #expect(
      problems("a: &x 1\nb: 2\n") == [
        SceneDiagnostic(
          "anchors ('&name') are not allowed in scene files; write the value where it is used",
          at: place(1, 4))
      ])
  }

  @Test func anAmpersandInTextIsText() throws {
    let node = try SceneNode.parse(yaml: "a: Tom & Jerry &co\nb: \"&x\"\n", file: "T.scene.yaml")
    #expect(node.entries?.map(\.value.text?.value) == ["Tom & Jerry &co", "&x"])
  }

  @Test(.timeLimit(.minutes(1))) func aBillionLaughsFileIsRefusedCheaply() {
    var yaml = "a0: &a0 [lol, lol, lol, lol, lol, lol, lol, lol, lol, lol]\n"
    for level in 1...9 {
      let previous = Array(repeating: "*a\(level - 1)", count: 10).joined(separator: ", ")
      yaml += "a\(level): &a\(level) [\(previous)]\n"
    }
    // An aliased key: Yams hashes keys to find duplicates, which would walk 10⁹ nodes.
    yaml += "*a9 : boom\n"
    let found = problems(yaml)
    #expect(found.count == 1)
    #expect(found.first?.location == place(2, 10))
    #expect(found.first?.message.hasPrefix("aliases") == true)
  }

  @Test func tagsOtherThanThePlainOnesAreRefused() {
    #expect(
      problems("a: !!int 12\nb: !!str 12\nc: !custom x\n") == [
        SceneDiagnostic(
          "tags ('!!int') are not allowed in scene files; write the plain value", at: place(1, 4)),
        SceneDiagnostic(
          "tags ('!custom') are not allowed in scene files; write the plain value", at: place(3, 4)),
      ])
  }

  @Test func aKeyWrittenTwiceIsReportedAtTheSecond() {
    #expect(
      problems("scene: A\nviews: []\nscene: B\n") == [
        SceneDiagnostic("the key 'scene' is written twice; first at 1:1", at: place(3, 1))
      ])
    let flow = problems("a: { id: x, text: y, id: z }\nb: { \"k\": 1, k: 2 }\n")
    #expect(
      flow == [
        SceneDiagnostic("the key 'id' is written twice; first at 1:6", at: place(1, 22)),
        SceneDiagnostic("the key 'k' is written twice; first at 2:6", at: place(2, 14)),
      ])
  }

  @Test func everyRepeatOfAKeyIsReportedAgainstTheFirst() {
    #expect(
      problems("a: 1\na: 2\n\"é\": 3\né: 4\na: 5\n") == [
        SceneDiagnostic("the key 'a' is written twice; first at 1:1", at: place(2, 1)),
        SceneDiagnostic("the key 'é' is written twice; first at 3:1", at: place(4, 1)),
        SceneDiagnostic("the key 'a' is written twice; first at 1:1", at: place(5, 1)),
      ])
  }

  // Issue 29 item 18: Yams stopped at the first duplicate, and the reader renamed it and read
  // the whole text again, up to 16 times: a key written 18 times gave one problem, 16 times 16.
  @Test func everyRepeatOfAKeyIsReportedHoweverOften() {
    for count in [16, 17, 18, 40] {
      let yaml = String(repeating: "a: 1\n", count: count)
      let expected = (2...count).map { line in
        SceneDiagnostic("the key 'a' is written twice; first at 1:1", at: place(line, 1))
      }
      #expect(problems(yaml) == expected, "\(count) times")
    }
  }

  // Issue 29 item 18: keys that are lists or mappings, each written twice, named a different
  // line on each run (Yams ordered its duplicates through a Dictionary's hash order).
  @Test func keysThatAreNotNamesWrittenTwiceAreEachReportedInOrder() {
    let yaml = "[a]: 1\n{b: 1}: 2\n[a]: 3\n{b: 1}: 4\nc: 5\n"
    let expected = [
      SceneDiagnostic("expected a name as key, found a list", at: place(1, 1)),
      SceneDiagnostic("expected a name as key, found a mapping", at: place(2, 1)),
      SceneDiagnostic("expected a name as key, found a list", at: place(3, 1)),
      SceneDiagnostic("expected a name as key, found a mapping", at: place(4, 1)),
    ]
    #expect(problems(yaml) == expected)
  }

  // Issue 29 item 18: a file with one key written 100,000 times took time quadratic in it. Each
  // repeat is now reported in one pass over the text.
  @Test(.timeLimit(.minutes(1))) func aKeyWrittenAHundredThousandTimesIsReportedEveryTime() {
    let yaml = "scene: A\n" + String(repeating: "title: x\n", count: 100_000)
    let found = problems(yaml)
    #expect(found.count == 99_999)
    #expect(
      found.last
        == SceneDiagnostic("the key 'title' is written twice; first at 2:1", at: place(100_001, 1)))
  }

  @Test func keysMustBeNames() {
    #expect(
      problems("[a, b]: 1\n") == [
        SceneDiagnostic("expected a name as key, found a list", at: place(1, 1))
      ])
  }

  @Test func nestingIsBounded() {
    let deep = String(repeating: "[", count: 70) + String(repeating: "]", count: 70)
    let found = problems("a: \(deep)\n")
    #expect(found.count == 1)
    #expect(found.first?.message.contains("nest deeper than 64 levels") == true)
    let deeper = String(repeating: "[", count: 5000)
    #expect(problems(deeper).first?.message.contains("nested too deeply") == true)
    let fine = String(repeating: "[", count: 60) + String(repeating: "]", count: 60)
    #expect(problems("a: \(fine)\n").isEmpty)
  }

  @Test func sizeIsBounded() {
    let big = "a: " + String(repeating: "x", count: 1_000_001)
    #expect(
      problems(big) == [
        SceneDiagnostic(
          "the file is more than 1000000 bytes long; a scene file may be at most 1000000 bytes",
          at: place(1, 1))
      ])
  }

  @Test func aControlCharacterIsReportedWhereItIs() {
    let found = problems("a: 1\nb: x\u{0}y\n")
    #expect(found.count == 1)
    #expect(found.first?.location == place(2, 5))
  }

  @Test func anEmptyFileIsNothing() throws {
    #expect(try SceneNode.parse(yaml: "", file: "T.scene.yaml").isNothingForTests)
    #expect(try SceneNode.parse(yaml: "# just a comment\n", file: "T.scene.yaml").isNothingForTests)
  }
}

extension SceneNode {
  fileprivate var isNothingForTests: Bool { content == .scalar("") && !isQuoted }
  fileprivate var entries: [Entry]? {
    if case .mapping(let entries) = content { entries } else { nil }
  }
  fileprivate var text: Located<String>? {
    if case .scalar(let text) = content { Located(text, at: location) } else { nil }
  }
}

@Suite struct YAMLProblemWordingTests {
  private func problems(_ yaml: String) -> [SceneDiagnostic] {
    do {
      _ = try SceneNode.parse(yaml: yaml, file: "T.scene.yaml")
      return []
    } catch {
      return error.diagnostics
    }
  }

  @Test func aParsersContextNamesWhatWasBeingReadAndWhere() {
    #expect(
      problems("views:\n  - label: x\n bad: 1\n") == [
        SceneDiagnostic(
          "invalid YAML: did not find expected key (in a block mapping that starts at 1:1)",
          at: place(3, 2))
      ])
    #expect(
      problems("a: \"open\n") == [
        SceneDiagnostic(
          "invalid YAML: found unexpected end of stream (in a quoted scalar that starts at 1:4)",
          at: place(2, 1))
      ])
  }

  @Test func aTabInIndentationIsNamed() {
    #expect(
      problems("views:\n\t- label: x\n") == [
        SceneDiagnostic(
          "invalid YAML: a tab where YAML expects spaces; indent with spaces", at: place(2, 1))
      ])
  }

  @Test func aSecondDocumentIsNamedPlainly() {
    #expect(
      problems("a: 1\n---\nb: 2\n") == [
        SceneDiagnostic(
          "expected one YAML document, found another; a scene file is one document", at: place(2, 1)
        )
      ])
  }
}
