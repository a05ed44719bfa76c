import SymbiosisScenes
import Testing

@Suite struct SceneDiagnosticTests {
  @Test func aDiagnosticReadsAsACompilersErrorWithItsSuggestion() {
    let at = SourceLocation(file: "People.scene.yaml", line: 12, column: 7)
    let problem = SceneDiagnostic(
      "unknown source type 'PeopelSource'", at: at, suggestion: "PeopleSource")
    #expect(
      problem.description
        == "People.scene.yaml:12:7: error: unknown source type 'PeopelSource'; did you mean 'PeopleSource'?"
    )
  }

  @Test func errorsListEveryProblemInFileOrder() {
    let later = SceneDiagnostic("b", at: SourceLocation(file: "A.scene.yaml", line: 3, column: 1))
    let earlier = SceneDiagnostic("a", at: SourceLocation(file: "A.scene.yaml", line: 1, column: 9))
    #expect(SceneErrors([later, earlier]).diagnostics == [earlier, later])
  }
}
