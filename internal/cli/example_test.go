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
