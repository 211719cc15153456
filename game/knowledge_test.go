package game_test

import (
	"bytes"
	"encoding/json"
	"slices"
	"strings"
	"testing"

	"github.com/stretchr/testify/require"

	"github.com/spellstack/spellstack/card"
	"github.com/spellstack/spellstack/game"
	"github.com/spellstack/spellstack/zone"
)

// What players know of hidden cards (CR 400.2): a revealed card, a card
// that came from a public zone, a card a player looked at and put back.
// Views show it to those who know it, Determinize keeps it, and a
// shuffle forgets it (CR 701.18).

// knowPosition builds a game in its precombat main phase of turn 3 for
// active, from each player's cards by zone (libraries top first).
func knowPosition(t *testing.T, active game.PlayerID, cards map[game.PlayerID]map[zone.Kind][]*card.Definition) *game.Game {
	t.Helper()
	g, err := game.NewEmpty(game.Config{Players: []game.PlayerConfig{{Name: "Alice"}, {Name: "Bob"}}})
	require.NoError(t, err)
	for _, p := range []game.PlayerID{alice, bob} {
		for _, z := range []zone.Kind{zone.Battlefield, zone.Hand, zone.Library} {
			for _, d := range cards[p][z] {
				_, err := g.Put(p, z, d, game.PutOptions{})
				require.NoError(t, err)
			}
		}
	}
	require.NoError(t, g.Start(3, active, game.Main1))
	return g
}

// answer applies the first legal action of kind whose object is a card
// named name ("" for one naming no object).
func answer(t *testing.T, g *game.Game, kind game.ActionKind, name string) {
	t.Helper()
	for _, a := range g.LegalActions(nil) {
		o, ok := g.Object(a.Object)
		if a.Kind == kind && (name == "" && a.Object == 0 || ok && o.Card.Name == name) {
			require.NoError(t, g.Apply(a))
			return
		}
	}
	t.Fatalf("no %v action on %q among %v", kind, name, g.LegalActions(nil))
}

func findIn(t *testing.T, g *game.Game, p game.PlayerID, z zone.Kind, name string) game.ObjectID {
	t.Helper()
	for _, id := range g.Zone(p, z) {
		if o, _ := g.Object(id); o.Card.Name == name {
			return id
		}
	}
	t.Fatalf("no %s in %v's %v", name, p, z)
	return 0
}

func viewNames(objs []game.ViewObject) []string {
	var out []string
	for _, o := range objs {
		out = append(out, o.Name)
	}
	return out
}

// pilgrimFound has Bob cast Heliod's Pilgrim and find Divine Favor with
// its trigger, which reveals it (CR 701.14) and shuffles his library.
// It returns the game and Alice's events of the search.
func pilgrimFound(t *testing.T) (*game.Game, []game.ViewEvent) {
	g := knowPosition(t, bob, map[game.PlayerID]map[zone.Kind][]*card.Definition{
		alice: {zone.Hand: {card.Forest}, zone.Library: {card.Forest, card.Forest}},
		bob: {zone.Battlefield: {card.Plains, card.Plains, card.Plains},
			zone.Hand: {card.HeliodsPilgrim, card.RuneclawBear, card.Island, card.Swamp},
			zone.Library: {card.WalkingCorpse, card.DivineFavor, card.CentaurCourser, card.MidnightGuard,
				card.Plains, card.Island, card.SoulOfRavnica, card.NecrogenScudder}},
	})
	require.NoError(t, g.Cast(bob, findIn(t, g, bob, zone.Hand, "Heliod's Pilgrim")))
	require.NoError(t, g.PassUntilResolved()) // the Pilgrim
	require.NoError(t, g.PassUntilResolved()) // its trigger
	require.Equal(t, game.DecideYesNo, g.Pending().Kind)
	require.NoError(t, g.Apply(game.Action{Kind: game.ActChoose, Player: bob, Choice: 1}))
	require.Equal(t, game.DecideSearch, g.Pending().Kind)
	g.ClearEvents()
	answer(t, g, game.ActChoose, "Divine Favor")
	require.Equal(t, []string{"Runeclaw Bear", "Island", "Swamp", "Divine Favor"}, handNames(g, bob))
	return g, g.EventsFor(alice)
}

