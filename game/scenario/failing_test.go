package scenario_test

import (
	"fmt"
	"os"
	"path/filepath"
	"regexp"
	"strconv"
	"strings"
	"testing"

	"github.com/spellstack/spellstack/game/scenario"
)

// wantFail is the first line of a file in testdata/failing: the line the
// run must fail at and the start of the reason it must give.
var wantFail = regexp.MustCompile(`^# want FAIL at line (\d+): (.+)\n`)

// TestFailingScenarios runs the files of testdata/failing, each written
// to fail: broken lines, refusals the engine doesn't make, expectations
// that don't hold, goto beyond its limit. Each must fail at the line its
// first line names, with a reason that starts as it says: a runner that
// passed a wrong file would pass wrong tests.
func TestFailingScenarios(t *testing.T) {
	files, err := filepath.Glob("testdata/failing/*.scn")
	if err != nil || len(files) == 0 {
		t.Fatalf("no files in testdata/failing: %v", err)
	}
	for _, f := range files {
		t.Run(filepath.Base(f), func(t *testing.T) {
			src, err := os.ReadFile(f)
			if err != nil {
				t.Fatal(err)
			}
			m := wantFail.FindSubmatch(src)
			if m == nil {
				t.Fatal(`first line must be "# want FAIL at line N: REASON"`)
			}
			line, _ := strconv.Atoi(string(m[1]))
			err = scenario.RunFile(f)
			if err == nil {
				t.Fatalf("passed; want a failure at line %d: %s", line, m[2])
			}
			prefix := fmt.Sprintf("%s:%d:", f, line)
			first := strings.SplitN(err.Error(), "\n", 2)[0]
			if !strings.HasPrefix(first, prefix) {
				t.Fatalf("failed with %q; want it at line %d", first, line)
			}
			if !strings.Contains(first, string(m[2])) {
				t.Fatalf("failed with %q; want the reason %q", first, m[2])
			}
		})
	}
}
