package game_test

import (
	"bytes"
	"errors"
	"math/rand/v2"
	"testing"

	"github.com/stretchr/testify/require"

	"github.com/spellstack/spellstack/card"
	"github.com/spellstack/spellstack/game"
	"github.com/spellstack/spellstack/zone"
)

// believedPool is a pool of cards a viewer might believe every other
// player draws from: four of each of a few cards no test deck holds
// many of, and basic lands.
func believedPool() []*card.Definition {
	var out []*card.Definition
	for _, d := range []*card.Definition{card.LightningStrike, card.SerraAngel, card.Plummet, card.DivineVerdict} {
		out = append(out, d, d, d, d)
	}
	for range 20 {
		out = append(out, card.Island, card.Plains)
	}
	return out
}

// hiddenNames lists the names of the cards in p's hand and library.
func hiddenNames(g *game.Game, p game.PlayerID) map[string]int {
	out := map[string]int{}
	for _, z := range []zone.Kind{zone.Hand, zone.Library} {
		for _, id := range g.Zone(p, z) {
			o, _ := g.Object(id)
			out[o.Card.Name]++
		}
	}
	return out
}

// With believed decklists, a copy deals the other players' hidden cards
// from the lists, so that it depends on what viewer saw, not on what the
// players brought: a copy made from another copy (a game that differs in
// cards viewer can't see, decklists included) is the same game.
func TestDeterminizeWithDealsFromTheBelievedLists(t *testing.T) {
	r := rand.New(rand.NewPCG(8, 23))
	positions := 0
	walkGames(t, wordsConfigs(t, 8), 1200, func(g *game.Game, _ []game.Action) {
		if r.IntN(150) != 0 {
			return
		}
		positions++
		n := g.NumPlayers()
		viewer := game.PlayerID(r.IntN(n))
		lists := make([][]*card.Definition, n)
		for q := range lists {
			lists[q] = believedPool()
		}
		fp := g.Fingerprint()
		want := viewJSON(t, g, viewer)
		for seed := uint64(0); seed < 6; seed++ {
			c, err := g.DeterminizeWith(nil, viewer, seed, lists)
			require.NoError(t, err)
			require.Equal(t, fp, g.Fingerprint(), "the game itself is unchanged")
			require.NoError(t, c.CheckInvariants())
			require.NoError(t, c.VerifyCaches())
			require.Equal(t, want, viewJSON(t, c, viewer), "the viewer sees the same game")
			other, err := g.DeterminizeWith(nil, viewer, seed+99, lists)
			require.NoError(t, err)
			a, err := c.DeterminizeWith(nil, viewer, 7, lists)
			require.NoError(t, err)
			b, err := other.DeterminizeWith(nil, viewer, 7, lists)
			require.NoError(t, err)
			require.Equal(t, a.Fingerprint(), b.Fingerprint(), "seed %d: two copies determinized again differ", seed)
			back, err := game.Load(bytes.NewReader(saveBytes(t, c)), card.Default())
			require.NoError(t, err)
			require.Equal(t, c.Fingerprint(), back.Fingerprint(), "the copy saves and loads back")
			for q := game.PlayerID(0); int(q) < n; q++ {
				require.Equal(t, g.ZoneLen(q, zone.Hand), c.ZoneLen(q, zone.Hand))
				require.Equal(t, g.ZoneLen(q, zone.Library), c.ZoneLen(q, zone.Library))
				if q == viewer || g.Team(q) == g.Team(viewer) && n == 4 && g.Team(1) == 0 {
					require.Equal(t, hiddenNames(g, q), hiddenNames(c, q), "viewer %d knows player %d's deck", viewer, q)
					continue
				}
				// Every hidden card is one of the list's or one viewer
				// knows is there.
				inPool := map[string]bool{}
				for _, d := range believedPool() {
					inPool[d.Name] = true
				}
				real := hiddenNames(g, q)
				for name, k := range hiddenNames(c, q) {
					if !inPool[name] {
						require.LessOrEqual(t, k, real[name], "player %d: %s is neither believed nor known", q, name)
					}
				}
			}
			if seed == 0 {
				// The copy plays on to its end.
				rr := rand.New(rand.NewPCG(seed, 1))
				for i := 0; i < 4000 && !c.Over(); i++ {
					opts := c.LegalActions(nil)
					require.NoError(t, c.Apply(opts[rr.IntN(len(opts))]))
				}
				require.NoError(t, c.CheckInvariants())
			}
		}
	})
	require.Greater(t, positions, 20)
}

