package game_test

import (
	"testing"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"

	"github.com/spellstack/spellstack/card"
	"github.com/spellstack/spellstack/game"
	"github.com/spellstack/spellstack/zone"
)

func h59NissaLine(t *testing.T, idx int, lang game.Lang) (line, option string) {
	g, put := emptyDuel(t, 1)
	nissa := put(0, zone.Battlefield, card.NissaWorldwaker)
	forest := put(0, zone.Battlefield, card.Forest)
	put(0, zone.Library, card.Island)
	put(1, zone.Library, card.Island)
	require.NoError(t, g.Start(3, 0, game.Main1))
	a := game.Action{Kind: game.ActActivate, Player: 0, Object: nissa, Ability: idx}.WithTargets(game.ObjectTarget(forest))
	option = g.Describe(a, lang)
	g.ClearEvents()
	require.NoError(t, g.Apply(a))
	for _, e := range g.Events() {
		if e.Kind == game.EventActivate {
			line = g.EventLine(e, lang)
		}
	}
	require.NotEmpty(t, line)
	return line, option
}

func TestNissaPlusOneLinesTellAbilitiesApart(t *testing.T) {
	for _, lang := range []game.Lang{game.English, game.Chinese} {
		l0, o0 := h59NissaLine(t, 0, lang)
		l1, o1 := h59NissaLine(t, 1, lang)
		require.NotEqual(t, o0, o1, "the options differ")
		assert.NotEqual(t, l0, l1, "%s: both +1 abilities log %q", lang, l0)
	}
}
