/// `list ride_option` with entries `SUV = suv | xl | large`: what is said → canonical value.
public struct ListDeclaration: Hashable, Sendable {
    public var name: String
    public var span: SourceSpan
    public var entries: [ListEntry]
}
