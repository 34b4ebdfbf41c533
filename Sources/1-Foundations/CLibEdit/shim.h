#ifndef HAIL_CLIBEDIT_SHIM_H
#define HAIL_CLIBEDIT_SHIM_H
#include <errno.h>
#include <termios.h>
#include <stdio.h>
#include <string.h>
#include <unistd.h>
#include <wchar.h>
#include <histedit.h>

// NB: el_wset, el_wget and history_w are C variadic functions, which Swift cannot call; each wrapper
// below fixes one call's arguments.

// NB: Swift 6 rejects C's mutable globals `stdin`/`stdout`/`stderr` as not concurrency-safe.
static inline FILE *hail_stdin(void) { return stdin; }
static inline FILE *hail_stdout(void) { return stdout; }
static inline FILE *hail_stderr(void) { return stderr; }

/// Sets the prompt function; text between two `literal` characters is printed but takes no columns.
static inline int hail_el_set_prompt(EditLine *el, wchar_t *(*prompt)(EditLine *), wchar_t literal) {
    return el_wset(el, EL_PROMPT_ESC, prompt, literal);
}

/// Chooses the key bindings: "emacs" or "vi".
static inline int hail_el_set_editor(EditLine *el, const wchar_t *mode) {
    return el_wset(el, EL_EDITOR, mode);
}

/// Turns libedit's own signal handling on or off. NB: on, it re-raises each signal to the whole
/// process group with kill(0, …), which reaches the shell or script that started Hail; Hail keeps it off
/// and handles signals itself (below).
static inline int hail_el_set_signal_handling(EditLine *el, int on) {
    return el_wset(el, EL_SIGNAL, on);
}

/// Replaces the function that reads one character.
static inline int hail_el_set_getc(EditLine *el, el_rfunc_t read_character) {
    return el_wset(el, EL_GETCFN, read_character);
}

/// Stores a pointer for the callbacks to find their owner.
static inline int hail_el_set_client_data(EditLine *el, void *data) {
    return el_wset(el, EL_CLIENTDATA, data);
}

/// The pointer stored with `hail_el_set_client_data`.
static inline void *hail_el_client_data(EditLine *el) {
    void *data = NULL;
    el_wget(el, EL_CLIENTDATA, &data);
    return data;
}

/// Adds a named editor function that keys can be bound to.
static inline int hail_el_add_function(EditLine *el, const wchar_t *name, const wchar_t *help,
                                       unsigned char (*function)(EditLine *, int)) {
    return el_wset(el, EL_ADDFN, name, help, function);
}

/// Binds a key (in `bind` notation, e.g. "^I") to a named editor function.
static inline int hail_el_bind(EditLine *el, const wchar_t *key, const wchar_t *function) {
    return el_wset(el, EL_BIND, key, function, (const wchar_t *)NULL);
}

/// Binds a key in the alternate map too (vi command mode), so it works in both vi modes.
static inline int hail_el_bind_alternate(EditLine *el, const wchar_t *key, const wchar_t *function) {
    return el_wset(el, EL_BIND, L"-a", key, function, (const wchar_t *)NULL);
}

/// Redraws the prompt and line from scratch at the cursor, assuming the cursor is at a line's start.
static inline int hail_el_redraw(EditLine *el) {
    return el_wset(el, EL_REFRESH);
}

/// Connects a history to the editor, so the arrow keys walk it.
static inline int hail_el_set_history(EditLine *el, HistoryW *history) {
    return el_wset(el, EL_HIST, history_w, history);
}

/// How many entries the history keeps.
static inline int hail_history_set_size(HistoryW *history, int size) {
    HistEventW event;
    return history_w(history, &event, H_SETSIZE, size);
}

/// Whether an entry equal to the previous one is dropped.
static inline int hail_history_set_unique(HistoryW *history, int unique) {
    HistEventW event;
    return history_w(history, &event, H_SETUNIQUE, unique);
}

/// Adds an entry.
static inline int hail_history_enter(HistoryW *history, const wchar_t *line) {
    HistEventW event;
    return history_w(history, &event, H_ENTER, line);
}

/// Replaces the newest entry (a card number split over two lines is redacted in both).
static inline int hail_history_replace_newest(HistoryW *history, const wchar_t *line) {
    HistEventW event;
    if (history_w(history, &event, H_FIRST) != 0) return -1;
    return history_w(history, &event, H_REPLACE, line, (void *)0);
}
#endif
