package game_test

import (
	"encoding/json"
	"fmt"
	"strings"
	"testing"

	"github.com/stretchr/testify/require"

	"github.com/spellstack/spellstack/card"
	"github.com/spellstack/spellstack/game"
	"github.com/spellstack/spellstack/zone"
)

const alice, bob = game.PlayerID(0), game.PlayerID(1)

// duelPosition builds Alice's turn 3 precombat main phase: Alice has two
// Mountains, a Lightning Strike and a Forest in hand; Bob has a Walking
// Corpse, and the given hand and library (top first). When bobFirst is
// set, Bob's cards are put before his Walking Corpse, so every slot of
// his differs. It returns the game and Alice's Strike and Bob's Corpse.
func duelPosition(t *testing.T, bobHand, bobLibrary []*card.Definition, bobFirst bool) (*game.Game, game.ObjectID, game.ObjectID) {
	t.Helper()
	g, err := game.NewEmpty(game.Config{Players: []game.PlayerConfig{{Name: "Alice"}, {Name: "Bob"}}})
	require.NoError(t, err)
	put := func(p game.PlayerID, z zone.Kind, d *card.Definition) game.ObjectID {
		id, err := g.Put(p, z, d, game.PutOptions{})
		require.NoError(t, err)
		return id
	}
	put(alice, zone.Battlefield, card.Mountain)
	put(alice, zone.Battlefield, card.Mountain)
	strike := put(alice, zone.Hand, card.LightningStrike)
	put(alice, zone.Hand, card.Forest)
	for i := 0; i < 5; i++ {
		put(alice, zone.Library, card.Forest)
	}
	hidden := func() {
		for _, d := range bobHand {
			put(bob, zone.Hand, d)
		}
		for _, d := range bobLibrary {
			put(bob, zone.Library, d)
		}
	}
	if bobFirst {
		hidden()
	}
	corpse := put(bob, zone.Battlefield, card.WalkingCorpse)
	if !bobFirst {
		hidden()
	}
	require.NoError(t, g.Start(3, alice, game.Main1))
	return g, strike, corpse
}

// playScript answers decisions with a fixed plan: Alice casts Lightning
// Strike at the Walking Corpse, everyone passes to Bob's turn, Bob draws
// and passes; after each action it records Alice's view and events.
func playScript(t *testing.T, g *game.Game, strike, corpse game.ObjectID) ([]game.View, [][]game.ViewEvent) {
	t.Helper()
	var views []game.View
	var events [][]game.ViewEvent
	record := func() {
		views = append(views, g.View(alice))
		events = append(events, g.EventsFor(alice))
		g.ClearEvents()
	}
	record()
	require.NoError(t, g.Apply(game.Action{Kind: game.ActCast, Player: alice, Object: strike}.WithTargets(game.ObjectTarget(corpse))))
	record()
	for i := 0; i < 40 && !(g.Turn() == 4 && g.Step() == game.Main1); i++ {
		d := g.Pending()
		a := game.Action{Kind: game.ActPass, Player: d.Player}
		switch d.Kind {
		case game.DecideAttackers:
			a = game.Action{Kind: game.ActDeclareAttackers, Player: d.Player}
		case game.DecideBlockers:
			a = game.Action{Kind: game.ActDeclareBlockers, Player: d.Player}
		}
		require.NoError(t, g.Apply(a))
		record()
	}
	require.Equal(t, 4, g.Turn())
	return views, events
}

// docs/design.md: what a player may see: two games that differ only in Bob's hidden cards —
// which cards, and which slots they have — look exactly the same to
// Alice, view after view and event after event, through a spell, its
// resolution and Bob's draw.
func TestViewSameWhatever(t *testing.T) {
	g1, s1, c1 := duelPosition(t, []*card.Definition{card.Cancel, card.Island, card.Divination},
		[]*card.Definition{card.MindRot, card.NightsWhisper, card.SignInBlood, card.Swamp}, false)
	g2, s2, c2 := duelPosition(t, []*card.Definition{card.Forest, card.Forest, card.Forest},
		[]*card.Definition{card.Plains, card.Plains, card.DarkRitual, card.Negate}, true)
	v1, e1 := playScript(t, g1, s1, c1)
	v2, e2 := playScript(t, g2, s2, c2)
	require.Equal(t, v1, v2, "Alice's views differ")
	require.Equal(t, e1, e2, "Alice's events differ")
	// Nothing of Bob's hidden cards in the JSON either.
	for _, v := range v1 {
		b, err := json.Marshal(v)
		require.NoError(t, err)
		for _, name := range []string{"Cancel", "Divination", "Mind Rot", "Night's Whisper", "Sign in Blood", "Swamp", "Island"} {
			require.NotContains(t, string(b), name)
		}
	}
	// Bob sees his own hand, Alice does not.
	require.Len(t, g1.View(bob).Hand, 4, "Bob drew on turn 4")
	require.Len(t, g1.View(alice).Hand, 1, "Alice's Forest")
	require.Equal(t, 4, g1.View(alice).Players[bob].HandSize)
	require.Equal(t, 3, g1.View(alice).Players[bob].LibrarySize)
}

