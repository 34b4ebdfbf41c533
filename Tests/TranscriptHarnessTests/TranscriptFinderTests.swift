import Foundation
import Testing
import TranscriptHarness

@Suite struct TranscriptFinderTests {
    @Test func findsTextFilesRecursivelyInPathOrder() throws {
        let folder = try TemporaryFolder()
        try folder.write("> a\n", to: "Transcripts/booking/suv.txt")
        try folder.write("> a\n", to: "Transcripts/booking/missing-pickup.txt")
        try folder.write("> a\n", to: "Transcripts/cancel.txt")
        try folder.write("notes", to: "Transcripts/README.md")
        try folder.write("root = true", to: "Transcripts/.editorconfig")
        try folder.write("> a\n", to: "Transcripts/.hidden/skipped.txt")
        let root = URL(fileURLWithPath: "Transcripts", relativeTo: folder.url)
        let files = try TranscriptFinder.files(in: [root])
        #expect(files.map(\.relativePath) == [
            "Transcripts/booking/missing-pickup.txt", "Transcripts/booking/suv.txt", "Transcripts/cancel.txt",
        ])
    }

    @Test func takesAFileAsItIsAndDropsDuplicates() throws {
        let folder = try TemporaryFolder()
        let notes = try folder.write("> a\n", to: "notes.transcript")
        let cancel = try folder.write("> a\n", to: "cancel.txt")
        let files = try TranscriptFinder.files(in: [notes, folder.url, cancel])
        #expect(files.map(\.lastPathComponent) == ["cancel.txt", "notes.transcript"])
    }

    @Test func namesAMissingPath() throws {
        let folder = try TemporaryFolder()
        let missing = URL(fileURLWithPath: "Transcripts/nope.txt", relativeTo: folder.url)
        #expect(throws: TranscriptFinder.MissingPathError(path: "Transcripts/nope.txt")) {
            try TranscriptFinder.files(in: [folder.url, missing])
        }
        #expect(TranscriptFinder.MissingPathError(path: "x.txt").description == "no such file or directory: x.txt")
    }
}
