/// Hail's version, printed by `hail --version`. Raise it with every release (semantic versioning).
enum HailVersion {
    static let text = "0.1.0"
}
