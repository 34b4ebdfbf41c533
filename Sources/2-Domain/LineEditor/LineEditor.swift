import CLibEdit
import Foundation

/// Line editing on a terminal through libedit: emacs keys (or `~/.editrc`), history kept in an owner-only
/// file, Tab completion, Ctrl-C to abandon a line, Ctrl-D to exit, and ``printAbovePrompt(_:)`` for live
/// updates that appear above the prompt without mangling a half-typed line.
///
/// Call ``readLine(prompt:)`` from one thread at a time; ``printAbovePrompt(_:)`` may be called from any.
public final class LineEditor: LineReader, @unchecked Sendable {
    // NB: @unchecked Sendable because only `printAbovePrompt` may cross threads, and it touches nothing
    // but the lock-guarded `notices`; the editor state is used only by the thread inside `readLine`.
    let completer: (_ lineBeforeCursor: String) -> [String]
    let notices: NoticeQueue
    private let history: HistoryFile?
    /// What a line becomes before it is kept in the history (card numbers cut to their last four).
    private let historyFilter: (String) -> String
    /// What the history's newest entry and a new line become before the new line is kept (a card
    /// number split between them redacted in both); nil: the newest entry is kept as it is.
    private let historyPairFilter: ((_ newest: String, _ line: String) -> (newest: String, line: String))?
    private var editLine: OpaquePointer?
    private var historyEvents: OpaquePointer?
    private var lastHistoryEntry: String?
    private var historyWarningShown = false
    /// The prompt as libedit reads it: wide characters, NUL-terminated, owned by the editor.
    private var promptStorage = LineEditor.allocate([0])
    private let noPrompt = LineEditor.allocate([0])
    private var fallbackReader: PlainLineReader
    /// The most UTF-8 bytes a line may hold; a longer one is neither returned nor kept in the history.
    private let lineLimit: Int
    /// Names and help texts of the added editor functions. NB: libedit keeps these pointers, not copies.
    private var functionTexts: [UnsafeMutablePointer<wchar_t>] = []
    var promptHidden = false
    /// Where an above-the-prompt redraw has got to.
    var redraw = Redraw.idle
    /// Where a Ctrl-C has got to.
    var interrupt = Interrupt.none
    /// How many times in a row the reader has sent the notice key without the editor acting on it.
    var unansweredNoticeKeys = 0
    /// The terminal settings libedit chose for editing this line, to restore after Ctrl-Z and `fg`.
    var editingMode: Platform.TerminalMode?

    /// The steps of printing above the prompt (see LineEditor+Callbacks.swift).
    enum Redraw {
        case idle
        /// Texts are waiting; the notice key has been sent to erase the line.
        case requested
        /// The line is erased; `saved` and `cursor` hold what the user had typed.
        case erased(saved: [wchar_t], cursor: Int)
    }

    /// The steps of a Ctrl-C.
    enum Interrupt: Equatable {
        case none
        /// SIGINT arrived; the interrupt key has been sent to move the cursor to the end of the line.
        case requested
        /// The cursor is at the end (or, in vi command mode, on the last character: `onLastCharacter`);
        /// the next read ends the line.
        case finishing(onLastCharacter: Bool)
    }

    /// Key codes the reader sends itself. NB: with the terminal's ISIG on, the keyboard turns Ctrl-C and
    /// Ctrl-\ into signals, so neither reaches the editor as a character by accident.
    static let interruptKey: wchar_t = 0x03
    static let noticeKey: wchar_t = 0x1C

    /// Starts an editor on standard input and output. When standard input is not a terminal, the editor
    /// reads plain lines with no prompt, like ``PlainLineReader``.
    /// - Parameters:
    ///   - historyFile: where history is kept (created with mode 0600), or nil for none.
    ///   - historyFilter: what a line becomes before it is kept (e.g. card numbers redacted).
    ///   - historyPairFilter: what the newest history entry and a new line become before the line
    ///     is kept (e.g. a card number split over the two redacted); the entry is replaced when it changes.
    ///   - completer: the candidates for Tab, given the text before the cursor; filtered with
    ///     ``Completion/complete(word:candidates:)``, so returning every meta-command, ride option and
    ///     place name is fine.
    public init(
        historyFile: URL?, historyFilter: @escaping (String) -> String = { $0 },
        historyPairFilter: ((_ newest: String, _ line: String) -> (newest: String, line: String))? = nil,
        lineLimit: Int = .max,
        completer: @escaping (_ lineBeforeCursor: String) -> [String]
    ) {
        self.lineLimit = lineLimit
        self.fallbackReader = PlainLineReader(limit: lineLimit)
        self.historyFilter = historyFilter
        self.historyPairFilter = historyPairFilter
        self.completer = completer
        self.history = historyFile.map { HistoryFile(url: $0) }
        self.notices = NoticeQueue { Platform.writeToStandardOutput(LineEditor.withNewline($0)) }
        guard Platform.isStandardInputTerminal else { return }
        Platform.useUserCharacterEncoding()
        ProcessSignals.rememberTerminal()
        ProcessSignals.installForEditing()
        guard let editLine = el_init("hail", hail_stdin(), hail_stdout(), hail_stderr()) else { return }
        self.editLine = editLine
        configure(editLine)
        loadHistory(into: editLine)
    }

