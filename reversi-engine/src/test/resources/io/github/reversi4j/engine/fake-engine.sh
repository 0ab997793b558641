#!/bin/sh
# A fake engine for the process-tree tests: fake-engine.sh MODE PIDFILE.
# At start it leaves behind a child that runs a grandchild, and an orphan (a grandchild whose parent has
# exited, so that init adopts it); each new process's pid goes to PIDFILE. All of them keep the engine's
# standard output open. Then it misbehaves as MODE says.
mode=$1
pids=$2
echo $$ >> "$pids"
sh -c 'sleep 300 & echo $! >> "$1"; exec sleep 301' sh "$pids" &
echo $! >> "$pids"
sh -c 'sleep 302 & echo $! >> "$1"' sh "$pids"
case $mode in
  startfail)
    # every process of the start has written its pid before the engine dies (and its tree with it)
    while [ "$(wc -l < "$pids")" -lt 4 ]; do sleep 0.05; done
    printf 'Cannot open data/eval.dat' >&2
    exit 1
    ;;
esac
while IFS=' ' read -r a b c; do
  case $mode in
    gtp*)
      id=$a; cmd=$b
      case "$mode:$cmd" in
        gtprefuse:name) printf '?%s unknown command\n\n' "$id" ;;
        *:name) printf '=%s fake\n\n' "$id" ;;
        gtpgarbage:genmove) printf '\001\002 not a reply\n' ;;
        gtphuge:genmove)
          printf '=%s f5\n' "$id"
          awk 'BEGIN { s = "x"; while (length(s) < 60000) s = s s; for (i = 0; i < 100000; i++) print s }'
          ;;
        gtpstray:genmove)
          awk 'BEGIN { s = "*"; while (length(s) < 60000) s = s s; for (i = 0; i < 100000; i++) print s }'
          ;;
        gtpdie:genmove) exit 3 ;;
        gtpstill:genmove) printf '*** SEARCH STILL RUNNING ? (1) ***\n=%s f4\n\n' "$id" ;;
        gtphang:genmove) sleep 300 ;;
        *:quit) printf '=%s\n\n' "$id"; exit 0 ;;
        *) printf '=%s\n\n' "$id" ;;
      esac
      ;;
    *)
      case "$mode:$a" in
        *:ping) echo "pong $b" ;;
        nboardhang:go) sh -c 'sleep 303 & echo $! >> "$1"' sh "$pids"; sleep 300 ;;
        nboarddie:go) exit 3 ;;
        nboardignorequit:quit) ;;
        *:quit) exit 0 ;;
        *:go) echo "=== F5" ;;
      esac
      ;;
  esac
done
