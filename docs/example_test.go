package docs

import (
	"bufio"
	"fmt"
	"os"
	"path/filepath"
	"strings"
)

// Example lists the documents with their titles, as the README links
// them.
func Example() {
	files, err := filepath.Glob("*.md")
	if err != nil {
		fmt.Println(err)
		return
	}
	for _, f := range files {
		fh, err := os.Open(f)
		if err != nil {
			fmt.Println(err)
			return
		}
		title, _ := bufio.NewReader(fh).ReadString('\n')
		fh.Close()
		fmt.Printf("%s: %s\n", f, strings.TrimSpace(strings.TrimPrefix(title, "# ")))
	}
	// Output:
	// cards.md: Cards
	// design.md: How spellstack is built
	// json.md: JSON formats
	// rules.md: The rules spellstack plays
	// scenarios.md: Scenario files
	// web.md: Playing in a browser: `examples/web` and its JSON API
}