    deinit {
        if let editLine { el_end(editLine) }
        if let historyEvents { history_wend(historyEvents) }
        promptStorage.deallocate()
        noPrompt.deallocate()
        functionTexts.forEach { $0.deallocate() }
    }

    /// Shows `prompt`, lets the user edit a line, and returns it (added to the history), `.interrupted` on
    /// Ctrl-C, or `.endOfInput` on Ctrl-D at an empty line.
    public func readLine(prompt: String) -> LineReadResult {
        guard let editLine else { return readWithoutEditing(prompt: prompt) }
        // NB: once Hail is ending by a signal, its watch thread is putting the terminal back and
        // ending the process; reading again would put the editor's mode back on the terminal after
        // it (seen under load: SIGHUP left the terminal raw).
        if ProcessSignals.terminatingSignal != nil { ProcessSignals.waitToBeEnded() }
        setPrompt(prompt)
        bindKeys(editLine)
        redraw = .idle
        interrupt = .none
        editingMode = nil
        unansweredNoticeKeys = 0
        notices.beginReading()
        ProcessSignals.beginReading(wakeDescriptor: notices.wakeWrite)
        var count: Int32 = 0
        let characters = el_wgets(editLine, &count)
        ProcessSignals.endReading()
        let interrupted = interrupt != .none
        promptHidden = false

        let result: LineReadResult
        if interrupted {
            // NB: in vi command mode the cursor cannot pass the last character; step over it first.
            let onLastCharacter = if case .finishing(true) = interrupt { true } else { false }
            Self.write((onLastCharacter ? "\u{1B}[C" : "") + "^C\n")
            result = .interrupted
        } else if let characters, count > 0 {
            var line = String(wide: UnsafeBufferPointer(start: characters, count: Int(count)))
            while line.last?.isNewline == true { line.removeLast() }
            if line.utf8.count > lineLimit {
                result = .tooLong(byteCount: line.utf8.count)
            } else {
                remember(line)
                result = .line(line)
            }
        } else {
            Self.write("\n")
            result = .endOfInput
        }
        notices.endReading()
        return result
    }

    /// Prints `text` above the prompt: the prompt line is erased, the text printed, and the prompt and
    /// whatever the user had typed drawn again below it. Safe to call from any thread; when no line is
    /// being read, the text is printed at once.
    public func printAbovePrompt(_ text: String) {
        notices.post(text)
    }

    // MARK: - Setup

    private func configure(_ editLine: OpaquePointer) {
        _ = hail_el_set_client_data(editLine, Unmanaged.passUnretained(self).toOpaque())
        _ = hail_el_set_editor(editLine, "emacs".wide)
        // NB: libedit's signal handling re-raises each signal with kill(0, …), to the whole process
        // group: the shell or script that started Hail too. ProcessSignals handles them instead.
        _ = hail_el_set_signal_handling(editLine, 0)
        _ = hail_el_set_prompt(editLine, { LineEditor.owner(of: $0)?.currentPrompt() }, wchar_t(PromptMarkup.literal.value))
        _ = hail_el_set_getc(editLine) { editLine, character in
            guard let editLine, let owner = LineEditor.owner(of: editLine) else { return 0 }
            return owner.readCharacter(editLine, into: character)
        }
        _ = hail_el_add_function(editLine, keep("hail-complete"), keep("Complete a meta-command, ride option or place")) { editLine, _ in
            guard let editLine, let owner = LineEditor.owner(of: editLine) else { return UInt8(CC_ERROR) }
            return owner.complete(editLine)
        }
        _ = hail_el_add_function(editLine, keep("hail-notice"), keep("Print live updates above the prompt")) { editLine, _ in
            guard let editLine, let owner = LineEditor.owner(of: editLine) else { return UInt8(CC_ERROR) }
            return owner.showNotices(editLine)
        }
        _ = hail_el_add_function(editLine, keep("hail-interrupt"), keep("Abandon the line (Ctrl-C)")) { editLine, _ in
            guard let editLine, let owner = LineEditor.owner(of: editLine) else { return UInt8(CC_ERROR) }
            return owner.interruptLine(editLine)
        }
        _ = el_source(editLine, nil)
    }

