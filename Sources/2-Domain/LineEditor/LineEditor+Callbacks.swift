import CLibEdit
import Foundation

// What libedit calls back into while a line is being read: the character reader, which also notices
// signals and queued texts, and the functions bound to Tab and to the two keys the reader sends itself.
//
// Printing above the prompt takes two key presses the reader makes up:
// 1. the notice key with `redraw == .requested`: save the line, empty it, hide the prompt, and return
//    CC_REDISPLAY, which makes libedit clear every screen line of the edit area and leave the cursor at
//    its start;
// 2. the notice key with `redraw == .erased`: print the texts there, put the line and prompt back, and
//    return CC_REDISPLAY again, which draws them below the texts.
extension LineEditor {
    /// Reads one character for libedit: 1 with the character, 0 at end of input, -1 to end the line.
    func readCharacter(_ editLine: OpaquePointer, into character: UnsafeMutablePointer<wchar_t>?) -> Int32 {
        if editingMode == nil { editingMode = Platform.terminalMode() }
        while true {
            if interrupt != .none {
                // NB: normally `.finishing`; `.requested` means a key map swallowed the interrupt key.
                // In vi command mode libedit keeps the cursor on the last character, short of the end.
                if let info = el_wline(editLine)?.pointee, let cursor = info.cursor, let end = info.lastchar {
                    interrupt = .finishing(onLastCharacter: cursor < end)
                }
                Platform.noteInterruptedRead()
                return -1
            }
            if ProcessSignals.takeInterrupt() {
                interrupt = .requested
                return send(Self.interruptKey, into: character)
            }
            if ProcessSignals.takeResize() {
                el_resize(editLine)
            }
            if ProcessSignals.takeContinue() {
                // NB: back from Ctrl-Z the shell has put back its own terminal settings and left the
                // cursor on a fresh line: put ours back and draw the prompt there.
                if let editingMode { Platform.setTerminalMode(editingMode) }
                _ = hail_el_redraw(editLine)
            }
            if case .erased = redraw {
                return sendNoticeKey(editLine, into: character)
            }
            if notices.hasPending {
                redraw = .requested
                return sendNoticeKey(editLine, into: character)
            }
            switch Platform.waitForInput(on: Platform.standardInputDescriptor, orWake: notices.wakeRead) {
            case .interrupted:
                continue
            case .closed:
                character?.pointee = 0
                return 0
            case .wake:
                Platform.drain(notices.wakeRead)
                continue
            case .input:
                switch readScalar() {
                case .scalar(let value):
                    character?.pointee = value
                    return 1
                case .end:
                    character?.pointee = 0
                    return 0
                case .retry:
                    continue
                }
            }
        }
    }

    private func send(_ key: wchar_t, into character: UnsafeMutablePointer<wchar_t>?) -> Int32 {
        character?.pointee = key
        return 1
    }

    /// Sends the notice key, unless it has gone unanswered (a key map without it, or a mode such as
    /// incremental search that eats it): then prints the texts below the line instead.
    private func sendNoticeKey(_ editLine: OpaquePointer, into character: UnsafeMutablePointer<wchar_t>?) -> Int32 {
        unansweredNoticeKeys += 1
        guard unansweredNoticeKeys > 3 else { return send(Self.noticeKey, into: character) }
        printNoticesBelowLine(editLine)
        return readCharacter(editLine, into: character)
    }

    private enum ReadScalar {
        case scalar(wchar_t), end, retry
    }

    /// Reads one UTF-8 encoded character from standard input; malformed bytes are dropped.
    private func readScalar() -> ReadScalar {
        let (lead, interrupted) = Platform.readByte(from: Platform.standardInputDescriptor)
        guard let lead else { return interrupted ? .retry : .end }
        let length = lead < 0x80 ? 1 : lead >= 0xF0 ? 4 : lead >= 0xE0 ? 3 : lead >= 0xC0 ? 2 : 0
        guard length > 0 else { return .retry }
        var bytes = [lead]
        while bytes.count < length {
            let (next, interrupted) = Platform.readByte(from: Platform.standardInputDescriptor)
            if let next {
                bytes.append(next)
            } else if !interrupted {
                return .end
            }
        }
        var decoder = UTF8()
        var iterator = bytes.makeIterator()
        guard case .scalarValue(let scalar) = decoder.decode(&iterator) else { return .retry }
        return .scalar(wchar_t(bitPattern: scalar.value))
    }

