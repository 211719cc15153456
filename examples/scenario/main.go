package main

import (
	"errors"
	"flag"
	"fmt"
	"io"
	"os"
	"strings"

	"github.com/spellstack/spellstack/game/scenario"
	"github.com/spellstack/spellstack/internal/cli"
)

func main() {
	out := cli.NewOutput(os.Stdout)
	os.Exit(out.Status("scenario", run(os.Args[1:], out, os.Stderr), os.Stderr))
}

func run(args []string, out, errOut io.Writer) int {
	fs := flag.NewFlagSet("scenario", flag.ContinueOnError)
	fs.SetOutput(errOut)
	verbose := fs.Bool("v", false, "print every parse error of a failing file, on standard error (standard output keeps one line per file)")
	fs.Usage = func() {
		fmt.Fprintln(errOut, "usage: scenario [-v] FILE_OR_DIR...")
		fs.PrintDefaults()
	}
	if err := fs.Parse(args); err != nil {
		if errors.Is(err, flag.ErrHelp) { // the help asked for is printed
			return 0
		}
		return 2
	}
	if fs.NArg() == 0 {
		fs.Usage()
		return 2
	}
	files, err := scenario.Files(fs.Args()...)
	if err != nil {
		fmt.Fprintln(errOut, "scenario:", err)
		return 2
	}
	if len(files) == 0 {
		// A run that checks nothing must not read as a pass (in CI, say).
		fmt.Fprintf(errOut, "scenario: no .scn files in %s\n", strings.Join(fs.Args(), " "))
		fmt.Fprintln(out, "0 passed, 0 failed")
		return 1
	}
	passed, failed := 0, 0
	for _, r := range scenario.RunFiles(files) {
		if r.Err == nil {
			passed++
			fmt.Fprintf(out, "ok   %s\n", r.Path)
			continue
		}
		failed++
		msg := r.Err.Error()
		var more []*scenario.ParseError
		if list, ok := r.Err.(scenario.ErrorList); ok && len(list) > 0 {
			msg = lineFirst(list[0])
			if len(list) > 1 {
				more = list[1:]
				hint := "; -v shows all"
				if *verbose {
					hint = ", on standard error"
				}
				noun := "errors"
				if len(more) == 1 {
					noun = "error"
				}
				msg += fmt.Sprintf(" (and %d more %s%s)", len(more), noun, hint)
			}
		}
		fmt.Fprintf(out, "FAIL %s\n", msgWithPath(r.Path, msg))
		if *verbose {
			// Every further error, not ErrorList.Error's first ten, apart
			// from the one line per file of standard output.
			for _, e := range more {
				fmt.Fprintf(errOut, "     %s\n", msgWithPath(r.Path, lineFirst(e)))
			}
		}
	}
	fmt.Fprintf(out, "%d passed, %d failed\n", passed, failed)
	if failed > 0 {
		return 1
	}
	return 0
}

// lineFirst formats a parse error as the runner's lines have it,
// "PATH:LINE: reason", with its column after the reason.
func lineFirst(e *scenario.ParseError) string {
	if e.Col == 0 {
		return e.Error()
	}
	c := *e
	c.Col = 0
	return fmt.Sprintf("%s (column %d)", c.Error(), e.Col)
}

// msgWithPath makes sure the line starts with the file's path: failures
// and parse errors already begin with "PATH:LINE:".
func msgWithPath(path, msg string) string {
	if len(msg) >= len(path) && msg[:len(path)] == path {
		return msg
	}
	return path + ": " + msg
}
