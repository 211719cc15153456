package game_test

import (
	"testing"

	"github.com/stretchr/testify/require"

	"github.com/spellstack/spellstack/card"
	"github.com/spellstack/spellstack/game"
	"github.com/spellstack/spellstack/zone"
)

// Determinize keeps what viewer sees (determinize.go: "the top
// cards viewer looks at"). Alice activates Jace, the Living Guildpact's
// +1 ("Look at the top two cards of your library. Put one of them into
// your graveyard.") and, while she chooses, looks at her top two cards
// (CR 400.2: a library is hidden, but a card a player looks at is known
// to that player; CR 401.2: the order of a library may not be changed). A copy determinized for her must still have those two cards
// on top: her view of them (LibraryTop) is the same in the copy.
func TestDeterminizeKeepsTopCardsLookedAt(t *testing.T) {
	g, put := emptyDuel(t, 5)
	const alice, bob = game.PlayerID(0), game.PlayerID(1)
	jace := put(alice, zone.Battlefield, card.JaceTheLivingGuildpact)
	// Eight distinct cards: whichever two are on top, another deal
	// would very likely show others there.
	for _, d := range []*card.Definition{card.DivineFavor, card.Plains, card.WalkingCorpse, card.Swamp, card.MidnightGuard, card.Island, card.Forest, card.Mountain} {
		put(alice, zone.Library, d)
	}
	put(bob, zone.Library, card.Forest)
	require.NoError(t, g.Start(3, alice, game.Main1))
	require.NoError(t, g.Activate(alice, jace, 0))
	require.NoError(t, g.PassUntilResolved())
	require.Equal(t, game.DecidePick, g.Pending().Kind)
	names := func(v game.View) []string {
		var out []string
		for _, o := range v.LibraryTop {
			out = append(out, o.Name)
		}
		return out
	}
	want := names(g.View(alice))
	require.Len(t, want, 2)
	for seed := uint64(1); seed <= 12; seed++ {
		c := g.Determinize(alice, seed)
		require.Equal(t, want, names(c.View(alice)), "seed %d: the cards Alice looks at stay on top", seed)
	}
}
