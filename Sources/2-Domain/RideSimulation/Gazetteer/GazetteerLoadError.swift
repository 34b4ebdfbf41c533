/// A malformed line in a gazetteer data file, with where it is.
public struct GazetteerLoadError: Error, Hashable, Sendable, CustomStringConvertible {
    /// The file's name ("places.tsv").
    public var file: String
    /// 1-based line number.
    public var line: Int
    /// 1-based column of the offending field, when one field is to blame.
    public var column: Int?
    public var message: String

    public init(file: String, line: Int, column: Int? = nil, message: String) {
        self.file = file
        self.line = line
        self.column = column
        self.message = message
    }

    /// "places.tsv:12:40: error: latitude 'abc' is not a number".
    public var description: String {
        let position = column.map { "\(line):\($0)" } ?? "\(line)"
        return "\(file):\(position): error: \(message)"
    }
}
