#!/usr/bin/env python3
"""A GTP engine behind a proxy that first sends it `param <name> <value>` for each pair, then
relays every command and reply (Pentobi sets its published search parameters this way).

    scripts/gtp_param_proxy.py "<name>=<value>[,<name>=<value>...]" <engine command...>
"""
import subprocess
import sys
import threading


def main(pairs, command):
    engine = subprocess.Popen(command, stdin=subprocess.PIPE, stdout=subprocess.PIPE,
                              text=True, bufsize=1)
    for pair in filter(None, pairs.split(",")):
        engine.stdin.write("param " + pair.replace("=", " ") + "\n")
        engine.stdin.flush()
        reply = engine.stdout.readline()
        if not reply.startswith("="):
            sys.exit(f"param {pair}: {reply.strip()}")
        while engine.stdout.readline().strip():
            pass

    def relay_replies():
        for line in engine.stdout:
            sys.stdout.write(line)
            sys.stdout.flush()

    replies = threading.Thread(target=relay_replies, daemon=True)
    replies.start()
    for line in sys.stdin:
        engine.stdin.write(line)
        engine.stdin.flush()
    engine.stdin.close()
    engine.wait()
    replies.join(timeout=5)


if __name__ == "__main__":
    main(sys.argv[1], sys.argv[2:])