// Bob's draw reaches Alice as "a card moves from Bob's library to Bob's
// hand" — no card, no object — and reaches Bob with the card.
func TestEventsForRedactsDraws(t *testing.T) {
	g, s, c := duelPosition(t, []*card.Definition{card.Cancel}, []*card.Definition{card.Divination}, false)
	_, events := playScript(t, g, s, c)
	var drawn []game.ViewEvent
	for _, evs := range events {
		for _, e := range evs {
			if e.Kind == game.EventZoneChange && e.From == zone.Library && e.To == zone.Hand {
				drawn = append(drawn, e)
			}
		}
	}
	require.Len(t, drawn, 1)
	e := drawn[0]
	require.Nil(t, e.Card)
	require.Empty(t, e.Name)
	require.Zero(t, e.Object)
	require.Equal(t, "A card moves from Bob's library to Bob's hand.", g.ViewEventLine(e, game.English))
	require.Equal(t, "一张牌从Bob的牌库移到Bob的手牌。", g.ViewEventLine(e, game.Chinese))

	// Bob's own view of the same draw names the card.
	g2, s2, c2 := duelPosition(t, []*card.Definition{card.Cancel}, []*card.Definition{card.Divination}, false)
	require.NoError(t, g2.Apply(game.Action{Kind: game.ActCast, Player: alice, Object: s2}.WithTargets(game.ObjectTarget(c2))))
	var seen bool
	for i := 0; i < 40 && !(g2.Turn() == 4 && g2.Step() >= game.Draw); i++ {
		g2.ClearEvents()
		require.NoError(t, g2.Apply(game.Action{Kind: game.ActPass, Player: g2.Pending().Player}))
		for _, e := range g2.EventsFor(bob) {
			if e.Kind == game.EventZoneChange && e.To == zone.Hand {
				require.Same(t, card.Divination, e.Card)
				require.NotZero(t, e.Object, "Bob sees the card in his hand")
				require.Equal(t, "Divination moves from Bob's library to Bob's hand.", g2.ViewEventLine(e, game.English))
				seen = true
			}
		}
	}
	require.True(t, seen)
}

// The pending decision shows its options only to the player deciding;
// the other player sees who decides what. Options map back to the legal
// actions through ActionFromView.
func TestViewPendingDecision(t *testing.T) {
	g, strike, corpse := duelPosition(t, nil, nil, false)
	mine, theirs := g.View(alice).Pending, g.View(bob).Pending
	require.Equal(t, game.DecidePriority, mine.Kind)
	require.Equal(t, alice, mine.Player)
	require.NotEmpty(t, mine.Options)
	require.Equal(t, game.ViewDecision{Kind: game.DecidePriority, Player: alice,
		Prompt: g.Prompt(game.English), PromptZhHans: g.Prompt(game.Chinese)}, theirs)
	legal := g.LegalActions(nil)
	require.Len(t, mine.Options, len(legal))
	var cast *game.ViewAction
	for i := range mine.Options {
		a, err := g.ActionFromView(alice, mine.Options[i])
		require.NoError(t, err)
		require.Equal(t, legal[i].Kind, a.Kind)
		require.Equal(t, legal[i].Object, a.Object)
		require.Equal(t, legal[i].TargetList(), a.TargetList())
		if a.Kind == game.ActCast && a.Object == strike && a.NumTargets == 1 && a.Targets[0] == game.ObjectTarget(corpse) {
			cast = &mine.Options[i]
		}
	}
	require.NotNil(t, cast)
	require.Equal(t, "Lightning Strike", cast.Name)
	require.Equal(t, "Walking Corpse", cast.Targets[0].Name)
	a, err := g.ActionFromView(alice, *cast)
	require.NoError(t, err)
	require.NoError(t, g.Apply(a))
	v := g.View(bob)
	require.Len(t, v.Stack, 1)
	require.Equal(t, "Lightning Strike", v.Stack[0].Name)
	require.Equal(t, v.Battlefield[len(v.Battlefield)-1].ID, v.Stack[0].Targets[0].Object, "the target is the Corpse on the battlefield")
}

// ActionFromView refuses IDs that name nothing the player can see, and
// actions for another player.
func TestActionFromViewRefuses(t *testing.T) {
	g, _, _ := duelPosition(t, []*card.Definition{card.Cancel}, nil, false)
	bobHand := g.View(bob).Hand[0].ID
	_, err := g.ActionFromView(alice, game.ViewAction{Kind: game.ActDiscard, Player: alice, Object: bobHand})
	require.ErrorIs(t, err, game.ErrNoObject, "Bob's hand card is not Alice's to name")
	_, ok := g.ObjectFromView(alice, bobHand)
	require.False(t, ok)
	_, err = g.ActionFromView(alice, game.ViewAction{Kind: game.ActPass, Player: bob})
	require.ErrorIs(t, err, game.ErrNotYourDecision)
	var bogus game.ViewID
	require.NoError(t, bogus.UnmarshalText([]byte("battlefield:999")))
	_, err = g.ActionFromView(alice, game.ViewAction{Kind: game.ActCast, Player: alice, Object: bogus})
	require.ErrorIs(t, err, game.ErrNoObject)
}

