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
}
