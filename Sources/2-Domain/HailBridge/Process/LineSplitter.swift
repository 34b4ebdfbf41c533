/// Cuts the bytes a service writes into lines, keeping at most `limit` bytes of any one line, so
/// that a service writing without end costs bounded memory.
///
/// A line longer than the limit comes out once, as ``Piece/tooLong(prefix:)``, when its newline
/// arrives; the bytes past the limit are dropped as they come.
struct LineSplitter {
    enum Piece: Equatable {
        /// A whole line, without its `\n` (a `\r` before it is dropped too).
        case line(String)
        /// A line longer than the limit: its first bytes, decoded.
        case tooLong(prefix: String)
    }

    /// The most bytes a line may hold.
    let limit: Int
    private var pending: [UInt8] = []
    private var overflowed = false

    init(limit: Int) {
        self.limit = limit
    }

    /// The lines completed by `bytes`, in order.
    mutating func feed(_ bytes: some Sequence<UInt8>) -> [Piece] {
        var pieces: [Piece] = []
        for byte in bytes {
            if byte == UInt8(ascii: "\n") {
                pieces.append(finishLine())
            } else if pending.count < limit {
                pending.append(byte)
            } else {
                overflowed = true
            }
        }
        return pieces
    }

    /// The last line, when the stream ended without a newline after it.
    mutating func finish() -> Piece? {
        guard !pending.isEmpty || overflowed else { return nil }
        return finishLine()
    }

    private mutating func finishLine() -> Piece {
        defer {
            pending.removeAll(keepingCapacity: pending.count <= 4096)
            overflowed = false
        }
        if overflowed { return .tooLong(prefix: String(decoding: pending.prefix(200), as: UTF8.self)) }
        if pending.last == UInt8(ascii: "\r") { pending.removeLast() }
        return .line(String(decoding: pending, as: UTF8.self))
    }
}
