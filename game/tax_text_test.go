package game_test

import (
	"strings"
	"testing"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"

	"github.com/spellstack/spellstack/card"
	"github.com/spellstack/spellstack/game"
	"github.com/spellstack/spellstack/zone"
)

func TestAttackOptionNamesItsCost(t *testing.T) {
	g, put := emptyDuel(t, 1)
	bear := put(0, zone.Battlefield, card.RuneclawBear)
	put(0, zone.Battlefield, card.CentaurCourser)
	for range 3 {
		put(0, zone.Battlefield, card.Forest)
	}
	_, err := g.Put(1, zone.Battlefield, card.OppressiveRays, game.PutOptions{AttachedTo: bear})
	require.NoError(t, err)
	put(0, zone.Library, card.Island)
	put(1, zone.Library, card.Island)
	require.NoError(t, g.Start(3, 0, game.DeclareAttackers))
	n := 0
	for _, a := range g.LegalActions(nil) {
		withBear := false
		for _, at := range a.Attackers {
			withBear = withBear || at.Attacker == bear
		}
		if !withBear {
			continue
		}
		n++
		for _, lang := range []game.Lang{game.English, game.Chinese} {
			text := g.Describe(a, lang)
			assert.True(t, strings.Contains(text, "{3}"), "%s: %q does not mention the {3} it costs", lang, text)
		}
	}
	require.NotZero(t, n)
}

// The same aura's "Activated abilities of enchanted creature cost {3} more
// to activate" (CR 601.2f, 602.2b): Kird Chieftain's "{4}{G}: Target creature
// gets +2/+2 and gains trample" now costs {7}{G}, but the option text gives
// the printed {4}{G} as its cost (English line, and the Chinese "（{4}{G}）",
// which is written as the cost), and nothing says {3} more is paid.
func TestActivationOptionNamesTaxedCost(t *testing.T) {
	g, put := emptyDuel(t, 1)
	kird := put(0, zone.Battlefield, card.KirdChieftain)
	for range 8 {
		put(0, zone.Battlefield, card.Forest)
	}
	_, err := g.Put(1, zone.Battlefield, card.OppressiveRays, game.PutOptions{AttachedTo: kird})
	require.NoError(t, err)
	put(0, zone.Library, card.Island)
	put(1, zone.Library, card.Island)
	require.NoError(t, g.Start(3, 0, game.Main1))
	n := 0
	for _, a := range g.LegalActions(nil) {
		if a.Kind != game.ActActivate || a.Object != kird {
			continue
		}
		n++
		for _, lang := range []game.Lang{game.English, game.Chinese} {
			text := g.Describe(a, lang)
			assert.True(t, strings.Contains(text, "{7}{G}") || strings.Contains(text, "{3}"),
				"%s: %q gives no hint of the {3} more it costs", lang, text)
		}
	}
	require.NotZero(t, n)
}
