package game_test

import (
	"errors"
	"fmt"
	"testing"

	"github.com/spellstack/spellstack/card"
	"github.com/spellstack/spellstack/game"
	"github.com/spellstack/spellstack/zone"
	"github.com/stretchr/testify/require"
)

// convokeHeavy is a position for convoke's listing: Alice controls twelve
// creatures of three colours (four summoning sick), three lands, and
// holds seven spells with convoke, two of them with {X}; her graveyard
// holds creature cards for Return to the Ranks.
func convokeHeavy(t testing.TB) (*game.Game, []game.ObjectID) {
	g, err := game.NewEmpty(game.Config{Players: []game.PlayerConfig{{Name: "Alice"}, {Name: "Bob"}}})
	require.NoError(t, err)
	var creatures []game.ObjectID
	for i, d := range []*card.Definition{card.RuneclawBear, card.CentaurCourser, card.GoblinRoughrider, card.SerraAngel,
		card.RuneclawBear, card.GoblinRoughrider, card.WalkingCorpse, card.Ornithopter,
		card.CentaurCourser, card.RuneclawBear, card.SerraAngel, card.GoblinRoughrider} {
		id, err := g.Put(0, zone.Battlefield, d, game.PutOptions{Sick: i >= 8})
		require.NoError(t, err)
		creatures = append(creatures, id)
	}
	for _, d := range []*card.Definition{card.Forest, card.Plains, card.Mountain} {
		_, err := g.Put(0, zone.Battlefield, d, game.PutOptions{})
		require.NoError(t, err)
	}
	for _, d := range []*card.Definition{card.StokeTheFlames, card.TriplicateSpirits, card.ChordOfCalling, card.ReturnToTheRanks,
		card.GatherCourage, card.Overwhelm, card.WillForgedGolem} {
		_, err := g.Put(0, zone.Hand, d, game.PutOptions{})
		require.NoError(t, err)
	}
	for _, d := range []*card.Definition{card.RuneclawBear, card.WalkingCorpse, card.ElvishMystic} {
		_, err := g.Put(0, zone.Graveyard, d, game.PutOptions{})
		require.NoError(t, err)
	}
	_, err = g.Put(1, zone.Battlefield, card.RuneclawBear, game.PutOptions{})
	require.NoError(t, err)
	require.NoError(t, g.Start(3, 0, game.Main1))
	return g, creatures
}

// CR 702.50a, 601.2h: with twelve creatures the listing offers at most two
// payments (mana first, creatures first) per card, X and targets, and
// every listed option is accepted.
func TestConvokeListingStaysSmall(t *testing.T) {
	g, _ := convokeHeavy(t)
	opts := g.LegalActions(nil)
	perOption := map[string]int{}
	casts := 0
	for _, a := range opts {
		if a.Kind != game.ActCast {
			continue
		}
		casts++
		key := fmt.Sprint(a.Object, a.X, a.TargetList())
		perOption[key]++
		require.LessOrEqual(t, perOption[key], 2, "more than two payments listed for %s", g.Describe(a, game.English))
	}
	t.Logf("convoke-heavy position: %d listed actions, %d casts, %d cast options (card, X, targets)", len(opts), casts, len(perOption))
	require.Less(t, len(opts), 200)
	for _, a := range opts {
		c := g.Clone()
		require.NoError(t, c.Apply(a), g.Describe(a, game.English))
	}
}

// A payment that is not one of the two listed representatives is still
// accepted (CR 702.50a lets the player choose any creatures), and a bad
// one is refused with a typed error and no change.
func TestConvokeAnyCreaturesAccepted(t *testing.T) {
	g, cs := convokeHeavy(t)
	hand := g.Zone(0, zone.Hand)
	stoke := hand[0]
	require.Equal(t, "Stoke the Flames", convokeObj(t, g, stoke).Card.Name)
	// Goblin Roughriders pay {R}{R}, the Ornithopter (colourless) and a bear {2}.
	a := game.Action{Kind: game.ActCast, Player: 0, Object: stoke, Convoke: []game.ObjectID{cs[7], cs[2], cs[5], cs[4]}}.
		WithTargets(game.PlayerTarget(1))
	before := g.Fingerprint()
	for _, bad := range [][]game.ObjectID{
		{cs[7], cs[2], cs[5], cs[4], cs[0]}, // five creatures for four mana
		{cs[2], cs[2]},                      // named twice
		{0},                                 // object 0
		{g.Zone(1, zone.Battlefield)[0]},    // Bob's bear
	} {
		b := a
		b.Convoke = bad
		err := g.Apply(b)
		require.True(t, errors.Is(err, game.ErrIllegal) || errors.Is(err, game.ErrMalformed), "%v", err)
		require.Equal(t, before, g.Fingerprint())
	}
	require.NoError(t, g.Apply(a))
	for _, c := range []game.ObjectID{cs[7], cs[2], cs[5], cs[4]} {
		require.True(t, convokeObj(t, g, c).Tapped)
	}
	for _, l := range g.Zone(0, zone.Battlefield) {
		if o := convokeObj(t, g, l); o.Card.IsLand() {
			require.False(t, o.Tapped, "%s pays nothing", o.Card.Name)
		}
	}
	require.NoError(t, g.CheckInvariants())
}

func convokeObj(t *testing.T, g *game.Game, id game.ObjectID) game.ObjectInfo {
	o, ok := g.Object(id)
	require.True(t, ok)
	return o
}

func BenchmarkLegalActionsConvokeHeavy(b *testing.B) {
	g, _ := convokeHeavy(b)
	buf := make([]game.Action, 0, 256)
	for b.Loop() {
		buf = g.LegalActions(buf[:0])
	}
	b.ReportMetric(float64(len(buf)), "actions")
}
