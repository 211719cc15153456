package game

import (
	"encoding/json"
	"testing"

	"github.com/stretchr/testify/require"

	"github.com/spellstack/spellstack/card"
	"github.com/spellstack/spellstack/zone"
)

// Which card of her library Alice knows, without its place (a card she
// looked at and put at the bottom with another in a random order, CR
// 401.4), is hidden from Bob as the cards are: two games that differ only
// in which of the two she knows give Bob the same copy (Determinize's
// canonical deal). Before, her mark stayed on the real card's place.
func TestDeterminizeDealsOthersMarksAgain(t *testing.T) {
	build := func(knownAt int) *Game {
		g := libraryDuel(t, card.Forest, card.Forest, card.RuneclawBear, card.Forest, card.CentaurCourser)
		lib := g.players[0].library // bottom first
		for i, s := range lib[:2] {
			o := &g.objects[s]
			o.group = 1
			if i == knownAt {
				o.known = seatBit(0)
			}
		}
		require.NoError(t, g.CheckInvariants())
		return g
	}
	a, b := build(0), build(1)
	require.NotEqual(t, a.Fingerprint(), b.Fingerprint(), "the games differ")
	for seed := uint64(1); seed <= 16; seed++ {
		ca, cb := a.Determinize(1, seed), b.Determinize(1, seed)
		require.Equal(t, ca.Fingerprint(), cb.Fingerprint(), "seed %d: Bob's copies differ", seed)
		known := 0
		for _, s := range ca.players[0].library {
			if ca.objects[s].known != 0 {
				known++
				require.EqualValues(t, 1, ca.objects[s].group, "the mark stays in its group")
			}
		}
		require.Equal(t, 1, known, "Alice still knows one card there")
	}
}

// A place another player knows stays the place they know (CR 401.4):
// Alice's library is one group after a shuffle while she knew a card in
// it, and she then looked at her top card. In Bob's copies she still
// knows the top card, whichever card is dealt there; what she knew
// without a place still goes with a card of the group.
func TestDeterminizeKeepsOthersKnownPlaces(t *testing.T) {
	g := libraryDuel(t, card.Forest, card.RuneclawBear, card.Forest, card.CentaurCourser, card.Forest, card.Forest)
	lib := g.players[0].library // bottom first
	for _, s := range lib {
		g.objects[s].group = 1
	}
	top := lib[len(lib)-1]
	g.objects[top].known, g.objects[top].placed = seatBit(0), seatBit(0)
	g.objects[lib[1]].known = seatBit(0)
	require.NoError(t, g.CheckInvariants())
	for seed := uint64(1); seed <= 32; seed++ {
		c := g.Determinize(1, seed)
		clib := c.players[0].library
		placed, known := 0, 0
		for i, s := range clib {
			o := &c.objects[s]
			if o.placed != 0 {
				placed++
				require.Equal(t, len(clib)-1, i, "seed %d: Alice's known place is the top", seed)
			}
			if o.known != 0 {
				known++
			}
		}
		require.Equal(t, 1, placed, "seed %d", seed)
		require.Equal(t, 2, known, "seed %d", seed)
	}
}

// libraryDuel starts a two-player game in Alice's first main phase of
// turn 3 with her library holding cards (put in order) and Bob's as many
// Islands.
func libraryDuel(t *testing.T, cards ...*card.Definition) *Game {
	t.Helper()
	g, err := NewEmpty(Config{Players: []PlayerConfig{{Name: "Alice"}, {Name: "Bob"}}})
	require.NoError(t, err)
	for _, d := range cards {
		_, err := g.Put(0, zone.Library, d, PutOptions{})
		require.NoError(t, err)
		_, err = g.Put(1, zone.Library, card.Island, PutOptions{})
		require.NoError(t, err)
	}
	require.NoError(t, g.Start(3, 0, Main1))
	return g
}

// A card everyone knows is in a shuffled library, which its owner then
// looked at on top (CR 401.4: she knows its place, the others don't): in
// Bob's and a spectator's copies everyone still knows that card, wherever
// it is dealt, and the views are those of the game. Before, the owner's
// knowledge stayed with the top place, and the card everyone knew became a
// card only Bob knew.
func TestDeterminizeKeepsACardEveryoneKnowsWithItsPlaceKnownToOne(t *testing.T) {
	g := libraryDuel(t, card.Forest, card.RuneclawBear, card.Forest, card.CentaurCourser, card.Forest, card.Mountain)
	lib := g.players[0].library // bottom first
	for _, s := range lib {
		g.objects[s].group = 1
	}
	top := lib[len(lib)-1]
	g.objects[top].known, g.objects[top].placed = g.everyone(), seatBit(0)
	require.NoError(t, g.CheckInvariants())
	for _, viewer := range []PlayerID{1, NoPlayer} {
		want, err := json.Marshal(g.View(viewer))
		require.NoError(t, err)
		for seed := uint64(1); seed <= 32; seed++ {
			c := g.Determinize(viewer, seed)
			got, err := json.Marshal(c.View(viewer))
			require.NoError(t, err)
			require.Equal(t, string(want), string(got), "viewer %d, seed %d", viewer, seed)
		}
	}
}

