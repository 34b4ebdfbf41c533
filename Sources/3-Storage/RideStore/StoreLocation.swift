import Foundation

/// Where a store keeps its data.
public enum StoreLocation: Equatable, Sendable {
    /// An SQLite file (created, with its folder, readable by its owner only).
    case file(URL)
    /// Memory only: gone when the process ends (`--ephemeral`, transcripts).
    case inMemory

    /// `$XDG_DATA_HOME/hail/hail.sqlite`, or `~/.local/share/hail/hail.sqlite` when
    /// `XDG_DATA_HOME` is unset or empty; a HailKit program names its own `folder` and `file`.
    public static func defaultFile(environment: [String: String], home: URL, folder: String = "hail", file: String = "hail.sqlite") -> URL {
        let base = environment["XDG_DATA_HOME"].flatMap { $0.isEmpty ? nil : URL(fileURLWithPath: $0) }
            ?? home.appendingPathComponent(".local/share")
        return base.appendingPathComponent(folder).appendingPathComponent(file)
    }
}
