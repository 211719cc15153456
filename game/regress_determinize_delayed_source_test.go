package game_test

// Regression test; before the fix: a delayed triggered ability names its card by slot (see
// delayed.go: "its slot, not a lookup, gives its text and owner"), and
// Determinize deals hidden cards again over slots. Phytotitan dies
// (Lightning Strike) and its dies ability creates the delayed ability
// "return it ... at the beginning of [its owner's] next upkeep"
// (CR 603.7a; index 1 of Phytotitan's triggered abilities). Jace, the
// Living Guildpact's -8 then shuffles Alice's graveyard into her library:
// the Phytotitan card is now an unknown card of a library, and the
// delayed ability waits on, to find nothing at Alice's upkeep (CR 603.7c,
// 400.7). In a copy determinized for either player, the slot holds
// another card (a Forest): at Alice's next upkeep the delayed ability is
// looked up as the Forest's triggered ability 1 and the copy panics
// (index out of range), so a search player's rollout through that upkeep
// crashes. The real game goes through the same upkeep fine. The same copy
// also can't be saved and loaded: Load refuses its save ("delayed[0].index:
// Island has no delayed triggered ability 1"), seen on the position of
// cards/a16_jace_ult_shuffles_dead_phytotitan.scn.

import (
	"fmt"
	"testing"

	"github.com/stretchr/testify/require"

	"github.com/spellstack/spellstack/card"
	"github.com/spellstack/spellstack/game"
	"github.com/spellstack/spellstack/zone"
)

func TestDeterminizeDelayedTriggerSource(t *testing.T) {
	g, err := game.NewEmpty(game.Config{Players: []game.PlayerConfig{{Name: "Alice"}, {Name: "Bob"}}})
	require.NoError(t, err)
	put := func(owner game.PlayerID, z zone.Kind, d *card.Definition, opt game.PutOptions) game.ObjectID {
		id, err := g.Put(owner, z, d, opt)
		require.NoError(t, err)
		return id
	}
	titan := put(alice, zone.Battlefield, card.Phytotitan, game.PutOptions{})
	jopt := game.PutOptions{ExactLoyalty: true}
	jopt.Counters[game.Loyalty] = 8
	jace := put(alice, zone.Battlefield, card.JaceTheLivingGuildpact, jopt)
	put(alice, zone.Battlefield, card.Mountain, game.PutOptions{})
	put(alice, zone.Battlefield, card.Mountain, game.PutOptions{})
	strike := put(alice, zone.Hand, card.LightningStrike, game.PutOptions{})
	for i := 0; i < 12; i++ {
		put(alice, zone.Library, card.Forest, game.PutOptions{})
		put(bob, zone.Library, card.Island, game.PutOptions{})
	}
	require.NoError(t, g.Start(3, alice, game.Main1))
	require.NoError(t, g.Cast(alice, strike, game.ObjectTarget(titan)))
	for g.StackLen() > 0 {
		require.NoError(t, g.PassUntilResolved()) // the Strike, then the dies trigger
	}
	require.Equal(t, 1, g.ZoneLen(alice, zone.Graveyard)-1, "Phytotitan died (and the Strike is there too)")
	require.NoError(t, g.Activate(alice, jace, 2))
	for g.StackLen() > 0 {
		require.NoError(t, g.PassUntilResolved())
	}
	require.Zero(t, g.ZoneLen(alice, zone.Graveyard), "Jace's -8 shuffled Alice's graveyard away")

	toAliceUpkeep := func(c *game.Game) (perr any) {
		defer func() { perr = recover() }()
		for n := 0; n < 200 && !c.Over() && !(c.Turn() == 5 && c.Step() == game.Draw); n++ {
			l := c.LegalActions(nil)
			if err := c.Apply(l[0]); err != nil {
				panic(fmt.Sprint("refused: ", err))
			}
		}
		return nil
	}
	require.Nil(t, toAliceUpkeep(g.Clone()), "the real game goes through Alice's upkeep")
	for _, p := range []game.PlayerID{alice, bob} {
		for seed := uint64(1); seed <= 8; seed++ {
			c := g.Determinize(p, seed)
			require.Nil(t, toAliceUpkeep(c), "copy for %v, seed %d: panics at Alice's upkeep", p, seed)
		}
	}
}
