import Foundation
import Testing

/// Memory held by pointer lives in `PhraseGrammar/Storage`, under its contract (`Contract.swift`):
/// a type elsewhere holds a Storage container, not a pointer. The types that still store one
/// are listed here, to be moved or rewritten one by one; the list only shrinks.
@Suite struct PhraseGrammarPointerTests {
    /// Stored pointer properties outside `Storage/` not yet replaced by a Storage container, as
    /// "File.swift: name". Remove an entry when its property goes.
    static let notYetInStorage: Set<String> = [
        "Compile/DeterministicAutomaton+Buffers.swift: captureEdges",
        "Compile/DeterministicAutomaton+Buffers.swift: captureStart",
        "Compile/DeterministicAutomaton+Buffers.swift: payloadStart",
        "Compile/DeterministicAutomaton+Buffers.swift: payloads",
        "Compile/DeterministicAutomaton+Buffers.swift: rootChildren",
        "Compile/DeterministicAutomaton+Buffers.swift: wordEdges",
        "Compile/DeterministicAutomaton+Buffers.swift: wordStart",
        "Compile/NodeEdgeLists.swift: offsets",
        "Compile/NodeEdgeLists.swift: packed",
        "Compile/PhraseWalkTable+Buffers.swift: edgeKinds",
        "Compile/PhraseWalkTable+Buffers.swift: edgeListBits",
        "Compile/PhraseWalkTable+Buffers.swift: edgeSources",
        "Compile/PhraseWalkTable+Buffers.swift: rootChildren",
        "Compile/PhraseWalkTable+Buffers.swift: servesLaterWords",
        "Compile/PhraseWalkTable+Buffers.swift: states",
        "Compile/PhraseWalkTable+Buffers.swift: wordLookups",
        "Compile/PhraseWalkTable+Buffers.swift: wordSignatures",
        "Compile/PhraseWalkTable+Buffers.swift: wordSlots",
        "Match/MatcherPool.swift: matcher",
        "Match/PhraseParseView.swift: matcher",
        "Match/PhraseWalk.swift: ids",
        "Match/PhraseWalk.swift: kinds",
        "Match/UtteranceWords.swift: kept",
        "Match/UtteranceWords.swift: scanned",
        "Match/WalkGraphs.swift: automaton",
        "Match/WalkGraphs.swift: layers",
        "Tokens/ScannedWords.swift: ids",
        "Tokens/ScannedWords.swift: numerics",
        "Tokens/ScannedWords.swift: words",
    ]

    /// The properties of types declared in `code` whose type names a pointer, as their names.
    /// `code` has comments and string literals left out; a property is a `let` or `var` written
    /// directly in a type's (or extension's) braces, not in a function's.
    static func storedPointerProperties(in code: String) -> [String] {
        let pointer = #/\b(Unsafe\w*Pointer|OpaquePointer)\b/#
        let declaration = #/^\s*(?:@\w+\s+)*(?:(?:public|internal|fileprivate|private|private\(set\)|fileprivate\(set\)|nonisolated|static|final|lazy|weak|unowned)\s+)*(?:let|var)\s+(\w+)\s*:([^={]*)/#
        let typeOpening = #/\b(struct|class|enum|extension|actor|protocol)\s+\w/#
        var scopes: [Bool] = []  // per open brace: whether it opens a type's body
        var found: [String] = []
        for line in code.split(separator: "\n", omittingEmptySubsequences: false) {
            // A `{` after the type makes a computed property, which stores nothing.
            if scopes.last == true, let match = line.firstMatch(of: declaration), match.output.2.contains(pointer),
                !line[match.range.upperBound...].hasPrefix("{")
            {
                found.append(String(match.output.1))
            }
            let opensType = line.contains(typeOpening)
            for character in line {
                if character == "{" {
                    scopes.append(opensType && !scopes.contains(false))
                } else if character == "}" {
                    _ = scopes.popLast()
                }
            }
        }
        return found
    }

    /// Per Swift file of `PhraseGrammar` outside `Storage/`, "Folder/File.swift: name" of each
    /// stored pointer property.
    static func pointerPropertiesOutsideStorage() -> Set<String> {
        var found: Set<String> = []
        for (path, code) in PhraseGrammarFolderTests.files() where !path.hasPrefix("Storage/") {
            for name in storedPointerProperties(in: code) { found.insert("\(path): \(name)") }
        }
        return found
    }

    @Test func noNewTypeOutsideStorageHoldsAPointer() {
        let found = Self.pointerPropertiesOutsideStorage()
        let new = found.subtracting(Self.notYetInStorage).sorted()
        #expect(new.isEmpty, "stored pointers outside PhraseGrammar/Storage: \(new.joined(separator: ", ")); hold a Storage container instead (see Storage/Contract.swift)")
        let gone = Self.notYetInStorage.subtracting(found).sorted()
        #expect(gone.isEmpty, "no longer found, remove from notYetInStorage: \(gone.joined(separator: ", "))")
    }

    @Test func aStoredPointerIsFoundButNotALocalOne() {
        let code = """
            struct Reader {
                private let base: UnsafePointer<UInt8>
                var count: Int
                var buffer: UnsafeBufferPointer<Int32> { UnsafeBufferPointer(start: nil, count: 0) }
                func read() {
                    let local: UnsafeRawPointer? = nil
                }
                struct Inner {
                    let handle: OpaquePointer?
                }
            }
            """
        #expect(Self.storedPointerProperties(in: code) == ["base", "handle"])
    }
}
