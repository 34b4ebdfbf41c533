/// A tab-separated file split into rows, each field remembering its line and column, so a loader
/// can say exactly where a bad value is. `#` lines and blank lines are skipped; the first other
/// line is the header and must name the expected columns in order.
struct TSVTable {
    /// One field of a row.
    struct Field {
        var text: String
        /// 1-based column (in characters) where the field starts.
        var column: Int
    }

    /// One data row.
    struct Row {
        var line: Int
        var fields: [Field]
    }

    let file: String
    let rows: [Row]

    /// Splits `text` and checks the header against `columns`.
    init(text: String, file: String, columns: [String]) throws(GazetteerLoadError) {
        self.file = file
        var rows: [Row] = []
        var sawHeader = false
        // NB: split as UTF-8 bytes, not Characters: the Character walk was a third of loading the
        // gazetteer (22M instructions, callgrind), which every dialog does once. "\r\n" ends a line.
        for (index, rawLine) in text.utf8.split(separator: 0x0A, omittingEmptySubsequences: false).enumerated() {
            let lineNumber = index + 1
            let line = rawLine.last == 0x0D ? rawLine.dropLast() : rawLine
            if line.allSatisfy({ $0 == 0x20 || $0 == 0x09 }) || line.first == UInt8(ascii: "#") { continue }
            let fields = Self.split(Substring(line))
            if !sawHeader {
                let names = fields.map(\.text)
                guard names == columns else {
                    throw GazetteerLoadError(
                        file: file, line: lineNumber, column: 1,
                        message: "expected the header '\(columns.joined(separator: "<tab>"))', "
                            + "found '\(names.joined(separator: "<tab>"))'"
                    )
                }
                sawHeader = true
                continue
            }
            guard fields.count == columns.count else {
                throw GazetteerLoadError(
                    file: file, line: lineNumber, column: 1,
                    message: "expected \(columns.count) tab-separated fields, found \(fields.count)"
                )
            }
            rows.append(Row(line: lineNumber, fields: fields))
        }
        guard sawHeader else {
            throw GazetteerLoadError(file: file, line: 1, message: "missing the header line '\(columns.joined(separator: "<tab>"))'")
        }
        self.rows = rows
    }

    private static func split(_ line: Substring) -> [Field] {
        let isASCII = line.utf8.allSatisfy { $0 < 0x80 }
        var fields: [Field] = []
        var column = 1
        for part in line.utf8.split(separator: 0x09, omittingEmptySubsequences: false) {
            let text = Substring(part)
            fields.append(Field(text: String(text).trimmingSpaces, column: column))
            column += (isASCII ? part.count : text.count) + 1
        }
        return fields
    }

    /// An error at `field` of `row`.
    func error(_ message: String, row: Row, field: Field) -> GazetteerLoadError {
        GazetteerLoadError(file: file, line: row.line, column: field.column, message: message)
    }

    /// The field's text as a number, or an error naming the column.
    func number(_ field: Field, named name: String, row: Row) throws(GazetteerLoadError) -> Double {
        guard let value = Double(field.text), value.isFinite else {
            throw error("\(name) '\(field.text)' is not a number", row: row, field: field)
        }
        return value
    }

    /// The field's text split on `|` into non-empty names.
    func names(_ field: Field) -> [String] {
        field.text.split(separator: "|").map { String($0).trimmingSpaces }.filter { !$0.isEmpty }
    }
}
