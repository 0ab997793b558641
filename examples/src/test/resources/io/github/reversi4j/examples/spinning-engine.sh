#!/bin/sh
# A fake NBoard engine for the signal tests: spinning-engine.sh PIDFILE.
# It writes its pid, starts a child and a child in a session of its own (each writing its pid), answers
# ping with pong, and on the first search ('go' or 'hint') writes 'searching' and spins at full CPU.
echo $$ >> "$1"
sh -c 'echo $$ >> "$1"; exec sleep 300' sh "$1" &
setsid sh -c 'echo $$ >> "$1"; exec sleep 301' sh "$1" &
while IFS=' ' read -r a b; do
  case $a in
    ping) echo "pong $b" ;;
    go|hint) echo searching >> "$1.search"; while :; do :; done ;;
  esac
done
