package game

import (
	"bytes"
	"encoding/json"
	"fmt"
	"slices"
	"strings"
	"testing"

	"github.com/stretchr/testify/require"

	"github.com/spellstack/spellstack/card"
	"github.com/spellstack/spellstack/zone"
)

// relabelDuel is a dealt two-player game in which Alice's deck holds
// several different cards, so that where each one is matters.
func relabelDuel(t *testing.T) *Game {
	t.Helper()
	var deck []*card.Definition
	for _, d := range []*card.Definition{card.Forest, card.RuneclawBear, card.CentaurCourser, card.Mountain} {
		deck = append(deck, repeatDef(d, 6)...)
	}
	g, err := New(Config{Seed: 7, Start: StartDealt, Players: []PlayerConfig{
		{Name: "Alice", Deck: deck}, {Name: "Bob", Deck: repeatDef(card.Island, 24)},
	}})
	require.NoError(t, err)
	return g
}

// swapPlaces makes g a game that differs from what it was only in which
// of Alice's cards are at two hidden places: each card goes to the
// other's place, and each place keeps what any player may know of it
// (zone, zone-change count, timestamp, marks).
func swapPlaces(g *Game, a, b int32) {
	oa, ob := g.objects[a], g.objects[b]
	g.tradePlaces(0, a, b) // the lists; the records are set whole below
	oa.def, ob.def = ob.def, oa.def
	g.objects[a], g.objects[b] = ob, oa
}

// Two games that differ only in where Alice's hidden cards are (which
// real card is in her hand, and the order of her library) give Bob the
// same determinized copies, slots and ObjectIDs included. Before, the
// cards were dealt again onto the objects where they were, so the copy's
// slots, which a game made by New numbers in decklist order, still told
// which real card each hidden place held.
func TestDeterminizeHidesWhichSlotIsWhere(t *testing.T) {
	g := relabelDuel(t)
	twin := g.Clone()
	hand, lib := g.players[0].hand, g.players[0].library
	swapPlaces(twin, hand[0], lib[len(lib)-1])
	swapPlaces(twin, lib[0], lib[len(lib)/2])
	require.NoError(t, twin.CheckInvariants())
	require.NotEqual(t, g.Fingerprint(), twin.Fingerprint(), "the games differ")
	requireSameView(t, g, twin, 1)
	moved := 0
	for seed := uint64(1); seed <= 16; seed++ {
		c1, c2 := g.Determinize(1, seed), twin.Determinize(1, seed)
		require.NoError(t, c1.CheckInvariants())
		require.Equal(t, c1.Fingerprint(), c2.Fingerprint(), "seed %d: Bob's copies differ", seed)
		if c1.players[0].hand[0] != hand[0] {
			moved++
		}
	}
	require.Positive(t, moved, "the copies' hands hold other slots")
}

// No ID from the game names another card in Bob's copies (CR 400.7):
// the cards of Alice's he knows (one that came back to her hand from the
// battlefield) keep their slots and IDs, so he can follow them; the IDs of
// those he doesn't know name nothing, even in a game where no card has
// moved yet, whose IDs all count no zone change; and the ID the known
// card had on the battlefield stays stale.
func TestDeterminizeOldIDs(t *testing.T) {
	fresh := libraryDuel(t, card.Forest, card.RuneclawBear, card.CentaurCourser, card.Mountain, card.Forest)
	moved := relabelDuel(t)
	s := moved.players[0].hand[0]
	moved.moveObject(s, zone.Battlefield)
	onField := moved.idOf(s)
	moved.moveObject(s, zone.Hand) // known to everyone
	for _, g := range []*Game{fresh, moved} {
		var ids []ObjectID
		for _, h := range append(append([]int32(nil), g.players[0].hand...), g.players[0].library...) {
			ids = append(ids, g.idOf(h))
		}
		for seed := uint64(1); seed <= 16; seed++ {
			c := g.Determinize(1, seed)
			for _, id := range ids {
				o := &g.objects[id.slot()]
				cs, ok := c.lookup(id)
				if o.known&seatBit(1) != 0 {
					require.True(t, ok, "seed %d: Bob can't follow the %s he knows", seed, o.def.Name)
					require.Equal(t, o.def, c.objects[cs].def)
					continue
				}
				require.False(t, ok, "seed %d: an ID of a card Bob doesn't know names the copy's %s", seed, c.objects[id.slot()].def.Name)
			}
		}
	}
	c := moved.Determinize(1, 1)
	_, ok := c.lookup(onField)
	require.False(t, ok, "the battlefield ID is stale in the copy")
}

