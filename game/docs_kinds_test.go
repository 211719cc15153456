package game

import (
	"os"
	"testing"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"
)

// The JSON documentation and the scenario documentation name every
// decision kind, and the JSON documentation every event kind, by the word
// the protocol uses: a kind added to the engine must be added to them.
func TestDocsNameEveryKind(t *testing.T) {
	jsonDoc, err := os.ReadFile("../docs/json.md")
	require.NoError(t, err)
	scenarioDoc, err := os.ReadFile("../docs/scenarios.md")
	require.NoError(t, err)
	for _, w := range decisionWords[1:] {
		assert.Contains(t, string(jsonDoc), "`"+w+"`", "docs/json.md: decision %s", w)
		assert.Contains(t, string(scenarioDoc), "`"+w+"`", "docs/scenarios.md: decision %s", w)
	}
	for k := EventKind(0); int(k) < len(eventKindNames); k++ {
		if w := eventWord(k); w != "" {
			assert.Contains(t, string(jsonDoc), "`"+w+"`", "docs/json.md: event %s", w)
		}
	}
}
