package game_test

import (
	"testing"

	"github.com/stretchr/testify/require"

	"github.com/spellstack/spellstack/ability"
	"github.com/spellstack/spellstack/card"
	"github.com/spellstack/spellstack/game"
	"github.com/spellstack/spellstack/zone"
)

// Trample and planeswalkers in both combat damage steps of a double
// striker (CR 702.4b, 510.4). No wave-1 card has double strike, so the
// attacker is defined here: a 4/4 with double strike, trample and
// lifelink, whose controller's life shows how much damage it dealt.

// pwCombat sets up Alice's double-striking trampler attacking Bob's
// Chandra (with the given loyalty) and, if blocker is not nil, blocked by
// it. Alice has Lightning Strike and two Mountains. It returns at the
// first priority of the first-strike damage step.
func pwCombat(t *testing.T, loyalty int, blocker *card.Definition) (g *game.Game, chandra, strike game.ObjectID) {
	t.Helper()
	g, err := game.NewEmpty(game.Config{Players: []game.PlayerConfig{{Name: "Alice"}, {Name: "Bob"}}})
	require.NoError(t, err)
	striker := testCreature("Test Striker", 4, 4, ability.DoubleStrike|ability.Trample|ability.Lifelink)
	a, _ := g.Put(0, zone.Battlefield, striker, game.PutOptions{})
	g.Put(0, zone.Battlefield, card.Mountain, game.PutOptions{})
	g.Put(0, zone.Battlefield, card.Mountain, game.PutOptions{})
	strike, _ = g.Put(0, zone.Hand, card.LightningStrike, game.PutOptions{})
	var opts game.PutOptions
	opts.Counters[game.Loyalty] = loyalty
	chandra, _ = g.Put(1, zone.Battlefield, card.ChandraPyromaster, opts)
	var b game.ObjectID
	if blocker != nil {
		b, _ = g.Put(1, zone.Battlefield, blocker, game.PutOptions{})
	}
	g.Put(0, zone.Library, card.Plains, game.PutOptions{})
	g.Put(1, zone.Library, card.Plains, game.PutOptions{})
	require.NoError(t, g.Start(3, 0, game.DeclareAttackers))
	require.NoError(t, g.Apply(game.Action{Kind: game.ActDeclareAttackers, Player: 0,
		Attackers: []game.Attack{{Attacker: a, Player: game.NoPlayer, Planeswalker: chandra}}}))
	for g.Step() != game.FirstStrikeDamage {
		d := g.Pending()
		switch d.Kind {
		case game.DecidePriority:
			require.NoError(t, g.Pass(d.Player))
		case game.DecideBlockers:
			var bl []game.Block
			if blocker != nil {
				bl = []game.Block{{Blocker: b, Attacker: a}}
			}
			require.NoError(t, g.Apply(game.Action{Kind: game.ActDeclareBlockers, Player: 1, Blockers: bl}))
		default:
			t.Fatalf("unexpected decision %v", d.Kind)
		}
	}
	return g, chandra, strike
}

// killWithRedirect has Alice cast Lightning Strike at Bob and redirect it
// to the planeswalker pw (CR 306.7), which dies.
func killWithRedirect(t *testing.T, g *game.Game, strike, pw game.ObjectID) {
	t.Helper()
	require.NoError(t, g.Cast(0, strike, game.PlayerTarget(1)))
	require.NoError(t, g.Pass(0))
	require.NoError(t, g.Pass(1))
	require.Equal(t, game.DecideRedirect, g.Pending().Kind)
	require.NoError(t, g.Apply(game.Action{Kind: game.ActChoose, Player: 0, Object: pw}))
	_, alive := g.Object(pw)
	require.False(t, alive)
}

// CR 702.19b, 702.19d, 506.4c: the double striker, blocked by a 0/7, deals
// its 4 first-strike damage to the blocker (lethal is 7). The attacked
// planeswalker then leaves the battlefield. In the regular step 3 is
// lethal and the last 1 can go neither to Bob nor to a planeswalker that
// is gone: all 4 are assigned to the blocker.
func TestDoubleStrikeTramplePlaneswalkerGoneBetweenSteps(t *testing.T) {
	g, chandra, strike := pwCombat(t, 3, testCreature("Test Wall", 0, 7, 0))
	require.Equal(t, 24, g.Life(0), "4 first-strike damage to the blocker")
	killWithRedirect(t, g, strike, chandra)
	passToEnd(t, g)
	require.Equal(t, 28, g.Life(0), "all 4 regular damage dealt, to the blocker")
	require.Equal(t, 20, g.Life(1))
	require.Equal(t, 2, g.ZoneLen(1, zone.Graveyard), "Chandra, and the blocker with 8 damage on a 0/7")
}

// CR 702.19b, 702.19c, 702.19d: blocked by a 2/2, the double striker
// assigns 2 to it and 2 to Chandra (loyalty 2) in the first-strike step;
// both die. In the regular step it is blocked with no blockers left and
// attacks nothing: no damage at all, none to Bob.
func TestDoubleStrikeTrampleKillsPlaneswalkerFirst(t *testing.T) {
	g, chandra, _ := pwCombat(t, 2, card.RuneclawBear)
	require.Equal(t, 24, g.Life(0))
	_, alive := g.Object(chandra)
	require.False(t, alive)
	passToEnd(t, g)
	require.Equal(t, 24, g.Life(0), "no damage in the regular step")
	require.Equal(t, 20, g.Life(1))
}

// CR 702.19d, 510.1b, 506.4c: unblocked, the double striker deals 4 to
// Chandra (loyalty 2) in the first-strike step - all 4, more than her
// loyalty - and nothing in the regular step, where it attacks nothing.
func TestDoubleStrikeTrampleUnblockedPlaneswalker(t *testing.T) {
	g, chandra, _ := pwCombat(t, 2, nil)
	require.Equal(t, 24, g.Life(0))
	_, alive := g.Object(chandra)
	require.False(t, alive)
	passToEnd(t, g)
	require.Equal(t, 24, g.Life(0))
	require.Equal(t, 20, g.Life(1))
}
