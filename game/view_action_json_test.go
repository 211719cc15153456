package game_test

import (
	"bytes"
	"encoding/json"
	"strings"
	"testing"

	"github.com/stretchr/testify/require"

	"github.com/spellstack/spellstack/game"
)

// An option read from JSON takes only its own members: a misspelt one is
// an error, not an option without it, and the action is left as it was;
// what MarshalJSON writes reads back the same.
func TestViewActionReadsOnlyItsMembers(t *testing.T) {
	for _, src := range []string{
		`{"kind":"pass","player":0,"choise":1}`,
		`{"kind":"cast","player":0,"objekt":"hand:0:5"}`,
		`{"kind":"pass","playr":0}`,
	} {
		a := game.ViewAction{Kind: game.ActConcede, Player: 1}
		err := json.Unmarshal([]byte(src), &a)
		require.Error(t, err, src)
		require.Contains(t, err.Error(), "unknown field", src)
		require.Equal(t, game.ViewAction{Kind: game.ActConcede, Player: 1}, a, "left as it was")
	}
	g := sampleGame(t)
	v := g.View(g.Pending().Player)
	require.NotEmpty(t, v.Pending.Options)
	for _, opt := range v.Pending.Options {
		b, err := json.Marshal(opt)
		require.NoError(t, err)
		var back game.ViewAction
		require.NoError(t, json.Unmarshal(b, &back))
		again, err := json.Marshal(back)
		require.NoError(t, err)
		require.Equal(t, string(b), string(again))
	}
}

// A refused upload's error stays short however long the input: a 1 MiB
// member name in a save or an option gives a message of a few hundred
// bytes.
func TestErrorsOfHugeInputsStayShort(t *testing.T) {
	huge := strings.Repeat("x", 1<<20)
	save := slSave(t, sampleGame(t))
	edited := bytes.Replace(save, []byte(`"turn"`), []byte(`"`+huge+`"`), 1)
	_, err := game.Load(bytes.NewReader(edited), nil)
	require.ErrorIs(t, err, game.ErrBadSave)
	require.Less(t, len(err.Error()), 1000)

	var a game.ViewAction
	err = json.Unmarshal([]byte(`{"kind":"pass","`+huge+`":1}`), &a)
	require.Error(t, err)
	require.Less(t, len(err.Error()), 1000)
	var tg game.ViewTarget
	err = json.Unmarshal([]byte(`{"`+huge+`":1}`), &tg)
	require.Error(t, err)
	require.Less(t, len(err.Error()), 1000)
}