// CR 701.14: the card Heliod's Pilgrim finds is revealed, so Alice knows
// it is in Bob's hand: her view and its JSON show it (without a ViewID),
// her events name it, and nothing else of Bob's hand or library.
func TestRevealedTutorTargetIsShown(t *testing.T) {
	g, evs := pilgrimFound(t)
	for _, p := range []game.PlayerID{alice, game.NoPlayer} { // a spectator knows what everyone knows
		v := g.View(p)
		require.Equal(t, []string{"Divine Favor"}, viewNames(v.Players[bob].KnownHand), "viewer %v", p)
		require.Equal(t, game.ViewID(0), v.Players[bob].KnownHand[0].ID, "a hidden card has no ViewID")
		require.Empty(t, v.Players[bob].KnownLibrary, "the library was shuffled (CR 701.18)")
		js := viewJSON(t, g, p)
		require.Contains(t, js, `"knownHand":[{"id":"none","name":"Divine Favor"`)
		for _, hidden := range []string{"Runeclaw Bear", "Swamp", "Walking Corpse", "Soul of Ravnica", "Necrogen Scudder"} {
			require.NotContains(t, js, hidden, "viewer %v sees no unknown card", p)
		}
	}
	require.Empty(t, g.View(bob).Players[bob].KnownHand, "Bob sees his whole hand")
	named := 0
	for _, e := range evs {
		if e.Kind == game.EventZoneChange && e.From == zone.Library && e.To == zone.Hand {
			require.Equal(t, "Divine Favor", e.Name)
			named++
		}
	}
	require.Equal(t, 1, named, "Alice's log shows the revealed card moving")
}

// Determinize keeps the revealed card in Bob's hand and deals the rest of
// his hand and library again.
func TestDeterminizeKeepsARevealedCard(t *testing.T) {
	g, _ := pilgrimFound(t)
	want := viewJSON(t, g, alice)
	differ := 0
	for seed := uint64(0); seed < 30; seed++ {
		c := g.Determinize(alice, seed)
		require.NoError(t, c.CheckInvariants())
		// Where it sits in his hand is hidden: the cards Alice knows
		// come first (sortHiddenHand).
		require.Equal(t, "Divine Favor", handNames(c, bob)[0], "seed %d", seed)
		require.Equal(t, want, viewJSON(t, c, alice))
		if !equalStrings(handNames(g, bob), handNames(c, bob)) {
			differ++
		}
	}
	require.Greater(t, differ, 10, "the cards Alice doesn't know are dealt again")
}

// A save keeps what players know; a clone and the fingerprint too.
func TestKnowledgeSavesAndClones(t *testing.T) {
	g, _ := pilgrimFound(t)
	h, err := game.Load(bytes.NewReader(saveBytes(t, g)), nil)
	require.NoError(t, err)
	require.Equal(t, g.Fingerprint(), h.Fingerprint())
	require.Equal(t, g.View(alice), h.View(alice))
	require.Contains(t, string(saveBytes(t, g)), `"known":[0,1]`)
	c := g.Clone()
	require.Equal(t, g.View(alice), c.View(alice))
	require.Equal(t, g.Fingerprint(), c.Fingerprint())
}

// knowledgeSave returns a save of g with one object's entry changed by
// edit.
func knowledgeSave(t *testing.T, g *game.Game, edit func(obj map[string]any) bool) []byte {
	t.Helper()
	var f map[string]any
	require.NoError(t, json.Unmarshal(saveBytes(t, g), &f))
	for _, o := range f["objects"].([]any) {
		if edit(o.(map[string]any)) {
			break
		}
	}
	b, err := json.Marshal(f)
	require.NoError(t, err)
	return b
}

