package game_test

import (
	"encoding/json"
	"testing"

	"github.com/stretchr/testify/require"

	"github.com/spellstack/spellstack/card"
	"github.com/spellstack/spellstack/game"
	"github.com/spellstack/spellstack/zone"
)

// guessPosition plays Master of Predicaments' combat damage trigger up to
// Bob's guess, Alice having chosen in secret the card of her hand that
// pick names (0: Shivan Dragon, 1: Lightning Strike).
func guessPosition(t *testing.T, pick int) *game.Game {
	t.Helper()
	g, err := game.NewEmpty(game.Config{Players: []game.PlayerConfig{{Name: "Alice"}, {Name: "Bob"}}})
	require.NoError(t, err)
	master, _ := g.Put(0, zone.Battlefield, card.MasterOfPredicaments, game.PutOptions{})
	hand := []game.ObjectID{}
	for _, d := range []*card.Definition{card.ShivanDragon, card.LightningStrike} {
		id, _ := g.Put(0, zone.Hand, d, game.PutOptions{})
		hand = append(hand, id)
	}
	g.Put(0, zone.Library, card.Forest, game.PutOptions{})
	g.Put(1, zone.Library, card.Island, game.PutOptions{})
	require.NoError(t, g.Start(3, 0, game.DeclareAttackers))
	require.NoError(t, g.Apply(game.Action{Kind: game.ActDeclareAttackers, Player: 0,
		Attackers: []game.Attack{{Attacker: master, Player: 1}}}))
	for g.Pending().Kind == game.DecidePriority || g.Pending().Kind == game.DecideBlockers {
		if g.Pending().Kind == game.DecideBlockers {
			require.NoError(t, g.Apply(game.Action{Kind: game.ActDeclareBlockers, Player: 1}))
			continue
		}
		require.NoError(t, g.Pass(g.Pending().Player))
	}
	require.Equal(t, game.DecideHiddenCard, g.Pending().Kind)
	require.NoError(t, g.Apply(game.Action{Kind: game.ActChoose, Player: 0, Object: hand[pick]}))
	require.Equal(t, game.Decision{Kind: game.DecideGuess, Player: 1, Count: 4}, g.Pending())
	return g
}

// The card Master of Predicaments' controller chooses stays secret from the
// guesser: whichever card Alice chose, Bob's view (as JSON, with the
// prompt and his options), his events and his options are the same, so
// neither a client nor a computer player can peek.
func TestHiddenChoiceIsHiddenFromTheGuesser(t *testing.T) {
	a, b := guessPosition(t, 0), guessPosition(t, 1)
	ja, err := json.Marshal(a.View(1))
	require.NoError(t, err)
	jb, err := json.Marshal(b.View(1))
	require.NoError(t, err)
	require.JSONEq(t, string(ja), string(jb), "Bob's view tells which card Alice chose")
	ea, err := json.Marshal(a.EventsFor(1))
	require.NoError(t, err)
	eb, err := json.Marshal(b.EventsFor(1))
	require.NoError(t, err)
	require.JSONEq(t, string(ea), string(eb), "Bob's events tell which card Alice chose")
	require.Equal(t, a.LegalActions(nil), b.LegalActions(nil))
	for _, lang := range []game.Lang{game.English, game.Chinese} {
		require.Equal(t, a.Prompt(lang), b.Prompt(lang))
	}
	// The spectator sees no more than Bob.
	ja, _ = json.Marshal(a.View(game.NoPlayer))
	jb, _ = json.Marshal(b.View(game.NoPlayer))
	require.JSONEq(t, string(ja), string(jb))
}

