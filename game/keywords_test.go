package game_test

import (
	"testing"

	"github.com/stretchr/testify/require"

	"github.com/spellstack/spellstack/ability"
	"github.com/spellstack/spellstack/card"
	"github.com/spellstack/spellstack/game"
	"github.com/spellstack/spellstack/mana"
	"github.com/spellstack/spellstack/zone"
)

// Keywords the engine supports that no wave-1 card has, tested with cards
// defined here: double strike (CR 702.4), reach (702.17), menace
// (702.110).
func testCreature(name string, p, t int, k ability.Keyword) *card.Definition {
	return card.Define(card.Definition{Name: name, ManaCost: mana.MustParseCost("{1}"),
		Types: card.Creature, Power: card.Fixed(p), Toughness: card.Fixed(t), Keywords: k})
}

// combatGame sets up Alice's attacker against Bob's creatures at the
// declare attackers step of turn 3.
func combatGame(t *testing.T, attacker *card.Definition, blockers ...*card.Definition) (*game.Game, game.ObjectID, []game.ObjectID) {
	g, err := game.NewEmpty(game.Config{Players: []game.PlayerConfig{{Name: "Alice"}, {Name: "Bob"}}})
	require.NoError(t, err)
	a, _ := g.Put(0, zone.Battlefield, attacker, game.PutOptions{})
	var bs []game.ObjectID
	for _, d := range blockers {
		b, _ := g.Put(1, zone.Battlefield, d, game.PutOptions{})
		bs = append(bs, b)
	}
	g.Put(0, zone.Library, card.Plains, game.PutOptions{})
	g.Put(1, zone.Library, card.Plains, game.PutOptions{})
	require.NoError(t, g.Start(3, 0, game.DeclareAttackers))
	require.Equal(t, game.DecideAttackers, g.Pending().Kind)
	require.NoError(t, g.Apply(game.Action{Kind: game.ActDeclareAttackers, Player: 0,
		Attackers: []game.Attack{{Attacker: a, Player: 1}}}))
	return g, a, bs
}

// passToEnd passes priority until the end of combat step.
func passToEnd(t *testing.T, g *game.Game) {
	for g.Step() != game.EndCombat && !g.Over() {
		d := g.Pending()
		switch d.Kind {
		case game.DecidePriority:
			require.NoError(t, g.Pass(d.Player))
		case game.DecideBlockers:
			require.NoError(t, g.Apply(game.Action{Kind: game.ActDeclareBlockers, Player: d.Player}))
		default:
			t.Fatalf("unexpected decision %v", d.Kind)
		}
	}
}

// CR 702.4b, 510.4: a double striker deals damage in both combat damage
// steps: unblocked, twice its power to the player.
func TestDoubleStrike(t *testing.T) {
	ds := testCreature("Test Duelist", 2, 2, ability.DoubleStrike)
	g, _, _ := combatGame(t, ds)
	passToEnd(t, g)
	require.Equal(t, 16, g.Life(1))

	// Blocked by a 3/3: 2 first-strike damage, then 2 regular: the blocker
	// dies after the second step, having dealt 3 back in the regular step.
	g, a, bs := combatGame(t, ds, card.CentaurCourser)
	require.NoError(t, g.Pass(0))
	require.NoError(t, g.Pass(1))
	require.NoError(t, g.Apply(game.Action{Kind: game.ActDeclareBlockers, Player: 1,
		Blockers: []game.Block{{Blocker: bs[0], Attacker: a}}}))
	passToEnd(t, g)
	_, alive := g.Object(bs[0])
	require.False(t, alive, "4 damage kills the Courser")
	_, alive = g.Object(a)
	require.False(t, alive, "the Courser struck back in the regular step")
}

// CR 702.17b, 702.9b: a creature with reach can block a flyer.
func TestReachBlocksFlying(t *testing.T) {
	spider := testCreature("Test Spider", 1, 3, ability.Reach)
	g, a, bs := combatGame(t, card.GeistOfTheMoors, spider, card.RuneclawBear)
	require.NoError(t, g.Pass(0))
	require.NoError(t, g.Pass(1))
	err := g.Apply(game.Action{Kind: game.ActDeclareBlockers, Player: 1, Blockers: []game.Block{{Blocker: bs[1], Attacker: a}}})
	require.ErrorIs(t, err, game.ErrNotAllowed)
	require.NoError(t, g.Apply(game.Action{Kind: game.ActDeclareBlockers, Player: 1,
		Blockers: []game.Block{{Blocker: bs[0], Attacker: a}}}))
}

// CR 702.110b: a creature with menace can't be blocked except by two or
// more creatures.
func TestMenace(t *testing.T) {
	brute := testCreature("Test Brute", 3, 3, ability.Menace)
	g, a, bs := combatGame(t, brute, card.RuneclawBear, card.RuneclawBear)
	require.NoError(t, g.Pass(0))
	require.NoError(t, g.Pass(1))
	for _, opt := range g.LegalActions(nil) {
		require.NotEqual(t, 1, len(opt.Blockers), "no listed option blocks a menace creature with one creature")
		require.NoError(t, g.Clone().Apply(opt))
	}
	before := g.Fingerprint()
	err := g.Apply(game.Action{Kind: game.ActDeclareBlockers, Player: 1, Blockers: []game.Block{{Blocker: bs[0], Attacker: a}}})
	var re *game.RuleError
	require.ErrorAs(t, err, &re)
	require.Equal(t, "702.110b", re.Rule)
	require.Equal(t, before, g.Fingerprint())
	require.NoError(t, g.Apply(game.Action{Kind: game.ActDeclareBlockers, Player: 1,
		Blockers: []game.Block{{Blocker: bs[0], Attacker: a}, {Blocker: bs[1], Attacker: a}}}))
}