    // MARK: - Bound functions

    /// Tab: completes, extends to the common prefix, or lists the candidates below the line.
    func complete(_ editLine: OpaquePointer) -> UInt8 {
        guard let info = el_wline(editLine)?.pointee, let buffer = info.buffer, let cursor = info.cursor else {
            return UInt8(CC_ERROR)
        }
        let before = String(wide: UnsafeBufferPointer(start: buffer, count: cursor - buffer))
        switch Completion.action(lineBeforeCursor: before, candidates: completer(before)) {
        case .none:
            return UInt8(CC_ERROR)
        case .replace(let count, let text):
            let replaced = String(before.suffix(count)).unicodeScalars.count
            if replaced > 0 { el_deletestr(editLine, Int32(replaced)) }
            _ = el_winsertstr(editLine, text.wide)
            return UInt8(CC_REFRESH)
        case .list(let candidates):
            let rows = Completion.columns(candidates, width: Platform.terminalWidth)
            Self.write("\n" + rows.joined(separator: "\n") + "\n")
            return UInt8(CC_REDISPLAY)
        }
    }

    /// The notice key: erases the line (first press) or prints the queued texts and restores it (second).
    func showNotices(_ editLine: OpaquePointer) -> UInt8 {
        unansweredNoticeKeys = 0
        switch redraw {
        case .idle:
            return UInt8(CC_ERROR)
        case .requested:
            guard let info = el_wline(editLine)?.pointee, let buffer = info.buffer,
                  let cursor = info.cursor, let end = info.lastchar else { return UInt8(CC_ERROR) }
            let saved = Array(UnsafeBufferPointer(start: buffer, count: end - buffer))
            _ = el_cursor(editLine, Int32(end - cursor))
            if !saved.isEmpty { el_deletestr(editLine, Int32(saved.count)) }
            promptHidden = true
            redraw = .erased(saved: saved, cursor: cursor - buffer)
            return UInt8(CC_REDISPLAY)
        case .erased(let saved, let cursor):
            Self.write(notices.takeAll().map(Self.withNewline).joined())
            promptHidden = false
            redraw = .idle
            if !saved.isEmpty {
                _ = el_winsertstr(editLine, saved + [0])
                _ = el_cursor(editLine, Int32(cursor - saved.count))
            }
            return UInt8(CC_REDISPLAY)
        }
    }

    /// When the notice key goes unanswered, puts back an erased line, prints the texts on the next lines
    /// and redraws the prompt below them, leaving the old prompt line in place.
    private func printNoticesBelowLine(_ editLine: OpaquePointer) {
        if case .erased(let saved, let cursor) = redraw, !saved.isEmpty {
            _ = el_winsertstr(editLine, saved + [0])
            _ = el_cursor(editLine, Int32(cursor - saved.count))
        }
        unansweredNoticeKeys = 0
        redraw = .idle
        promptHidden = false
        Self.write("\n" + notices.takeAll().map(Self.withNewline).joined())
        _ = hail_el_redraw(editLine)
    }

    /// Ctrl-C: moves the cursor to the end of the line so "^C" lands after it; the next read ends the line.
    func interruptLine(_ editLine: OpaquePointer) -> UInt8 {
        if let info = el_wline(editLine)?.pointee, let cursor = info.cursor, let end = info.lastchar {
            _ = el_cursor(editLine, Int32(end - cursor))
        }
        interrupt = .finishing(onLastCharacter: false)
        return UInt8(CC_CURSOR)
    }
}
