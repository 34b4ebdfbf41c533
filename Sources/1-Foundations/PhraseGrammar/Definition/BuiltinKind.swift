/// The value recognizers built into the engine, referenced like lists: `{number}`, `{ordinal}`,
/// `{time}`, `{duration}`.
public enum BuiltinKind: String, Hashable, Sendable, CaseIterable {
    /// "3", "three", "twenty five".
    case number
    /// "2nd", "second", "twenty first".
    case ordinal
    /// A time of day: "9am", "9:30 pm", "seven thirty", "noon", "half past 7".
    case time
    /// A span of time in minutes: "20 minutes", "an hour", "half an hour", "2 days".
    case duration
    /// A calendar day: "December 31", "the 31st of December", "next Friday", "the day after tomorrow".
    case date
}
