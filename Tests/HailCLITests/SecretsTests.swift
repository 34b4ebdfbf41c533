import Foundation
import Testing

@Suite struct SecretsTests {
    /// Runs of 12 to 19 digits, spaces or dashes between them allowed: anything shaped like a card number.
    static func cardNumbers(in text: String) -> [String] {
        let pattern = #"\d(?:[ -]?\d){11,18}"#
        guard let expression = try? NSRegularExpression(pattern: pattern) else { return ["(bad pattern)"] }
        let range = NSRange(text.startIndex..., in: text)
        return expression.matches(in: text, range: range).compactMap { Range($0.range, in: text).map { String(text[$0]) } }
    }

    @Test func noFullCardNumberReachesOutputOrTheStore() throws {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("hail-secrets-\(UUID().uuidString)")
        // NB: Hail makes no folders for --store.
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: folder) }
        let store = folder.appendingPathComponent("hail.sqlite")
        let input = """
            get me a regular ride to SFO with card 4111 1111 1111 1111
            pay with 4111111111111111
            my Amex
            yes
            where's my ride?
            :explain pay with 5500-0000-0000-0004
            :donations
            :vocab

            """
        for arguments in [["--trace"], ["--jsonl"]] {
            let result = try HailProcess.run(["--seed", "7", "--clock", "2026-11-23T09:00:00-08:00", "--store", store.path] + arguments, input: input)
            #expect(result.standardOutput.contains("1005"))
            #expect(Self.cardNumbers(in: result.standardOutput).isEmpty, "\(Self.cardNumbers(in: result.standardOutput))")
            #expect(Self.cardNumbers(in: result.standardError).isEmpty)
        }
        var bytes = Data()
        for suffix in ["", "-wal", "-shm"] {
            bytes += (try? Data(contentsOf: URL(fileURLWithPath: store.path + suffix))) ?? Data()
        }
        let text = String(decoding: bytes, as: UTF8.self)
        #expect(text.contains("1005"))
        for number in ["4111111111111111", "4111 1111 1111 1111", "5500-0000-0000-0004", "5500000000000004"] {
            #expect(!text.contains(number))
        }
    }

    @Test func aCardNumberShapeIsFoundWhereverItIs() {
        #expect(Self.cardNumbers(in: "x 4111 1111 1111 1111 y") == ["4111 1111 1111 1111"])
        #expect(Self.cardNumbers(in: "Visa •••• 4242, $41.09, 9:03 AM").isEmpty)
    }

    // MARK: - Every written form (issue 14)

    /// Card numbers as people write them, each with what must not reach anything readable.
    static let writtenForms: [(line: String, secrets: [String])] = [
        ("pay with 4111.1111.1111.1111", ["4111.1111"]),
        ("pay with 4111_1111_1111_1111", ["4111_1111"]),
        ("pay with 4111/1111/1111/1111", ["4111/1111"]),
        ("pay with 4111\t1111\t1111\t1111", ["4111\t1111", "4111\\t1111"]),
        ("pay with ４１１１ １１１１ １１１１ １１１１", ["４１１１"]),
        ("pay with ٤١١١-١١١١-١١١١-١١١١", ["٤١١١"]),
        ("pay with 4111111111111111", ["4111111111111111"]),
        ("my cvv is 739", ["739"]),
        ("the security code 8163", ["8163"]),
        ("card code: 5274", ["5274"]),
    ]

    static var writtenInput: String { writtenForms.map(\.line).joined(separator: "\n") + "\n" }

    static func leaks(in text: String) -> [String] {
        writtenForms.flatMap(\.secrets).filter { text.contains($0) }
    }

    @Test func noWrittenFormReachesJSONLinesOrTheStore() throws {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("hail-secrets-\(UUID().uuidString)")
        // NB: Hail makes no folders for --store.
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: folder) }
        let store = folder.appendingPathComponent("hail.sqlite")
        let result = try HailProcess.run(["--jsonl", "--seed", "7", "--clock", "2026-11-23T09:00:00-08:00", "--store", store.path], input: Self.writtenInput)
        let users = result.standardOutput.split(separator: "\n").compactMap { line -> String? in
            guard let object = try? JSONSerialization.jsonObject(with: Data(line.utf8)) as? [String: Any] else { return nil }
            return object["user"] as? String
        }
        #expect(users.count == Self.writtenForms.count)
        #expect(users.prefix(7).allSatisfy { $0 == "pay with •••• 1111" }, "\(users)")
        #expect(Array(users.suffix(3)) == ["my cvv is •••", "the security code •••", "card code: •••"])
        #expect(Self.leaks(in: result.standardOutput + result.standardError).isEmpty, "\(Self.leaks(in: result.standardOutput))")
        var bytes = Data()
        for suffix in ["", "-wal", "-shm"] { bytes += (try? Data(contentsOf: URL(fileURLWithPath: store.path + suffix))) ?? Data() }
        #expect(Self.leaks(in: String(decoding: bytes, as: UTF8.self)).isEmpty)
    }

    @Test func noWrittenFormReachesParse() throws {
        let result = try HailProcess.run(["parse", "--batch", "--explain"], input: Self.writtenInput)
        #expect(result.status == 0)
        #expect(result.standardOutput.split(separator: "\n").count == Self.writtenForms.count)
        #expect(Self.leaks(in: result.standardOutput + result.standardError).isEmpty, "\(Self.leaks(in: result.standardOutput))")
        let single = try HailProcess.run(["parse", "pay", "with", "4111.1111.1111.1111", "cvv", "739"])
        #expect(single.standardOutput.contains("pay with •••• 1111 cvv •••"), "\(single.standardOutput)")
    }

    @Test func noWrittenFormReachesExplain() throws {
        let input = Self.writtenForms.map { ":explain " + $0.line }.joined(separator: "\n") + "\n"
        let result = try HailProcess.run(["--seed", "7", "--clock", "2026-11-23T09:00:00-08:00"], input: input)
        #expect(result.standardOutput.contains("•••• 1111"))
        #expect(Self.leaks(in: result.standardOutput + result.standardError).isEmpty, "\(Self.leaks(in: result.standardOutput))")
    }

    @Test func noWrittenFormReachesAnErrorMessage() throws {
        for (arguments, line) in [(["--location", "4111.1111.1111.1111"], ""), (["--clock", "4111_1111_1111_1111"], ""), (["parse", "--batch", "--grammar", "/nonexistent/4111/1111/1111/1111"], "x\n")] {
            let result = try HailProcess.run(arguments, input: line)
            #expect(result.status != 0)
            #expect(result.standardError.contains("•••• 1111"), "\(result.standardError)")
            #expect(!result.standardError.contains("4111"), "\(result.standardError)")
        }
    }

    @Test func numbersThatAreNotCardsAreLeftAsTyped() throws {
        let input = ":advance 99999999999999999999h\n:advance 9999999999999999s\n:explain a ride to 1600 Amphitheatre Parkway at 9:30\n"
        let result = try HailProcess.run(["--jsonl", "--seed", "7", "--clock", "2026-11-23T09:00:00-08:00"], input: input)
        let commands = result.standardOutput.split(separator: "\n").compactMap { line -> String? in
            guard let object = try? JSONSerialization.jsonObject(with: Data(line.utf8)) as? [String: Any] else { return nil }
            // NB: a meta-command's object is of type "command", with the command as typed in "user".
            guard object["type"] as? String == "command" else { return nil }
            return object["user"] as? String
        }
        #expect(commands == input.split(separator: "\n").map(String.init))
        #expect(result.standardOutput.contains("The clock moves at most 10,000 years (87600000h) at a time."))
        #expect(result.status == 0)
    }

    /// The line history is written only when a person types: run under a pseudo-terminal
    /// (util-linux `script`).
    @Test(.enabled(if: FileManager.default.isExecutableFile(atPath: "/usr/bin/script")))
    func noWrittenFormReachesTheLineHistory() throws {
        // NB: tabs would be completion keys in a terminal; the other forms are typed as they are.
        let typed = Self.writtenForms.filter { !$0.line.contains("\t") }
        let text = try Self.historyAfterTyping(typed.map(\.line) + [":quit"])
        #expect(text.contains("pay with •••• 1111"))
        #expect(text.contains("my cvv is •••"))
        #expect(Self.leaks(in: text).isEmpty, "\(text)")
    }

    // MARK: - Every grouping, more separators and cues, two lines (issue 27)

    /// Luhn-valid cards grouped any way, with colons, plus signs or parentheses, and security
    /// codes by their other cues, each with what must not reach anything readable.
    static let groupedForms: [(line: String, secrets: [String])] = [
        ("pay with 41 11 11 11 11 11 11 11", ["41 11 11", "11 11 11 11 11"]),
        ("pay with 4 1 1 1 1 1 1 1 1 1 1 1 1 1 1 1", ["4 1 1 1", "1 1 1 1 1 1"]),
        ("pay with 4111:1111:1111:1111", ["4111:1111"]),
        ("pay with 4111+1111+1111+1111", ["4111+1111"]),
        ("pay with (4111) (1111) (1111) (1111)", ["(4111)", "(1111) (1111)"]),
        ("the code on the back is 947", ["947"]),
        ("my pin is 4321", ["4321"]),
    ]

    static var groupedInput: String { groupedForms.map(\.line).joined(separator: "\n") + "\n" }

    static func groupedLeaks(in text: String) -> [String] {
        groupedForms.flatMap(\.secrets).filter { text.contains($0) }
    }

    @Test func noGroupedFormReachesJSONLinesOrParse() throws {
        let folder = DigitFreeFolder.url(prefix: "hail-secrets")
        defer { try? FileManager.default.removeItem(at: folder) }
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        let store = folder.appendingPathComponent("hail.sqlite")
        let dialog = try HailProcess.run(["--jsonl", "--seed", "7", "--clock", "2026-11-23T09:00:00-08:00", "--store", store.path], input: Self.groupedInput)
        #expect(dialog.standardOutput.contains("•••• 1111"), "\(dialog.standardOutput)")
        #expect(Self.groupedLeaks(in: dialog.standardOutput + dialog.standardError).isEmpty, "\(Self.groupedLeaks(in: dialog.standardOutput))")
        let parse = try HailProcess.run(["parse", "--batch"], input: Self.groupedInput)
        #expect(parse.standardOutput.split(separator: "\n").count == Self.groupedForms.count)
        #expect(Self.groupedLeaks(in: parse.standardOutput + parse.standardError).isEmpty, "\(Self.groupedLeaks(in: parse.standardOutput))")
    }

    @Test func numbersThatFailLuhnStayAsTypedInParse() throws {
        let input = "a ride for 4 at 9:30 to 1600 Amphitheatre Parkway\ncall +1 (415) 555-0100\n10 20 30 40 50 60 70\n"
        let parse = try HailProcess.run(["parse", "--batch"], input: input)
        for kept in ["9:30", "1600 Amphitheatre", "+1 (415) 555-0100", "10 20 30 40 50 60 70"] {
            #expect(parse.standardOutput.contains(kept), "\(kept)")
        }
        #expect(!parse.standardOutput.contains("••••"))
    }

    @Test func aCardGivenAsAPlaceToOptionsIsNotRepeated() throws {
        for card in ["4111 1111 1111 1111", "41 11 11 11 11 11 11 11", "4111:1111:1111:1111"] {
            let result = try HailProcess.run(["options", "--to", card, "--seed", "7"])
            let text = result.standardOutput + result.standardError
            #expect(text.contains("•••• 1111"), "\(text)")
            #expect(!text.contains(card), "\(text)")
            #expect(!text.contains("4111"), "\(text)")
        }
    }

    /// A card typed over two lines is redacted across the history's last two entries.
    @Test(.enabled(if: FileManager.default.isExecutableFile(atPath: "/usr/bin/script")))
    func aCardSplitOverTwoLinesIsNotKeptInTheHistory() throws {
        let typed = ["a ride for 4 at 9:30", "pay with 4111 1111", "1111 1111", "the code on the back is 947", "my cvv is", "739", ":quit"]
        let lines = try Self.historyAfterTyping(typed).split(separator: "\n").map(String.init)
        #expect(lines.contains("a ride for 4 at 9:30"), "\(lines)")
        #expect(lines.contains("pay with ••••"), "\(lines)")
        #expect(lines.contains("•••• 1111"), "\(lines)")
        #expect(lines.contains("the code on the back is •••"), "\(lines)")
        #expect(lines.contains("•••"), "\(lines)")
        #expect(!lines.contains { $0.contains("4111") || $0.contains("1111 1111") || $0.contains("947") || $0.contains("739") }, "\(lines)")
    }

    /// The line history `hail` writes after `lines` are typed to it in a pseudo-terminal (util-linux
    /// `script`), the history only being written when a person types.
    static func historyAfterTyping(_ lines: [String]) throws -> String {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("hail-history-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: folder) }
        let history = folder.appendingPathComponent("history")
        let hail = HailProcess.productsDirectory.appendingPathComponent("hail").path
        let command = "'\(hail)' --seed 7 --clock 2026-11-23T09:00:00-08:00 --store '\(folder.path)/hail.sqlite' --history '\(history.path)'"
        let process = Process()
        process.executableURL = URL(fileURLWithPath: "/usr/bin/script")
        process.arguments = ["-qfec", command, "/dev/null"]
        let input = Pipe()
        process.standardInput = input
        process.standardOutput = FileHandle.nullDevice
        process.standardError = FileHandle.nullDevice
        try process.run()
        try input.fileHandleForWriting.write(contentsOf: Data((lines.joined(separator: "\n") + "\n").utf8))
        try input.fileHandleForWriting.close()
        process.waitUntilExit()
        return try String(contentsOf: history, encoding: .utf8)
    }
}
