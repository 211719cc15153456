package game

import (
	"encoding/json"
	"errors"
	"testing"

	"github.com/stretchr/testify/require"

	"github.com/spellstack/spellstack/mana"
)

// A colour list of the wrong type is reported at its own path: the colour
// set reads its own JSON, and the offset encoding/json gives for its error
// is within the value, not within the save, so it must not name another
// place of the save (found by h280: "format", "byte 3").
func TestWrongColourListNamesItsPath(t *testing.T) {
	type shield struct {
		Colors mana.ColorSet `json:"colors"`
	}
	type file struct {
		Format  string   `json:"format"`
		Shields []shield `json:"shields"`
	}
	for _, c := range []struct{ data, path string }{
		{`{"format":"spellstack-save","shields":[{"colors":255}]}`, "shields[0].colors"},
		{`{"format":"spellstack-save","shields":[{"colors":"AAE="}]}`, "shields[0].colors"}, // not base64 bytes
		{`{"format":"spellstack-save","shields":[{"colors":["R",3]}]}`, "shields[0].colors"},
		{`{"format":"spellstack-save","shields":[{"colors":["R"]},{"colors":7}]}`, "shields.colors"}, // not the only one: no index
	} {
		var f file
		err := jsonError([]byte(c.data), json.Unmarshal([]byte(c.data), &f))
		var se *SaveError
		require.True(t, errors.As(err, &se), "%v", err)
		require.Equal(t, c.path, se.Path, "%s: %v", c.data, err)
	}
}
