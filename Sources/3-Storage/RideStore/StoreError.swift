/// Why a store could not be opened or written; the message names the file and says what to do.
public struct StoreError: Error, CustomStringConvertible, Equatable, Sendable {
    /// What kind of trouble it is.
    public enum Kind: Equatable, Sendable {
        /// The file is not an SQLite database, or fails SQLite's integrity check.
        case corrupt
        /// The file (or its folder) cannot be read or created.
        case unreadable
        /// The file was written by a newer Hail, with a schema this one does not know.
        case newerVersion
        /// The file is an SQLite database, but not one Hail made.
        case foreign
        /// A read or write failed after the store opened.
        case failedAccess
    }

    public var kind: Kind
    public var description: String

    public init(_ kind: Kind, _ description: String) {
        self.kind = kind
        self.description = description
    }
}
