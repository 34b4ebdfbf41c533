import Foundation
import FuzzDriver
import RideLanguage

/// What every fuzz target shares: the input as text, and the repository's grammar loaded once.
public enum FuzzInput {
    /// The input bytes as text (invalid UTF-8 repaired, as Hail reads files).
    public static func text(_ data: UnsafePointer<UInt8>, _ size: Int) -> String {
        String(decoding: UnsafeBufferPointer(start: data, count: size), as: UTF8.self)
    }

    /// The input bytes as an array.
    public static func bytes(_ data: UnsafePointer<UInt8>, _ size: Int) -> [UInt8] {
        Array(UnsafeBufferPointer(start: data, count: size))
    }

    /// `Grammar/en-US`, from `HAIL_GRAMMAR` or the current directory (`make fuzz` runs from the
    /// repository's root).
    public static let grammarDirectory: URL = {
        if let path = ProcessInfo.processInfo.environment["HAIL_GRAMMAR"], !path.isEmpty { return URL(fileURLWithPath: path) }
        return URL(fileURLWithPath: FileManager.default.currentDirectoryPath).appendingPathComponent("Grammar/en-US")
    }()

    /// The repository's grammar, compiled once per process.
    public static let grammar: RideGrammar = {
        do {
            return try RideGrammar.load(directory: grammarDirectory)
        } catch {
            FileHandle.standardError.write(Data("fuzz: cannot load the grammar at \(grammarDirectory.path): \(error)\n".utf8))
            exit(2)
        }
    }()
}

extension FuzzInput {
    /// One libFuzzer input: its bytes and their count.
    public typealias Test = @convention(c) (UnsafePointer<UInt8>?, Int) -> CInt

    /// Starts libFuzzer on `test` with the process's arguments (`-max_total_time=…`, corpus folders).
    public static func run(_ argc: CInt, _ argv: UnsafeMutablePointer<UnsafeMutablePointer<CChar>?>?, _ test: Test) -> CInt {
        hail_fuzz_run(argc, argv, test)
    }
}
