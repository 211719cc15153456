package game_test

import (
	"bytes"
	"errors"
	"os"
	"strings"
	"testing"

	"github.com/stretchr/testify/require"

	"github.com/spellstack/spellstack/game"
)

// A save edited by hand gets errors that say where: an unknown member and
// a value of the wrong type name their path with its array indices (an
// unknown member also when a member of the format elsewhere has its
// name), and a byte
// order mark in front of the JSON is no error.
func TestLoadErrorsSayWhere(t *testing.T) {
	data, err := os.ReadFile("../testdata/saves/midgame.json")
	require.NoError(t, err)
	edit := func(old, new string) []byte {
		i := bytes.Index(data, []byte(old))
		require.GreaterOrEqual(t, i, 0, old)
		return append(append(append([]byte(nil), data[:i]...), new...), data[i+len(old):]...)
	}
	cases := []struct {
		data []byte
		path string
		msg  string
	}{
		{edit(`"inc":`, `"tapd":true,"inc":`), "objects[0].tapd", `unknown member "tapd"`},
		// "seat" is a member of "opening": inside "pending" it is
		// unknown, and that one is named, not the valid one.
		{edit(`"pending": {`, `"pending": {"seat":1,`), "pending.seat", `unknown member "seat"`},
		{edit(`"poison":`, `"poison":"x",`+"\n"+`"ignored":`), "players[0].poison", "wrong type"},
	}
	for _, c := range cases {
		_, err := game.Load(bytes.NewReader(c.data), nil)
		var se *game.SaveError
		require.True(t, errors.As(err, &se), "%v", err)
		require.ErrorIs(t, err, game.ErrBadSave)
		require.Equal(t, c.path, se.Path, "%v", err)
		require.True(t, strings.Contains(err.Error(), c.msg), "%v", err)
	}
	g, err := game.Load(bytes.NewReader(append([]byte("\ufeff"), data...)), nil)
	require.NoError(t, err, "a byte order mark is skipped")
	h, err := game.Load(bytes.NewReader(data), nil)
	require.NoError(t, err)
	require.Equal(t, h.Fingerprint(), g.Fingerprint())
}
