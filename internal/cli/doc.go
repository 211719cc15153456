// Package cli holds what the example binaries share about their command
// lines: a mistaken command line is a [UsageError], and [ExitStatus]
// turns the error a run returned into the process's exit status (0, 1 or
// 2, as the flag package's own programs do). An [Output] remembers a
// write that failed, so that output lost to a full disk exits 1.
//
// A binary's main reads:
//
//	func main() {
//		out := cli.NewOutput(os.Stdout)
//		os.Exit(cli.ExitStatus("selfplay", out.Checked(run(os.Args[1:], out)), os.Stderr))
//	}
//
//	func run(args []string, out io.Writer) error {
//		fs := flag.NewFlagSet("selfplay", flag.ContinueOnError)
//		games := fs.Int("games", 1, "games to play")
//		if err := fs.Parse(args); err != nil {
//			return cli.UsageError{Err: err}
//		}
//		if *games < 0 {
//			return cli.Usagef("-games must be >= 0")
//		}
//		...
//	}
package cli