// A pinned card everyone knows is in a shuffled library (a target that
// went there, CR 608.2b), beside a card of the same name nobody knows:
// the card keeps what it is and what is known of it, and the other stays
// unknown. Before, the pinned card traded places with whichever card of
// its name came first, and the view listed the known card twice.
func TestDeterminizeKeepsAPinnedCardsMarksToItself(t *testing.T) {
	g := libraryDuel(t, card.RuneclawBear, card.Forest, card.RuneclawBear, card.Forest, card.Mountain, card.Forest)
	lib := g.players[0].library // bottom first
	for _, s := range lib {
		g.objects[s].group = 1
	}
	pin := int32(-1) // the last Runeclaw Bear
	for _, s := range lib {
		if g.objects[s].def == card.RuneclawBear {
			pin = s
		}
	}
	g.objects[pin].known = g.everyone()
	require.NoError(t, g.CheckInvariants())
	for _, viewer := range []PlayerID{0, 1, NoPlayer} {
		want, err := json.Marshal(g.View(viewer))
		require.NoError(t, err)
		for seed := uint64(1); seed <= 32; seed++ {
			c := g.determinizeInto(nil, viewer, seed, []int32{pin}, nil)
			require.Equal(t, g.objects[pin].def, c.objects[pin].def, "seed %d: the pinned card is what it was", seed)
			require.Equal(t, g.everyone(), c.objects[pin].known, "seed %d: and known as it was", seed)
			got, err := json.Marshal(c.View(viewer))
			require.NoError(t, err)
			require.Equal(t, string(want), string(got), "viewer %d, seed %d", viewer, seed)
		}
	}
}

// Which card of Alice's hand Carol knows (she saw it go there) is hidden
// from Bob, and so is where it sits in the hand: two games that differ only
// in its position give Bob the same copies. Before, Carol's mark stayed on
// the hand position of the real card.
func TestDeterminizeDealsOthersHandMarksAgain(t *testing.T) {
	g, err := NewEmpty(Config{Players: []PlayerConfig{{Name: "Alice"}, {Name: "Bob"}, {Name: "Carol"}}})
	require.NoError(t, err)
	for _, d := range []*card.Definition{card.Forest, card.RuneclawBear, card.Mountain, card.CentaurCourser} {
		for p := PlayerID(0); p < 3; p++ {
			_, err := g.Put(p, zone.Library, card.Island, PutOptions{})
			require.NoError(t, err)
		}
		_, err := g.Put(0, zone.Hand, d, PutOptions{})
		require.NoError(t, err)
	}
	require.NoError(t, g.Start(3, 0, Main1))
	hand := g.players[0].hand
	g.objects[hand[1]].known = seatBit(2) // Carol knows the Runeclaw Bear
	require.NoError(t, g.CheckInvariants())
	twin := g.Clone()
	th := twin.players[0].hand
	th[1], th[3] = th[3], th[1] // the Bear, with Carol's mark, sits elsewhere
	requireTwinsForBob(t, g, twin)
}

// The mark Alice's own card keeps of her knowing it (it came back to her
// hand from the battlefield, known to all) tells nothing she doesn't see
// anyway, and Bob can't tell whether it is there: after she cast one of
// two alike cards, only one of which carried it, he can't tell which she
// cast (found by h284). Two games that differ only in whether a card of
// her hand carries it give Bob the same copies.
func TestDeterminizeDropsTheOwnersMarksInHand(t *testing.T) {
	g, err := NewEmpty(Config{Players: []PlayerConfig{{Name: "Alice"}, {Name: "Bob"}}})
	require.NoError(t, err)
	for _, d := range []*card.Definition{card.Forest, card.RuneclawBear, card.Mountain} {
		for p := PlayerID(0); p < 2; p++ {
			_, err := g.Put(p, zone.Library, card.Island, PutOptions{})
			require.NoError(t, err)
		}
		_, err := g.Put(0, zone.Hand, d, PutOptions{})
		require.NoError(t, err)
	}
	require.NoError(t, g.Start(3, 0, Main1))
	g.objects[g.players[0].hand[1]].known = seatBit(0) // Alice's own mark on the Bear
	require.NoError(t, g.CheckInvariants())
	twin := g.Clone()
	twin.objects[twin.players[0].hand[1]].known = 0 // no mark at all
	requireTwinsForBob(t, g, twin)
}