// Load refuses knowledge that can't be: a known card in a public zone, a
// known place outside a library or without the card, a player twice or
// one not in the game.
func TestLoadRejectsBadKnowledge(t *testing.T) {
	g, _ := pilgrimFound(t)
	cases := map[string]func(o map[string]any) bool{
		"objects[": func(o map[string]any) bool {
			if o["zone"] == "battlefield" {
				o["known"] = []int{0}
				return true
			}
			return false
		},
		"placed": func(o map[string]any) bool {
			if o["known"] != nil {
				o["placed"] = []int{0, 1}
				return true
			}
			return false
		},
		"twice": func(o map[string]any) bool {
			if o["known"] != nil {
				o["known"] = []int{1, 1}
				return true
			}
			return false
		},
		"player 2": func(o map[string]any) bool {
			if o["known"] != nil {
				o["known"] = []int{2}
				return true
			}
			return false
		},
	}
	for want, edit := range cases {
		_, err := game.Load(bytes.NewReader(knowledgeSave(t, g, edit)), nil)
		var se *game.SaveError
		require.ErrorAs(t, err, &se, want)
		require.Contains(t, err.Error(), want)
	}
}

// CR 103.4 (the 2017 rule): the player who looked at their top card
// after a mulligan knows it, on top or at the bottom; the other player
// doesn't. Determinize keeps it for the first, not for the second.
func TestLookAfterMulliganIsKnown(t *testing.T) {
	for _, bottom := range []int{0, 1} {
		g, err := game.NewEmpty(game.Config{StartingSeat: 2, Players: []game.PlayerConfig{{Name: "Alice"}, {Name: "Bob"}}})
		require.NoError(t, err)
		for _, d := range []*card.Definition{card.Mountain, card.Forest, card.Plains, card.Island, card.Swamp,
			card.LightningStrike, card.RuneclawBear, card.WalkingCorpse, card.CentaurCourser} {
			for _, p := range []game.PlayerID{alice, bob} {
				_, err := g.Put(p, zone.Library, d, game.PutOptions{})
				require.NoError(t, err)
			}
		}
		require.NoError(t, g.StartOpening(false))
		require.NoError(t, g.Apply(game.Action{Kind: game.ActChoose, Player: 1, Choice: 0}))
		require.NoError(t, g.Apply(game.Action{Kind: game.ActChoose, Player: 0, Choice: 1}))
		require.NoError(t, g.Apply(game.Action{Kind: game.ActChoose, Player: 0, Choice: 0}))
		require.Equal(t, game.DecideBottom, g.Pending().Kind)
		top := mustObject(t, g, g.Zone(alice, zone.Library)[0]).Card.Name
		require.NoError(t, g.Apply(game.Action{Kind: game.ActChoose, Player: 0, Choice: bottom}))
		pos := 1
		if bottom == 1 {
			pos = 3
		}
		known := g.View(alice).Players[alice].KnownLibrary
		require.Len(t, known, 1)
		require.Equal(t, top, known[0].Name)
		require.Equal(t, pos, known[0].Position)
		require.Empty(t, g.View(bob).Players[alice].KnownLibrary)
		require.NotContains(t, viewJSON(t, g, bob), `"knownLibrary"`)
		moved := 0
		for seed := uint64(0); seed < 30; seed++ {
			require.Equal(t, top, libraryNames(g.Determinize(alice, seed), alice)[pos-1], "seed %d", seed)
			if libraryNames(g.Determinize(bob, seed), alice)[pos-1] != top {
				moved++
			}
		}
		require.Greater(t, moved, 5, "Bob doesn't know the card")
	}
}

