# The parts of scripts/test.sh, each timed into .tmp/parts.tsv (name, start and end in seconds from the start of the
# run, exit status) for the closing summary. A part runs in the foreground, or in the background beside others when it mostly
# waits or when the parts beside it would leave a core idle; its output is then kept until it ends.
run_started=$SECONDS
parts="$ROOT/.tmp/parts.tsv"
mkdir -p "$ROOT/.tmp/logs"
: >"$parts"
background_pids=()
background_names=()

elapsed() { echo $((SECONDS - run_started)); }

# part NAME COMMAND...: runs the command, timed; the run stops when it fails.
part() {
  local name=$1 start
  shift
  start=$(elapsed)
  echo
  echo "━━ $name ($start s)"
  "$@"
  printf '%s\t%s\t%s\t0\n' "$name" "$start" "$(elapsed)" >>"$parts"
}

# timed NAME COMMAND...: runs the command and records its time under NAME, without a heading.
timed() {
  local name=$1 start status=0
  shift
  start=$(elapsed)
  "$@" || status=$?
  printf '%s\t%s\t%s\t%s\n' "$name" "$start" "$(elapsed)" "$status" >>"$parts"
  return "$status"
}

log_of() { echo "$ROOT/.tmp/logs/$(echo "$1" | tr 'A-Z' 'a-z' | tr -c 'a-z0-9\n' '-').log"; }

# part_beside NAME COMMAND...: starts the command in the background; `wait_for_parts` collects it.
part_beside() {
  local name=$1 log
  shift
  log=$(log_of "$name")
  echo "━━ $name (started at $(elapsed) s, beside others; output in ${log#"$ROOT/"})"
  timed "$name" "$@" >"$log" 2>&1 &
  background_pids+=($!)
  background_names+=("$name")
}

# collect_part I: waits for the I-th part started beside, prints its output; answers 1 when it failed.
collect_part() {
  local i=$1 status=0
  wait "${background_pids[$i]}" || status=$?
  echo
  echo "━━ ${background_names[$i]} ($([ "$status" = 0 ] && echo passed || echo "FAILED, exit $status"))"
  cat "$(log_of "${background_names[$i]}")"
  [ "$status" = 0 ]
}

# wait_for_parts: waits for every part started beside, prints each one's output in the order they were started, and
# fails (after all of them ended) when any failed.
wait_for_parts() {
  local failed=0 i
  for i in "${!background_pids[@]}"; do
    collect_part "$i" || failed=1
  done
  background_pids=()
  background_names=()
  return "$failed"
}