// A duel in Alice's first main phase: Bob's cards in hand and library are all dealt from the list, and the list's cards that Bob
// showed are not dealt again while the list has others.
func TestDeterminizeWithTakesSeenCardsFromTheList(t *testing.T) {
	deck := func(d *card.Definition) []*card.Definition {
		out := make([]*card.Definition, 40)
		for i := range out {
			out[i] = d
		}
		return out
	}
	g, err := game.NewEmpty(game.Config{Seed: 3, Players: []game.PlayerConfig{{Name: "Alice"}, {Name: "Bob"}}})
	require.NoError(t, err)
	bob := game.PlayerID(1)
	for p, d := range []*card.Definition{card.Mountain, card.Forest} {
		for i := 0; i < 40; i++ {
			z := zone.Library
			if i < 7 {
				z = zone.Hand
			}
			_, err := g.Put(game.PlayerID(p), z, d, game.PutOptions{})
			require.NoError(t, err)
		}
	}
	// Bob's Runeclaw Bear, in his graveyard in view of all.
	_, err = g.Put(bob, zone.Graveyard, card.RuneclawBear, game.PutOptions{})
	require.NoError(t, err)
	require.NoError(t, g.Start(1, 0, game.Main1))
	// The list: one Runeclaw Bear (the one seen) and Islands.
	list := append(deck(card.Island), card.RuneclawBear)
	for seed := uint64(0); seed < 10; seed++ {
		c, err := g.DeterminizeWith(nil, 0, seed, [][]*card.Definition{nil, list})
		require.NoError(t, err)
		require.Equal(t, map[string]int{"Island": 40}, hiddenNames(c, bob), "seed %d", seed) // CR 400.2: the Bear is seen
		require.Equal(t, hiddenNames(g, 0), hiddenNames(c, 0), "Alice's own cards")
		require.Len(t, c.Zone(bob, zone.Graveyard), 1)
	}
	// A list that runs out: the rest is drawn from the whole list again.
	short := []*card.Definition{card.RuneclawBear, card.Island, card.Island}
	c, err := g.DeterminizeWith(nil, 0, 1, [][]*card.Definition{nil, short})
	require.NoError(t, err)
	got := hiddenNames(c, bob)
	require.Equal(t, 40, got["Island"]+got["Runeclaw Bear"])
	require.Greater(t, got["Runeclaw Bear"], 0, "the seen Bear is drawn again once the list ran out")
	// A list for viewer's own seat changes nothing: viewer knows it.
	c, err = g.DeterminizeWith(nil, bob, 1, [][]*card.Definition{nil, list})
	require.NoError(t, err)
	require.Equal(t, hiddenNames(g, bob), hiddenNames(c, bob))
	// The lists are multisets: their order does not matter.
	rev := append([]*card.Definition(nil), list...)
	for i, j := 0, len(rev)-1; i < j; i, j = i+1, j-1 {
		rev[i], rev[j] = rev[j], rev[i]
	}
	x, err := g.DeterminizeWith(nil, 0, 5, [][]*card.Definition{nil, list})
	require.NoError(t, err)
	y, err := g.DeterminizeWith(nil, 0, 5, [][]*card.Definition{nil, rev})
	require.NoError(t, err)
	require.Equal(t, x.Fingerprint(), y.Fingerprint())
}