// chronostutterPosition: Alice has Chronostutter and six Islands; Bob
// has a Centaur Courser, an Evolving Wilds and the given library.
func chronostutterPosition(t *testing.T, library []*card.Definition) *game.Game {
	g := knowPosition(t, alice, map[game.PlayerID]map[zone.Kind][]*card.Definition{
		alice: {zone.Battlefield: {card.Island, card.Island, card.Island, card.Island, card.Island, card.Island},
			zone.Hand: {card.Chronostutter}, zone.Library: {card.Island, card.Island}},
		bob: {zone.Battlefield: {card.CentaurCourser, card.EvolvingWilds}, zone.Library: library},
	})
	courser := findIn(t, g, bob, zone.Battlefield, "Centaur Courser")
	require.NoError(t, g.Cast(alice, findIn(t, g, alice, zone.Hand, "Chronostutter"), game.ObjectTarget(courser)))
	require.NoError(t, g.PassUntilResolved())
	return g
}

// CR 400.2, 401.4: a creature put into a library from the battlefield is
// known to everyone, with its place; Determinize keeps it there. A
// shuffle forgets its place (CR 701.18a), not that it is in the library:
// Determinize then deals it anywhere in it. A hidden draw from the
// library may take it, so it is forgotten then.
func TestCardPutIntoALibraryIsKnownUntilAShuffle(t *testing.T) {
	g := chronostutterPosition(t, []*card.Definition{card.Forest, card.Swamp, card.Plains, card.Mountain, card.Island})
	for _, p := range []game.PlayerID{alice, bob} {
		known := g.View(p).Players[bob].KnownLibrary
		require.Len(t, known, 1)
		require.Equal(t, "Centaur Courser", known[0].Name)
		require.Equal(t, 2, known[0].Position, "second from the top")
	}
	for seed := uint64(0); seed < 20; seed++ {
		require.Equal(t, "Centaur Courser", libraryNames(g.Determinize(alice, seed), bob)[1])
	}
	// Bob searches with Evolving Wilds and shuffles.
	require.Equal(t, alice, g.Pending().Player)
	require.NoError(t, g.Pass(alice))
	require.NoError(t, g.Activate(bob, findIn(t, g, bob, zone.Battlefield, "Evolving Wilds"), 0))
	require.NoError(t, g.PassUntilResolved())
	answer(t, g, game.ActChoose, "Forest")
	known := g.View(alice).Players[bob].KnownLibrary
	require.Len(t, known, 1, "CR 701.18a: the shuffle forgets the place only")
	require.Equal(t, "Centaur Courser", known[0].Name)
	require.Zero(t, known[0].Position)
	places := map[int]bool{}
	for seed := uint64(0); seed < 40; seed++ {
		c := g.Determinize(alice, seed)
		require.NoError(t, c.CheckInvariants())
		lib := libraryNames(c, bob)
		at := slices.IndexFunc(lib, func(n string) bool { return strings.Contains(n, "Courser") })
		require.GreaterOrEqual(t, at, 0, "seed %d: the Courser is in the library", seed)
		places[at] = true
		ck := c.View(alice).Players[bob].KnownLibrary
		require.Len(t, ck, 1)
		require.Equal(t, "Centaur Courser", ck[0].Name, "the copy knows what the game knows")
	}
	require.Greater(t, len(places), 2, "anywhere in the library")
	// Bob draws in his turn; Alice doesn't see which card.
	for i := 0; i < 60 && g.Turn() == 3; i++ {
		if d := g.Pending(); d.Kind == game.DecidePriority {
			require.NoError(t, g.Pass(d.Player))
		} else {
			require.NoError(t, g.Apply(g.LegalActions(nil)[0]))
		}
	}
	for i := 0; i < 20 && g.Step() < game.Main1; i++ {
		require.NoError(t, g.Pass(g.Pending().Player))
	}
	require.Equal(t, bob, g.ActivePlayer())
	require.Empty(t, g.View(alice).Players[bob].KnownLibrary, "the card drawn may have been the Courser")
}

