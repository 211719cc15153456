package scenario_test

import (
	"testing"

	"github.com/spellstack/spellstack/game/scenario"
)

// TestScenarios runs every scenario file under testdata/scenarios, as
// examples/scenario does, so that go test ./... covers them.
func TestScenarios(t *testing.T) {
	files, err := scenario.Files("../../testdata/scenarios")
	if err != nil {
		t.Fatal(err)
	}
	if len(files) == 0 {
		t.Fatal("no scenario files found")
	}
	for _, f := range files {
		t.Run(f[len("../../testdata/scenarios/"):], func(t *testing.T) {
			if err := scenario.RunFile(f); err != nil {
				t.Fatal(err)
			}
		})
	}
}