// A determinized copy saves the game's count of zone changes, which its
// relabelled objects no longer add up to, and loads back the same game;
// Load refuses a count below an object's, which would let an old ID name
// a later object.
func TestDeterminizedCopySavesItsZoneChanges(t *testing.T) {
	g := relabelDuel(t)
	var raw bytes.Buffer
	require.NoError(t, g.Save(&raw))
	require.NotContains(t, raw.String(), `"zoneChanges"`, "a game never determinized saves as before")
	c := g.Determinize(1, 3)
	require.Equal(t, g.zoneChanges+1, c.zoneChanges, "the deal counts as a zone change")
	var buf bytes.Buffer
	require.NoError(t, c.Save(&buf))
	back, err := Load(bytes.NewReader(buf.Bytes()), card.Default())
	require.NoError(t, err)
	require.Equal(t, c.Fingerprint(), back.Fingerprint())
	require.Equal(t, c.zoneChanges, back.zoneChanges)
	low := strings.Replace(buf.String(), fmt.Sprintf(`"zoneChanges": %d`, c.zoneChanges), `"zoneChanges": 1`, 1)
	require.NotEqual(t, buf.String(), low)
	_, err = Load(strings.NewReader(low), card.Default())
	require.ErrorIs(t, err, ErrBadSave)
	require.ErrorContains(t, err, "zoneChanges")
}

// A card that was on the battlefield keeps its timestamp in a library, and
// a timestamp is public (it names the permanent in every view): in Bob's
// copies it must not stay at the real card's place once the library is
// shuffled (CR 701.18), or the copy would say where that card is. Two
// games that differ only in where it is give the same copies.
func TestDeterminizeHidesWhereAShuffledCardIs(t *testing.T) {
	g := relabelDuel(t)
	lib := g.players[0].library
	s := lib[len(lib)-1]
	g.moveObject(s, zone.Battlefield)
	require.NotZero(t, g.objects[s].timestamp)
	g.moveObject(s, zone.Library)
	g.shuffleLibrary(0)
	require.NotZero(t, g.objects[s].known, "everyone knows the card is in the library")
	twin := g.Clone()
	slices.Reverse(twin.players[0].library)
	require.NoError(t, twin.CheckInvariants())
	require.NotEqual(t, g.Fingerprint(), twin.Fingerprint(), "the games differ")
	id := g.idOf(s)
	for seed := uint64(1); seed <= 16; seed++ {
		c1, c2 := g.Determinize(1, seed), twin.Determinize(1, seed)
		require.Equal(t, c1.Fingerprint(), c2.Fingerprint(), "seed %d: Bob's copies differ", seed)
		// Bob can follow the card he knows: it keeps its slot and ID,
		// wherever in the library it is dealt.
		cs, ok := c1.lookup(id)
		require.True(t, ok, "seed %d", seed)
		require.Equal(t, g.objects[s].def, c1.objects[cs].def, "seed %d: the known card's ID names another card", seed)
	}
}

