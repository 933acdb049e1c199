import Dispatch
import Foundation
import Synchronization

// swiftrx-bench: runs the scenarios of Scenarios.swift in a release build and prints, per scenario,
// `name<TAB>median_ms<TAB>ns_per_op<TAB>ratio_to_baseline`. See README.md ("Performance").

struct Options {
    var runs = 5
    var only: Set<String>? = nil
    var iterationsScale = 1
    /// `--ops N`: every scenario performs N operations (the counting script's sizes).
    var operations: Int? = nil
    /// `--count S,L`: run each selected counted scenario at S, S again and L operations, calling
    /// `countingMark()` after each run (for the counting script's callgrind dumps).
    var countSizes: (small: Int, large: Int)? = nil
    /// `--list`: print every scenario's name, operation count and kind.
    var list = false
    /// `--memory`: print the heap bytes per live subscription of the memory scenarios.
    var memory = false
}

func parseOptions() -> Options {
    var options = Options()
    var arguments = CommandLine.arguments.dropFirst().makeIterator()
    while let argument = arguments.next() {
        switch argument {
        case "--runs":
            guard let value = arguments.next().flatMap(Int.init), value > 0 else {
                fail("--runs needs a positive number, for example --runs 5")
            }
            options.runs = value
        case "--only":
            guard let value = arguments.next(), !value.isEmpty else {
                fail("--only needs a comma-separated list of scenario names")
            }
            options.only = Set(value.split(separator: ",").map(String.init))
        case "--ops":
            guard let value = arguments.next().flatMap(Int.init), value > 0 else {
                fail("--ops needs a positive number, for example --ops 1000")
            }
            options.operations = value
        case "--count":
            let sizes = arguments.next()?.split(separator: ",").compactMap { Int($0) } ?? []
            guard sizes.count == 2, sizes[0] > 0, sizes[1] > sizes[0] else {
                fail("--count needs two sizes, the smaller first, for example --count 100,200")
            }
            options.countSizes = (sizes[0], sizes[1])
        case "--list": options.list = true
        case "--memory": options.memory = true
        case "--help", "-h":
            print(
                """
                usage: swiftrx-bench [--runs N] [--only a,b,...] [--ops N] [--count S,L | --list | --memory]
                  --runs N    median of N timed runs after one warm-up run (default 5)
                  --only a,b  run only these scenarios (the baseline always runs)
                  --ops N     every scenario performs N operations instead of its default
                  --count S,L run each selected counted scenario at S, S and L operations,
                              untimed, printing its name (for .ci/perf-count under callgrind)
                  --list      print name, operations and kind (counted or wall_clock) per scenario
                  --memory    print heap bytes per live subscription of the memory scenarios
                scenarios: \(scenarios().map(\.name).joined(separator: ", "))
                """)
            exit(0)
        default:
            fail("unknown argument \(argument); try --help")
        }
    }
    return options
}

func fail(_ message: String) -> Never {
    FileHandle.standardError.write(Data("swiftrx-bench: \(message)\n".utf8))
    exit(2)
}

/// Runs `scenario` once and returns its wall time in nanoseconds, failing loudly on a wrong checksum.
func timeOnce(_ scenario: Scenario) -> Double {
    let start = DispatchTime.now().uptimeNanoseconds
    let sum = scenario.run()
    let end = DispatchTime.now().uptimeNanoseconds
    guard sum == scenario.expected else {
        fail("\(scenario.name) computed \(sum), expected \(scenario.expected): the library gave a wrong result")
    }
    return Double(end - start)
}

func median(_ values: [Double]) -> Double {
    let sorted = values.sorted()
    return sorted[sorted.count / 2]
}

/// The median time of `runs` runs of `scenario` after a warm-up run, and the median over those runs
/// of its time per op divided by the baseline's time per op measured right after it.
///
/// The machine's speed drifts while the suite runs (other processes, a virtual machine's neighbours,
/// frequency scaling), so every timed run is paired with baseline runs taken at once after it; the
/// ratio is the median of the pairs, not a quotient of medians taken minutes apart.
func measure(_ scenario: Scenario, against baseline: Scenario, runs: Int) -> (nanoseconds: Double, ratio: Double) {
    _ = timeOnce(scenario)
    _ = timeOnce(baseline)
    var times: [Double] = []
    var ratios: [Double] = []
    for _ in 0..<runs {
        let time = timeOnce(scenario)
        let baselineTime = median((0..<3).map { _ in timeOnce(baseline) })
        times.append(time)
        ratios.append((time / Double(scenario.operations)) / (baselineTime / Double(baseline.operations)))
    }
    return (median(times), median(ratios))
}

// `RUSAGE_SELF` is an Int32 on some C libraries and an enum on others; these overloads accept both.
func rusageWho(_ who: Int32) -> Int32 { who }
func rusageWho<Who: RawRepresentable>(_ who: Who) -> Int32 where Who.RawValue: BinaryInteger { Int32(who.rawValue) }

func peakResidentMegabytes() -> Double {
    var usage = rusage()
    getrusage(rusageWho(RUSAGE_SELF), &usage)
    return Double(usage.ru_maxrss) / 1024
}

/// Called after each run of `--count`; `.ci/perf-count` has callgrind dump its counts after every
/// call (`--dump-after`), so each run's counts land in a file of their own.
@inline(never)
func countingMark() {
    countingMarks.add(1, ordering: .relaxed)
}
let countingMarks = Atomic<Int>(0)

if runContentionIfRequested(CommandLine.arguments) { exit(0) }
let options = parseOptions()
if let operations = options.operations { operationsOverride.store(operations, ordering: .relaxed) }
let all = scenarios()
if let only = options.only {
    let unknown = only.subtracting(all.map(\.name)).subtracting(memoryScenarios().map(\.name))
    if !unknown.isEmpty { fail("unknown scenario(s): \(unknown.sorted().joined(separator: ", "))") }
}
#if DEBUG
    print("# warning: this is a debug build; measure with `swift run -c release swiftrx-bench`")
#endif
if options.list {
    for scenario in all {
        print("\(scenario.name)\t\(scenario.operations)\t\(scenario.wallClock ? "wall_clock" : "counted")")
    }
    for scenario in memoryScenarios() { print("\(scenario.name)\t\(memoryScenarioCount)\tmemory") }
    exit(0)
}
if options.memory {
    printMemoryScenarios(only: options.only)
    exit(0)
}
if let sizes = options.countSizes {
    for name in all.map(\.name) where (options.only?.contains(name) ?? true) {
        print(name)
        for size in [sizes.small, sizes.small, sizes.large] {
            operationsOverride.store(size, ordering: .relaxed)
            _ = timeOnce(scenarios().first { $0.name == name }!)
            countingMark()
        }
    }
    exit(0)
}
let baseline = all.first { $0.name == "baseline_closure_pumping" }!
print("scenario\tmedian_ms\tns_per_op\tratio_to_baseline")
for scenario in all where options.only == nil || options.only!.contains(scenario.name) || scenario.name == baseline.name
{
    let (nanoseconds, ratio) = measure(scenario, against: baseline, runs: options.runs)
    let perOp = nanoseconds / Double(scenario.operations)
    print(
        "\(scenario.name)\t\(String(format: "%.2f", nanoseconds / 1e6))\t\(String(format: "%.1f", perOp))\t\(String(format: "%.2f", ratio))"
    )
}
print("# peak memory: \(String(format: "%.1f", peakResidentMegabytes())) MiB")
