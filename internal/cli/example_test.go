package cli_test

import (
	"errors"
	"fmt"
	"os"

	"github.com/spellstack/spellstack/internal/cli"
)

func ExampleExitStatus() {
	fmt.Println(cli.ExitStatus("demo", nil, os.Stdout))
	fmt.Println(cli.ExitStatus("demo", cli.Usagef("-games must be >= 0"), os.Stdout))
	fmt.Println(cli.ExitStatus("demo", errors.New("open deck.txt: no such file"), os.Stdout))
	// Output:
	// 0
	// demo: -games must be >= 0
	// 2
	// demo: open deck.txt: no such file
	// 1
}

// fullDisk fails every write, as standard output on a full disk does.
type fullDisk struct{}

func (fullDisk) Write([]byte) (int, error) { return 0, errors.New("no space left on device") }

func ExampleOutput() {
	out := cli.NewOutput(fullDisk{})
	fmt.Fprintln(out, "the summary line") // lost
	fmt.Println(cli.ExitStatus("demo", out.Checked(nil), os.Stdout))
	// Output:
	// demo: writing the output: no space left on device
	// 1
}
