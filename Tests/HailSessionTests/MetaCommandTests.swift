import Testing
@testable import HailSession

@Suite struct MetaCommandTests {
    @Test func parsesEachCommandAndItsArgument() throws {
        #expect(try MetaCommand.parse(":help").get() == .help)
        #expect(try MetaCommand.parse(":q").get() == .quit)
        #expect(try MetaCommand.parse(":trace on").get() == .trace(true))
        #expect(try MetaCommand.parse(":trace OFF").get() == .trace(false))
        #expect(try MetaCommand.parse(":explain get me a cab").get() == .explain("get me a cab"))
        #expect(try MetaCommand.parse(":reload").get() == .reload)
        #expect(try MetaCommand.parse(":reset").get() == .reset)
    }

    @Test func anUnknownCommandSuggestsTheClosestOne() {
        guard case .failure(let error) = MetaCommand.parse(":tarce on") else {
            Issue.record("expected a failure")
            return
        }
        #expect(error.description == "Unknown command :tarce. Did you mean :trace? Type :help for the list.")
    }

    @Test func badArgumentsSayTheUsage() {
        guard case .failure(let trace) = MetaCommand.parse(":trace maybe"), case .failure(let explain) = MetaCommand.parse(":explain") else {
            Issue.record("expected failures")
            return
        }
        #expect(trace.description == "Usage: :trace on|off")
        #expect(explain.description.hasPrefix("Usage: :explain TEXT"))
    }
}
