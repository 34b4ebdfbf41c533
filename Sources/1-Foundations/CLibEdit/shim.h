#ifndef HAIL_CLIBEDIT_SHIM_H
#define HAIL_CLIBEDIT_SHIM_H
#include <errno.h>
#include <pthread.h>
#include <termios.h>
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

// MARK: - Signals

// NB: signal handlers may only touch `volatile sig_atomic_t` and call async-signal-safe functions, which
// is easiest to guarantee in C. The state lives in a function-local static because the Swift compiler
// emits these inline functions into the module but not a header's static variables; call them all from
// one Swift file (ProcessSignals.swift) so there is one copy.
//
// The handlers stay installed for the life of the process, and act on Hail alone, never its process group:
// - SIGINT typed at the terminal (Ctrl-C; the kernel sends it, si_code > 0) while `keyboard_interrupts` is
//   on: a flag and a byte to `wake_fd`, for the line editor to abandon the line;
// - SIGTERM, SIGHUP, and any other SIGINT (sent with kill): `terminating` and a byte to `monitor_fd`, for
//   the thread that ends Hail; with no such thread, the handler itself restores the terminal and ends Hail;
// - SIGWINCH and SIGCONT: a flag and a byte to `wake_fd`, for the line editor to redraw.
struct hail_signal_state {
    volatile sig_atomic_t installed;
    volatile sig_atomic_t keyboard_interrupts;
    volatile sig_atomic_t interrupted;
    volatile sig_atomic_t resized;
    volatile sig_atomic_t continued;
    volatile sig_atomic_t terminating;
    volatile sig_atomic_t wake_fd;
    volatile sig_atomic_t monitor_fd;
    volatile sig_atomic_t has_terminal_mode;
    struct termios terminal_mode;
};

static inline struct hail_signal_state *hail_signals(void) {
    static struct hail_signal_state state = { 0, 1, 0, 0, 0, 0, -1, -1, 0 };
    return &state;
}

static inline void hail_signal_write_byte(int fd) {
    if (fd >= 0) {
        char byte = 's';
        ssize_t ignored = write(fd, &byte, 1);
        (void)ignored;
    }
}

/// Puts back the terminal settings saved with `hail_remember_terminal_mode` (async-signal-safe).
static inline void hail_restore_terminal_mode(void) {
    struct hail_signal_state *state = hail_signals();
    if (state->has_terminal_mode) tcsetattr(STDIN_FILENO, TCSANOW, &state->terminal_mode);
}

/// Saves standard input's terminal settings (before the line editor changes them), to put back on exit.
static inline void hail_remember_terminal_mode(void) {
    struct hail_signal_state *state = hail_signals();
    if (state->has_terminal_mode) return;
    if (tcgetattr(STDIN_FILENO, &state->terminal_mode) == 0) state->has_terminal_mode = 1;
}

/// Ends the process by `signo` with its default action, so the parent sees how Hail ended; only Hail
/// receives it.
static inline void hail_die_of_signal(int signo) {
    struct sigaction action;
    memset(&action, 0, sizeof action);
    action.sa_handler = SIG_DFL;
    sigemptyset(&action.sa_mask);
    sigaction(signo, &action, NULL);
    sigset_t set;
    sigemptyset(&set);
    sigaddset(&set, signo);
    pthread_sigmask(SIG_UNBLOCK, &set, NULL);
    raise(signo);
    _exit(128 + signo);
}

static inline void hail_on_terminating(int signo) {
    struct hail_signal_state *state = hail_signals();
    state->terminating = signo;
    if (state->monitor_fd >= 0) {
        hail_signal_write_byte(state->monitor_fd);
        hail_signal_write_byte(state->wake_fd);
        return;
    }
    hail_restore_terminal_mode();
    hail_die_of_signal(signo);
}

static inline void hail_on_signal(int signo, siginfo_t *info, void *context) {
    (void)context;
    int saved = errno;
    struct hail_signal_state *state = hail_signals();
    switch (signo) {
    case SIGINT: {
        // NB: the terminal's Ctrl-C comes from the kernel (SI_KERNEL); kill(1) sets SI_USER (0) or below.
        int from_keyboard = info != NULL && info->si_code > 0;
        if (state->keyboard_interrupts && from_keyboard) {
            state->interrupted = 1;
            hail_signal_write_byte(state->wake_fd);
        } else {
            hail_on_terminating(signo);
        }
        break;
    }
    case SIGTERM:
    case SIGHUP:
        hail_on_terminating(signo);
        break;
    case SIGWINCH:
        state->resized = 1;
        hail_signal_write_byte(state->wake_fd);
        break;
    case SIGCONT:
        state->continued = 1;
        hail_signal_write_byte(state->wake_fd);
        break;
    }
    errno = saved;
}

/// Installs the handlers for SIGINT, SIGTERM, SIGHUP, SIGWINCH and SIGCONT for the rest of the process
/// (again: only changes the settings). `monitor_fd` (or -1) is written to when Hail should end.
static inline int hail_install_signal_handlers(int keyboard_interrupts, int monitor_fd) {
    struct hail_signal_state *state = hail_signals();
    state->keyboard_interrupts = keyboard_interrupts;
    state->monitor_fd = monitor_fd;
    if (state->installed) return 0;
    struct sigaction action;
    memset(&action, 0, sizeof action);
    sigemptyset(&action.sa_mask);
    // NB: SA_RESTART keeps other reads (SQLite's, Foundation's) from failing with EINTR; poll(), which the
    // line editor waits in, returns EINTR whatever the flag, and the wake byte wakes it anyway.
    action.sa_flags = SA_SIGINFO | SA_RESTART;
    action.sa_sigaction = hail_on_signal;
    int signals[] = { SIGINT, SIGTERM, SIGHUP, SIGWINCH, SIGCONT };
    sigset_t handled;
    sigemptyset(&handled);
    for (unsigned i = 0; i < sizeof signals / sizeof signals[0]; i++) {
        if (sigaction(signals[i], &action, NULL) != 0) return -1;
        sigaddset(&handled, signals[i]);
    }
    // NB: a parent may start Hail with these blocked (the mask is inherited); unblocked in this thread
    // (and every thread it starts from now on), they reach the handlers.
    pthread_sigmask(SIG_UNBLOCK, &handled, NULL);
    state->installed = 1;
    return 0;
}

/// Whether the handlers are installed.
static inline int hail_signal_handlers_installed(void) {
    return hail_signals()->installed;
}

/// Where a signal wakes the line editor: its wake pipe while it reads a line, -1 otherwise.
static inline void hail_set_wake_fd(int fd) {
    hail_signals()->wake_fd = fd;
}

/// The signal that asked Hail to end (SIGTERM, SIGHUP or SIGINT), or 0.
static inline int hail_terminating_signal(void) {
    return hail_signals()->terminating;
}

/// Whether Ctrl-C was typed since the last call (and clears the flag).
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