    /// `text` in storage that lives as long as the editor.
    private func keep(_ text: String) -> UnsafeMutablePointer<wchar_t> {
        let storage = Self.allocate(text.wide)
        functionTexts.append(storage)
        return storage
    }

    /// (Re)binds Tab and the two self-sent keys; done before every line so `~/.editrc` or a changed
    /// terminal setting cannot leave them unbound.
    private func bindKeys(_ editLine: OpaquePointer) {
        _ = hail_el_bind(editLine, "^I".wide, "hail-complete".wide)
        for (key, function) in [(Self.noticeKey, "hail-notice"), (Self.interruptKey, "hail-interrupt")] {
            _ = hail_el_bind(editLine, [key, 0], function.wide)
            _ = hail_el_bind_alternate(editLine, [key, 0], function.wide)
        }
    }

    private func setPrompt(_ prompt: String) {
        promptStorage.deallocate()
        promptStorage = Self.allocate(PromptMarkup.markingInvisibleSequences(in: prompt).wide)
    }

    /// The prompt libedit draws: empty while a redraw has erased the line.
    func currentPrompt() -> UnsafeMutablePointer<wchar_t> {
        promptHidden ? noPrompt : promptStorage
    }

    private static func allocate(_ characters: [wchar_t]) -> UnsafeMutablePointer<wchar_t> {
        let storage = UnsafeMutablePointer<wchar_t>.allocate(capacity: characters.count)
        storage.initialize(from: characters, count: characters.count)
        return storage
    }

    // MARK: - History

    private func loadHistory(into editLine: OpaquePointer) {
        guard let events = history_winit() else { return }
        historyEvents = events
        _ = hail_history_set_size(events, Int32(history?.limit ?? 1000))
        _ = hail_history_set_unique(events, 1)
        _ = hail_el_set_history(editLine, events)
        for entry in history?.load() ?? [] {
            _ = hail_history_enter(events, entry.wide)
            lastHistoryEntry = entry
        }
    }

    private func remember(_ typed: String) {
        var line = historyFilter(typed)
        guard !line.allSatisfy(\.isWhitespace), line != lastHistoryEntry else { return }
        do {
            if let historyPairFilter, let newest = lastHistoryEntry {
                let pair = historyPairFilter(newest, line)
                line = pair.line
                if pair.newest != newest {
                    if let historyEvents { _ = hail_history_replace_newest(historyEvents, pair.newest.wide) }
                    try history?.replaceNewest(with: pair.newest)
                }
            }
            lastHistoryEntry = line
            if let historyEvents { _ = hail_history_enter(historyEvents, line.wide) }
            try history?.append(line)
        } catch {
            guard !historyWarningShown else { return }
            historyWarningShown = true
            Platform.writeToStandardError("hail: cannot save history (\(error)); carrying on without it\n")
        }
    }

    // MARK: - Without libedit

    /// Reads from a pipe with no prompt, or from a terminal libedit could not take on, after a plain prompt.
    private func readWithoutEditing(prompt: String) -> LineReadResult {
        if Platform.isStandardInputTerminal { Self.write(prompt) }
        return fallbackReader.readLine(prompt: prompt)
    }

    // MARK: - Helpers

    static func owner(of editLine: OpaquePointer?) -> LineEditor? {
        guard let editLine, let data = hail_el_client_data(editLine) else { return nil }
        return Unmanaged<LineEditor>.fromOpaque(data).takeUnretainedValue()
    }

    static func write(_ text: String) {
        Platform.writeToStandardOutput(text)
    }

    static func withNewline(_ text: String) -> String {
        text.hasSuffix("\n") ? text : text + "\n"
    }
}

extension String {
    /// The string as NUL-terminated wide characters, for libedit.
    var wide: [wchar_t] {
        unicodeScalars.map { wchar_t(bitPattern: $0.value) } + [0]
    }

    /// A string from wide characters (invalid ones dropped).
    init(wide characters: UnsafeBufferPointer<wchar_t>) {
        var scalars = String.UnicodeScalarView()
        for character in characters {
            if let scalar = Unicode.Scalar(UInt32(bitPattern: character)) { scalars.append(scalar) }
        }
        self = String(scalars)
    }
}
