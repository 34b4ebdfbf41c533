#include "hail_signals.h"

#include <errno.h>
#include <pthread.h>
#include <signal.h>
#include <stdlib.h>
#include <string.h>
#include <termios.h>
#include <unistd.h>

/// Everything the handlers touch: the one copy in the process.
static struct {
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
} hail_signal_state = { 0, 1, 0, 0, 0, 0, -1, -1, 0 };

static void write_byte(int fd) {
    if (fd >= 0) {
        char byte = 's';
        ssize_t ignored = write(fd, &byte, 1);
        (void)ignored;
    }
}

void hail_restore_terminal_mode(void) {
    if (hail_signal_state.has_terminal_mode) tcsetattr(STDIN_FILENO, TCSANOW, &hail_signal_state.terminal_mode);
}

void hail_remember_terminal_mode(void) {
    if (hail_signal_state.has_terminal_mode) return;
    if (tcgetattr(STDIN_FILENO, &hail_signal_state.terminal_mode) == 0) hail_signal_state.has_terminal_mode = 1;
}

void hail_die_of_signal(int signo) {
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

static void on_terminating(int signo) {
    hail_signal_state.terminating = signo;
    if (hail_signal_state.monitor_fd >= 0) {
        write_byte(hail_signal_state.monitor_fd);
        write_byte(hail_signal_state.wake_fd);
        return;
    }
    hail_restore_terminal_mode();
    hail_die_of_signal(signo);
}

static void on_signal(int signo, siginfo_t *info, void *context) {
    (void)context;
    int saved = errno;
    switch (signo) {
    case SIGINT: {
        // NB: the terminal's Ctrl-C comes from the kernel (SI_KERNEL); kill(1) sets SI_USER (0) or below.
        int from_keyboard = info != NULL && info->si_code > 0;
        if (hail_signal_state.keyboard_interrupts && from_keyboard) {
            hail_signal_state.interrupted = 1;
            write_byte(hail_signal_state.wake_fd);
        } else {
            on_terminating(signo);
        }
        break;
    }
    case SIGTERM:
    case SIGHUP:
        on_terminating(signo);
        break;
    case SIGWINCH:
        hail_signal_state.resized = 1;
        write_byte(hail_signal_state.wake_fd);
        break;
    case SIGCONT:
        hail_signal_state.continued = 1;
        write_byte(hail_signal_state.wake_fd);
        break;
    }
    errno = saved;
}

int hail_install_signal_handlers(int keyboard_interrupts, int monitor_fd) {
    hail_signal_state.keyboard_interrupts = keyboard_interrupts;
    hail_signal_state.monitor_fd = monitor_fd;
    if (hail_signal_state.installed) return 0;
    struct sigaction action;
    memset(&action, 0, sizeof action);
    sigemptyset(&action.sa_mask);
    // NB: SA_RESTART keeps other reads (SQLite's, Foundation's) from failing with EINTR; poll(), which the
    // line editor waits in, returns EINTR whatever the flag, and the wake byte wakes it anyway.
    action.sa_flags = SA_SIGINFO | SA_RESTART;
    action.sa_sigaction = on_signal;
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
    hail_signal_state.installed = 1;
    return 0;
}

int hail_signal_handlers_installed(void) { return hail_signal_state.installed; }

void hail_set_wake_fd(int fd) { hail_signal_state.wake_fd = fd; }

int hail_terminating_signal(void) { return hail_signal_state.terminating; }

int hail_take_interrupt(void) {
    int received = hail_signal_state.interrupted;
    hail_signal_state.interrupted = 0;
    return received;
}

int hail_take_continue(void) {
    int received = hail_signal_state.continued;
    hail_signal_state.continued = 0;
    return received;
}

int hail_take_resize(void) {
    int received = hail_signal_state.resized;
    hail_signal_state.resized = 0;
    return received;
}
