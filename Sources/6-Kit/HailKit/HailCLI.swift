/// Hail's whole command line (the REPL, `--jsonl`, `replay` and `--record`, `options`, `parse`,
/// `tune` and the rest) as one call, so that an executable's `main.swift` can be just that call.
public enum HailCLI {
    /// Runs `hail` with the process's arguments, against Hail's simulated Bay Area service, and
    /// exits the process when the command is done.
    public static func main() {
        Hail.main()
    }
}
