/// Vocabulary plists made for the tests.
enum VocabularyFixture {
    /// A plist whose IntentExamples for INRequestRideIntent are `examples` (the first on line 11).
    static func plist(examples: [String]) -> String {
        """
        <?xml version="1.0" encoding="UTF-8"?>
        <!DOCTYPE plist PUBLIC "-//Apple//DTD PLIST 1.0//EN" "http://www.apple.com/DTDs/PropertyList-1.0.dtd">
        <plist version="1.0">
        <dict>
        \t<key>IntentPhrases</key>
        \t<array><dict>
        \t\t<key>IntentName</key>
        \t\t<string>INRequestRideIntent</string>
        \t\t<key>IntentExamples</key>
        \t\t<array>
        \(examples.map { "\t\t\t<string>\($0)</string>" }.joined(separator: "\n"))
        \t\t</array>
        \t</dict></array>
        </dict>
        </plist>
        """
    }
}