// Bad lists are refused, with what is wrong, and make no copy.
func TestDeterminizeWithRefusesBadLists(t *testing.T) {
	g := randomGame(t, seatsConfig(2, game.FreeForAll, 4), 20)
	fp := g.Fingerprint()
	for _, lists := range [][][]*card.Definition{
		{nil, nil, nil},                         // three lists, two players
		{nil, {card.Forest, nil}},               // a nil card
		{{nil}, {card.Forest, card.Swamp}},      // a nil card in the first list
		{nil, {card.Forest, card.SoldierToken}}, // a token is no card (CR 110.5)
		{nil, {card.GarrukEmblem}},              // nor is an emblem (CR 113.1)
	} {
		c, err := g.DeterminizeWith(nil, 0, 1, lists)
		require.Error(t, err)
		require.True(t, errors.Is(err, game.ErrBadConfig), "%v", err)
		require.Nil(t, c)
	}
	require.Equal(t, fp, g.Fingerprint())
}

// Bob pays Necromancer's Stockpile's "Discard a creature card" and is
// choosing the card: Alice knows his hand holds a creature card (CR
// 601.2h, 602.2b), whatever she believes he plays. A copy for her deals
// one from his list's creatures, or, when the list has none, from the
// set's (not his real hand's, which she can't see); either way he can
// still pay.
func TestDeterminizeWithKeepsADiscardCostPayable(t *testing.T) {
	g, err := game.NewEmpty(game.Config{Players: []game.PlayerConfig{{Name: "Alice"}, {Name: "Bob"}}})
	require.NoError(t, err)
	alice, bob := game.PlayerID(0), game.PlayerID(1)
	put := func(p game.PlayerID, z zone.Kind, d *card.Definition) game.ObjectID {
		id, err := g.Put(p, z, d, game.PutOptions{})
		require.NoError(t, err)
		return id
	}
	stockpile := put(bob, zone.Battlefield, card.NecromancersStockpile)
	put(bob, zone.Battlefield, card.Swamp)
	put(bob, zone.Battlefield, card.Swamp)
	put(bob, zone.Hand, card.RuneclawBear)
	put(bob, zone.Hand, card.CentaurCourser)
	put(bob, zone.Hand, card.Forest)
	for range 10 {
		put(bob, zone.Library, card.Forest)
		put(alice, zone.Library, card.Mountain)
	}
	require.NoError(t, g.Start(3, bob, game.Main1))
	require.NoError(t, g.Apply(game.Action{Kind: game.ActActivate, Player: bob, Object: stockpile}))
	require.Equal(t, game.DecideDiscard, g.Pending().Kind)
	creatures := func(c *game.Game) []string {
		var out []string
		for _, id := range c.Zone(bob, zone.Hand) {
			if o, _ := c.Object(id); o.Card.Types&card.Creature != 0 {
				out = append(out, o.Card.Name)
			}
		}
		return out
	}
	islands := make([]*card.Definition, 40)
	for i := range islands {
		islands[i] = card.Island
	}
	angels := append([]*card.Definition{card.SerraAngel}, islands...)
	dealt := map[string]bool{}
	for seed := uint64(0); seed < 8; seed++ {
		c, err := g.DeterminizeWith(nil, alice, seed, [][]*card.Definition{nil, angels})
		require.NoError(t, err)
		require.Equal(t, []string{"Serra Angel"}, creatures(c), "seed %d: the list's creature", seed)
		require.NotEmpty(t, c.LegalActions(nil))
		c, err = g.DeterminizeWith(nil, alice, seed, [][]*card.Definition{nil, islands})
		require.NoError(t, err)
		got := creatures(c)
		require.Len(t, got, 1, "seed %d", seed)
		dealt[got[0]] = true
		opts := c.LegalActions(nil)
		require.NotEmpty(t, opts)
		require.NoError(t, c.Apply(opts[0]), "Bob pays in the copy")
	}
	require.Greater(t, len(dealt), 2, "creatures of the set, not only the two Bob holds: %v", dealt)
}
