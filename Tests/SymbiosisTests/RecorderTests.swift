import Symbiosis
import SymbiosisTesting
import Testing

/// The recorder tests compare whole lists with: what a source sends and what a closure hands it.
@Suite("The recorder")
struct RecorderTests {
  @Test func recordsWhatATestHandsIt() {
    let recorder = Recorder<String>()
    recorder.record("a")
    recorder.record("b")
    #expect(recorder.values == ["a", "b"])
    #expect(!recorder.isCompleted)
  }

  @Test func aRecorderOfNothingCountsEvents() {
    let recorder = Recorder<Void>()
    recorder.record()
    recorder.record()
    #expect(recorder.values.count == 2)
  }

  @Test func recordsFromManyThreadsWithoutLosingAValue() async {
    let recorder = Recorder<Int>()
    await withTaskGroup(of: Void.self) { group in
      for task in 0..<4 {
        group.addTask { for value in 0..<250 { recorder.record(task * 1_000 + value) } }
      }
    }
    #expect(Set(recorder.values).count == 1_000)
  }

  @Test func recordsASourceFromItsCurrentValue() {
    let property = MutableProperty(1)
    let recorder = Recorder(property)
    property.value = 2
    #expect(recorder.values == [1, 2])
  }
}
