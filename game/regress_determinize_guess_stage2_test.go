package game

// Master of Predicaments (M15: "choose a card in your hand. That player
// guesses whether the card's mana value is greater than 4. If the player
// guessed wrong, you may cast the card without paying its mana cost.").
// At the question that follows the guess, a copy determinized for the
// guesser draws the secret card again from the chooser's hand, whichever
// card it was, and never lets a land be cast (CR 305.9).

import (
	"testing"

	"github.com/stretchr/testify/require"

	"github.com/spellstack/spellstack/card"
	"github.com/spellstack/spellstack/zone"
)

func TestGuessStage2CastsALand(t *testing.T) {
	g := masterKnownPosition(t, false)
	require.NoError(t, g.Apply(Action{Kind: ActChoose, Player: 1, Choice: 1}))
	for seed := uint64(0); seed < 40; seed++ {
		c := g.Determinize(1, seed)
		s, _ := c.lookup(c.res.chosen)
		if !c.objects[s].def.IsLand() {
			continue
		}
		l := c.LegalActions(nil)
		t.Logf("seed %d: Alice's options: %+v", seed, l)
		for _, a := range l {
			if a.Kind == ActCast {
				err := c.Apply(a)
				t.Logf("cast -> %v; stack %d; invariants %v", err, c.stack.Len(), c.CheckInvariants())
				if err == nil && c.objects[s].zone == zone.Stack {
					t.Errorf("seed %d: a land (%s) was cast as a spell in Bob's copy (CR 305.9)", seed, c.objects[s].def.Name)
				}
			}
		}
		break
	}
}

// regMasterBig is masterKnownPosition with Phytotitan (mana value 6) as
// the card Bob doesn't know.
func regMasterBig(t *testing.T, pickShivan bool) *Game {
	t.Helper()
	return masterKnownPositionWith(t, pickShivan, card.Phytotitan)
}

func TestStage2KnownChoiceLeaks(t *testing.T) {
	shivan, big := regMasterBig(t, true), regMasterBig(t, false)
	for _, g := range []*Game{shivan, big} {
		require.NoError(t, g.Apply(Action{Kind: ActChoose, Player: 1, Choice: 0})) // "not greater": wrong either way
		require.Equal(t, DecideCastFree, g.pending.Kind)
	}
	require.Equal(t, viewJSONi(t, shivan, 1), viewJSONi(t, big, 1), "Bob's views are alike")
	count := func(g *Game) int {
		n := 0
		for seed := uint64(0); seed < 40; seed++ {
			c := g.Determinize(1, seed)
			s, _ := c.lookup(c.res.chosen)
			if c.objects[s].def == card.ShivanDragon {
				n++
			}
		}
		return n
	}
	a, b := count(shivan), count(big)
	t.Logf("secret card is Shivan Dragon in %d/40 copies when Alice chose it, %d/40 when she chose Phytotitan", a, b)
	require.Equal(t, a, b)
}
