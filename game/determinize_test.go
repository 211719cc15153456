package game_test

import (
	"bytes"
	"encoding/json"
	"math/rand/v2"
	"testing"

	"github.com/stretchr/testify/require"

	"github.com/spellstack/spellstack/card"
	"github.com/spellstack/spellstack/game"
	"github.com/spellstack/spellstack/zone"
)

// cardsOwned lists the names of the cards p owns in the hidden and public
// zones, as a multiset.
func cardsOwned(g *game.Game, p game.PlayerID) map[string]int {
	out := map[string]int{}
	for _, z := range []zone.Kind{zone.Library, zone.Hand, zone.Graveyard} {
		for _, id := range g.Zone(p, z) {
			o, ok := g.Object(id)
			if ok {
				out[o.Card.Name]++
			}
		}
	}
	return out
}

func handNames(g *game.Game, p game.PlayerID) []string {
	var out []string
	for _, id := range g.Zone(p, zone.Hand) {
		o, _ := g.Object(id)
		out = append(out, o.Card.Name)
	}
	return out
}

func libraryNames(g *game.Game, p game.PlayerID) []string {
	var out []string
	for _, id := range g.Zone(p, zone.Library) {
		o, _ := g.Object(id)
		out = append(out, o.Card.Name)
	}
	return out
}

func viewJSON(t *testing.T, g *game.Game, p game.PlayerID) string {
	b, err := json.Marshal(g.View(p))
	require.NoError(t, err)
	return string(b)
}

// A determinized copy keeps everything the viewer sees and draws again
// what they don't: other players' hands (not a Two-Headed Giant
// teammate's) and the order of the libraries.
func TestDeterminize(t *testing.T) {
	r := rand.New(rand.NewPCG(4, 19))
	positions := 0
	walkGames(t, wordsConfigs(t, 8), 1200, func(g *game.Game, _ []game.Action) {
		if r.IntN(150) != 0 {
			return
		}
		positions++
		n := g.NumPlayers()
		viewer := game.PlayerID(r.IntN(n))
		fp := g.Fingerprint()
		want := viewJSON(t, g, viewer)
		libsDiffer := false
		for seed := uint64(0); seed < 12; seed++ {
			c := g.Determinize(viewer, seed)
			require.Equal(t, fp, g.Fingerprint(), "the game itself is unchanged")
			require.NoError(t, c.CheckInvariants())
			require.Equal(t, want, viewJSON(t, c, viewer), "the viewer sees the same game")
			// Two copies are games the viewer can't tell apart: each
			// determinized again gives the same game, IDs included
			// (relabelHidden). The copy saves and loads back.
			require.Equal(t, g.Determinize(viewer, seed+99).Determinize(viewer, 7).Fingerprint(), c.Determinize(viewer, 7).Fingerprint(),
				"seed %d: two copies determinized again differ", seed)
			back, err := game.Load(bytes.NewReader(saveBytes(t, c)), card.Default())
			require.NoError(t, err)
			require.Equal(t, c.Fingerprint(), back.Fingerprint(), "the copy saves and loads back")
			for q := game.PlayerID(0); int(q) < n; q++ {
				require.Equal(t, cardsOwned(g, q), cardsOwned(c, q), "player %d owns the same cards", q)
				require.Equal(t, g.ZoneLen(q, zone.Hand), c.ZoneLen(q, zone.Hand))
				seen := q == viewer || (g.Team(q) == g.Team(viewer) && n == 4 && g.Team(1) == 0)
				if seen {
					require.Equal(t, handNames(g, q), handNames(c, q), "player %d's hand is seen by %d", q, viewer)
				}
				if !equalStrings(libraryNames(g, q), libraryNames(c, q)) {
					libsDiffer = true
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
		require.True(t, libsDiffer, "library orders are drawn again")
	})
	require.Greater(t, positions, 20)
}

// Over many positions, other players' hands are drawn again.
func TestDeterminizeRedrawsHands(t *testing.T) {
	g := randomGame(t, seatsConfig(3, game.FreeForAll, 9), 60)
	differ := 0
	for seed := uint64(0); seed < 20; seed++ {
		c := g.Determinize(0, seed)
		require.Equal(t, handNames(g, 0), handNames(c, 0))
		if !equalStrings(handNames(g, 1), handNames(c, 1)) || !equalStrings(handNames(g, 2), handNames(c, 2)) {
			differ++
		}
	}
	require.Greater(t, differ, 10)
}

func equalStrings(a, b []string) bool {
	if len(a) != len(b) {
		return false
	}
	for i := range a {
		if a[i] != b[i] {
			return false
		}
	}
	return true
}