// A card known to be on top stays known when drawn: everyone saw which
// card went into the hand (CR 400.2 with CR 120.1).
func TestKnownTopCardDrawnStaysKnown(t *testing.T) {
	g := chronostutterPosition(t, nil)
	require.Equal(t, 1, g.View(alice).Players[bob].KnownLibrary[0].Position)
	for i := 0; i < 40 && (g.Turn() == 3 || g.Step() < game.Main1); i++ {
		d := g.Pending()
		if d.Kind == game.DecidePriority {
			require.NoError(t, g.Pass(d.Player))
		} else {
			require.NoError(t, g.Apply(g.LegalActions(nil)[0]))
		}
	}
	require.Equal(t, 4, g.Turn())
	require.Equal(t, []string{"Centaur Courser"}, viewNames(g.View(alice).Players[bob].KnownHand))
	for seed := uint64(0); seed < 5; seed++ {
		require.Equal(t, []string{"Centaur Courser"}, handNames(g.Determinize(alice, seed), bob))
	}
}

// CR 701.14, 401.4: the cards Jalira reveals and puts on the bottom in a
// random order are known to everyone, their order to nobody: the view
// lists them by name without positions, and Determinize keeps them at
// the bottom in any order.
func TestRevealedCardsOnTheBottomInARandomOrder(t *testing.T) {
	g := knowPosition(t, alice, map[game.PlayerID]map[zone.Kind][]*card.Definition{
		alice: {zone.Battlefield: {card.JaliraMasterPolymorphist, card.RuneclawBear, card.Island, card.Island, card.Island},
			zone.Library: {card.Swamp, card.DivineFavor, card.Forest, card.WalkingCorpse, card.Plains, card.Mountain,
				card.LightningStrike, card.MidnightGuard}},
		bob: {zone.Library: {card.Forest}},
	})
	require.NoError(t, g.Activate(alice, findIn(t, g, alice, zone.Battlefield, "Jalira, Master Polymorphist"), 0))
	answer(t, g, game.ActChoose, "Runeclaw Bear")
	require.NoError(t, g.PassUntilResolved())
	findIn(t, g, alice, zone.Battlefield, "Walking Corpse")
	for _, p := range []game.PlayerID{alice, bob, game.NoPlayer} {
		known := g.View(p).Players[alice].KnownLibrary
		require.Equal(t, []string{"Divine Favor", "Forest", "Swamp"}, viewNames(known), "viewer %v", p)
		for _, o := range known {
			require.Zero(t, o.Position)
		}
	}
	orders := map[string]bool{}
	for seed := uint64(0); seed < 30; seed++ {
		c := g.Determinize(bob, seed)
		lib := libraryNames(c, alice)
		bottom := lib[len(lib)-3:]
		require.ElementsMatch(t, []string{"Divine Favor", "Forest", "Swamp"}, bottom)
		orders[strings.Join(bottom, ",")] = true
		require.Equal(t, viewJSON(t, g, bob), viewJSON(t, c, bob), "the view tells nothing of their order")
	}
	require.Greater(t, len(orders), 2, "their order is dealt again")
}

