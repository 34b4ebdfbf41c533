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
        // NB: tabs would be completion keys in a terminal; the other forms are typed as they are.
        let typed = Self.writtenForms.filter { !$0.line.contains("\t") }
        input.fileHandleForWriting.write(Data((typed.map(\.line) + [":quit"]).joined(separator: "\n").utf8 + [10]))
        try input.fileHandleForWriting.close()
        process.waitUntilExit()
        let text = try String(contentsOf: history, encoding: .utf8)
        #expect(text.contains("pay with •••• 1111"))
        #expect(text.contains("my cvv is •••"))
        #expect(Self.leaks(in: text).isEmpty, "\(text)")
    }
}
