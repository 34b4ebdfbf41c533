import RideIntents

/// What a name looked up in the gazetteer matched: one or more resolved placemarks (several when
/// the name is ambiguous), matched exactly or only loosely.
public struct PlaceMatch: Hashable, Sendable {
    /// How closely the words matched.
    public enum Quality: String, Hashable, Sendable {
        /// A name, alias or street address exactly (after normalising case, punctuation and "the").
        case exact
        /// A keyboard slip in one word of one place's name ("Golden Gate Brigde", "Oaklnd
        /// Airport"): no other place is nearly as close, so the place is taken without asking.
        case corrected
        /// A near miss: a slip, an abbreviation, or words left off the end.
        case loose
    }

    /// The matching places, in data order.
    public var placemarks: [Placemark]
    public var quality: Quality

    public init(placemarks: [Placemark], quality: Quality) {
        self.placemarks = placemarks
        self.quality = quality
    }
}
