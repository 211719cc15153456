package game_test

import (
	"testing"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"

	"github.com/spellstack/spellstack/card"
	"github.com/spellstack/spellstack/game"
	"github.com/spellstack/spellstack/zone"
)

// A Mercurial Pretender spell resolves and its permanent enters as a copy
// of Runeclaw Bear. The spell that resolved was Mercurial Pretender: it was
// cast as one, the stack showed it as one, and the copy effect only
// applies to the permanent as it enters (CR 706.2, 614.1c, 608.3). The
// "resolve" event is named by what the permanent became: the log says
// "Runeclaw Bear resolves." (and the event's name is "Runeclaw Bear"), a
// spell nobody cast. It should say "Mercurial Pretender resolves.".
func TestPretenderSpellResolvesUnderItsOwnName(t *testing.T) {
	g, put := emptyDuel(t, 1)
	bear := put(0, zone.Battlefield, card.RuneclawBear)
	for range 5 {
		put(0, zone.Battlefield, card.Island)
	}
	pret := put(0, zone.Hand, card.MercurialPretender)
	put(0, zone.Library, card.Island)
	put(1, zone.Library, card.Island)
	require.NoError(t, g.Start(3, 0, game.Main1))
	require.NoError(t, g.Apply(game.Action{Kind: game.ActCast, Player: 0, Object: pret}))
	require.NoError(t, g.Pass(0))
	require.NoError(t, g.Pass(1))
	g.ClearEvents()
	require.NoError(t, g.Apply(game.Action{Kind: game.ActChoose, Player: 0, Object: bear}))
	found := false
	for _, e := range g.Events() {
		if e.Kind == game.EventResolve {
			found = true
			assert.Equal(t, "Mercurial Pretender resolves.", g.EventLine(e, game.English))
			assert.Equal(t, "善变冒名客结算。", g.EventLine(e, game.Chinese))
		}
	}
	require.True(t, found)
	for _, e := range g.EventsFor(1) {
		if e.Kind == game.EventResolve {
			assert.Equal(t, "Mercurial Pretender", e.Name, "Bob's view of the resolve event")
		}
	}
}
