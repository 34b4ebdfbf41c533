#!/usr/bin/env python3
"""A service that breaks the bridge protocol in one way, chosen by its argument, for HailBridgeTests.

Modes: exits, hangs, garbage, wrong-id, huge, no-hello, old-protocol, unimplemented,
garbage-then-answer, error, exits-after-answer, slow-once, flood, held-files.
"""
import json
import os
import sys
import time

mode = sys.argv[1]


def send(message):
    sys.stdout.write(json.dumps(message) + "\n")
    sys.stdout.flush()


def answer_needs_value(request):
    send({"type": "answer", "id": request["id"], "resolution": {"kind": "success", "value": 2}})


hello = sys.stdin.readline()
if mode == "no-hello":
    send({"type": "answer", "id": 1, "resolution": {"kind": "notRequired"}})
    time.sleep(30)
    sys.exit(0)
send({"type": "hello", "protocol": 2 if mode == "old-protocol" else 1, "service": "Misbehaving " + mode})

for line in iter(sys.stdin.readline, ""):
    request = json.loads(line)
    if mode == "exits":
        print("Traceback (most recent call last): something broke", file=sys.stderr, flush=True)
        sys.exit(3)
    elif mode == "hangs":
        time.sleep(60)
    elif mode == "garbage":
        sys.stdout.write("this is not JSON at all\n")
        sys.stdout.flush()
    elif mode == "garbage-then-answer":
        sys.stdout.write("debug: thinking about " + request["call"] + "\n")
        answer_needs_value(request)
    elif mode == "wrong-id":
        send({"type": "answer", "id": request["id"] + 100, "resolution": {"kind": "notRequired"}})
    elif mode == "huge":
        sys.stdout.write('{"type":"answer","id":' + str(request["id"]) + ',"padding":"' + "x" * 3_000_000 + '"}\n')
        sys.stdout.flush()
    elif mode == "held-files":
        # How many of its open files are Hail's test file: none, if Hail closed them at the start.
        held = 0
        for fd in os.listdir("/proc/self/fd"):
            try:
                held += "hail-bridge-held-file" in os.readlink(f"/proc/self/fd/{fd}")
            except OSError:
                pass
        send({"type": "answer", "id": request["id"], "resolution": {"kind": "success", "value": held}})
    elif mode == "flood":
        sys.stdout.write("".join(f"noise {n}\n" for n in range(10_000)))
        answer_needs_value(request)
    elif mode == "unimplemented":
        send({"type": "answer", "id": request["id"], "unimplemented": True})
    elif mode == "error":
        send({"type": "answer", "id": request["id"], "error": "KeyError: 'partySize'"})
    elif mode == "exits-after-answer":
        answer_needs_value(request)
        sys.exit(0)
    elif mode == "slow-once":
        # The first request is answered too late (after Hail's timeout); later ones at once.
        if request["id"] == 1:
            time.sleep(4)
        answer_needs_value(request)
    else:
        answer_needs_value(request)
