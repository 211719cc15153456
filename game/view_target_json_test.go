package game_test

import (
	"encoding/json"
	"errors"
	"strings"
	"testing"

	"github.com/stretchr/testify/require"

	"github.com/spellstack/spellstack/game"
	"github.com/spellstack/spellstack/zone"
)

// A client's target reads exactly as written or not at all: a member the
// format doesn't have ("playr") and a target naming both a player and an
// object are errors, not a target left unchosen or the object alone
// (docs/json.md; CR 114.1: a target is one player or one object).
func TestViewTargetReadsOnlyItsOwnForm(t *testing.T) {
	g := perftPosition(t, 2, game.Rules{}, map[game.PlayerID]map[zone.Kind][]string{
		0: {zone.Hand: {"Lightning Strike"}, zone.Battlefield: {"Mountain", "Mountain"}},
		1: {zone.Battlefield: {"Runeclaw Bear"}},
	}, 3, game.Main1)
	v := g.View(0)
	var atBob, atBear *game.ViewAction
	for i, va := range v.Pending.Options {
		if va.Kind != game.ActCast || len(va.Targets) != 1 {
			continue
		}
		if va.Targets[0].Player == 1 {
			atBob = &v.Pending.Options[i]
		} else if va.Targets[0].Name == "Runeclaw Bear" {
			atBear = &v.Pending.Options[i]
		}
	}
	require.NotNil(t, atBob)
	require.NotNil(t, atBear)
	b, err := json.Marshal(atBob)
	require.NoError(t, err)
	require.Contains(t, string(b), `"targets":[{"player":1}]`)
	bear, err := json.Marshal(atBear.Targets[0].Object)
	require.NoError(t, err)

	for _, bad := range []string{`{"playr":1}`, `{"extra":1}`, `{"player":1,"object":` + string(bear) + `}`, `{"player":1,"name":"Runeclaw Bear"}`} {
		text := strings.Replace(string(b), `{"player":1}`, bad, 1)
		back := game.ViewAction{Kind: game.ActPass}
		require.Error(t, json.Unmarshal([]byte(text), &back), "%s", text)
		var tg game.ViewTarget
		require.Error(t, json.Unmarshal([]byte(bad), &tg), "%s", bad)
		require.Equal(t, game.ViewTarget{}, tg, "%s: the target changed", bad)
	}
	// Built in Go, a target naming both is refused as malformed.
	both := *atBob
	both.Targets = []game.ViewTarget{{Player: 1, Object: atBear.Targets[0].Object}}
	_, err = g.ActionFromView(0, both)
	require.True(t, errors.Is(err, game.ErrMalformed), "%v", err)
	var re *game.RuleError
	require.True(t, errors.As(err, &re))
	require.Equal(t, "Targets[0]", re.Field)

	var back game.ViewAction
	require.NoError(t, json.Unmarshal(b, &back))
	a, err := g.ActionFromView(0, back)
	require.NoError(t, err)
	require.NoError(t, g.Apply(a), "the target as written casts the spell")
}