// Where a card viewer knows sits in a hand they don't see is hidden (which
// cards before it have gone depends on which ones were played): the view
// lists known cards by name. Two games that differ only there give the
// same copies.
func TestDeterminizeHidesWhereAKnownCardIsInAHand(t *testing.T) {
	g := relabelDuel(t)
	hand := g.players[0].hand
	s := hand[0]
	g.moveObject(s, zone.Battlefield)
	g.moveObject(s, zone.Hand) // back at the end, known by everyone
	require.NotZero(t, g.objects[s].known)
	twin := g.Clone()
	th := twin.players[0].hand
	th[0], th[len(th)-1] = th[len(th)-1], th[0]
	require.NoError(t, twin.CheckInvariants())
	requireTwinsForBob(t, g, twin)
}

// A card a delayed ability refers to, now in a hidden zone Bob doesn't
// know it is in (Phytotitan's card, shuffled into Alice's library and
// maybe drawn), keeps its card in Bob's copies, so its ability triggers
// there as in the game and does nothing (CR 603.7c), but not its place:
// two games that differ only in whether Alice drew it give the same
// copies. Before, it stayed where it was, and the copy showed Bob which
// card she drew; where it had been dealt away, the ability was dropped.
func TestDeterminizeDealsAPinnedCardsPlace(t *testing.T) {
	g, err := NewEmpty(Config{Players: []PlayerConfig{{Name: "Alice"}, {Name: "Bob"}}})
	require.NoError(t, err)
	phyto, err := g.Put(0, zone.Graveyard, card.Phytotitan, PutOptions{})
	require.NoError(t, err)
	for _, d := range []*card.Definition{card.Forest, card.RuneclawBear, card.Mountain, card.CentaurCourser} {
		_, err := g.Put(0, zone.Library, d, PutOptions{})
		require.NoError(t, err)
		_, err = g.Put(0, zone.Hand, card.Plains, PutOptions{})
		require.NoError(t, err)
		_, err = g.Put(1, zone.Library, card.Island, PutOptions{})
		require.NoError(t, err)
	}
	require.NoError(t, g.Start(3, 0, Main1))
	s := int32(phyto.slot())
	g.delayTrigger(phyto, 0)
	require.Len(t, g.delayed, 1)
	g.moveObject(s, zone.Library)
	g.objects[s].known, g.objects[s].placed = 0, 0 // Bob lost track of it
	require.NoError(t, g.CheckInvariants())
	twin := g.Clone()
	swapPlaces(twin, s, twin.players[0].hand[0]) // Alice drew it instead
	require.NoError(t, twin.CheckInvariants())
	requireSameView(t, g, twin, 1)
	for seed := uint64(1); seed <= 16; seed++ {
		c1, c2 := g.Determinize(1, seed), twin.Determinize(1, seed)
		require.Equal(t, c1.Fingerprint(), c2.Fingerprint(), "seed %d: Bob's copies differ", seed)
		require.Equal(t, card.Phytotitan, c1.objects[s].def, "seed %d: the delayed ability's card", seed)
		require.Len(t, c1.delayed, 1, "seed %d: the delayed ability waits", seed)
	}
}

// requireSameView checks that viewer sees games a and b alike.
func requireSameView(t *testing.T, a, b *Game, viewer PlayerID) {
	t.Helper()
	va, err := json.Marshal(a.View(viewer))
	require.NoError(t, err)
	vb, err := json.Marshal(b.View(viewer))
	require.NoError(t, err)
	require.Equal(t, string(va), string(vb), "viewer %d sees the two games alike", viewer)
}

// requireTwinsForBob checks that Bob sees g and twin alike, and that his
// determinized copies of them are the same game, seed for seed.
func requireTwinsForBob(t *testing.T, g, twin *Game) {
	t.Helper()
	requireSameView(t, g, twin, 1)
	for seed := uint64(1); seed <= 16; seed++ {
		c1, c2 := g.Determinize(1, seed), twin.Determinize(1, seed)
		require.Equal(t, c1.Fingerprint(), c2.Fingerprint(), "seed %d: Bob's copies differ", seed)
	}
}
