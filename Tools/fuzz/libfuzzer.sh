# Shared by the libFuzzer drivers (Tools/fuzz-decoder, Tools/fuzz-renderer); sourced, not run.
#
# A driver script sets, then calls `fuzz_main "$@"`:
#   name       the fuzzer's name (its binary and its work folder)
#   modules    the package modules it links, in dependency order, compiled here module by module with
#              `swiftc -sanitize=fuzzer,address` (SwiftPM is not involved, so nothing in .build is touched)
#   sources    its own Swift files (the driver first), compiled into its main module
#   cairo      1 when the modules need Cairo's and Pango's headers and libraries (VitrumRender shapes text
#              with pangocairo), and the SIMD header its glass kernels use (CVitrumSIMD)
#   seed_corpus  a function that fills "$seeds" with starting inputs
#   fuzz_flags   extra libFuzzer flags (a dictionary, a length limit, a timeout)
#   regression   what to do with a finding, printed after the reproduction command
#
# Work files live in $VITRUM_FUZZ_DIR/$name (default /tmp/vitrum-fuzz/$name): build/ (rebuilt when a source
# changes), corpus/ (grows from run to run), artifacts/ (inputs that crashed, timed out or ran out of memory).

work=${VITRUM_FUZZ_DIR:-/tmp/vitrum-fuzz}/$name
build=$work/build
bin=$build/$name

fuzz_build() {
  local inputs=()
  for module in "${modules[@]}"; do inputs+=("Sources/$module"); done
  if [[ -x $bin && -z $(find "${inputs[@]}" "${sources[@]}" Tools/fuzz -name '*.swift' -newer "$bin" -print -quit) ]]; then
    return
  fi
  mkdir -p "$build"
  # One package name for every module, as SwiftPM gives them, so `package` declarations are shared.
  local flags=(-O -g -swift-version 6 -parse-as-library -sanitize=fuzzer,address -package-name vitrum -I "$build")
  local links=()
  if [[ ${cairo:-0} == 1 ]]; then
    flags+=(-I Sources/CCairo -I Sources/CPango -I Sources/CVitrumSIMD)
    for include in $(pkg-config --cflags-only-I cairo pangocairo); do flags+=(-Xcc "$include"); done
    for lib in $(pkg-config --libs cairo pangocairo); do links+=("$lib"); done
  fi
  local objects=()
  for module in "${modules[@]}"; do
    echo "$name: compiling $module" >&2
    local files=()
    mapfile -t files < <(find "Sources/$module" -name '*.swift' | sort)
    swiftc "${flags[@]}" -wmo -module-name "$module" -emit-module -emit-module-path "$build/$module.swiftmodule" \
      -c "${files[@]}" -o "$build/$module.o"
    objects+=("$build/$module.o")
  done
  echo "$name: linking" >&2
  # gold warns about every ASan helper symbol; those warnings are noise.
  swiftc "${flags[@]}" -module-name "${name//-/_}" "${sources[@]}" "${objects[@]}" "${links[@]}" -o "$bin" \
    2> >(grep -v "Cannot export local symbol" >&2)
}

fuzz_main() {
  # The Swift runtime's own crash reporter would otherwise take the crash from libFuzzer (and can hang
  # waiting for its helper); leaks are not findings here (the runtime keeps caches alive on purpose).
  export SWIFT_BACKTRACE=enable=no
  export ASAN_OPTIONS=${ASAN_OPTIONS:-detect_leaks=0:abort_on_error=0}

  case "${1:-}" in
    --build)
      fuzz_build
      echo "$bin"
      return 0
      ;;
    --reproduce)
      [[ $# -eq 2 ]] || { echo "usage: Tools/$name --reproduce FILE" >&2; return 2; }
      fuzz_build
      "$bin" -runs=1 "$2"
      return
      ;;
    -h | --help)
      sed -n '2,/^set -euo/p' "$0" | sed '$d' | sed 's/^# \{0,1\}//'
      return 0
      ;;
  esac

  local seconds=${1:-60}
  [[ $seconds =~ ^[0-9]+$ ]] || { echo "$name: SECONDS must be a whole number, not \"$seconds\"" >&2; return 2; }
  shift $(($# > 0 ? 1 : 0))
  fuzz_build

  mkdir -p "$work/corpus" "$work/artifacts"
  seeds=$work/seeds
  rm -rf "$seeds"
  mkdir -p "$seeds"
  seed_corpus

  local log=$work/last-run.log
  local status
  set +e
  "$bin" "$work/corpus" "$seeds" "${fuzz_flags[@]}" -max_total_time="$seconds" -rss_limit_mb=4096 \
    -artifact_prefix="$work/artifacts/" -print_final_stats=1 "$@" 2>&1 | tee "$log"
  status=${PIPESTATUS[0]}
  set -e

  if [[ $status -ne 0 ]]; then
    local artifact
    artifact=$(sed -n 's/.*Test unit written to \(.*\)$/\1/p' "$log" | tail -1)
    echo >&2
    echo "$name: libFuzzer stopped with status $status; the log is $log." >&2
    if [[ -n $artifact ]]; then
      echo "$name: the input is $artifact. Reproduce it with" >&2
      echo "    Tools/$name --reproduce $artifact" >&2
      echo "  then $regression" >&2
    fi
    return 1
  fi
  echo "$name: no findings in $seconds s; corpus: $(ls "$work/corpus" | wc -l) inputs in $work/corpus." >&2
}
