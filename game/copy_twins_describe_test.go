package game_test

import (
	"strings"
	"testing"

	"github.com/stretchr/testify/require"

	"github.com/spellstack/spellstack/card"
	"github.com/spellstack/spellstack/game"
	"github.com/spellstack/spellstack/zone"
)

// A Mercurial Pretender copying a Pretender that copies Runeclaw Bear has
// the bounce ability twice (CR 706.9a): the options read apart in English
// as in Chinese, numbered, since no line of the text tells them apart.
func TestCopyTwinAbilitiesReadApart(t *testing.T) {
	g, put := emptyDuel(t, 1)
	for range 16 {
		put(alice, zone.Battlefield, card.Island)
	}
	put(alice, zone.Battlefield, card.RuneclawBear)
	first := put(alice, zone.Hand, card.MercurialPretender)
	second := put(alice, zone.Hand, card.MercurialPretender)
	for range 5 {
		put(alice, zone.Library, card.Island)
		put(bob, zone.Library, card.Island)
	}
	require.NoError(t, g.Start(3, alice, game.Main1))
	resolveCopying := func() {
		for i := 0; i < 50 && (g.StackLen() > 0 || g.Pending().Kind != game.DecidePriority); i++ {
			opts := g.LegalActions(nil)
			pick := opts[0]
			if g.Pending().Kind == game.DecideChooseCard {
				for _, a := range opts { // the newest Runeclaw Bear: the first Pretender, once it is one
					if strings.Contains(g.Describe(a, game.English), "Runeclaw Bear") {
						pick = a
					}
				}
			}
			require.NoError(t, g.Apply(pick))
		}
	}
	require.NoError(t, g.Cast(alice, first))
	resolveCopying()
	require.NoError(t, g.Cast(alice, second))
	resolveCopying()
	seen := map[string]bool{}
	twins := 0
	for _, a := range g.LegalActions(nil) {
		if a.Kind != game.ActActivate {
			continue
		}
		en := g.Describe(a, game.English)
		require.False(t, seen[en], "two options read %q", en)
		seen[en] = true
		if strings.Contains(en, ", the 1st)") || strings.Contains(en, ", the 2nd)") {
			twins++
		}
	}
	require.Equal(t, 2, twins, "%v", seen)
}
