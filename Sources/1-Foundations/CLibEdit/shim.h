#ifndef HAIL_CLIBEDIT_SHIM_H
#define HAIL_CLIBEDIT_SHIM_H
#include <errno.h>
#include <signal.h>
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

/// Lets libedit restore the terminal around signals (SIGINT, SIGTSTP, SIGCONT, SIGWINCH) while reading.
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

// MARK: - SIGINT, SIGWINCH and SIGCONT while reading

// NB: signal handlers may only touch `volatile sig_atomic_t` and call async-signal-safe functions, which
// is easiest to guarantee in C. The state lives in a function-local static because the Swift compiler
// emits these inline functions into the module but not a header's static variables; call them all from
// one Swift file so there is one copy. The handlers are installed only while a line is being read.
struct hail_signal_state {
    volatile sig_atomic_t interrupted;
    volatile sig_atomic_t resized;
    volatile sig_atomic_t continued;
    volatile sig_atomic_t wake_fd;
    struct sigaction previous_sigint;
    struct sigaction previous_sigwinch;
    struct sigaction previous_sigcont;
};

static inline struct hail_signal_state *hail_signals(void) {
    static struct hail_signal_state state = { 0, 0, 0, -1 };
    return &state;
}

static inline void hail_wake(void) {
    int fd = hail_signals()->wake_fd;
    if (fd >= 0) {
        char byte = 's';
        ssize_t ignored = write(fd, &byte, 1);
        (void)ignored;
    }
}

static inline void hail_on_sigint(int signo) {
    (void)signo;
    int saved = errno;
    hail_signals()->interrupted = 1;
    hail_wake();
    errno = saved;
}

static inline void hail_on_sigwinch(int signo) {
    (void)signo;
    int saved = errno;
    hail_signals()->resized = 1;
    hail_wake();
    errno = saved;
}

static inline void hail_on_sigcont(int signo) {
    (void)signo;
    int saved = errno;
    hail_signals()->continued = 1;
    hail_wake();
    errno = saved;
}

/// Installs the SIGINT, SIGWINCH and SIGCONT handlers, which set a flag and write a byte to `wake_fd`
/// (if >= 0).
static inline int hail_install_signal_handlers(int wake_fd) {
    struct hail_signal_state *state = hail_signals();
    struct sigaction action;
    memset(&action, 0, sizeof action);
    sigemptyset(&action.sa_mask);
    action.sa_flags = 0;  // no SA_RESTART: a blocked poll() returns EINTR
    state->interrupted = 0;
    state->resized = 0;
    state->continued = 0;
    state->wake_fd = wake_fd;
    action.sa_handler = hail_on_sigint;
    if (sigaction(SIGINT, &action, &state->previous_sigint) != 0) return -1;
    action.sa_handler = hail_on_sigwinch;
    if (sigaction(SIGWINCH, &action, &state->previous_sigwinch) != 0) return -1;
    action.sa_handler = hail_on_sigcont;
    return sigaction(SIGCONT, &action, &state->previous_sigcont);
}

/// Puts back the handlers that were there before `hail_install_signal_handlers`.
static inline void hail_restore_signal_handlers(void) {
    struct hail_signal_state *state = hail_signals();
    sigaction(SIGINT, &state->previous_sigint, NULL);
    sigaction(SIGWINCH, &state->previous_sigwinch, NULL);
    sigaction(SIGCONT, &state->previous_sigcont, NULL);
    state->wake_fd = -1;
}

/// Whether SIGINT arrived since the last call (and clears the flag).
static inline int hail_take_interrupt(void) {
    struct hail_signal_state *state = hail_signals();
    int received = state->interrupted;
    state->interrupted = 0;
    return received;
}

/// Whether SIGCONT arrived since the last call (and clears the flag).
static inline int hail_take_continue(void) {
    struct hail_signal_state *state = hail_signals();
    int received = state->continued;
    state->continued = 0;
    return received;
}

/// Whether SIGWINCH arrived since the last call (and clears the flag).
static inline int hail_take_resize(void) {
    struct hail_signal_state *state = hail_signals();
    int received = state->resized;
    state->resized = 0;
    return received;
}
#endif
