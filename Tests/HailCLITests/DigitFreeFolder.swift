import Foundation

/// A temporary folder's URL for a test whose errors print the path: unique, and spelled with
/// letters only, since Hail's messages redact card-shaped groups of digits, which a UUID's digits
/// can form ("…-9468-4352-8032-6265C012CB91").
enum DigitFreeFolder {
    /// A fresh `<temporary directory>/<prefix>-<UUID with its digits as letters g–p>`; not created.
    static func url(prefix: String) -> URL {
        let letters = UUID().uuidString.unicodeScalars.map { scalar -> Character in
            guard let digit = Int(String(scalar)) else { return Character(scalar) }
            return Character(UnicodeScalar(UInt8(ascii: "g") + UInt8(digit)))
        }
        return FileManager.default.temporaryDirectory.appendingPathComponent("\(prefix)-\(String(letters))")
    }
}