// ViewIDs read and write as text, and malformed text is refused.
func TestViewIDText(t *testing.T) {
	g, _, _ := duelPosition(t, nil, nil, false)
	v := g.View(alice)
	for _, o := range append(append([]game.ViewObject(nil), v.Battlefield...), v.Hand...) {
		text, err := o.ID.MarshalText()
		require.NoError(t, err)
		var back game.ViewID
		require.NoError(t, back.UnmarshalText(text))
		require.Equal(t, o.ID, back, string(text))
	}
	require.True(t, strings.HasPrefix(v.Battlefield[0].ID.String(), "battlefield:"))
	require.True(t, strings.HasPrefix(v.Hand[0].ID.String(), "hand:0:"))
	for _, bad := range []string{"battlefield", "battlefield:x", "graveyard:1", "graveyard:9:1", "hand:0:0", "nowhere:1", "stack:-1", "exile:1:2",
		"battlefield:012", "battlefield:+12", "graveyard:01:4", "hand::3", "battlefield:"} {
		var id game.ViewID
		require.ErrorIs(t, id.UnmarshalText([]byte(bad)), game.ErrNoObject, bad)
	}
	// An ID no view hands out has no text to read back: an unknown tag,
	// key 0, a player where the zone has none, a player out of range.
	for _, bad := range []game.ViewID{1, 1 << 56, 2 << 56, 1<<56 | 1<<48 | 5, 3<<56 | 9<<48 | 1, 200 << 56} {
		_, err := bad.MarshalText()
		require.ErrorIs(t, err, game.ErrNoObject, "%#x", uint64(bad))
	}
	var none game.ViewID
	require.NoError(t, none.UnmarshalText([]byte("none")))
	require.Zero(t, none)
	text, err := none.MarshalText()
	require.NoError(t, err)
	require.Equal(t, "none", string(text), "the zero ID names nothing")
	empty := game.ViewID(5)
	require.NoError(t, empty.UnmarshalText(nil))
	require.Zero(t, empty, "empty text reads as none")
}

// A spectator (NoPlayer) sees no hand and no options.
func TestViewSpectator(t *testing.T) {
	g, _, _ := duelPosition(t, []*card.Definition{card.Cancel}, nil, false)
	v := g.View(game.NoPlayer)
	require.Equal(t, game.NoPlayer, v.Viewer)
	require.Empty(t, v.Hand)
	require.Empty(t, v.Pending.Options)
	require.Equal(t, 2, v.Players[alice].HandSize)
	require.Equal(t, v, g.View(7), "an out-of-range player is a spectator")
}

// BenchmarkView builds a player's view of a mid-game state.
func BenchmarkView(b *testing.B) {
	g := midGame(b)
	p := g.Pending().Player
	b.ReportAllocs()
	b.ResetTimer()
	for i := 0; i < b.N; i++ {
		_ = g.View(p)
	}
}

// Each player sees their own hand, the other hand as a count, and the
// pending decision's options only when it is theirs.
func ExampleGame_View() {
	g, _ := game.NewEmpty(game.Config{Players: []game.PlayerConfig{{Name: "Alice"}, {Name: "Bob"}}})
	g.Put(0, zone.Battlefield, card.Mountain, game.PutOptions{})
	g.Put(0, zone.Battlefield, card.Mountain, game.PutOptions{})
	g.Put(0, zone.Hand, card.LightningStrike, game.PutOptions{})
	g.Put(1, zone.Hand, card.Cancel, game.PutOptions{})
	g.Put(1, zone.Battlefield, card.RuneclawBear, game.PutOptions{})
	g.Start(3, 0, game.Main1)

	for _, p := range []game.PlayerID{0, 1} {
		v := g.View(p)
		fmt.Printf("%s sees: hand %d card(s)", v.Players[p].Name, len(v.Hand))
		if len(v.Hand) > 0 {
			fmt.Printf(" (%s)", v.Hand[0].Name)
		}
		fmt.Printf(", the other hand: %d card(s), options: %d\n", v.Players[1-p].HandSize, len(v.Pending.Options))
	}
	fmt.Println(g.View(1).Battlefield[2].ID)
	// Output:
	// Alice sees: hand 1 card(s) (Lightning Strike), the other hand: 1 card(s), options: 4
	// Bob sees: hand 1 card(s) (Cancel), the other hand: 1 card(s), options: 0
	// battlefield:3
}
