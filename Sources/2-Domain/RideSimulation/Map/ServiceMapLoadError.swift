/// What is wrong with a map file, and where: the JSON's line and column for a syntax error, else
/// the member at fault ("features[3]", "timeZone", "savedPlaces.home").
public struct ServiceMapLoadError: Error, Hashable, Sendable, CustomStringConvertible {
    /// The map file's path as given.
    public var file: String
    /// The member at fault, as a path into the document ("features[3]"); `nil` for the whole file.
    public var member: String?
    /// 1-based line and column, for a syntax error in the JSON when the parser gives them.
    public var line: Int?
    public var column: Int?
    public var message: String

    public init(file: String, member: String? = nil, line: Int? = nil, column: Int? = nil, message: String) {
        self.file = file
        self.member = member
        self.line = line
        self.column = column
        self.message = message
    }

    /// "Portland.geojson: features[3]: error: a place needs a "name"", or
    /// "Portland.geojson:12:5: error: not valid JSON: …".
    public var description: String {
        var place = file
        if let line { place += ":\(line)" + (column.map { ":\($0)" } ?? "") }
        if let member { place += ": \(member)" }
        return "\(place): error: \(message)"
    }
}