// A wrong guess offers the free cast (X would be 0, CR 107.3b); a right
// one does not, but the controller is asked all the same, with declining
// as the only answer, so that the guesser can't tell which it was (the
// card's ruling: a card not cast needn't be revealed).
func TestGuessRightOrWrong(t *testing.T) {
	g := guessPosition(t, 0) // Shivan Dragon, mana value 6
	require.NoError(t, g.Apply(game.Action{Kind: game.ActChoose, Player: 1, Choice: 1}))
	require.Equal(t, game.Decision{Kind: game.DecideCastFree, Player: 0}, g.Pending(), "asked even after a right guess")
	require.Equal(t, []game.Action{{Kind: game.ActChoose, Player: 0}}, g.LegalActions(nil), "guessed right: nothing to cast")
	before := g.Fingerprint()
	require.Error(t, g.Apply(game.Action{Kind: game.ActCast, Player: 0, Object: g.Zone(0, zone.Hand)[0]}))
	require.Equal(t, before, g.Fingerprint())
	require.NoError(t, g.Apply(game.Action{Kind: game.ActChoose, Player: 0}))
	require.NotEqual(t, game.DecideCastFree, g.Pending().Kind)
	g = guessPosition(t, 0)
	require.NoError(t, g.Apply(game.Action{Kind: game.ActChoose, Player: 1}))
	require.Equal(t, game.Decision{Kind: game.DecideCastFree, Player: 0}, g.Pending())
	before = g.Fingerprint()
	err := g.Apply(game.Action{Kind: game.ActChoose, Player: 0, Choice: 1})
	require.Error(t, err)
	require.Equal(t, before, g.Fingerprint())
}

// A search program that must not peek determinizes for the guesser: the
// copy is consistent and plays on from the guess, whatever card it deals
// into the chooser's hand.
func TestGuessDeterminized(t *testing.T) {
	g := guessPosition(t, 0)
	for seed := uint64(1); seed <= 20; seed++ {
		c := g.Determinize(1, seed)
		require.NoError(t, c.CheckInvariants())
		for _, a := range c.LegalActions(nil) {
			cc := c.Clone()
			require.NoError(t, cc.Apply(a))
			require.NoError(t, cc.CheckInvariants())
		}
	}
}

// Whether the guess was right stays hidden from the guesser until the
// card is cast: Bob's view after a right guess and after a wrong one is
// the same (the card's ruling; CR 400.2).
func TestGuessOutcomeHiddenFromTheGuesser(t *testing.T) {
	right := guessPosition(t, 0) // Shivan Dragon, mana value 6
	require.NoError(t, right.Apply(game.Action{Kind: game.ActChoose, Player: 1, Choice: 1}))
	wrong := guessPosition(t, 0)
	require.NoError(t, wrong.Apply(game.Action{Kind: game.ActChoose, Player: 1}))
	for _, viewer := range []game.PlayerID{1, game.NoPlayer} {
		jr, err := json.Marshal(right.View(viewer))
		require.NoError(t, err)
		jw, err := json.Marshal(wrong.View(viewer))
		require.NoError(t, err)
		require.JSONEq(t, string(jr), string(jw), "the view tells a right guess from a wrong one")
		require.Equal(t, right.Pending(), wrong.Pending())
		for _, lang := range []game.Lang{game.English, game.Chinese} {
			require.Equal(t, right.Prompt(lang), wrong.Prompt(lang))
		}
	}
	// Declining looks the same too.
	require.NoError(t, right.Apply(game.Action{Kind: game.ActChoose, Player: 0}))
	require.NoError(t, wrong.Apply(game.Action{Kind: game.ActChoose, Player: 0}))
	jr, _ := json.Marshal(right.View(1))
	jw, _ := json.Marshal(wrong.View(1))
	require.JSONEq(t, string(jr), string(jw))
	require.Equal(t, right.Pending(), wrong.Pending())
}

// At the free-cast question the guesser doesn't know whether the guess
// was right, so a copy determinized for the guesser draws the chosen card
// again: over seeds it is sometimes castable and sometimes not, and every
// copy plays on legally.
func TestGuessDeterminizedAtTheQuestion(t *testing.T) {
	g := guessPosition(t, 0)                                                  // Shivan Dragon
	require.NoError(t, g.Apply(game.Action{Kind: game.ActChoose, Player: 1})) // wrong: Alice may cast it
	castable := map[bool]int{}
	for seed := uint64(1); seed <= 30; seed++ {
		c := g.Determinize(1, seed)
		require.NoError(t, c.CheckInvariants())
		opts := c.LegalActions(nil)
		castable[len(opts) > 1]++
		for _, a := range opts {
			cc := c.Clone()
			require.NoError(t, cc.Apply(a))
			require.NoError(t, cc.CheckInvariants())
		}
	}
	require.Positive(t, castable[true], "some deals make the guess wrong")
	require.Positive(t, castable[false], "some deals make it right")
	// Alice's own copy keeps her card.
	for seed := uint64(1); seed <= 5; seed++ {
		require.Greater(t, len(g.Determinize(0, seed).LegalActions(nil)), 1)
	}
}