// CR 701.14: Satyr Wayfinder's top four cards are revealed to everyone
// while its controller chooses, and the land taken is known in the hand.
func TestRevealedTopCardsAndTheCardTaken(t *testing.T) {
	g := knowPosition(t, alice, map[game.PlayerID]map[zone.Kind][]*card.Definition{
		alice: {zone.Battlefield: {card.Forest, card.Forest}, zone.Hand: {card.SatyrWayfinder, card.RuneclawBear},
			zone.Library: {card.DivineFavor, card.Plains, card.WalkingCorpse, card.Swamp, card.MidnightGuard, card.Island}},
		bob: {zone.Library: {card.Forest}},
	})
	require.NoError(t, g.Cast(alice, findIn(t, g, alice, zone.Hand, "Satyr Wayfinder")))
	require.NoError(t, g.PassUntilResolved())
	require.NoError(t, g.PassUntilResolved())
	require.Equal(t, game.DecideTakeRevealed, g.Pending().Kind)
	known := g.View(bob).Players[alice].KnownLibrary
	require.Equal(t, []string{"Divine Favor", "Plains", "Walking Corpse", "Swamp"}, viewNames(known))
	for i, o := range known {
		require.Equal(t, i+1, o.Position)
	}
	require.NotContains(t, viewJSON(t, g, bob), "Midnight Guard")
	answer(t, g, game.ActChoose, "Plains")
	require.Equal(t, []string{"Plains"}, viewNames(g.View(bob).Players[alice].KnownHand))
	require.NotContains(t, viewJSON(t, g, bob), "Runeclaw Bear")
	for seed := uint64(0); seed < 20; seed++ {
		require.Contains(t, handNames(g.Determinize(bob, seed), alice), "Plains")
	}
}

// Jace, the Living Guildpact's +1: the player who looked at the top two
// cards knows the one left on top; the other player doesn't.
func TestLookedAtCardLeftOnTopIsKnown(t *testing.T) {
	g := knowPosition(t, alice, map[game.PlayerID]map[zone.Kind][]*card.Definition{
		alice: {zone.Battlefield: {card.JaceTheLivingGuildpact},
			zone.Library: {card.DivineFavor, card.Plains, card.WalkingCorpse, card.Swamp, card.MidnightGuard, card.Island}},
		bob: {zone.Library: {card.Forest}},
	})
	require.NoError(t, g.Activate(alice, findIn(t, g, alice, zone.Battlefield, "Jace, the Living Guildpact"), 0))
	require.NoError(t, g.PassUntilResolved())
	require.Equal(t, game.DecidePick, g.Pending().Kind)
	answer(t, g, game.ActChoose, "Plains")
	known := g.View(alice).Players[alice].KnownLibrary
	require.Equal(t, []string{"Divine Favor"}, viewNames(known))
	require.Equal(t, 1, known[0].Position)
	require.Empty(t, g.View(bob).Players[alice].KnownLibrary)
	moved := 0
	for seed := uint64(0); seed < 20; seed++ {
		require.Equal(t, "Divine Favor", libraryNames(g.Determinize(alice, seed), alice)[0])
		if libraryNames(g.Determinize(bob, seed), alice)[0] != "Divine Favor" {
			moved++
		}
	}
	require.Greater(t, moved, 5)
}

// Liliana Vess's −2: the searcher knows the card they put on top after
// the shuffle (CR 701.18 forgets the rest); the other player knows only
// that some card is there.
func TestTutoredCardOnTopIsKnownToTheSearcher(t *testing.T) {
	g := knowPosition(t, alice, map[game.PlayerID]map[zone.Kind][]*card.Definition{
		alice: {zone.Battlefield: {card.LilianaVess},
			zone.Library: {card.Plains, card.WalkingCorpse, card.Swamp, card.DivineFavor, card.MidnightGuard, card.Island}},
		bob: {zone.Library: {card.Forest}},
	})
	require.NoError(t, g.Activate(alice, findIn(t, g, alice, zone.Battlefield, "Liliana Vess"), 1))
	require.NoError(t, g.PassUntilResolved())
	answer(t, g, game.ActChoose, "Divine Favor")
	known := g.View(alice).Players[alice].KnownLibrary
	require.Equal(t, []string{"Divine Favor"}, viewNames(known))
	require.Equal(t, 1, known[0].Position)
	require.Empty(t, g.View(bob).Players[alice].KnownLibrary)
	for seed := uint64(0); seed < 10; seed++ {
		require.Equal(t, "Divine Favor", libraryNames(g.Determinize(alice, seed), alice)[0])
	}
}
