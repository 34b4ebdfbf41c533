import Testing
@testable import RideLanguage

@Suite struct CommandTests {
    @Test(arguments: [("cancel", DialogCommand.cancel), ("never mind", .cancel), ("forget it", .cancel), ("help", .help),
        ("what can I say?", .help), ("start over", .startOver)])
    func readsCommands(text: String, command: DialogCommand) throws {
        #expect(try GrammarFixture.grammar().understand(text).command == command)
    }
}
