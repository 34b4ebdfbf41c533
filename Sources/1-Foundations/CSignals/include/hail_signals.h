#ifndef HAIL_SIGNALS_H
#define HAIL_SIGNALS_H

// How Hail handles signals, in C because a handler may only touch `volatile sig_atomic_t` and call
// async-signal-safe functions. The state the handlers touch lives in hail_signals.c; this header
// declares functions only.
// NB: the state was once a function-local static in a header's `static inline` functions. Release builds
// inline across modules, so each module that inlined them got a copy of its own: the handler set its
// copy's flag and the line editor read another, and Ctrl-C did nothing. One compiled source file holds
// the one copy in every build configuration.
//
// The handlers stay installed for the life of the process, and act on Hail alone, never its process group:
// - SIGINT typed at the terminal (Ctrl-C; the kernel sends it, si_code > 0) while keyboard interrupts are
//   on: a flag and a byte to the wake descriptor, for the line editor to abandon the line;
// - SIGTERM, SIGHUP, and any other SIGINT (sent with kill): the terminating signal and a byte to the
//   monitor descriptor, for the thread that ends Hail; with no such thread, the handler itself restores
//   the terminal and ends Hail;
// - SIGWINCH and SIGCONT: a flag and a byte to the wake descriptor, for the line editor to redraw.

/// Installs the handlers for SIGINT, SIGTERM, SIGHUP, SIGWINCH and SIGCONT for the rest of the process
/// (again: only changes the settings). `monitor_fd` (or -1) is written to when Hail should end.
int hail_install_signal_handlers(int keyboard_interrupts, int monitor_fd);

/// Whether the handlers are installed.
int hail_signal_handlers_installed(void);

/// Where a signal wakes the line editor: its wake pipe while it reads a line, -1 otherwise.
void hail_set_wake_fd(int fd);

/// The signal that asked Hail to end (SIGTERM, SIGHUP or SIGINT), or 0.
int hail_terminating_signal(void);

/// Whether Ctrl-C was typed since the last call (and clears the flag).
int hail_take_interrupt(void);

/// Whether SIGCONT arrived since the last call (and clears the flag).
int hail_take_continue(void);

/// Whether SIGWINCH arrived since the last call (and clears the flag).
int hail_take_resize(void);

/// Saves standard input's terminal settings (before the line editor changes them), to put back on exit.
void hail_remember_terminal_mode(void);

/// Puts back the terminal settings saved with `hail_remember_terminal_mode` (async-signal-safe).
void hail_restore_terminal_mode(void);

/// Ends the process by `signo` with its default action, so the parent sees how Hail ended; only Hail
/// receives it.
void hail_die_of_signal(int signo);

#endif
