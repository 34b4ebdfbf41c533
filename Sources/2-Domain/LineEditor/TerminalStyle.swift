/// Bold, dim and coloured text for a terminal; every helper returns the text unchanged when colour is off,
/// so output to pipes and files stays plain.
public struct TerminalStyle: Hashable, Sendable {
    /// The colours Hail uses (ANSI foreground codes).
    public enum Color: Int, Hashable, Sendable {
        case red = 31, green = 32, yellow = 33, blue = 34, magenta = 35, cyan = 36, gray = 90
    }

    public var isEnabled: Bool

    public init(isEnabled: Bool) {
        self.isEnabled = isEnabled
    }

    /// Plain text, whatever the terminal.
    public static let plain = TerminalStyle(isEnabled: false)

    /// The style for standard output under ``Platform/colorEnabled(environment:outputIsTerminal:)``'s rules.
    public static func standardOutput(environment: [String: String]) -> TerminalStyle {
        TerminalStyle(isEnabled: Platform.colorEnabled(environment: environment))
    }

    public func bold(_ text: String) -> String { wrap(text, "1", "22") }

    public func dim(_ text: String) -> String { wrap(text, "2", "22") }

    public func color(_ text: String, _ color: Color) -> String { wrap(text, String(color.rawValue), "39") }

    private func wrap(_ text: String, _ on: String, _ off: String) -> String {
        guard isEnabled, !text.isEmpty else { return text }
        return "\u{1B}[\(on)m\(text)\u{1B}[\(off)m"
    }
}
