#ifndef HAIL_CLIBEDIT_SHIM_H
#define HAIL_CLIBEDIT_SHIM_H
#include <stdio.h>
#include <histedit.h>
#include <editline/readline.h>
#endif
