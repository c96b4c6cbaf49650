#!/usr/bin/env bash
# Runs a command beside a local MQTT broker (mosquitto, MQTT over websockets), inside a new
# network namespace that has only loopback: the live tests then cannot reach any address but
# 127.0.0.1, and the public brokers are out of reach by construction.
#   scripts/with-broker.sh CMD ARGS...      (as root, or with unprivileged user namespaces)
# The command sees:
#   LIVE_BROKER        ws://127.0.0.1:18083, the broker's websocket URL
#   LIVE_BROKER_PID    the broker's process id (a test may kill it mid-game)
#   LIVE_BROKER_START  a command line that starts it again, waits until it listens and
#                      prints the new process id
# The broker is killed when the command ends, however it ends; the whole run is bounded
# by LIVE_TIMEOUT (default 60m). Needs mosquitto (scripts/tools.sh installs it).
set -euo pipefail
WS_PORT=18083
MQTT_PORT=18883 # mosquitto 2.0.11 starts no listener at all when websockets is the only one

if [ "${1:-}" != --inside ]; then
  [ $# -gt 0 ] || { echo "usage: $0 CMD ARGS..." >&2; exit 2; }
  # Root makes the namespace directly; anyone else through a user namespace (-r).
  map=(); [ "$(id -u)" = 0 ] || map=(-r)
  exec timeout --kill-after=30s "${LIVE_TIMEOUT:-60m}" unshare "${map[@]}" -n bash "$0" --inside "$@"
fi
shift

ip link set lo up
dir=$(mktemp -d /tmp/boardshelf-broker.XXXXXX)
mosquitto=$(command -v mosquitto || echo /usr/sbin/mosquitto)
cat > "$dir/mosquitto.conf" <<EOF
# Written by scripts/with-broker.sh for the live tests.
listener $MQTT_PORT 127.0.0.1
listener $WS_PORT
protocol websockets
allow_anonymous true
persistence false
EOF
# Starts the broker, waits until its websocket port accepts connections, prints its pid
# (and keeps it in broker.pid, for the cleanup below).
cat > "$dir/start.sh" <<EOF
#!/usr/bin/env bash
set -euo pipefail
"$mosquitto" -c "$dir/mosquitto.conf" >> "$dir/mosquitto.log" 2>&1 &
pid=\$!
echo \$pid > "$dir/broker.pid"
for _ in \$(seq 100); do
  if (exec 3<>/dev/tcp/127.0.0.1/$WS_PORT) 2>/dev/null; then echo \$pid; exit 0; fi
  kill -0 \$pid 2>/dev/null || break
  sleep 0.1
done
echo "with-broker: mosquitto did not listen on 127.0.0.1:$WS_PORT; its log:" >&2
cat "$dir/mosquitto.log" >&2
exit 1
EOF
chmod +x "$dir/start.sh"

cleanup() {
  [ -f "$dir/broker.pid" ] && kill "$(cat "$dir/broker.pid")" 2>/dev/null || true
  rm -rf "$dir"
}
trap cleanup EXIT
trap 'exit 143' TERM INT

LIVE_BROKER_PID=$("$dir/start.sh")
export LIVE_BROKER="ws://127.0.0.1:$WS_PORT" LIVE_BROKER_PID LIVE_BROKER_START="$dir/start.sh"
echo "with-broker: mosquitto (pid $LIVE_BROKER_PID) at $LIVE_BROKER, network namespace with loopback only" >&2
# Not exec: the trap above must outlive the command to kill the broker.
"$@"
